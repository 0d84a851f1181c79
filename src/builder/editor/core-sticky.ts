/**
 * One Sticky panel per block (docs/builder.md, "Sticky"): core's position support offers only "stick
 * to the top at 0" on a few blocks (Group), beside Vitrine's panel that does top or bottom, devices,
 * offsets, effects and staying in the column. Vitrine's replaces core's in the editor: the support is
 * taken off the block's editor settings, so core draws no Position panel. The server keeps core's
 * support, so a block saved with core's sticky still renders as it did; Vitrine's panel shows it as
 * "Top" and the first change moves it over (withoutCoreSticky).
 */

export interface Supports {
	position?: unknown;
	[ key: string ]: unknown;
}

/** The block's supports without core's position (sticky) support; the same object when it has none. */
export function withoutPositionSupport< S extends Supports | undefined >( supports: S ): S {
	if ( ! supports || supports.position === undefined ) {
		return supports;
	}
	const { position: _position, ...rest } = supports;
	return rest as S;
}

type Style = Record< string, unknown > & { position?: { type?: unknown } };

/** Whether a block was saved with core's sticky position. */
export function hasCoreSticky( style: Style | undefined ): boolean {
	return style?.position?.type === 'sticky';
}

/** The block's style without core's position, or undefined when nothing else is left. */
export function withoutCoreSticky( style: Style | undefined ): Style | undefined {
	if ( ! style ) {
		return undefined;
	}
	const { position: _position, ...rest } = style;
	return Object.keys( rest ).length ? rest : undefined;
}

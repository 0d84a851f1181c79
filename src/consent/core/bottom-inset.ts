/**
 * How much of the window's bottom a consent bar or widget covers, published as the
 * `--vitrine-consent-bottom` custom property on <html> while it shows (docs/consent.md): other fixed
 * elements at the bottom (floating bars, contact buttons) lift themselves by that much, with a
 * transform, so they stay reachable and nothing shifts the layout.
 */
export const BOTTOM_INSET = '--vitrine-consent-bottom';

/** Pixels covered from the window's bottom edge by a bottom bar of this height and CSS `bottom`. */
export function bottomInset( height: number, bottom: string ): number {
	const offset = parseFloat( bottom );
	return height > 0 ? Math.ceil( height + ( Number.isFinite( offset ) && offset > 0 ? offset : 0 ) ) : 0;
}

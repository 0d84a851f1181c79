/**
 * While a consent bar or widget shows at the bottom of the window, publish how much of the window's
 * bottom it covers as the `--vitrine-consent-bottom` custom property on <html>, and remove it when the
 * bar leaves. Other fixed elements at the bottom (floating bars, contact buttons) lift themselves by
 * that much (with a transform, so it is no layout shift) instead of sitting under the bar where a
 * visitor cannot reach them. The bar keeps the top of the stack: consent must stay reachable.
 */
import { useEffect, type RefObject } from '@wordpress/element';

export const BOTTOM_INSET = '--vitrine-consent-bottom';

/** Pixels covered from the window's bottom edge by a bottom bar of this height and CSS `bottom`. */
export function bottomInset( height: number, bottom: string ): number {
	const offset = parseFloat( bottom );
	return height > 0 ? Math.ceil( height + ( Number.isFinite( offset ) && offset > 0 ? offset : 0 ) ) : 0;
}

export function useBottomInset( ref: RefObject< HTMLElement >, active: boolean ): void {
	useEffect( () => {
		const bar = ref.current;
		const root = document.documentElement;
		if ( ! active || ! bar || ! bar.classList.contains( 'is-bottom' ) ) {
			return;
		}
		// offsetHeight ignores the entering/leaving transforms, so the value does not jitter.
		const update = () =>
			root.style.setProperty(
				BOTTOM_INSET,
				`${ bottomInset( bar.offsetHeight, getComputedStyle( bar ).bottom ) }px`
			);
		update();
		const observer = typeof ResizeObserver === 'function' ? new ResizeObserver( update ) : null;
		observer?.observe( bar );
		return () => {
			observer?.disconnect();
			root.style.removeProperty( BOTTOM_INSET );
		};
	}, [ ref, active ] );
}

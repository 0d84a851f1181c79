/** Focus trapping for the consent dialogs through the one shared trap (Escape, focus return). */
import { useEffect, type RefObject } from '@wordpress/element';
import { trapFocus } from '../../shared/focus-trap';

export function useTrap(
	ref: RefObject< HTMLElement >,
	active: boolean,
	onClose: () => void,
	returnFocus?: () => HTMLElement | null | undefined
): void {
	useEffect( () => {
		const container = ref.current;
		if ( ! active || ! container ) {
			return;
		}
		const focused = container.ownerDocument.activeElement as HTMLElement | null;
		return trapFocus( container, {
			onClose,
			closeOnOutsideClick: false,
			returnFocus: returnFocus?.(),
			// Coming back from a nested dialog, focus stays where it was returned to.
			initialFocus: focused && container.contains( focused ) ? focused : undefined,
		} );
		// onClose and returnFocus are recreated on every render; the trap must not restart for that.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ active, ref ] );
}

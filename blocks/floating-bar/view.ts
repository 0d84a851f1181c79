/**
 * Floating bar: dismissal remembered on the visitor's device for some days (src/shared/dismissal).
 * The bar is fixed over the page, so hiding it moves nothing.
 */
import type { Handler } from '../../src/builder/runtime/types';
import type { Settings } from '@vitrine/shared';
import { dismissDays as days, dismissKey, readDismissed, rememberDismissed } from '../../src/shared/dismissal';
import { register } from '@vitrine/runtime';

export { isDismissed } from '../../src/shared/dismissal';

export const storageKey = ( settings: Settings ) => dismissKey( 'vitrine-floating-bar', settings.key );
export const dismissDays = ( settings: Settings ) => days( settings.days );

const floatingBar: Handler = ( { element, settings } ) => {
	const key = storageKey( settings );
	if ( readDismissed( key, dismissDays( settings ) ) ) {
		element.hidden = true;
		return () => {
			element.hidden = false;
		};
	}
	const close = element.querySelector< HTMLButtonElement >( '.vitrine-floating-bar__close' );
	const onClose = () => {
		rememberDismissed( key );
		element.hidden = true;
	};
	const mount = new AbortController();
	if ( close ) {
		close.disabled = false;
		close.addEventListener( 'click', onClose, { signal: mount.signal } );
	}
	return () => {
		mount.abort();
		if ( close ) {
			close.disabled = true;
		}
	};
};

export default floatingBar;

register( 'floating-bar', floatingBar );

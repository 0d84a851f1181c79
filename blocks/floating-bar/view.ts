/**
 * Floating bar: dismissal remembered on the visitor's device for some days (src/shared/dismissal).
 * The bar is fixed over the page, so hiding it moves nothing. Insights counts it seen once a page
 * view (it shows at once), its dismissals and a click on its call to action (docs/insights.md).
 */
import type { Handler } from '@vitrine/runtime';
import type { Settings } from '@vitrine/shared';
import { dismissDays as days, dismissKey, readDismissed, rememberDismissed } from '../../src/shared/dismissal';
import { register } from '@vitrine/runtime';
import { entityId, watchElement } from '../../src/builder/popup/insights';

export { isDismissed } from '../../src/shared/dismissal';

export const storageKey = ( settings: Settings ) => dismissKey( 'vitrine-floating-bar', settings.key );
export const dismissDays = ( settings: Settings ) => days( settings.days );

const floatingBar: Handler = ( { element, settings, signal, mode } ) => {
	const key = storageKey( settings );
	if ( readDismissed( key, dismissDays( settings ) ) ) {
		element.hidden = true;
		return () => {
			element.hidden = false;
		};
	}
	const close = element.querySelector< HTMLButtonElement >( '.vitrine-floating-bar__close' );
	const name = typeof settings.key === 'string' ? entityId( settings.key ) : '';
	const insights =
		mode === 'live' && name
			? watchElement( element, `bar:${ name }`, { closers: '.vitrine-floating-bar__close' } )
			: null;
	insights?.shown();
	const onClose = () => {
		rememberDismissed( key );
		element.hidden = true;
		insights?.closed( 'button' );
	};
	if ( close ) {
		close.disabled = false;
		close.addEventListener( 'click', onClose, { signal } );
	}
	return () => {
		insights?.stop();
		if ( close ) {
			close.disabled = true;
		}
	};
};

export default floatingBar;

register( 'floating-bar', floatingBar );

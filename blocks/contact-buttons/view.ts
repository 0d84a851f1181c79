/**
 * Contact buttons: the native disclosure gets Escape (focus back on its toggle) and closing on an
 * outside click; the dismiss button hides the whole widget and remembers it (src/shared/dismissal).
 * A disclosure of links is not modal, so focus is not trapped: Tab leaves it as usual.
 */
import type { Handler } from '@vitrine/runtime';
import { dismissDays, dismissKey, readDismissed, rememberDismissed } from '../../src/shared/dismissal';
import { register } from '@vitrine/runtime';

const contactButtons: Handler = ( { element, settings, signal } ) => {
	const key = dismissKey( 'vitrine-contact-buttons', settings.key );
	if ( readDismissed( key, dismissDays( settings.days ) ) ) {
		element.hidden = true;
		return () => {
			element.hidden = false;
		};
	}
	const details = element.querySelector< HTMLDetailsElement >( 'details' );
	const summary = details?.querySelector< HTMLElement >( 'summary' );
	const dismiss = element.querySelector< HTMLButtonElement >( '.vitrine-contact-buttons__dismiss' );

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && details?.open ) {
			event.preventDefault();
			details.open = false;
			summary?.focus();
		}
	};
	const onOutside = ( event: Event ) => {
		if ( details?.open && ! element.contains( event.target as Node ) ) {
			details.open = false;
		}
	};
	const onDismiss = () => {
		rememberDismissed( key );
		element.hidden = true;
	};
	element.addEventListener( 'keydown', onKeyDown, { signal } );
	document.addEventListener( 'pointerdown', onOutside, { capture: true, signal } );
	if ( dismiss ) {
		dismiss.disabled = false;
		dismiss.addEventListener( 'click', onDismiss, { signal } );
	}
	return () => {
		if ( dismiss ) {
			dismiss.disabled = true;
		}
	};
};

export default contactButtons;

register( 'contact-buttons', contactButtons );

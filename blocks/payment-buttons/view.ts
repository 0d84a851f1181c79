/**
 * The Stripe button: sends its form with fetch (JSON) instead of a page post, so a failure shows in
 * place without leaving the page; on success the browser goes to Stripe's payment page. The request
 * only names the saved button (post and button id); the server decides the price.
 */
import type { Handler } from '@vitrine/runtime';
import { sameOriginUrl } from '@vitrine/shared';
import { register } from '@vitrine/runtime';

/** Stripe's hosted pages are https; anything else in an answer is not followed. */
export function paymentUrl( data: unknown ): string {
	const url = ( data as { url?: unknown } | null )?.url;
	return typeof url === 'string' && /^https:\/\//.test( url ) ? url : '';
}

const paymentButtons: Handler = ( { element, settings, signal } ) => {
	const form = element.querySelector< HTMLFormElement >( '.vitrine-payment__form' );
	const status = element.querySelector< HTMLElement >( '.vitrine-payment__status' );
	const button = form?.querySelector< HTMLButtonElement >( 'button' );
	const endpoint = sameOriginUrl( form?.getAttribute( 'action' ) ); // Only this site's route: docs/security.md.
	if ( ! form || ! status || ! button || ! endpoint ) {
		return;
	}
	const unavailable = typeof settings.unavailable === 'string' ? settings.unavailable : '';
	let busy = false;

	const onSubmit = async ( event: Event ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		busy = true;
		button.setAttribute( 'aria-disabled', 'true' );
		status.textContent = '';
		status.classList.remove( 'is-error' );
		const fields = new FormData( form );
		let url = '';
		let message = unavailable;
		try {
			const response = await fetch( endpoint, {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify( {
					post_id: Number( fields.get( 'post_id' ) ),
					button_id: fields.get( 'button_id' ),
				} ),
			} );
			const data: unknown = await response.json().catch( () => null );
			url = response.ok ? paymentUrl( data ) : '';
			const text = ( data as { message?: unknown } | null )?.message;
			message = ! response.ok && typeof text === 'string' && text ? text : unavailable;
		} catch {
			// Offline: the same message as an unreachable provider.
		}
		if ( url ) {
			window.location.assign( url );
			return;
		}
		busy = false;
		button.removeAttribute( 'aria-disabled' );
		status.textContent = message;
		status.classList.add( 'is-error' );
	};

	form.addEventListener( 'submit', onSubmit, { signal } );
};

export default paymentButtons;

register( 'payment-buttons', paymentButtons );

/**
 * Add to cart without a reload: the form's submit goes to the Store API (POST cart/add-item with the
 * quantity and the chosen variation), the status line announces the result (role="status") with a
 * link to the cart, and the new cart is published to the page's shared cart state, so the theme's
 * cart dropdown and every mini cart update. Missing options are named before anything is sent.
 */
import type { Handler } from '@vitrine/runtime';
import { createStoreApi, errorMessage } from '../../src/shared/store-api';
import { addedMessage, clampQuantity, matchVariation, parseAddSettings } from './choice';
import { register } from '@vitrine/runtime';

const addToCart: Handler = ( { element, settings, signal } ) => {
	const config = parseAddSettings( settings );
	const form = element.querySelector< HTMLFormElement >( '.vitrine-add-to-cart__form' );
	const status = element.querySelector< HTMLElement >( '.vitrine-add-to-cart__status' );
	const button = element.querySelector< HTMLButtonElement >( '.vitrine-add-to-cart__button' );
	if ( ! config || ! form || ! status || ! button ) {
		return;
	}
	const api = createStoreApi( config.storeApi );
	const selects = Array.from( form.querySelectorAll< HTMLSelectElement >( 'select[data-attribute]' ) );
	const quantityField = form.querySelector< HTMLInputElement >( 'input[name="quantity"]' );
	form.noValidate = true; // Messages come from the status line, in the page's language.

	const say = ( message: string, isError: boolean, link = false ) => {
		status.replaceChildren( message );
		status.classList.toggle( 'is-error', isError );
		if ( link && config.cartUrl ) {
			const a = element.ownerDocument.createElement( 'a' );
			a.href = config.cartUrl;
			a.textContent = config.viewCart;
			status.append( ' ', a );
		}
	};

	let busy = false;
	const onSubmit = async ( event: Event ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		const missing = selects.filter( ( s ) => ! s.value );
		selects.forEach( ( s ) => s.setAttribute( 'aria-invalid', String( missing.includes( s ) ) ) );
		if ( missing.length ) {
			say( config.choose.replace( '%s', missing.map( ( s ) => s.dataset.label ).join( ', ' ) ), true );
			missing[ 0 ]!.focus();
			return;
		}
		// Not every combination of options has to exist; the Store API lists variations by option label.
		const chosen = Object.fromEntries( selects.map( ( s ) => [ s.dataset.label ?? '', s.value ] ) );
		if ( config.variations.length && ! matchVariation( config.variations, chosen ) ) {
			say( config.unavailable, true );
			selects[ 0 ]?.focus();
			return;
		}
		const max = Number( quantityField?.max ) || 99;
		const quantity = clampQuantity( quantityField?.value ?? 1, 1, max );
		if ( quantityField ) {
			quantityField.value = String( quantity );
		}
		const variation = selects.map( ( s ) => ( { attribute: s.dataset.attribute ?? '', value: s.value } ) );
		busy = true;
		button.setAttribute( 'aria-disabled', 'true' );
		element.setAttribute( 'aria-busy', 'true' );
		const result = await api.addItem( config.productId, quantity, variation );
		busy = false;
		button.removeAttribute( 'aria-disabled' );
		element.removeAttribute( 'aria-busy' );
		if ( result.ok ) {
			const picked = selects.map( ( s ) => s.selectedOptions[ 0 ]?.textContent ?? s.value ).join( ', ' );
			say(
				addedMessage( config.added, quantity, config.name + ( picked ? ` (${ picked })` : '' ) ),
				false,
				true
			);
		} else {
			say( errorMessage( result.data, config.failed ), true );
		}
	};
	const onChange = ( event: Event ) => ( event.target as Element ).removeAttribute( 'aria-invalid' );

	form.addEventListener( 'submit', onSubmit, { signal } );
	form.addEventListener( 'change', onChange, { signal } );
	return () => {
		form.noValidate = false;
		status.replaceChildren();
	};
};

export default addToCart;

register( 'add-to-cart', addToCart );

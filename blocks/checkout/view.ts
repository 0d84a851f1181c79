/**
 * The checkout: shows the form once the Store API cart is known (a message when it is empty), fills
 * the order summary and the shipping and payment choices from the cart (a new shipping choice is sent
 * at once, so totals follow; so is the destination — country, state, postal code, city — since
 * WooCommerce offers rates and charges taxes by it), checks the addresses before sending, then places the order with
 * POST /checkout. Errors are put on their fields (aria-invalid + the field's described-by message),
 * focus goes to the first one, and the alert region says what to do; success goes to the order page.
 */
import type { Handler } from '@vitrine/runtime';
import { readCart, type Cart, latestCart, onCart, sameOriginUrl } from '@vitrine/shared';
import { createStoreApi, errorMessage, paramErrors } from '../../src/shared/store-api';
import { fillTotals } from '../cart/rows';
import { fill } from '../cart/texts';
import { choices, destination, DESTINATION_FIELDS, readGroup, type Texts } from './form';
import { fieldOfCode, followUrl, groupOfParam, isPaymentError, validateAddress } from './validate';
import { register } from '@vitrine/runtime';

/** What the shipping group says instead of rates: none for this address, or no address yet. */
function ratesNote( cart: Cart, texts: Texts ): string {
	if ( ! cart.needsShipping || cart.rates.length ) {
		return '';
	}
	return cart.hasDestination ? texts.noRates : texts.needAddress;
}

const checkout: Handler = ( { element, settings, signal } ) => {
	const storeApi = sameOriginUrl( settings.storeApi ); // Never another origin: docs/security.md.
	const form = element.querySelector< HTMLFormElement >( '.vitrine-checkout__form' );
	const status = element.querySelector< HTMLElement >( '.vitrine-checkout__status' );
	const alert = element.querySelector< HTMLElement >( '.vitrine-checkout__alert' );
	if ( ! storeApi || ! form || ! status || ! alert ) {
		return;
	}
	const texts = settings as unknown as Texts;
	const titles = ( settings.paymentTitles ?? {} ) as Record< string, string >;
	const api = createStoreApi( storeApi );
	const group = ( name: string ) => form.querySelector< HTMLFieldSetElement >( `[data-group="${ name }"]` )!;
	const shipElsewhere = form.querySelector< HTMLInputElement >( 'input[name="ship_elsewhere"]' );
	const button = form.querySelector< HTMLButtonElement >( '.vitrine-checkout__place' );
	let busy = false;

	const show = ( cart: Cart | null ) => {
		if ( ! cart || busy ) {
			return;
		}
		const empty = cart.items.length === 0;
		form.hidden = empty;
		status.textContent = empty ? texts.empty : '';
		const lines = form.querySelector( '.vitrine-checkout__lines' );
		lines?.replaceChildren(
			...cart.items.map( ( item ) => {
				const li = element.ownerDocument.createElement( 'li' );
				const name = item.name + ( item.variation ? ` (${ item.variation })` : '' );
				li.textContent = `${ fill( texts.line, item.quantity, name ) } — ${ item.total }`;
				return li;
			} )
		);
		fillTotals( form.querySelector< HTMLElement >( '.vitrine-checkout__totals' )!, cart );
		const chosenPayment = new FormData( form ).get( 'payment_method' ) || cart.paymentMethods[ 0 ];
		choices(
			group( 'rates' ),
			'shipping_rate',
			cart.rates.map( ( r ) => ( { value: r.id, label: `${ r.name } — ${ r.price }`, checked: r.selected } ) ),
			ratesNote( cart, texts )
		);
		choices(
			group( 'payment' ),
			'payment_method',
			cart.paymentMethods.map( ( id ) => ( {
				value: id,
				label: titles[ id ] ?? id,
				checked: id === chosenPayment,
			} ) ),
			''
		);
	};

	const setError = ( field: Element | null, message: string ) => {
		if ( ! field ) {
			return;
		}
		const slot = element.ownerDocument.getElementById(
			field.getAttribute( 'aria-describedby' )?.split( ' ' ).pop() ?? ''
		);
		if ( field.tagName !== 'FIELDSET' ) {
			field.setAttribute( 'aria-invalid', message ? 'true' : 'false' );
		}
		if ( slot ) {
			slot.textContent = message;
		}
	};
	const clearErrors = () => {
		form.querySelectorAll( '[aria-invalid]' ).forEach( ( field ) => setError( field, '' ) );
		form.querySelectorAll( '.vitrine-checkout__group-error' ).forEach( ( slot ) => ( slot.textContent = '' ) );
		alert.textContent = '';
	};
	const fail = ( message: string ) => {
		alert.textContent = message;
		( form.querySelector< HTMLElement >( '[aria-invalid="true"]' ) ?? alert ).focus?.();
	};

	const onSubmit = async ( event: Event ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		clearErrors();
		const separate = !! shipElsewhere?.checked;
		let invalid = false;
		for ( const name of separate ? [ 'billing', 'shipping' ] : [ 'billing' ] ) {
			const { values, required } = readGroup( group( name ) );
			const errors = validateAddress( values, required, texts );
			for ( const [ field, message ] of Object.entries( errors ) ) {
				setError( group( name ).querySelector( `[data-field="${ field }"]` ), message );
				invalid = true;
			}
		}
		const data = new FormData( form );
		for ( const [ name, key, message ] of [
			[ 'rates', 'shipping_rate', texts.chooseRate ],
			[ 'payment', 'payment_method', texts.choosePayment ],
		] as const ) {
			if ( group( name ).querySelector( 'input' ) && ! data.get( key ) ) {
				setError( group( name ), message );
				invalid = true;
			}
		}
		if ( invalid ) {
			fail( texts.fix );
			return;
		}
		busy = true;
		button?.setAttribute( 'aria-disabled', 'true' );
		status.textContent = texts.placing;
		const billing = readGroup( group( 'billing' ) ).values;
		// WooCommerce ships to the shipping address it is sent, else to the one it kept from the
		// destination (country, postal code...) without a name or street: the billing address it is.
		const { email: _email, ...sameAddress } = billing;
		const result = await api.checkout( {
			billing_address: billing,
			shipping_address: separate ? readGroup( group( 'shipping' ) ).values : sameAddress,
			customer_note: String( data.get( 'customer_note' ) ?? '' ),
			payment_method: String( data.get( 'payment_method' ) ?? '' ),
			payment_data: [],
		} );
		busy = false;
		button?.removeAttribute( 'aria-disabled' );
		status.textContent = '';
		const order = result.data as { order_id?: number; payment_result?: { redirect_url?: string } } | null;
		if ( result.ok && order?.order_id ) {
			form.hidden = true;
			status.textContent = fill( texts.placed, order.order_id );
			const next = followUrl( order.payment_result?.redirect_url, window.location.origin );
			if ( next ) {
				window.location.assign( next );
			}
			return;
		}
		const code = ( result.data as { code?: string } | null )?.code ?? '';
		for ( const [ param, problem ] of Object.entries( paramErrors( result.data ) ) ) {
			const part = groupOfParam( param );
			const field =
				part && part !== 'payment'
					? group( part ).querySelector( `[data-field="${ fieldOfCode( problem.code ) }"]` )
					: null;
			setError( field ?? ( part ? group( part === 'payment' ? 'payment' : part ) : null ), problem.message );
		}
		if ( isPaymentError( code ) ) {
			setError( group( 'payment' ), errorMessage( result.data, texts.failed ) );
		}
		fail( code === 'rest_invalid_param' ? texts.fix : errorMessage( result.data, texts.failed ) );
	};

	// Where the order goes: the shipping address when one is given, else the billing address. One
	// update at a time and only the latest: answers arriving out of order would show an older address's
	// rates and taxes. A chosen shipping rate waits in the same line: sent beside an address update
	// still on its way, the address's answer could come last and show the rate chosen before.
	let destinations: Promise< unknown > = Promise.resolve();
	let latest = 0;
	const sendDestination = () => {
		const address = destination( readGroup( group( shipElsewhere?.checked ? 'shipping' : 'billing' ) ).values );
		if ( ! address ) {
			return;
		}
		const mine = ++latest;
		destinations = destinations.then( () =>
			mine === latest ? api.updateCustomer( { shipping_address: address } ) : null
		);
	};

	const onChange = ( event: Event ) => {
		const target = event.target as HTMLInputElement;
		const inGroup = target.closest< HTMLElement >( '[data-group]' )?.dataset.group;
		if ( target === shipElsewhere ) {
			group( 'shipping' ).hidden = ! target.checked;
			group( 'shipping' ).disabled = ! target.checked;
			sendDestination();
		} else if (
			DESTINATION_FIELDS.includes( target.dataset.field ?? '' ) &&
			inGroup === ( shipElsewhere?.checked ? 'shipping' : 'billing' )
		) {
			sendDestination();
		} else if ( target.name === 'shipping_rate' ) {
			const packageId = Number( target.dataset.package ?? 0 );
			const rate = target.value;
			destinations = destinations.then( () => api.selectRate( packageId, rate ) );
		}
		if ( target.getAttribute( 'aria-invalid' ) === 'true' ) {
			setError( target, '' );
		}
	};

	const stop = onCart( ( data ) => show( readCart( data ) ) );
	form.addEventListener( 'submit', onSubmit, { signal } );
	form.addEventListener( 'change', onChange, { signal } );
	const known = readCart( latestCart() );
	if ( known ) {
		show( known );
	} else {
		void api.getCart().then( ( result ) => ! result.ok && ( status.textContent = texts.failed ) );
	}
	return () => {
		stop();
	};
};

export default checkout;

register( 'checkout', checkout );

/**
 * The cart widget: reads the visitor's cart from the Store API and keeps it current with the page's
 * shared cart state (an item added elsewhere on the page, the theme's dropdown). The full layout
 * changes quantities (on change), removes items, applies and removes coupons, each through the Store
 * API, and announces the result in its status line; after a removal focus goes to the cart's title,
 * since the focused button is gone. The mini layout shows the count and total in its link.
 */
import type { Handler } from '@vitrine/runtime';
import { readCart, type Cart, latestCart, onCart, sameOriginUrl } from '@vitrine/shared';
import { createStoreApi, errorMessage, type ApiResult } from '../../src/shared/store-api';
import { couponItem, fillTotals, itemRow } from './rows';
import { fill, parseCartTexts } from './texts';
import { register } from '@vitrine/runtime';

const cartWidget: Handler = ( { element, settings, signal } ) => {
	const storeApi = sameOriginUrl( settings.storeApi ); // Never another origin: docs/security.md.
	if ( ! storeApi ) {
		return;
	}
	const texts = parseCartTexts( settings );
	const api = createStoreApi( storeApi );
	const doc = element.ownerDocument;
	const part = < T extends HTMLElement >( name: string ) =>
		element.querySelector< T >( `.vitrine-cart-widget__${ name }` );
	const status = part( 'status' );
	const table = part< HTMLTableElement >( 'table' );
	const totals = part( 'totals' );
	const coupons = part( 'coupons' );
	const couponForm = part< HTMLFormElement >( 'coupon' );
	const checkout = part( 'checkout' );
	let current: Cart | null = null;

	const say = ( message: string, isError = false ) => {
		if ( status ) {
			status.textContent = message;
			status.classList.toggle( 'is-error', isError );
		}
	};

	const show = ( cart: Cart | null ) => {
		current = cart ?? current;
		if ( settings.layout === 'mini' ) {
			const count = part( 'count' );
			const total = part( 'total' );
			if ( count && total && cart ) {
				count.textContent = fill( texts.items, cart.count );
				total.textContent = cart.count ? cart.subtotal : ''; // Before shipping is chosen.
			}
			return;
		}
		if ( ! cart || ! table || ! totals ) {
			return;
		}
		const empty = cart.items.length === 0;
		// Rows are rebuilt; a focused quantity field (Enter sends it) gets the focus back in its new row.
		const focused =
			doc.activeElement instanceof HTMLElement && table.contains( doc.activeElement ) ? doc.activeElement : null;
		const focusKey = focused?.closest< HTMLElement >( 'tr[data-key]' )?.dataset.key;
		table.tBodies[ 0 ]?.replaceChildren( ...cart.items.map( ( item ) => itemRow( doc, item, texts ) ) );
		if ( focused && focusKey ) {
			table
				.querySelector< HTMLElement >(
					`tr[data-key="${ CSS.escape( focusKey ) }"] .${ focused.className.split( ' ' )[ 0 ] }`
				)
				?.focus();
		}
		table.hidden = empty;
		totals.hidden = empty;
		fillTotals( totals, cart );
		if ( coupons && couponForm ) {
			coupons.replaceChildren( ...cart.coupons.map( ( code ) => couponItem( doc, code, texts ) ) );
			coupons.hidden = empty || cart.coupons.length === 0;
			couponForm.hidden = empty;
		}
		if ( checkout ) {
			checkout.hidden = empty;
		}
		if ( empty ) {
			say( texts.empty );
		}
	};

	/** Runs a Store API change and announces its result (the new cart arrives through onCart). */
	const change = async ( run: () => Promise< ApiResult >, success: string ) => {
		element.setAttribute( 'aria-busy', 'true' );
		const result = await run();
		element.removeAttribute( 'aria-busy' );
		if ( result.ok ) {
			say( current?.items.length === 0 ? `${ success } ${ texts.empty }` : success );
		} else {
			say( errorMessage( result.data, texts.failed ), true );
			show( current ); // Puts back the quantity that was refused.
		}
		return result.ok;
	};

	const itemOf = ( target: Element ) => {
		const key = target.closest< HTMLElement >( 'tr[data-key]' )?.dataset.key;
		return current?.items.find( ( item ) => item.key === key ) ?? null;
	};

	const onChange = ( event: Event ) => {
		const input = event.target as HTMLInputElement;
		const item = input.classList.contains( 'vitrine-cart-widget__quantity' ) ? itemOf( input ) : null;
		const quantity = Math.floor( Number( input.value ) );
		if ( ! item || quantity === item.quantity ) {
			return;
		}
		if ( ! Number.isFinite( quantity ) || quantity < 1 ) {
			void change( () => api.removeItem( item.key ), fill( texts.removed, item.name ) );
			return;
		}
		void change(
			() => api.updateItem( item.key, Math.min( quantity, item.max ) ),
			fill( texts.updated, item.name, Math.min( quantity, item.max ) )
		);
	};

	const onClick = async ( event: Event ) => {
		const target = event.target as Element;
		const removeItem = target.closest( '.vitrine-cart-widget__remove' );
		const removeCoupon = target.closest< HTMLElement >( '.vitrine-cart-widget__remove-coupon' );
		const item = removeItem ? itemOf( removeItem ) : null;
		if ( item && ( await change( () => api.removeItem( item.key ), fill( texts.removed, item.name ) ) ) ) {
			part( 'title' )?.focus();
		}
		const code = removeCoupon?.dataset.code;
		if ( code && ( await change( () => api.removeCoupon( code ), fill( texts.unapplied, code.toUpperCase() ) ) ) ) {
			couponForm?.querySelector( 'input' )?.focus();
		}
	};

	const onCoupon = async ( event: Event ) => {
		event.preventDefault();
		const input = couponForm?.querySelector( 'input' );
		const code = input?.value.trim() ?? '';
		if (
			input &&
			code &&
			( await change( () => api.applyCoupon( code ), fill( texts.applied, code.toUpperCase() ) ) )
		) {
			input.value = '';
		}
	};

	const stop = onCart( ( data ) => show( readCart( data ) ) );
	element.addEventListener( 'change', onChange, { signal } );
	element.addEventListener( 'click', onClick, { signal } );
	couponForm?.addEventListener( 'submit', onCoupon, { signal } );
	const known = readCart( latestCart() );
	if ( known ) {
		show( known );
	} else {
		void api.getCart().then( ( result ) => {
			if ( ! result.ok ) {
				say( texts.error, true );
			}
		} );
	}

	return () => {
		stop();
	};
};

export default cartWidget;

register( 'cart', cartWidget );

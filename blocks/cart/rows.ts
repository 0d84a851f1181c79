/**
 * Builds the cart widget's rows and totals from a read cart. Every value is set as text, never HTML.
 */
import type { Cart, CartItem } from '@vitrine/shared';
import { fill, type CartTexts } from './texts';

function el< K extends keyof HTMLElementTagNameMap >( doc: Document, tag: K, className: string, text = '' ) {
	const node = doc.createElement( tag );
	node.className = className;
	node.textContent = text;
	return node;
}

export function itemRow( doc: Document, item: CartItem, texts: CartTexts ): HTMLTableRowElement {
	const row = doc.createElement( 'tr' );
	row.dataset.key = item.key;
	const name = el( doc, 'th', 'vitrine-cart-widget__name', item.name );
	name.scope = 'row';
	if ( item.variation ) {
		name.append( el( doc, 'span', 'vitrine-cart-widget__variation', item.variation ) );
	}
	const quantity = doc.createElement( 'td' );
	const input = el( doc, 'input', 'vitrine-cart-widget__quantity' );
	Object.assign( input, {
		type: 'number',
		min: String( item.min ),
		max: String( item.max ),
		step: '1',
		value: String( item.quantity ),
	} );
	input.inputMode = 'numeric';
	input.disabled = ! item.editable;
	input.setAttribute( 'aria-label', fill( texts.quantity, item.name ) );
	quantity.append( input );
	const remove = doc.createElement( 'td' );
	const button = el( doc, 'button', 'vitrine-cart-widget__remove', '×' );
	button.type = 'button';
	button.setAttribute( 'aria-label', fill( texts.remove, item.name ) );
	remove.append( button );
	row.append(
		name,
		el( doc, 'td', 'vitrine-cart-widget__price', item.unitPrice ),
		quantity,
		el( doc, 'td', 'vitrine-cart-widget__line-total', item.total ),
		remove
	);
	return row;
}

/** Fills the totals list; rows without a value (no discount, no shipping yet) are hidden. */
export function fillTotals( list: HTMLElement, cart: Cart ): void {
	const values: Record< string, string | null > = {
		subtotal: cart.subtotal,
		discount: cart.discount ? '-' + cart.discount.replace( /^-/, '' ) : null,
		shipping: cart.shipping,
		tax: cart.tax,
		total: cart.total,
	};
	list.querySelectorAll< HTMLElement >( '[data-total]' ).forEach( ( row ) => {
		const value = values[ row.dataset.total ?? '' ] ?? null;
		row.hidden = value === null;
		const dd = row.querySelector( 'dd' );
		if ( dd ) {
			dd.textContent = value ?? '';
		}
	} );
}

export function couponItem( doc: Document, code: string, texts: CartTexts ): HTMLLIElement {
	const li = el( doc, 'li', 'vitrine-cart-widget__coupon-code', code.toUpperCase() + ' ' );
	const button = el( doc, 'button', 'vitrine-cart-widget__remove-coupon', '×' );
	button.type = 'button';
	button.dataset.code = code;
	button.setAttribute( 'aria-label', fill( texts.removeCoupon, code.toUpperCase() ) );
	li.append( button );
	return li;
}

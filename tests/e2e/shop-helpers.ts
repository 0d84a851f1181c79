/**
 * Helpers of the shop widget tests: every test starts with its own empty cart (a fresh browser
 * context has no cart cookie) and may fill it through the Store API stand-in, as a visitor would.
 */
import type { Page } from '@playwright/test';

/** Adds products to this page's visitor cart through the Store API (shares the page's cookies). */
export async function addToCart( page: Page, items: Array< { id: number; quantity: number; size?: string } > ) {
	const api = page.context().request;
	const nonce = ( await api.get( '/wp-json/wc/store/v1/cart' ) ).headers().nonce ?? '';
	for ( const item of items ) {
		const response = await api.post( '/wp-json/wc/store/v1/cart/add-item', {
			data: {
				id: item.id,
				quantity: item.quantity,
				variation: item.size ? [ { attribute: 'Size', value: item.size } ] : [],
			},
			headers: { Nonce: nonce },
		} );
		if ( response.status() !== 201 ) {
			throw new Error( `add-item ${ item.id } answered ${ response.status() }` );
		}
	}
}

/**
 * A small client of WooCommerce's Store API (/wc/store/v1/) for the shop widgets. It keeps the Nonce
 * header the API hands out (changing routes refuse requests without it; a stale one is refreshed
 * once), sends the visitor's cookies, and publishes every cart it receives to the page's shared cart
 * state, so the theme's dropdown and every mini cart follow without a reload.
 */
import { publishCart } from '@vitrine/shared';

export interface ApiResult {
	ok: boolean;
	status: number;
	data: unknown;
}

type Body = Record< string, unknown >;

/** Routes whose answer is the whole cart (documented), published to the shared state. */
const CART_ROUTES = /^cart(\/|$)/;

export function readNonce( headers: Headers ): string {
	return headers.get( 'Nonce' ) ?? headers.get( 'X-WC-Store-API-Nonce' ) ?? '';
}

export function createStoreApi( base: string, fetcher: typeof fetch = ( ...args ) => window.fetch( ...args ) ) {
	const root = base.endsWith( '/' ) ? base : base + '/';
	let nonce = '';

	const send = async ( path: string, method: 'GET' | 'POST', body?: Body ): Promise< ApiResult > => {
		const headers: Record< string, string > = { Accept: 'application/json' };
		if ( method === 'POST' ) {
			headers[ 'Content-Type' ] = 'application/json';
			headers.Nonce = nonce;
		}
		let response: Response;
		try {
			response = await fetcher( root + path, {
				method,
				credentials: 'same-origin',
				headers,
				body: body ? JSON.stringify( body ) : undefined,
			} );
		} catch {
			return { ok: false, status: 0, data: null };
		}
		nonce = readNonce( response.headers ) || nonce;
		const data: unknown = await response.json().catch( () => null );
		if ( response.ok && CART_ROUTES.test( path ) ) {
			publishCart( data );
		}
		return { ok: response.ok, status: response.status, data };
	};

	const post = async ( path: string, body: Body ): Promise< ApiResult > => {
		if ( ! nonce ) {
			await send( 'cart', 'GET' );
		}
		const result = await send( path, 'POST', body );
		const code = ( result.data as { code?: string } | null )?.code ?? '';
		if ( result.status === 403 && code === 'woocommerce_rest_invalid_nonce' ) {
			await send( 'cart', 'GET' ); // The nonce expired while the page was open: one fresh try.
			return send( path, 'POST', body );
		}
		return result;
	};

	return {
		getCart: () => send( 'cart', 'GET' ),
		getProduct: ( id: number ) => send( `products/${ id }`, 'GET' ),
		addItem: ( id: number, quantity: number, variation: Array< { attribute: string; value: string } > = [] ) =>
			post( 'cart/add-item', { id, quantity, ...( variation.length ? { variation } : {} ) } ),
		updateItem: ( key: string, quantity: number ) => post( 'cart/update-item', { key, quantity } ),
		removeItem: ( key: string ) => post( 'cart/remove-item', { key } ),
		applyCoupon: ( code: string ) => post( 'cart/apply-coupon', { code } ),
		removeCoupon: ( code: string ) => post( 'cart/remove-coupon', { code } ),
		updateCustomer: ( body: Body ) => post( 'cart/update-customer', body ),
		selectRate: ( packageId: number, rateId: string ) =>
			post( 'cart/select-shipping-rate', { package_id: packageId, rate_id: rateId } ),
		checkout: ( body: Body ) => post( 'checkout', body ),
	};
}

export type StoreApi = ReturnType< typeof createStoreApi >;

/** The Store API error's message as plain text (WooCommerce's messages may carry HTML entities). */
export function errorMessage( data: unknown, fallback: string ): string {
	const message = ( data as { message?: unknown } | null )?.message;
	if ( typeof message !== 'string' || ! message.trim() ) {
		return fallback;
	}
	const doc = new DOMParser().parseFromString( message, 'text/html' );
	return doc.body.textContent?.trim() || fallback;
}

/** The per-parameter messages of a 400 rest_invalid_param answer: `{ billing_address: '...' }`. */
export function paramErrors( data: unknown ): Record< string, { code: string; message: string } > {
	const inner = ( data as { data?: { params?: unknown; details?: unknown } } | null )?.data;
	const params =
		inner?.params && typeof inner.params === 'object' ? ( inner.params as Record< string, unknown > ) : {};
	const details =
		inner?.details && typeof inner.details === 'object' ? ( inner.details as Record< string, unknown > ) : {};
	const out: Record< string, { code: string; message: string } > = {};
	for ( const [ name, value ] of Object.entries( params ) ) {
		const detail = details[ name ] as { code?: unknown; message?: unknown } | undefined;
		out[ name ] = {
			code: typeof detail?.code === 'string' ? detail.code : '',
			message: typeof detail?.message === 'string' ? detail.message : String( value ),
		};
	}
	return out;
}

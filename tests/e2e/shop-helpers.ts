/**
 * Helpers of the shop widget tests, which run against the real WooCommerce that `npm start` links from
 * ../shared/third-party/woocommerce (docs/shop.md). Every test starts with its own empty cart (a fresh
 * browser context has no session cookie) and may fill it through the Store API, as a visitor would.
 * Products are found by the demo catalogue's SKUs (includes/Lifecycle/Demo/83-woocommerce.php).
 */
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN_STATE, test } from './fixtures';

const WOOCOMMERCE = join(
	realpathSync( join( __dirname, '../..' ) ),
	'../shared/third-party/woocommerce/woocommerce.php'
);

/** Skips the calling describe block when the site has no WooCommerce to test against. */
export function needsWooCommerce(): void {
	test.skip(
		! existsSync( WOOCOMMERCE ),
		'shop specs skipped: ../shared/third-party/woocommerce not found, so the local site has no WooCommerce'
	);
}

const ids = new Map< string, number >();

/** The id of the demo product with this SKU (asked of the Store API once per worker). */
export async function productId( api: APIRequestContext, sku: string ): Promise< number > {
	if ( ! ids.has( sku ) ) {
		const found = ( await ( await api.get( `/wp-json/wc/store/v1/products?sku=${ sku }` ) ).json() ) as Array< {
			id: number;
		} >;
		if ( ! found[ 0 ]?.id ) {
			throw new Error( `no product with SKU ${ sku }: is the demo catalogue seeded?` );
		}
		ids.set( sku, found[ 0 ].id );
	}
	return ids.get( sku ) as number;
}

/** The Store API nonce for this context's session (WooCommerce hands it out with every answer). */
export async function storeNonce( api: APIRequestContext ): Promise< string > {
	return ( await api.get( '/wp-json/wc/store/v1/cart' ) ).headers().nonce ?? '';
}

/** Adds products (by SKU) to this page's visitor cart through the Store API (shares the page's cookies). */
export async function addToCart( page: Page, items: Array< { sku: string; quantity: number; size?: string } > ) {
	const api = page.context().request;
	const nonce = await storeNonce( api );
	for ( const item of items ) {
		const response = await api.post( '/wp-json/wc/store/v1/cart/add-item', {
			data: {
				id: await productId( api, item.sku ),
				quantity: item.quantity,
				variation: item.size ? [ { attribute: 'Size', value: item.size } ] : [],
			},
			headers: { Nonce: nonce },
		} );
		if ( response.status() !== 201 ) {
			throw new Error( `add-item ${ item.sku } answered ${ response.status() }: ${ await response.text() }` );
		}
	}
}

/** WooCommerce's admin REST API (wc/v3) as the admin: reads what a shop owner would see in wp-admin. */
export async function shopOwner( browser: Browser ) {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const nonce = await ( await context.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
	const get = async < T >( path: string ): Promise< T > => {
		const response = await context.request.get( `/wp-json/wc/v3/${ path }`, { headers: { 'X-WP-Nonce': nonce } } );
		if ( ! response.ok() ) {
			throw new Error( `wc/v3/${ path } answered ${ response.status() }` );
		}
		return ( await response.json() ) as T;
	};
	const update = async ( path: string, data: Record< string, unknown > ): Promise< void > => {
		const response = await context.request.put( `/wp-json/wc/v3/${ path }`, {
			headers: { 'X-WP-Nonce': nonce },
			data,
		} );
		if ( ! response.ok() ) {
			throw new Error( `wc/v3/${ path } answered ${ response.status() }` );
		}
	};
	return { get, update, close: () => context.close() };
}

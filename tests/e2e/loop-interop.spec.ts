import type { Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { needsWooCommerce } from './shop-helpers';
import { restNonce } from './drafts';

/**
 * Vitrine's loop grid and swatches, WooCommerce's own Product Collection with its Product Filters
 * (the real WooCommerce from ../shared) and a core Query Loop on one published page (issue #34,
 * "Interoperable"; docs/loop.md). Each keeps its own state in the URL: WooCommerce's `filter_color`
 * never narrows Vitrine's grid, Vitrine's `e-filter-…` never narrows WooCommerce's collection, and
 * neither loses the other's parameter when it changes its own. The demo's Colour attribute
 * (includes/Lifecycle/Demo/84-shop.php): blue is the cup and the notebook; white the cup, the mug
 * and the print.
 */
const vitrineCount = ( page: Page ) => page.locator( '.vitrine-loop-grid .vitrine-loop-grid__count' );
const wooTitles = async ( page: Page ) =>
	( await page.locator( '.wp-block-woocommerce-product-collection .wp-block-post-title' ).allTextContents() )
		.map( ( title ) => title.trim() )
		.sort();
// Vitrine's swatches: WooCommerce's filter on the page also lists the colours as checkboxes.
const swatch = ( page: Page, name: string ) =>
	page.locator( 'form.vitrine-loop-filter' ).getByRole( 'checkbox', { name, exact: true } );

function content( attributeId: number ): string {
	const collection = {
		queryId: 41,
		query: {
			perPage: 12,
			pages: 0,
			offset: 0,
			postType: 'product',
			order: 'asc',
			orderBy: 'title',
			search: '',
			exclude: [],
			inherit: false,
			taxQuery: {},
			isProductCollectionBlock: true,
			featured: false,
			woocommerceOnSale: false,
			woocommerceStockStatus: [ 'instock', 'outofstock', 'onbackorder' ],
			woocommerceAttributes: [],
			woocommerceHandPickedProducts: [],
			filterable: true,
		},
		tagName: 'div',
	};
	return [
		'<!-- wp:heading --><h2 class="wp-block-heading">WooCommerce</h2><!-- /wp:heading -->',
		`<!-- wp:woocommerce/product-collection ${ JSON.stringify( collection ) } --><div class="wp-block-woocommerce-product-collection">`,
		'<!-- wp:woocommerce/product-filters --><div class="wp-block-woocommerce-product-filters wc-block-product-filters">',
		`<!-- wp:woocommerce/product-filter-attribute {"attributeId":${ attributeId },"hideEmpty":false} --><div class="wp-block-woocommerce-product-filter-attribute"><!-- wp:woocommerce/product-filter-checkbox-list /--></div><!-- /wp:woocommerce/product-filter-attribute -->`,
		'</div><!-- /wp:woocommerce/product-filters -->',
		'<!-- wp:woocommerce/product-template --><!-- wp:post-title {"__woocommerceNamespace":"woocommerce/product-collection/product-title"} /--><!-- /wp:woocommerce/product-template -->',
		'</div><!-- /wp:woocommerce/product-collection -->',
		'<!-- wp:heading --><h2 class="wp-block-heading">Vitrine</h2><!-- /wp:heading -->',
		'<!-- wp:vitrine/loop-filter {"targetWidgetId":"interop","taxonomy":"pa_color","display":"swatches","label":"Colour"} /-->',
		'<!-- wp:vitrine/loop-facet {"targetWidgetId":"interop","type":"chips"} /-->',
		'<!-- wp:vitrine/loop-grid {"widgetId":"interop","postType":"product","perPage":12,"columns":4,"showExcerpt":false} /-->',
		'<!-- wp:heading --><h2 class="wp-block-heading">Posts</h2><!-- /wp:heading -->',
		'<!-- wp:query {"queryId":7,"query":{"perPage":3,"postType":"post","order":"desc","orderBy":"date","inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
	].join( '\n' );
}

test.describe( 'loop filters beside WooCommerce’s product filters and a core Query Loop', () => {
	needsWooCommerce();

	test( 'each keeps its own state on one page, without errors or failed requests', async ( { browser, page } ) => {
		const admin = await browser.newContext( { storageState: ADMIN_STATE } );
		const adminPage = await admin.newPage();
		await adminPage.goto( '/wp-admin/' );
		const headers = { 'X-WP-Nonce': await restNonce( adminPage ) };
		const attributes = await (
			await adminPage.request.get( '/wp-json/wc/v3/products/attributes', { headers } )
		).json();
		const colour = ( attributes as Array< { id: number; slug: string } > ).find( ( a ) => a.slug === 'pa_color' );
		expect( colour, 'the demo has the Colour attribute' ).toBeTruthy();
		const created = await adminPage.request.post( '/wp-json/wp/v2/pages', {
			headers,
			data: { title: 'Loop interop test', content: content( colour?.id ?? 0 ), status: 'publish' },
		} );
		expect( created.ok() ).toBe( true );
		const { id, link } = ( await created.json() ) as { id: number; link: string };
		const path = new URL( link ).pathname;
		const failed: string[] = [];
		page.on( 'requestfailed', ( request ) => {
			// The Insights beacon sent as the page goes (pagehide, before a reload or a navigation) is
			// carried on by the browser after the page is gone, and Chromium reports the page's side
			// of it as aborted; the Insights specs count such events arriving on the server.
			if ( request.resourceType() === 'ping' && request.failure()?.errorText === 'net::ERR_ABORTED' ) {
				return;
			}
			failed.push( `${ request.url() } ${ request.failure()?.errorText }` );
		} );
		page.on( 'response', ( response ) => {
			if ( response.status() >= 400 ) {
				failed.push( `${ response.url() } ${ response.status() }` );
			}
		} );
		try {
			// WooCommerce's parameter narrows its collection only.
			await page.goto( `${ path }?filter_color=blue` );
			expect( await wooTitles( page ) ).toEqual( [ 'Espresso cup', 'Linen notebook' ] );
			await expect( vitrineCount( page ) ).toHaveText( '8 products, page 1 of 1' );
			const posts = await page.locator( '.wp-block-query .wp-block-post-title' ).allTextContents();
			expect( posts ).toHaveLength( 3 );

			// Vitrine's swatch narrows its grid only, and keeps WooCommerce's parameter.
			await swatch( page, 'White' ).check();
			await expect( page ).toHaveURL( /\?filter_color=blue&e-filter-interop-pa_color=white$/ );
			await expect( vitrineCount( page ) ).toHaveText( '3 products, page 1 of 1' );
			expect( await wooTitles( page ) ).toEqual( [ 'Espresso cup', 'Linen notebook' ] );

			// Rendered from that URL, both states hold, and the core Query Loop is untouched.
			await page.reload();
			expect( await wooTitles( page ) ).toEqual( [ 'Espresso cup', 'Linen notebook' ] );
			await expect( vitrineCount( page ) ).toHaveText( '3 products, page 1 of 1' );
			await expect( swatch( page, 'White' ) ).toBeChecked();
			await expect( page.locator( '.wp-block-query .wp-block-post-title' ) ).toHaveText( posts );

			// WooCommerce's own filter, unchecked, clears its parameter and keeps Vitrine's.
			await page.locator( '.wc-block-product-filters' ).getByRole( 'checkbox', { name: /Blue/ } ).uncheck();
			await expect( page ).toHaveURL( /[?&]e-filter-interop-pa_color=white(&|$)/ );
			await expect( page ).not.toHaveURL( /filter_color=/ );
			await expect.poll( () => wooTitles( page ) ).toHaveLength( 8 );
			await expect( vitrineCount( page ) ).toHaveText( '3 products, page 1 of 1' );
			await expect( swatch( page, 'White' ) ).toBeChecked();
			expect( failed ).toEqual( [] );
		} finally {
			await adminPage.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, { headers } );
			await admin.close();
		}
	} );
} );

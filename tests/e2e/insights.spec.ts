/**
 * Insights (docs/insights.md) from the visitor's side to the report: a popup shown four times and
 * closed four ways with one conversion, and product boxes seen on a page, read back exactly from
 * the report route (which flushes what waits in Redis first). Each test makes its own popup or page,
 * so counts of other tests running at the same time never mix in.
 */
import { readFileSync } from 'fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { restNonce } from './drafts';
import { consentDecided } from './popup-helpers';

// The admin screen's toolbar asks for an avatar from a host this machine cannot reach.
test.use( {
	storageState: ADMIN_STATE,
	allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ],
} );

type Counts = Record< string, number >;

/** The report's counts of one entity today, as "event|dimension" => count. */
async function counts( page: Page, entity: string ): Promise< Counts > {
	const answer = await page.request.get(
		`/wp-json/vitrine/v1/insights/report?entity=${ encodeURIComponent( entity ) }`,
		{
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		}
	);
	expect( answer.ok() ).toBe( true );
	const out: Counts = {};
	for ( const row of ( await answer.json() ).rows as Array< Record< string, string | number > > ) {
		if ( row.entity === entity ) {
			out[ `${ row.event }|${ row.dimension }` ] = Number( row.count );
		}
	}
	return out;
}

async function create( page: Page, type: string, data: Record< string, unknown > ): Promise< number > {
	const answer = await page.request.post( `/wp-json/wp/v2/${ type }`, {
		headers: { 'X-WP-Nonce': await restNonce( page ) },
		data: { status: 'publish', ...data },
	} );
	expect( answer.ok() ).toBe( true );
	return ( await answer.json() ).id as number;
}

async function remove( page: Page, type: string, id: number ) {
	await page.request.delete( `/wp-json/wp/v2/${ type }/${ id }?force=true`, {
		headers: { 'X-WP-Nonce': await restNonce( page ) },
	} );
}

/** A new anonymous visitor who has decided about cookies. */
async function visitor( browser: Browser ) {
	const context = await browser.newContext( { storageState: { cookies: [], origins: [] } } );
	await consentDecided( context );
	return { context, page: await context.newPage() };
}

test( 'a popup: impressions, closes by button, Escape, background and link, one conversion', async ( {
	page,
	browser,
} ) => {
	const popup = await create( page, 'vitrine_popup', {
		title: 'Insights offer',
		content:
			'<!-- wp:paragraph --><p><a href="#offer-details">Read the offer</a> · <a href="#vitrine-action:popup:close">Not now</a></p><!-- /wp:paragraph -->',
	} );
	const host = await create( page, 'pages', {
		title: 'Insights host',
		content: `<!-- wp:paragraph --><p><a href="#vitrine-action:popup:open?id=${ popup }">Open the offer</a></p><!-- /wp:paragraph -->`,
	} );
	const link = ( await ( await page.request.get( `/wp-json/wp/v2/pages/${ host }` ) ).json() ).link as string;
	const { context, page: guest } = await visitor( browser );
	try {
		await guest.goto( link );
		const open = guest.getByRole( 'link', { name: 'Open the offer' } );
		const dialog = guest.getByRole( 'dialog', { name: 'Insights offer' } );
		await open.click();
		await expect( dialog ).toBeVisible();
		await guest.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await open.click();
		await expect( dialog ).toBeVisible();
		await guest.mouse.click( 5, 5 );
		await expect( dialog ).toBeHidden();
		await open.click();
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		await open.click();
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'link', { name: 'Read the offer' } ).click();
		await dialog.getByRole( 'link', { name: 'Read the offer' } ).click(); // One conversion a showing.
		await dialog.getByRole( 'link', { name: 'Not now' } ).click();
		await expect( dialog ).toBeHidden();
		// Leaving the page sends the page's beacon.
		await guest.goto( 'about:blank' );
		await expect
			.poll( () => counts( page, `popup:${ popup }` ) )
			.toEqual( {
				'impression|': 4,
				'close_escape|': 1,
				'close_background|': 1,
				'close_button|': 1,
				'close_other|': 1,
				'conversion|': 1,
			} );
		// The owner reads the same totals on Vitrine → Insights.
		await page.goto( '/wp-admin/admin.php?page=vitrine-insights' );
		const row = page.getByRole( 'row', { name: /Popup: Insights offer/ } );
		await expect( row.getByRole( 'cell' ) ).toHaveText( [ '4', '1', '4', '25.0 %' ] );
		// Drilled down to the popup: its day in the table beside the chart, and the same in the CSV.
		await row.getByRole( 'button', { name: /Popup: Insights offer/ } ).click();
		await expect( page.getByRole( 'heading', { level: 2, name: /^Popup: Insights offer/ } ) ).toBeVisible();
		const daily = page.getByRole( 'table', { name: 'Counts per day: Popup: Insights offer' } );
		const today = daily.getByRole( 'row' ).last();
		await expect( today.getByRole( 'cell' ) ).toHaveText( [ '4', '1', '4' ] );
		const day = ( await today.getByRole( 'rowheader' ).textContent() ) as string;
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'button', { name: 'Download this table (CSV)' } ).click(),
		] );
		const csv = readFileSync( ( await download.path() ) as string, 'utf8' );
		expect( csv.split( '\r\n' )[ 0 ] ).toBe( 'Day,Seen,Conversions,Closed' );
		expect( csv ).toContain( `\r\n${ day },4,1,4\r\n` );
		await expect( page.getByRole( 'link', { name: /Edit this popup/ } ) ).toHaveAttribute(
			'href',
			new RegExp( `post=${ popup }$` )
		);
	} finally {
		await context.close();
		await remove( page, 'pages', host );
		await remove( page, 'vitrine_popup', popup );
	}
} );

test( 'product boxes: one impression per product and page view, when half of it is seen', async ( {
	page,
	browser,
	request,
} ) => {
	const filler = '<!-- wp:paragraph --><p>Filler.</p><!-- /wp:paragraph -->'.repeat( 80 );
	const host = await create( page, 'pages', {
		title: 'Insights products',
		content: `<!-- wp:shortcode -->[vitrine_product box="B0DEMO0001"]<!-- /wp:shortcode -->${ filler }<!-- wp:shortcode -->[vitrine_product box="B0DEMO0002"]<!-- /wp:shortcode -->`,
	} );
	const link = ( await ( await page.request.get( `/wp-json/wp/v2/pages/${ host }` ) ).json() ).link as string;
	const ids = await productIds( request, link );
	expect( ids ).toHaveLength( 2 );
	const { context, page: guest } = await visitor( browser );
	try {
		await guest.goto( link );
		await expect( guest.locator( `[data-vitrine-product-id="${ ids[ 0 ] }"]` ).first() ).toBeInViewport( {
			ratio: 0.5,
		} );
		const dimension = `page-${ host }`;
		// Other pages' impressions of the same products have other dimensions.
		const seen = async ( id: string ) => ( await counts( page, `product:${ id }` ) )[ `impression|${ dimension }` ];
		// The first view's beacon goes two seconds after its impression, before the page is left.
		await expect.poll( () => seen( ids[ 0 ] as string ) ).toBe( 1 );
		await guest.reload(); // A second page view counts again.
		await guest.locator( `[data-vitrine-product-id="${ ids[ 1 ] }"]` ).first().scrollIntoViewIfNeeded();
		await expect.poll( () => seen( ids[ 1 ] as string ) ).toBe( 1 );
		await expect.poll( () => seen( ids[ 0 ] as string ) ).toBe( 2 );
		// Leaving sends nothing more: each product was counted once in this view.
		await guest.goto( 'about:blank' );
		expect( await seen( ids[ 0 ] as string ) ).toBe( 2 );
	} finally {
		await context.close();
		await remove( page, 'pages', host );
	}
} );

/** The catalogue ids of the boxes on a page, in page order, read from its HTML. */
async function productIds( request: APIRequestContext, url: string ): Promise< string[] > {
	const html = await ( await request.get( url ) ).text();
	return [
		...new Set(
			[ ...html.matchAll( /class="vitrine-product[^"]*"[^>]*data-vitrine-product-id="(\d+)"/g ) ].map(
				( m ) => m[ 1 ] as string
			)
		),
	];
}

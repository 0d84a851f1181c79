/**
 * Popup A/B tests (docs/popups.md, "A/B tests"), driven as a marketer and visitors meet them: a
 * popup with a variant B, visitors whose storage already holds their draw (the real storage key a
 * first draw writes), exact counts per variant read back from the A/B test route and in the popup
 * editor's panel, a new visitor who gets one variant and keeps it, no winner offered below the
 * minimum sample, the popup list's A/B column, and applying the winner (results kept).
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { restNonce } from './drafts';
import { consentDecided } from './popup-helpers';

test.use( {
	storageState: ADMIN_STATE,
	allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ], // The admin toolbar's avatar host.
} );

const paragraph = ( html: string ) => `<!-- wp:paragraph --><p>${ html }</p><!-- /wp:paragraph -->`;

async function api( page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object ) {
	const answer = await page.request.fetch( `/wp-json/${ path }`, {
		method,
		headers: { 'X-WP-Nonce': await restNonce( page ) },
		data,
	} );
	expect( answer.ok(), `${ method } ${ path }: ${ answer.status() }` ).toBe( true );
	return answer.json();
}

/** A new anonymous visitor who decided about cookies, and whose storage holds `variant` for the popup. */
async function visitor( browser: Browser, popup: number, variant?: string ) {
	const context = await browser.newContext( { storageState: { cookies: [], origins: [] } } );
	await consentDecided( context );
	if ( variant ) {
		await context.addInitScript(
			( [ key, value ] ) => {
				if ( ! window.localStorage.getItem( 'vitrine' ) ) {
					window.localStorage.setItem( 'vitrine', JSON.stringify( { [ key as string ]: value } ) );
				}
			},
			[ `popup_${ popup }_variant`, variant ]
		);
	}
	return { context, page: await context.newPage() };
}

/** Opens the popup editor's "A/B test" panel (the welcome guide out of the way). */
async function openPanel( page: Page ) {
	await page.waitForFunction( () => ( window as unknown as { wp?: { data?: unknown } } ).wp?.data );
	await page.evaluate( () =>
		(
			window as unknown as {
				wp: { data: { dispatch: ( s: string ) => { set: ( a: string, b: string, c: boolean ) => void } } };
			}
		 ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false )
	);
	const toggle = page.getByRole( 'button', { name: 'A/B test', exact: true } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await toggle.click();
	}
}

type Row = { variant: string; impressions: number; conversions: number; post: number };

test( 'two variants: each visitor keeps one, exact counts per variant, apply the winner', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 180_000 ); // Four visitors and the block editor, on a machine shared by many sessions.
	const title = `Spring offer ${ Date.now().toString( 36 ) }`;
	const popup = (
		await api( page, 'POST', 'wp/v2/vitrine_popup', {
			title,
			status: 'publish',
			content: paragraph( '<a href="#offer-a">Take offer A</a>' ),
		} )
	).id as number;
	const host = await api( page, 'POST', 'wp/v2/pages', {
		title: `${ title } host`,
		status: 'publish',
		content: paragraph( `<a href="#vitrine-action:popup:open?id=${ popup }">Open the offer</a>` ),
	} );
	let variantB = 0;
	try {
		const started = await api( page, 'POST', `vitrine/v1/popups/${ popup }/abtest/variants` );
		variantB = ( started.variants as Row[] )[ 1 ]?.post ?? 0;
		expect( ( started.variants as Row[] ).map( ( r ) => r.variant ) ).toEqual( [ 'a', 'b' ] );
		await api( page, 'POST', `wp/v2/vitrine_popup/${ variantB }`, {
			content: paragraph( '<a href="#offer-b">Take offer B</a>' ),
		} );

		// The page is the same bytes for everyone and carries both variants, hidden.
		const html = await ( await browser.newContext() ).request.get( host.link ).then( ( r ) => r.text() );
		expect( html.match( new RegExp( `data-popup-id="${ popup }"`, 'g' ) ) ).toHaveLength( 2 );

		const dialog = ( guest: Page ) => guest.getByRole( 'dialog', { name: title } );
		const open = ( guest: Page ) => guest.getByRole( 'link', { name: 'Open the offer' } ).click();

		// Visitor 1 was drawn B: sees B on two page views (two impressions), converts once.
		const one = await visitor( browser, popup, 'b' );
		await one.page.goto( host.link );
		await expect( one.page.locator( `[data-popup-id="${ popup }"]` ) ).toHaveCount( 1 );
		await open( one.page );
		await dialog( one.page ).getByRole( 'link', { name: 'Take offer B' } ).click();
		await one.page.reload();
		await open( one.page );
		await expect( dialog( one.page ).getByRole( 'link', { name: 'Take offer B' } ) ).toBeVisible();
		await expect( one.page.getByText( 'Take offer A' ) ).toHaveCount( 0 );
		await one.page.keyboard.press( 'Escape' );
		await one.page.goto( 'about:blank' ); // Leaving sends the beacon.
		await one.context.close();

		// Visitor 2 was drawn A: one impression, no conversion.
		const two = await visitor( browser, popup, 'a' );
		await two.page.goto( host.link );
		await open( two.page );
		await expect( dialog( two.page ).getByRole( 'link', { name: 'Take offer A' } ) ).toBeVisible();
		await expect( two.page.getByText( 'Take offer B' ) ).toHaveCount( 0 );
		await two.page.keyboard.press( 'Escape' );
		await two.page.goto( 'about:blank' );
		await two.context.close();

		// A new visitor is drawn one variant, keeps only it in the page, and keeps it on the next view.
		const three = await visitor( browser, popup );
		await three.page.goto( host.link );
		const kept = three.page.locator( `[data-popup-id="${ popup }"]` );
		await expect( kept ).toHaveCount( 1 );
		const drawn = await kept.getAttribute( 'data-variant' );
		expect( [ 'a', 'b' ] ).toContain( drawn );
		const stored = () =>
			three.page.evaluate(
				( key ) => JSON.parse( localStorage.getItem( 'vitrine' ) ?? '{}' )[ key ],
				`popup_${ popup }_variant`
			);
		await expect.poll( stored ).toBe( drawn );
		for ( let view = 0; view < 3; view++ ) {
			await three.page.reload();
			await expect( kept ).toHaveCount( 1 );
			await expect( kept ).toHaveAttribute( 'data-variant', drawn as string );
		}
		await three.context.close();

		// The route reads the exact counts per variant.
		const counts = async () =>
			( ( await api( page, 'GET', `vitrine/v1/popups/${ popup }/abtest` ) ).variants as Row[] ).map(
				( r ) => `${ r.variant }:${ r.impressions }/${ r.conversions }`
			);
		await expect.poll( counts ).toEqual( [ 'a:1/0', 'b:2/1' ] );

		// The editor's panel shows them, and applies the winner after a confirmation.
		await page.goto( `/wp-admin/post.php?post=${ popup }&action=edit` );
		await openPanel( page );
		const table = page.getByRole( 'table', { name: 'A/B test results per variant' } );
		await expect( table.getByRole( 'row', { name: /^A \(this popup\)/ } ).getByRole( 'cell' ) ).toHaveText( [
			'',
			'1',
			'0',
			/^0\.0 %/,
			'—',
		] );
		await expect( table.getByRole( 'row', { name: /^B/ } ).getByRole( 'cell' ) ).toHaveText( [
			'',
			'2',
			'1',
			/^50\.0 %/,
			/^\d+\.\d %$/,
		] );
		await expect( page.getByRole( 'spinbutton', { name: 'Weight of B' } ) ).toHaveValue( '50' );
		// Below the minimum sample (100 impressions each, docs/insights.md) no winner is offered,
		// only stopping the test.
		await expect(
			page.getByText( 'No winner yet: each variant needs 100 impressions before one can be applied (99 more).' )
		).toBeVisible();
		await expect( page.getByRole( 'button', { name: /^Apply the winner/ } ) ).toHaveCount( 0 );
		await expect( page.getByRole( 'button', { name: 'Stop the test without a winner' } ) ).toBeVisible();

		// More visitors, through the same beacon route the browser uses: A reaches 0/100, B 20/100.
		const beacon = ( events: Array< { variant: string; event: string } > ) =>
			page.request.post( '/wp-json/vitrine/v1/insights/events', {
				form: Object.fromEntries(
					events.flatMap( ( e, i ) => [
						[ `events[${ i }][entity]`, `popup:${ popup }` ],
						[ `events[${ i }][event]`, e.event ],
						[ `events[${ i }][variant]`, e.variant ],
					] )
				),
			} );
		const more = [
			...Array.from( { length: 99 }, () => ( { variant: 'a', event: 'impression' } ) ),
			...Array.from( { length: 98 }, () => ( { variant: 'b', event: 'impression' } ) ),
			...Array.from( { length: 19 }, () => ( { variant: 'b', event: 'conversion' } ) ),
		];
		for ( let i = 0; i < more.length; i += 20 ) {
			expect( ( await beacon( more.slice( i, i + 20 ) ) ).ok() ).toBe( true );
		}
		await expect.poll( counts ).toEqual( [ 'a:100/0', 'b:100/20' ] );

		// The popup list shows the running test and its variants.
		await page.goto( '/wp-admin/edit.php?post_type=vitrine_popup' );
		const listed = page.locator( `#post-${ popup } td.column-vitrine_abtest` );
		await expect( listed ).toContainText( /Running since \d{4}-\d{2}-\d{2}/ );
		await expect( listed ).toContainText( 'Weights: A 50 · B 50' );
		await expect( page.locator( `#post-${ variantB } td.column-vitrine_abtest` ) ).toHaveText( /^Variant B of “/ );

		await page.goto( `/wp-admin/post.php?post=${ popup }&action=edit` );
		await openPanel( page );
		await page.getByRole( 'button', { name: 'Apply the winner (B)' } ).click();
		const confirm = page.getByRole( 'dialog', { name: 'Apply the winner?' } );
		await expect( confirm ).toContainText( 'variant B' );
		// The editor loads the popup again once the server has applied it.
		const reloaded = page.waitForEvent( 'load', { timeout: 60_000 } );
		await confirm.getByRole( 'button', { name: 'Apply and end the test' } ).click();
		await reloaded;
		await openPanel( page );
		await expect( page.getByText( 'Show visitors other versions of this popup' ) ).toBeVisible( {
			timeout: 30_000,
		} );

		const control = await api( page, 'GET', `wp/v2/vitrine_popup/${ popup }?context=edit` );
		expect( control.content.raw ).toContain( 'Take offer B' );
		const trashed = await api( page, 'GET', `wp/v2/vitrine_popup/${ variantB }?context=edit` );
		expect( trashed.status ).toBe( 'trash' );
		// The results stay readable after the test, and the list says how it ended.
		const after = await api( page, 'GET', `vitrine/v1/popups/${ popup }/abtest` );
		expect( after.last.outcome ).toBe( 'applied' );
		expect(
			( after.last.variants as Row[] ).map( ( r ) => `${ r.variant }:${ r.impressions }/${ r.conversions }` )
		).toEqual( [ 'a:100/0', 'b:100/20' ] );
		await expect( page.getByRole( 'table', { name: 'Results of the last A/B test' } ) ).toBeVisible();
		await page.goto( '/wp-admin/edit.php?post_type=vitrine_popup' );
		await expect( page.locator( `#post-${ popup } td.column-vitrine_abtest` ) ).toHaveText(
			/^Ended on \d{4}-\d{2}-\d{2}, a variant applied$/
		);

		// After the test, every visitor gets the control, which is now B's content.
		const four = await visitor( browser, popup, 'a' );
		await four.page.goto( host.link );
		await open( four.page );
		await expect( dialog( four.page ).getByRole( 'link', { name: 'Take offer B' } ) ).toBeVisible();
		await expect( four.page.locator( `[data-popup-id="${ popup }"]` ) ).not.toHaveAttribute( 'data-variant' );
		await four.context.close();
	} finally {
		await page.request.delete( `/wp-json/wp/v2/pages/${ host.id }?force=true`, {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		} );
		for ( const id of [ variantB, popup ].filter( Boolean ) ) {
			await page.request.delete( `/wp-json/wp/v2/vitrine_popup/${ id }?force=true`, {
				headers: { 'X-WP-Nonce': await restNonce( page ) },
			} );
		}
	}
} );

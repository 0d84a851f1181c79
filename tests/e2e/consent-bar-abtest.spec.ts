/**
 * The A/B test of the consent bar (docs/consent.md, "A/B test of the bar"). In every version,
 * reject is exactly as easy as accept: the same element type, in the same layer, the same box
 * (within 1 px), one click each, the same contrast. A new visitor gets the version drawn by
 * weight and keeps it; each version's showings and decisions are counted with its letter
 * (`consent:bar`) and the owner reads exactly those counts on Vitrine → Insights. The test's
 * settings come through the test-only `?consent-test=` address (tests/mu-plugins/
 * vitrine-consent-demo.php), so the site's own settings and other specs are untouched; only this
 * spec counts `consent:bar`.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { restNonce } from './drafts';

test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

const variant = ( fields: Record< string, unknown > ) => ( {
	weight: 50,
	cookie_bar_as: 'banner',
	notify_position_vertical: 'bottom',
	notify_position_horizontal: 'left',
	widget_position: 'left',
	title: '',
	message: '',
	accept: '',
	reject: '',
	settings: '',
	...fields,
} );

const VARIANTS = [
	variant( { cookie_bar_as: 'popup', title: 'Your privacy, your choice', accept: 'Yes', reject: 'No' } ),
	variant( {
		cookie_bar_as: 'widget',
		notify_position_vertical: 'top',
		widget_position: 'right',
		accept: 'Accept every cookie and keep browsing',
	} ),
	variant( {
		notify_position_vertical: 'top',
		notify_position_horizontal: 'center',
		reject: 'Refuse',
		settings: 'Choose',
	} ),
];

const address = ( weights: number[] ) => {
	const override = {
		law: 'gdpr',
		cookie_bar_as: 'banner',
		notify_position_vertical: 'bottom',
		bar_test: {
			started: '2026-01-01',
			control_weight: weights[ 0 ],
			variants: VARIANTS.map( ( v, i ) => ( { ...v, weight: weights[ i + 1 ] } ) ),
		},
	};
	return `/consent/?consent-test=${ encodeURIComponent( Buffer.from( JSON.stringify( override ) ).toString( 'base64' ) ) }`;
};

/** What each version looks like: its layout class and the accessible names of its two buttons. */
const EXPECTED: Record< string, { layout: string; accept: string; reject: string } > = {
	a: { layout: 'is-banner', accept: 'Accept all', reject: 'Reject' },
	b: { layout: 'is-popup', accept: 'Yes', reject: 'No' },
	c: { layout: 'is-widget', accept: 'Accept every cookie and keep browsing', reject: 'Reject' },
	d: { layout: 'is-banner', accept: 'Accept all', reject: 'Refuse' },
};

type Counts = Record< string, number >;

/** The report's counts of the bar under test, today, as "variant|entity|event" => count. */
async function counts( page: Page, from = '' ): Promise< Counts > {
	const answer = await page.request.get(
		`/wp-json/vitrine/v1/insights/report?entity=consent:${ from ? `&from=${ from }` : '' }`,
		{ headers: { 'X-WP-Nonce': await restNonce( page ) } }
	);
	expect( answer.ok() ).toBe( true );
	const out: Counts = {};
	for ( const row of ( await answer.json() ).rows as Array< Record< string, string | number > > ) {
		if ( row.variant && ( row.entity === 'consent:bar' || row.entity === 'consent:cat-analytics' ) ) {
			const key = `${ row.variant }|${ row.entity }|${ row.event }`;
			out[ key ] = ( out[ key ] ?? 0 ) + Number( row.count );
		}
	}
	return out;
}

const delta = ( before: Counts, after: Counts ): Counts =>
	Object.fromEntries(
		Object.entries( after )
			.map( ( [ key, value ] ): [ string, number ] => [ key, value - ( before[ key ] ?? 0 ) ] )
			.filter( ( [ , value ] ) => value !== 0 )
	);

/** A new visitor whose browser already holds version `letter` (or none), on `url`. */
async function visitor( browser: Browser, url: string, letter: string | null ) {
	const context = await browser.newContext( { storageState: { cookies: [], origins: [] } } );
	if ( letter ) {
		await context.addInitScript( ( v ) => window.localStorage.setItem( 'vitrine-consent-variant', v ), letter );
	}
	const page = await context.newPage();
	await page.goto( url );
	return { context, page };
}

/** Everything that makes a button easy or hard to use, as the browser renders it. */
async function looks( page: Page, name: string ) {
	const button = page
		.locator( '[data-vitrine-consent-layer]:not([hidden]) .vitrine-consent-bar' )
		.getByRole( 'button', {
			name,
			exact: true,
		} );
	await expect( button ).toBeVisible();
	const box = await button.boundingBox();
	const facts = await button.evaluate( ( el ) => {
		const rgb = ( colour: string ) => ( colour.match( /[\d.]+/g ) ?? [] ).slice( 0, 3 ).map( Number );
		const luminance = ( colour: string ) => {
			const [ r = 0, g = 0, b = 0 ] = rgb( colour ).map( ( c ) => {
				const s = c / 255;
				return s <= 0.03928 ? s / 12.92 : ( ( s + 0.055 ) / 1.055 ) ** 2.4;
			} );
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		const ratio = ( a: string, b: string ) => {
			const [ hi, lo ] = [ luminance( a ), luminance( b ) ].sort( ( x, y ) => y - x );
			return ( ( hi ?? 0 ) + 0.05 ) / ( ( lo ?? 0 ) + 0.05 );
		};
		const style = getComputedStyle( el );
		const bar = el.closest( '.vitrine-consent-bar' ) as HTMLElement;
		return {
			tag: el.tagName,
			type: el.getAttribute( 'type' ),
			tabIndex: ( el as HTMLElement ).tabIndex,
			layer:
				el.closest( '[data-vitrine-consent-layer]' ) ===
				document.querySelector( '[data-vitrine-consent-layer]' ),
			container: el.parentElement?.className,
			// The label against its button, and the button's edge against the bar.
			text: ratio( style.color, style.backgroundColor ),
			edge: ratio( style.borderTopColor, getComputedStyle( bar ).backgroundColor ),
			fontSize: style.fontSize,
			fontWeight: style.fontWeight,
		};
	} );
	return { button, box, facts };
}

test( 'in every version of the bar, reject is exactly as easy as accept, and each decision is counted with its version', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 180000 ); // Eight visitors, each a new browser context.
	const url = address( [ 50, 50, 50, 50 ] );
	const before = await counts( page );
	for ( const [ letter, expected ] of Object.entries( EXPECTED ) ) {
		for ( const choice of [ 'reject', 'accept' ] as const ) {
			const { context, page: p } = await visitor( browser, url, letter );
			try {
				// Only this visitor's version is left in the page, in its layout.
				await expect( p.locator( '[data-vitrine-consent-layer]' ) ).toHaveCount( 1 );
				await expect( p.locator( '.vitrine-consent-bar' ) ).toHaveClass( new RegExp( expected.layout ) );
				const reject = await looks( p, expected.reject );
				const accept = await looks( p, expected.accept );
				expect( reject.facts.tag ).toBe( 'BUTTON' );
				expect( { ...reject.facts, text: 0, edge: 0 } ).toEqual( { ...accept.facts, text: 0, edge: 0 } );
				expect( reject.facts.layer ).toBe( true );
				expect( Math.abs( reject.facts.text - accept.facts.text ) ).toBeLessThan( 0.05 );
				expect( Math.abs( reject.facts.edge - accept.facts.edge ) ).toBeLessThan( 0.05 );
				expect( reject.facts.text ).toBeGreaterThanOrEqual( 4.5 );
				expect( Math.abs( ( reject.box?.width ?? 0 ) - ( accept.box?.width ?? -9 ) ) ).toBeLessThanOrEqual( 1 );
				expect( Math.abs( ( reject.box?.height ?? 0 ) - ( accept.box?.height ?? -9 ) ) ).toBeLessThanOrEqual(
					1
				);
				// One click decides, either way.
				await ( choice === 'reject' ? reject : accept ).button.click();
				await expect( p.locator( '.vitrine-consent-bar' ) ).toBeHidden();
				const cookies = await p.context().cookies();
				expect( cookies.find( ( c ) => c.name === 'viewed_cookie_policy' )?.value ).toBe(
					choice === 'reject' ? 'no' : 'yes'
				);
				await p.goto( 'about:blank' ); // Leaving sends the page's beacon.
			} finally {
				await context.close();
			}
		}
	}

	await expect
		.poll( async () => delta( before, await counts( page ) ), { timeout: 20000 } )
		.toEqual(
			Object.fromEntries(
				Object.keys( EXPECTED ).flatMap( ( v ) => [
					[ `${ v }|consent:bar|impression`, 2 ],
					[ `${ v }|consent:bar|accept_all`, 1 ],
					[ `${ v }|consent:bar|reject_all`, 1 ],
					[ `${ v }|consent:cat-analytics|optin`, 1 ],
					[ `${ v }|consent:cat-analytics|optout`, 1 ],
				] )
			)
		);

	// The owner reads the same counts per version on Vitrine → Insights (the last 30 days).
	await page.goto( '/wp-admin/admin.php?page=vitrine-insights' );
	const to = (
		await (
			await page.request.get( '/wp-json/vitrine/v1/insights/report', {
				headers: { 'X-WP-Nonce': await restNonce( page ) },
			} )
		).json()
	).to as string;
	const expected = await counts( page, new Date( Date.parse( to ) - 29 * 86400000 ).toISOString().slice( 0, 10 ) );
	await page.getByLabel( 'Show' ).selectOption( 'consent' );
	const table = page.locator( '.vitrine-insights-bar-test' );
	await expect( table ).toBeVisible();
	const heads = await table.locator( 'thead th' ).allTextContents();
	for ( const [ i, v ] of Object.keys( EXPECTED ).entries() ) {
		const cells = await table.locator( 'tbody tr' ).nth( i ).locator( 'th, td' ).allTextContents();
		const cell = ( name: string ) => Number( ( cells[ heads.indexOf( name ) ] ?? '' ).replace( /[^\d]/g, '' ) );
		expect( cell( 'Seen' ) ).toBe( expected[ `${ v }|consent:bar|impression` ] );
		expect( cell( 'Accept all' ) ).toBe( expected[ `${ v }|consent:bar|accept_all` ] );
		expect( cell( 'Reject all' ) ).toBe( expected[ `${ v }|consent:bar|reject_all` ] );
	}
	await expectAccessible( page, '#vitrine-insights-app' );
} );

test( 'a new visitor gets a version by weight and keeps it; a paused version is drawn again', async ( { browser } ) => {
	// Only C has a weight: every new visitor gets C, and one who held B (paused) moves to C.
	const url = address( [ 0, 0, 100, 0 ] );
	for ( const held of [ null, 'b' ] ) {
		const { context, page } = await visitor( browser, url, held );
		try {
			await expect( page.locator( '.vitrine-consent-bar' ) ).toHaveClass( /is-widget/ );
			await expect( page.locator( '[data-vitrine-consent-layer]' ) ).toHaveCount( 1 );
			await expect
				.poll( () => page.evaluate( () => window.localStorage.getItem( 'vitrine-consent-variant' ) ) )
				.toBe( 'c' );
			await page.reload();
			await expect( page.locator( '.vitrine-consent-bar' ) ).toHaveClass( /is-widget/ );
			await expectAccessible( page, '[data-vitrine-consent-layer]' );
		} finally {
			await context.close();
		}
	}
} );

import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { filesMentioning, outsideRequests } from './media-helpers';
import { expectNoLayoutShift } from './layout-shift';

/** Providers answer with a stand-in (X) or fail as they do from these machines (the others). */
async function routeProviders( page: Page ): Promise< void > {
	await page.route( /^https:\/\/(?!localhost)[^/]+\//, ( route ) => route.abort( 'internetdisconnected' ) );
	await page.route( 'https://platform.twitter.com/widgets.js', ( route ) =>
		route.fulfill( {
			contentType: 'text/javascript',
			body: `window.twttr = { widgets: { load( root ) {
				const post = document.createElement( 'p' );
				post.className = 'stand-in-tweet';
				post.textContent = 'Rendered by the provider';
				root.querySelector( 'blockquote.twitter-tweet' ).replaceWith( post );
			} } };`,
		} )
	);
}

const card = ( page: Page, network: string ) => page.locator( `.vitrine-social.is-network-${ network }` );

test.describe( 'social embeds widget', () => {
	// The networks' own addresses, refused in these tests (the site's own failures are never excused).
	test.use( { allowedErrors: [ /ERR_INTERNET_DISCONNECTED/ ] } );

	test( 'placeholders only: text, author and a working link; nothing asked of any network', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		const outside = outsideRequests( page );
		await page.goto( '/widgets/social-embeds/' );
		const x = card( page, 'x' );
		await expect( x ).toHaveClass( /is-ready/ );
		await expect( page.locator( '.vitrine-social' ) ).toHaveCount( 6 );
		await expect( x ).toContainText( 'Post on X (Twitter)' );
		await expect( x ).toContainText( 'WordPress 6.8 is here' );
		await expect( x ).toContainText( '@WordPress' );
		await expect( x.getByRole( 'link', { name: 'View this post on X (Twitter)' } ) ).toHaveAttribute(
			'href',
			'https://x.com/WordPress/status/1790000000000000000'
		);
		await expect( x.getByRole( 'button', { name: 'Load content' } ) ).toHaveAccessibleDescription(
			/fetches it from X \(Twitter\), which receives your address and may set Functional cookies/
		);
		await expect(
			card( page, 'instagram' ).getByRole( 'button', { name: 'Always allow Advertisement cookies' } )
		).toBeVisible();
		await page.clock.runFor( 500 );
		expect( outside ).toEqual( [] );
		await expectNoLayoutShift( page );
		await expectAccessible( page );
	} );

	test( 'Load content by mouse shows the post; by keyboard a failing network says so and keeps the link', async ( {
		page,
	} ) => {
		await routeProviders( page );
		const outside = outsideRequests( page );
		await page.goto( '/widgets/social-embeds/' );
		const x = card( page, 'x' );
		await expect( x ).toHaveClass( /is-ready/ );
		await x.getByRole( 'button', { name: 'Load content' } ).click();
		await expect( x.locator( '.stand-in-tweet' ) ).toHaveText( 'Rendered by the provider' );
		await expect( x ).toHaveClass( /is-loaded/ );
		await expect( x.getByRole( 'button', { name: 'Load content' } ) ).toBeHidden();
		await expect( x.getByRole( 'link', { name: 'View this post on X (Twitter)' } ) ).toBeVisible();
		expect( outside ).toEqual( [ 'platform.twitter.com' ] );

		const instagram = card( page, 'instagram' );
		await instagram.getByRole( 'button', { name: 'Load content' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( instagram.getByRole( 'status' ) ).toHaveText(
			'Instagram could not be reached. The link below opens the post there.'
		);
		await expect( instagram ).toHaveClass( /is-failed/ );
		await expect( instagram ).toContainText( 'Dawn over the harbour' );
		await expect( instagram.getByRole( 'button', { name: 'Try again' } ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await expect( instagram.getByRole( 'link', { name: 'View this post on Instagram' } ) ).toBeFocused();
		expect( outside ).toEqual( [ 'platform.twitter.com', 'www.instagram.com' ] );
		await expectAccessible( page, '.vitrine-social.is-network-instagram' );
	} );

	test( 'allowing a category loads its posts, only those, and again on the next visit', async ( { page } ) => {
		await routeProviders( page );
		const outside = outsideRequests( page );
		await page.goto( '/widgets/social-embeds/' );
		await expect( card( page, 'x' ) ).toHaveClass( /is-ready/ );
		await card( page, 'pinterest' ).getByRole( 'button', { name: 'Always allow Functional cookies' } ).click();
		await expect( card( page, 'x' ).locator( '.stand-in-tweet' ) ).toBeVisible();
		await expect( card( page, 'youtube' ).locator( 'iframe[title="Post on YouTube"]' ) ).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
		);
		await expect( card( page, 'pinterest' ) ).toHaveClass( /is-failed/ );
		for ( const network of [ 'instagram', 'facebook', 'tiktok' ] ) {
			await expect( card( page, network ) ).not.toHaveClass( /is-loading|is-loaded|is-failed/ );
		}
		expect( outside.filter( ( host ) => /instagram|facebook|tiktok/.test( host ) ) ).toEqual( [] );

		// A returning visitor: the posts load by themselves, and the cards do not move the page.
		await page.reload();
		await expect( card( page, 'x' ).locator( '.stand-in-tweet' ) ).toBeVisible();
		await expect( card( page, 'pinterest' ) ).toHaveClass( /is-failed/ );
		await expectNoLayoutShift( page );
		await expect( card( page, 'instagram' ) ).toHaveClass( /is-ready/ );
		await expect( card( page, 'instagram' ) ).not.toHaveClass( /is-loaded|is-failed/ );
	} );

	test( 'bad addresses: nothing for visitors, a notice for editors', async ( { page, browser } ) => {
		await page.goto( '/widgets/social-embeds/' );
		await expect( page.locator( '.vitrine-widget-notice' ) ).toHaveCount( 0 );
		await expect( page.locator( '.vitrine-social' ) ).toHaveCount( 6 );
		const context = await browser.newContext( { storageState: ADMIN_STATE } );
		const admin = await context.newPage();
		await admin.goto( '/widgets/social-embeds/' );
		const notices = admin.locator( '.vitrine-widget-notice' );
		await expect( notices ).toHaveCount( 2 );
		await expect( notices.first() ).toContainText( '"not a url" is not the address of a post' );
		await expect( notices.last() ).toContainText( 'https://example.com/some/post/1' );
		await context.close();
	} );

	test( 'no social embeds code or style on a page without the block', async ( { page } ) => {
		expect( await filesMentioning( page, '/widgets/lottie/', 'vitrine-social__' ) ).toEqual( [] );
		await expect( page.locator( '.vitrine-lottie' ).first() ).toHaveClass( /is-ready/ );
		expect( await filesMentioning( page, '/widgets/social-embeds/', 'vitrine-social__' ) ).not.toEqual( [] );
	} );
} );

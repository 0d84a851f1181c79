/**
 * The theme's posts and pages (docs/theme.md, Posts and pages): a single post with every part a
 * reader expects, comments that keep the page the same for every visitor, list headers, the 404
 * page, and media that never make a phone's page scroll sideways.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, acceptConsent } from './fixtures';

/** The newest demo post (it has the demo comments); its address is built from its title. */
const NEWEST = '/small-kitchens-one-year-later/';
/** An older one, for the comment a test posts (the newest keeps only its demo comments). */
const OLDER = '/open-studios-the-case-for-less/';

const article = ( page: Page ) => page.locator( 'article.vitrine-single' );

test.describe( 'single post', () => {
	test( 'shows image, byline, terms, previous/next, threaded comments and related posts', async ( { page } ) => {
		await page.goto( NEWEST );
		const post = article( page );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'Small kitchens: one year later' );

		// The featured image is the first screen's largest paint: fetched first, never lazy.
		const image = post.locator( '.vitrine-single-image img' );
		await expect( image ).toBeVisible();
		await expect( image ).toHaveAttribute( 'fetchpriority', 'high' );
		expect( await image.getAttribute( 'loading' ) ).toBeNull();
		expect( await image.evaluate( ( img: HTMLImageElement ) => img.complete && img.naturalWidth > 0 ) ).toBe(
			true
		);

		// Byline: a machine-readable date, the author linked to their posts, the reading time.
		const meta = post.locator( '.vitrine-post-meta' );
		await expect( meta.locator( 'time' ) ).toHaveAttribute( 'datetime', /^2026-02-15T/ );
		await expect( meta.getByRole( 'link', { name: 'admin' } ) ).toHaveAttribute( 'href', /\/author\/admin\/$/ );
		await expect( meta ).toContainText( /\d+ minutes? read/ );
		await expect( post.getByRole( 'link', { name: 'Design' } ) ).toHaveAttribute( 'href', /\/category\/design\/$/ );
		await expect( post.locator( '.vitrine-single-tags a' ) ).not.toHaveCount( 0 );

		// Previous post (the newest has no next one).
		const nav = page.getByRole( 'navigation', { name: 'More posts' } );
		await expect( nav.getByRole( 'link', { name: /Previous post/ } ) ).toHaveAttribute(
			'href',
			/\/open-studios-the-case-for-less\/$/
		);

		// Threaded comments: a reply sits inside the comment it answers.
		const comments = page.locator( '#comments' );
		await expect( comments.getByRole( 'heading', { level: 2 } ) ).toHaveText( '3 comments' );
		const maya = comments.locator( 'li.comment', { hasText: 'Maya' } ).first();
		await expect( maya.locator( '.children li.comment' ) ).toContainText( 'About two evenings' );
		// The form: every field labelled, no "save my name" cookie box.
		await expect( page.getByRole( 'textbox', { name: /^Comment/ } ) ).toBeVisible();
		await expect( page.getByLabel( /^Name/ ) ).toHaveAttribute( 'autocomplete', 'name' );
		await expect( page.getByLabel( /^Email/ ) ).toHaveAttribute( 'autocomplete', 'email' );
		await expect( page.locator( '#wp-comment-cookies-consent' ) ).toHaveCount( 0 );

		// Related posts: three others from the same category.
		const related = page.getByRole( 'region', { name: 'Related posts' } );
		const links = related.locator( '.vitrine-card-title a' );
		await expect( links ).toHaveCount( 3 );
		for ( const href of await links.evaluateAll( ( list ) => list.map( ( a ) => a.getAttribute( 'href' ) ) ) ) {
			expect( href ).not.toContain( NEWEST );
		}
		await acceptConsent( page );
		await expectAccessible( page );
	} );

	test( 'a reply moves the form under the comment, by keyboard', async ( { page } ) => {
		await page.goto( NEWEST );
		const reply = page.getByRole( 'link', { name: /Reply to Jonas/ } );
		await reply.focus();
		await page.keyboard.press( 'Enter' );
		const jonas = page.locator( 'li.comment', { hasText: 'Jonas' } );
		await expect( jonas.locator( '#respond' ) ).toHaveCount( 1 );
		await expect( page.getByRole( 'textbox', { name: /^Comment/ } ) ).toBeFocused();
		await page.getByRole( 'link', { name: 'Cancel reply' } ).click();
		await expect( jonas.locator( '#respond' ) ).toHaveCount( 0 );
	} );

	test( 'commenting leaves no cookie, so the next page view is the same page as everyone’s', async ( {
		page,
		request,
	} ) => {
		await page.goto( OLDER );
		const words = `A question from the test run ${ Date.now() }: does the bread keep?`;
		await page.getByRole( 'textbox', { name: /^Comment/ } ).fill( words );
		await page.getByLabel( /^Name/ ).fill( 'Test Reader' );
		await page.getByLabel( /^Email/ ).fill( 'reader@example.com' );
		await page.getByRole( 'button', { name: 'Post Comment' } ).click();
		// WordPress shows the pending comment to its author through the moderation address.
		await expect( page ).toHaveURL( /unapproved=\d+&moderation-hash=/ );
		await expect( page.locator( '#comments' ) ).toContainText( 'Your comment is awaiting moderation.' );
		const cookies = ( await page.context().cookies() ).map( ( c ) => c.name );
		expect( cookies.filter( ( name ) => name.startsWith( 'comment_author' ) ) ).toEqual( [] );

		// The plain address again: no name in the form, and the same bytes a stranger gets.
		await page.goto( OLDER );
		await expect( page.getByLabel( /^Name/ ) ).toHaveValue( '' );
		const mine = await ( await page.request.get( OLDER ) ).text();
		const stranger = await ( await request.get( OLDER ) ).text();
		expect( mine ).not.toContain( 'Test Reader' );
		expect( mine ).toBe( stranger );
	} );
} );

test.describe( 'lists and not found', () => {
	test( 'a category archive names its kind and its category; a search its terms and count', async ( { page } ) => {
		await page.goto( '/category/travel/' );
		const header = page.locator( '.vitrine-list-header' );
		await expect( header.locator( '.vitrine-list-kicker' ) ).toHaveText( 'Category' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'Travel' );

		await page.goto( '/?s=kitchens' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'Results for “kitchens”' );
		await expect( page.locator( '.vitrine-list-description' ) ).toHaveText( /^\d+ posts? found\.$/ );
		await expect( page.locator( '.vitrine-list-header' ).getByRole( 'searchbox' ) ).toHaveValue( 'kitchens' );
	} );

	test.describe( 'not found', () => {
		// The page itself answers 404, which the browser logs as a failed resource.
		test.use( { allowedErrors: [ /status of 404/ ] } );

		test( 'an unknown address answers 404 with a way on', async ( { page } ) => {
			const answer = await page.goto( '/no-such-page-here/' );
			expect( answer?.status() ).toBe( 404 );
			await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'This page could not be found' );
			await expect( page.locator( '.vitrine-not-found' ).getByRole( 'searchbox' ) ).toBeVisible();
			await expect( page.locator( '.vitrine-not-found-list a' ) ).toHaveCount( 5 );
			await page.getByRole( 'link', { name: 'Go to the front page' } ).click();
			await expect( page ).toHaveURL( /\/$/ );
		} );
	} );

	test( 'the blog links to posts by readable addresses', async ( { page } ) => {
		await page.goto( '/blog/' );
		const hrefs = await page
			.locator( '#vitrine-posts .vitrine-card-title a' )
			.evaluateAll( ( list ) => list.map( ( a ) => new URL( ( a as HTMLAnchorElement ).href ).pathname ) );
		expect( hrefs.length ).toBeGreaterThan( 0 );
		for ( const path of hrefs ) {
			expect( path ).toMatch( /^\/[a-z]+(-[a-z]+)+\/$/ );
		}
		expect( new Set( hrefs ).size ).toBe( hrefs.length );
	} );
} );

test.describe( 'media on a phone', () => {
	test.use( { viewport: { width: 412, height: 823 } } );

	test( 'the accepted /consent/ embed fits the column and keeps its 16:9 shape', async ( { page } ) => {
		await page.goto( '/consent/' );
		await acceptConsent( page );
		const frame = page.locator( 'iframe[title="Demo video player"]' );
		await expect( frame ).toBeVisible();
		const box = ( await frame.boundingBox() )!;
		const column = ( await page.locator( 'article' ).first().boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( column.x - 0.5 );
		expect( box.x + box.width ).toBeLessThanOrEqual( column.x + column.width + 0.5 );
		expect( Math.abs( box.height / box.width - 315 / 560 ) ).toBeLessThan( 0.02 );
		// Nothing on the page scrolls sideways.
		expect( await page.evaluate( () => document.documentElement.scrollWidth ) ).toBeLessThanOrEqual( 412 );
	} );
} );

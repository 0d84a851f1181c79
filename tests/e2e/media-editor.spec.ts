import type { Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { insertBlock, newPost } from './editor-helpers';

/**
 * The editor side of the social embed and video playlist blocks: the sidebar settings, and the
 * server's preview in the canvas, with the notice a bad address gets.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

async function insert( page: Page, name: string, attributes: Record< string, unknown > = {} ): Promise< void > {
	await newPost( page );
	await insertBlock( page, name, attributes );
}

const canvas = ( page: Page ) => page.frameLocator( 'iframe[name="editor-canvas"]' );

/**
 * The first server preview of a new post: WordPress's ServerSideRender waits 500 ms, then the block
 * renderer route boots WordPress for it while the editor is still loading its own requests; on a
 * loaded two-core machine that first answer took longer than the usual 7 s (later previews are quick).
 */
const FIRST_PREVIEW = { timeout: 15_000 };

test( 'social embed: a bad address shows a notice in the preview, a good one the card', async ( { page } ) => {
	await insert( page, 'vitrine/social-embeds', { url: 'https://example.com/post/1' } );
	await expect( canvas( page ).locator( '.vitrine-widget-notice' ) ).toContainText(
		'is not the address of a post',
		FIRST_PREVIEW
	);
	const address = page.getByRole( 'textbox', { name: 'Post address' } );
	await address.fill( 'https://www.tiktok.com/@scout2015/video/6718335390845095173' );
	await page.getByRole( 'textbox', { name: 'Text shown before the post loads' } ).fill( 'A clip' );
	await page.getByRole( 'combobox', { name: 'Cookie category' } ).selectOption( 'advertisement' );
	const card = canvas( page ).locator( '.vitrine-social' );
	await expect( card ).toContainText( 'Post on TikTok' );
	await expect( card ).toContainText( 'A clip' );
	await expect( card ).toContainText( 'Always allow Advertisement cookies' );
} );

test( 'the preview shows the newest settings when the answer for older ones comes after them', async ( { page } ) => {
	await insert( page, 'vitrine/social-embeds', { url: 'https://example.com/post/1' } );
	await expect( canvas( page ).locator( '.vitrine-widget-notice' ) ).toContainText(
		'is not the address of a post',
		FIRST_PREVIEW
	);
	// The server's answer to the next change is held back until a second change is made, and lands
	// right after it: within the 500 ms WordPress's ServerSideRender waits before asking, where its
	// new render dropped the request for the second change and the preview stayed on the first.
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	let holdNext = true;
	await page.route( /block-renderer/, async ( route ) => {
		if ( ! holdNext ) {
			await route.continue();
			return;
		}
		holdNext = false;
		try {
			const response = await route.fetch();
			await held;
			await route.fulfill( { response } );
		} catch {
			// The preview gave up on this request (newer settings came): nothing waits for it.
		}
	} );
	try {
		const asked = page.waitForRequest( /block-renderer/ );
		await page
			.getByRole( 'textbox', { name: 'Post address' } )
			.fill( 'https://www.tiktok.com/@scout2015/video/6718335390845095173' );
		await asked;
		await page.getByRole( 'textbox', { name: 'Text shown before the post loads' } ).fill( 'A clip' );
	} finally {
		release();
	}
	const card = canvas( page ).locator( '.vitrine-social' );
	await expect( card ).toContainText( 'Post on TikTok' );
	await expect( card ).toContainText( 'A clip' );
} );

test( 'video playlist: videos added in the sidebar show as tabs; a bad one as a notice', async ( { page } ) => {
	await insert( page, 'vitrine/video-playlist' );
	await canvas( page ).getByRole( 'button', { name: 'Add a video' } ).click();
	await page
		.getByRole( 'textbox', { name: 'YouTube, Vimeo or video file address' } )
		.fill( 'https://vimeo.com/76979871' );
	await page.getByRole( 'textbox', { name: 'Title' } ).fill( 'Sidebar video' );
	await expect( canvas( page ).getByRole( 'tab', { name: /Sidebar video/ } ) ).toBeVisible( FIRST_PREVIEW );
	await page.getByRole( 'button', { name: 'Add a video', exact: true } ).click();
	await page.getByRole( 'textbox', { name: 'YouTube, Vimeo or video file address' } ).nth( 1 ).fill( 'nope' );
	await expect( canvas( page ).locator( '.vitrine-widget-notice' ) ).toContainText( 'Video 2 has no usable source' );
} );

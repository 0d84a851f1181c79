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

test( 'social embed: a bad address shows a notice in the preview, a good one the card', async ( { page } ) => {
	await insert( page, 'vitrine/social-embeds', { url: 'https://example.com/post/1' } );
	await expect( canvas( page ).locator( '.vitrine-widget-notice' ) ).toContainText( 'is not the address of a post' );
	const address = page.getByRole( 'textbox', { name: 'Post address' } );
	await address.fill( 'https://www.tiktok.com/@scout2015/video/6718335390845095173' );
	await page.getByRole( 'textbox', { name: 'Text shown before the post loads' } ).fill( 'A clip' );
	await page.getByRole( 'combobox', { name: 'Cookie category' } ).selectOption( 'advertisement' );
	const card = canvas( page ).locator( '.vitrine-social' );
	await expect( card ).toContainText( 'Post on TikTok' );
	await expect( card ).toContainText( 'A clip' );
	await expect( card ).toContainText( 'Always allow Advertisement cookies' );
} );

test( 'video playlist: videos added in the sidebar show as tabs; a bad one as a notice', async ( { page } ) => {
	await insert( page, 'vitrine/video-playlist' );
	await canvas( page ).getByRole( 'button', { name: 'Add a video' } ).click();
	await page
		.getByRole( 'textbox', { name: 'YouTube, Vimeo or video file address' } )
		.fill( 'https://vimeo.com/76979871' );
	await page.getByRole( 'textbox', { name: 'Title' } ).fill( 'Sidebar video' );
	await expect( canvas( page ).getByRole( 'tab', { name: /Sidebar video/ } ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Add a video', exact: true } ).click();
	await page.getByRole( 'textbox', { name: 'YouTube, Vimeo or video file address' } ).nth( 1 ).fill( 'nope' );
	await expect( canvas( page ).locator( '.vitrine-widget-notice' ) ).toContainText( 'Video 2 has no usable source' );
} );

import type { Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { newPost } from './editor-helpers';

/**
 * The editor shows what visitors see (docs/architecture.md, "Editor previews"): each block is
 * inserted into a new post with the settings it has on its demo page, and the canvas shows the same
 * number of slides, images, points, entries or cards as that page does for visitors, with the view
 * code's work done (Swiper's arrows and pagination, the gallery's filters, the table of contents'
 * list). The fixture fails a test on any console error, block validation messages included.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );
// Each test opens the front end and the editor, and the editor asks the server for the preview.
test.describe.configure( { timeout: 120_000 } );

const canvas = ( page: Page ) => page.frameLocator( 'iframe[name="editor-canvas"]' );

interface Case {
	block: string;
	/** The demo page whose first such block is copied. */
	path: string;
	/** The block's element on the front end and in the preview. */
	root: string;
	/** Where the canvas shows the server's markup, when not in the shared server preview. */
	preview?: string;
	/** What is counted in both. */
	items: string;
	/** Also inserts the page's other blocks (the table of contents lists the post's headings). */
	wholePage?: boolean;
	/** Something the front end's view code adds, which the preview must show too. */
	viewMade?: string;
}

const CASES: Case[] = [
	{
		block: 'vitrine/carousel',
		path: '/widgets/carousel/',
		root: '.vitrine-carousel',
		items: '.swiper-slide',
		viewMade: '.swiper-pagination-bullet',
	},
	{
		block: 'vitrine/slides',
		path: '/widgets/slides/',
		root: '.vitrine-slides',
		items: '.swiper-slide',
		viewMade: '.swiper-pagination-bullet',
	},
	{ block: 'vitrine/gallery', path: '/widgets/gallery/', root: '.vitrine-gallery', items: '.vitrine-gallery__item' },
	{ block: 'vitrine/hotspot', path: '/widgets/hotspot/', root: '.vitrine-hotspot', items: '.vitrine-hotspot__point' },
	{
		block: 'vitrine/table-of-contents',
		path: '/widgets/table-of-contents/',
		root: '.vitrine-toc',
		items: '.vitrine-toc__list a',
		wholePage: true,
	},
	{
		block: 'vitrine/loop-grid',
		path: '/loop/',
		root: '.vitrine-loop-grid',
		preview: '.vitrine-loop-grid__content',
		items: '.vitrine-loop-card__title',
	},
];

/** Inserts the demo page's first block of this name (or all its blocks), parsed from its saved content. */
async function insertFromDemo( page: Page, { block, path, wholePage }: Case ): Promise< void > {
	const slug = path.split( '/' ).filter( Boolean ).pop();
	const inserted = await page.evaluate(
		async ( [ name, pageSlug, all ] ) => {
			const { wp } = window as unknown as { wp: any };
			const pages = await wp.apiFetch( {
				path: `/wp/v2/pages?slug=${ pageSlug }&context=edit&_fields=content`,
			} );
			const blocks = wp.blocks.parse( pages[ 0 ].content.raw );
			const find = ( list: any[] ): any =>
				list.reduce(
					( found, item ) => found ?? ( item.name === name ? item : find( item.innerBlocks ) ),
					null
				);
			const first = find( blocks );
			if ( ! first ) {
				return false;
			}
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( all ? blocks : [ wp.blocks.createBlock( name, first.attributes ) ] );
			return true;
		},
		[ block, slug, !! wholePage ] as const
	);
	expect( inserted, `${ path } holds a ${ block } block` ).toBe( true );
}

for ( const item of CASES ) {
	test( `${ item.block } looks in the editor as on its demo page`, async ( { page } ) => {
		await page.goto( item.path );
		const live = page.locator( item.root ).first();
		let made = 0;
		if ( item.viewMade ) {
			await expect( live.locator( item.viewMade ).first() ).toBeVisible();
			made = await live.locator( item.viewMade ).count();
		}
		const count = await live.locator( item.items ).count();
		expect( count, `the demo page shows ${ item.items }` ).toBeGreaterThan( 1 );

		await newPost( page );
		await insertFromDemo( page, item );
		const preview = canvas( page )
			.locator( item.preview ?? `.vitrine-server-preview ${ item.root }` )
			.first();
		await expect( preview.locator( item.items ) ).toHaveCount( count );
		if ( item.viewMade ) {
			await expect( preview.locator( item.viewMade ) ).toHaveCount( made );
		}
		await expect( canvas( page ).locator( '.block-editor-warning' ) ).toHaveCount( 0 );
	} );
}

test( 'the carousel preview moves with its own arrows, as on the front end', async ( { page } ) => {
	await newPost( page );
	await insertFromDemo( page, CASES[ 0 ]! );
	const carousel = canvas( page ).locator( '.vitrine-server-preview .vitrine-carousel' ).first();
	const next = carousel.getByRole( 'button', { name: 'Next slide' } );
	await expect( next ).toBeVisible();
	await expect( carousel.getByRole( 'button', { name: 'Previous slide' } ) ).toBeVisible();
	const active = () =>
		carousel
			.locator( '.swiper-slide-active' )
			.evaluate( ( el ) => Array.from( el.parentElement!.children ).indexOf( el ) );
	expect( await active() ).toBe( 0 );
	await next.click();
	await expect.poll( active ).toBe( 1 );
} );

test( 'the table of contents preview follows the headings the author adds and edits', async ( { page } ) => {
	await newPost( page );
	await page.evaluate( () => {
		const { wp } = window as unknown as { wp: any };
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( [
				wp.blocks.createBlock( 'vitrine/table-of-contents', {} ),
				wp.blocks.createBlock( 'core/heading', { level: 2, content: 'Getting started' } ),
			] );
	} );
	const list = canvas( page ).locator( '.vitrine-server-preview .vitrine-toc .vitrine-toc__list' );
	// The first server preview of a fresh editor (the block renderer's first request) gets the time
	// the media editor's first preview gets (media-editor.spec.ts); later ones keep the default.
	await expect( list.getByRole( 'link' ) ).toHaveText( [ 'Getting started' ], { timeout: 15_000 } );

	// A new heading, typed in the canvas as an author would (a paragraph turned into a heading by "## ").
	await canvas( page ).getByRole( 'document', { name: 'Block: Heading' } ).click();
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( '## Shipping times' );
	await expect( list.getByRole( 'link' ) ).toHaveText( [ 'Getting started', 'Shipping times' ] );

	// Retitled: the list shows the new words, without saving the post.
	await page.keyboard.type( ' and costs' );
	await expect( list.getByRole( 'link' ) ).toHaveText( [ 'Getting started', 'Shipping times and costs' ] );
} );

test( 'the hotspot preview opens its tooltips by keyboard, as on the front end', async ( { page } ) => {
	await newPost( page );
	await insertFromDemo( page, CASES[ 3 ]! );
	const hotspot = canvas( page ).locator( '.vitrine-server-preview .vitrine-hotspot' ).first();
	await expect( hotspot ).toHaveClass( /is-ready/ );
	const blocks = () =>
		page.evaluate( () => ( window as any ).wp.data.select( 'core/block-editor' ).getBlockCount() as number );
	const before = await blocks();

	// From the block to its first point with Tab, as an author moving through the canvas would.
	const lighthouse = hotspot.getByRole( 'button', { name: 'Lighthouse' } );
	const tip = hotspot.getByRole( 'group', { name: 'Lighthouse' } );
	await canvas( page ).locator( '[data-type="vitrine/hotspot"]' ).focus();
	await page.keyboard.press( 'Tab' );
	await expect( lighthouse ).toBeFocused();
	await expect( tip ).toBeHidden();

	await page.keyboard.press( 'Enter' );
	await expect( lighthouse ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( tip ).toBeVisible();
	await expect( tip ).toContainText( 'Built in 1874' );
	await page.keyboard.press( 'Escape' );
	await expect( lighthouse ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( tip ).toBeHidden();
	await expect( lighthouse ).toBeFocused();

	await page.keyboard.press( 'Space' );
	await expect( tip ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( tip ).toBeHidden();
	await expect( lighthouse ).toBeFocused();
	// The keys opened and closed the tooltip only: Enter added no block, Escape left the editor as it was.
	expect( await blocks() ).toBe( before );
} );

import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { asDrafts, restNonce } from './drafts';

/**
 * Content saved by earlier versions of the posts, archive-posts, form and subscribe blocks
 * (tests/fixtures/saved-blocks/, exported from the demo pages before the twin blocks became one
 * block with variations, docs/widgets-content.md) renders for the visitor exactly as the demo page
 * does today: same text, same element structure. It opens in the editor without an invalid-block
 * warning, as the merged block with the matching variation and the same settings, and what the
 * editor saves then renders as the old content did.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

type Wp = { wp: any };
interface Block {
	name: string;
	isValid: boolean;
	attributes: Record< string, unknown >;
	innerBlocks: Block[];
}

const FIXTURES = path.resolve( __dirname, '../fixtures/saved-blocks' );
/**
 * Each fixture's demo page, the block and variation (its title in the inserter) the editor turns the
 * saved blocks into, and the attributes that changed name on the way (docs/forms.md).
 */
const CASES: Array< {
	fixture: string;
	demo: string;
	block: string;
	variation: string;
	renamed?: Record< string, string >;
} > = [
	{ fixture: 'posts', demo: '/widgets/posts/', block: 'vitrine/posts', variation: 'Posts' },
	{ fixture: 'archive-posts', demo: '/widgets/archive-posts/', block: 'vitrine/posts', variation: 'Archive Posts' },
	{
		fixture: 'archive-posts-layout',
		demo: '/widgets/archive-posts/layout/',
		block: 'vitrine/posts',
		variation: 'Archive Posts',
	},
	{ fixture: 'form', demo: '/widgets/form/', block: 'vitrine/form', variation: 'Form' },
	{
		fixture: 'subscribe',
		demo: '/widgets/subscribe/',
		block: 'vitrine/form',
		variation: 'Subscribe',
		renamed: { buttonLabel: 'submitLabel' },
	},
];

/** The Vitrine blocks of saved content, as saved: name and attributes, in document order. */
const savedBlocks = ( html: string ) =>
	Array.from( html.matchAll( /<!-- wp:(vitrine\/[a-z-]+) (\{.*?\})? ?\/-->/g ), ( m ) => ( {
		name: m[ 1 ] as string,
		attributes: JSON.parse( m[ 2 ] ?? '{}' ) as Record< string, unknown >,
	} ) );

/** The visible text and the element structure (tag and classes, in order) of a page's content. */
async function rendering( page: Page, url: string ): Promise< { text: string; structure: string[] } > {
	await page.goto( url );
	return page.locator( 'main article[id^="post-"]' ).evaluate( ( article ) => {
		const body = article.cloneNode( true ) as HTMLElement;
		body.querySelector( 'h1' )?.remove();
		return {
			text: ( article as HTMLElement ).innerText
				.replace( /^[^\n]*\n/, '' )
				.replace( /\s+/g, ' ' )
				.trim(),
			structure: Array.from( body.querySelectorAll( '*' ) ).map(
				( el ) => `${ el.tagName.toLowerCase() }.${ Array.from( el.classList ).sort().join( '.' ) }`
			),
		};
	} );
}

for ( const { fixture, demo, block, variation, renamed = {} } of CASES ) {
	const content = fs.readFileSync( path.join( FIXTURES, `${ fixture }.html` ), 'utf8' );
	const saved = savedBlocks( content );

	test( `content saved by the ${ fixture } fixture renders as ${ demo } does today`, async ( { page } ) => {
		const pages = await page.request.get( '/wp-json/wp/v2/pages?per_page=100&context=edit&_fields=link,content', {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		} );
		const demoPage = ( ( await pages.json() ) as Array< { link: string; content: { raw: string } } > ).find(
			( p ) => new URL( p.link ).pathname === demo
		);
		expect( demoPage ).toBeDefined();
		await asDrafts( page, [ content, demoPage?.content.raw ?? '' ], async ( [ before = '', today = '' ] ) => {
			const old = await rendering( page, before );
			const now = await rendering( page, today );
			expect( old.text.length ).toBeGreaterThan( 20 );
			expect( old.text ).toBe( now.text );
			expect( old.structure ).toEqual( now.structure );
		} );
	} );

	test( `content saved by the ${ fixture } fixture opens as the ${ variation } variation, without warnings`, async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction( () => ( window as unknown as Partial< Wp > ).wp?.blocks );
		await page.keyboard.press( 'Escape' );
		await page.evaluate( ( html: string ) => {
			const { wp } = window as unknown as Wp;
			wp.data.dispatch( 'core/block-editor' ).resetBlocks( wp.blocks.parse( html ) );
		}, content );

		// Every block is valid once the editor has migrated what it migrates on opening: the blocks
		// saved under the names that became variations (vitrine/archive-posts, vitrine/subscribe) are
		// replaced by the merged block as the canvas shows them.
		const blocks = async () =>
			page.evaluate(
				() => ( window as unknown as Wp ).wp.data.select( 'core/block-editor' ).getBlocks() as Block[]
			);
		const flat = ( list: Block[] ): Block[] => list.flatMap( ( b ) => [ b, ...flat( b.innerBlocks ) ] );
		expect( saved.length ).toBeGreaterThan( 0 );
		await expect
			.poll( async () =>
				flat( await blocks() )
					.filter( ( b ) => b.name.startsWith( 'vitrine/' ) )
					.map( ( b ) => b.name )
			)
			.toEqual( saved.map( () => block ) );
		const all = flat( await blocks() );
		expect( all.filter( ( b ) => ! b.isValid ).map( ( b ) => b.name ) ).toEqual( [] );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount( 0 );
		await expect( canvas.getByText( /unexpected or invalid content/ ) ).toHaveCount( 0 );
		await expect( canvas.getByText( /doesn’t include support for/ ) ).toHaveCount( 0 );

		// Each became the right variation and kept every saved setting.
		const migrated = all.filter( ( b ) => b.name.startsWith( 'vitrine/' ) );
		const variations = await page.evaluate(
			( list: Block[] ) =>
				list.map(
					( b ) =>
						( window as unknown as Wp ).wp.data
							.select( 'core/blocks' )
							.getActiveBlockVariation( b.name, b.attributes )?.title as string | undefined
				),
			migrated
		);
		expect( variations ).toEqual( saved.map( () => variation ) );
		saved.forEach( ( { attributes }, i ) => {
			const kept = Object.fromEntries(
				Object.entries( attributes ).map( ( [ key, value ] ) => [ renamed[ key ] ?? key, value ] )
			);
			expect( migrated[ i ]?.attributes ).toMatchObject( kept );
		} );

		// What the editor saves now names the merged block only, and renders as the old content does.
		const resaved = await page.evaluate( () => {
			const { wp } = window as unknown as Wp;
			return wp.blocks.serialize( wp.data.select( 'core/block-editor' ).getBlocks() ) as string;
		} );
		expect( savedBlocks( resaved ).map( ( b ) => b.name ) ).toEqual( saved.map( () => block ) );
		await asDrafts( page, [ content, resaved ], async ( [ before = '', after = '' ] ) => {
			const old = await rendering( page, before );
			const now = await rendering( page, after );
			expect( now.text ).toBe( old.text );
			expect( now.structure ).toEqual( old.structure );
		} );
	} );
}

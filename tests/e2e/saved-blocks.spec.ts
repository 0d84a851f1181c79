import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';

/**
 * Content saved by earlier versions of the posts, archive-posts, form and subscribe blocks
 * (tests/fixtures/saved-blocks/, exported from the demo pages before the twin blocks became one
 * block with variations, docs/widgets-content.md) still opens in the editor without an invalid-block
 * warning and renders for the visitor exactly as the demo page does today: same text, same element
 * structure. What the editor turns an old block into is checked too.
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
const CASES: Array< { fixture: string; demo: string } > = [
	{ fixture: 'posts', demo: '/widgets/posts/' },
	{ fixture: 'archive-posts', demo: '/widgets/archive-posts/' },
	{ fixture: 'archive-posts-layout', demo: '/widgets/archive-posts/layout/' },
	{ fixture: 'form', demo: '/widgets/form/' },
	{ fixture: 'subscribe', demo: '/widgets/subscribe/' },
];

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

for ( const { fixture, demo } of CASES ) {
	test( `content saved by the ${ fixture } fixture opens without warnings and renders as ${ demo }`, async ( {
		page,
	} ) => {
		const content = fs.readFileSync( path.join( FIXTURES, `${ fixture }.html` ), 'utf8' );
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction( () => ( window as unknown as Partial< Wp > ).wp?.blocks );
		await page.keyboard.press( 'Escape' );
		await page.evaluate( ( html: string ) => {
			const { wp } = window as unknown as Wp;
			wp.data.dispatch( 'core/block-editor' ).resetBlocks( wp.blocks.parse( html ) );
		}, content );

		// Every block is valid once the editor has migrated what it migrates on opening.
		const blocks = async () =>
			page.evaluate(
				() => ( window as unknown as Wp ).wp.data.select( 'core/block-editor' ).getBlocks() as Block[]
			);
		const flat = ( list: Block[] ): Block[] => list.flatMap( ( b ) => [ b, ...flat( b.innerBlocks ) ] );
		const all = flat( await blocks() );
		expect( all.length ).toBeGreaterThan( 0 );
		expect( all.filter( ( b ) => ! b.isValid ).map( ( b ) => b.name ) ).toEqual( [] );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount( 0 );
		await expect( canvas.getByText( /unexpected or invalid content/ ) ).toHaveCount( 0 );

		// The saved content, as it is, renders for the visitor as the demo page does.
		// The saved content renders for the visitor as the demo page's content does today. Both are
		// viewed as draft previews, so each lists the same posts (a widget never lists its own page,
		// and search results never list drafts).
		const nonce = await page.evaluate(
			() => ( window as unknown as Wp ).wp.apiFetch.nonceMiddleware.nonce as string
		);
		const drafts = await page.evaluate(
			async ( { html, path: demoPath }: { html: string; path: string } ) => {
				const { wp } = window as unknown as Wp;
				const pages = await wp.apiFetch( {
					path: '/wp/v2/pages?per_page=100&context=edit&_fields=link,content',
				} );
				const demoPage = pages.find( ( p: { link: string } ) => new URL( p.link ).pathname === demoPath );
				const ids: number[] = [];
				for ( const saved of [ html, demoPage.content.raw as string ] ) {
					const created = await wp.apiFetch( {
						path: '/wp/v2/pages',
						method: 'POST',
						data: { title: 'Saved blocks', content: saved, status: 'draft' },
					} );
					ids.push( created.id as number );
				}
				return ids;
			},
			{ html: content, path: demo }
		);
		try {
			const saved = await rendering( page, `/?page_id=${ drafts[ 0 ] }&preview=true` );
			const today = await rendering( page, `/?page_id=${ drafts[ 1 ] }&preview=true` );
			expect( saved.text.length ).toBeGreaterThan( 20 );
			expect( saved.text ).toBe( today.text );
			expect( saved.structure ).toEqual( today.structure );
		} finally {
			for ( const id of drafts ) {
				await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, {
					headers: { 'X-WP-Nonce': nonce },
				} );
			}
		}
	} );
}

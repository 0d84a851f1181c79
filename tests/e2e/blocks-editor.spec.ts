import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, ADMIN_STATE } from './fixtures';
import { newPost } from './editor-helpers';

/**
 * Every Vitrine block in WordPress's iframed editor (docs/quality.md, "The editor on each WordPress"):
 * each block and block variation the inserter offers is inserted, selected with its settings open
 * (every panel of the block sidebar expanded, the Motion effects and Sticky panels among them), its
 * stylesheets reach the editor canvas's iframe, and the post saves; what it saved parses back into
 * the same blocks, every one valid (what the editor does when the post is opened again). The fixture
 * fails the test on any console error, block validation messages included.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

type Wp = { wp: any };
interface InserterItem {
	name: string;
	/** What the block card in the sidebar says: the block's title or its variation's. */
	title: string;
	attributes: Record< string, unknown >;
	/** Stylesheet handles block.json gives it (style, editorStyle), as WordPress names them. */
	styles: string[];
}
interface BlockJson {
	name: string;
	title: string;
	supports?: { inserter?: boolean };
	style?: string | string[];
	editorStyle?: string | string[];
	variations?: Array< { title: string; attributes?: Record< string, unknown >; scope?: string[] } >;
}

const BLOCKS = path.resolve( __dirname, '../../blocks' );

/** WordPress's handle for a block.json style field: its own name, or generated for a file. */
function styleHandles( block: BlockJson, field: 'style' | 'editorStyle' ): string[] {
	const values = ( [] as string[] ).concat( block[ field ] ?? [] );
	const suffix = field === 'style' ? 'style' : 'editor-style';
	return values.map( ( value, index ) =>
		value.startsWith( 'file:' )
			? `${ block.name.replace( '/', '-' ) }-${ suffix }${ index > 0 ? `-${ index + 1 }` : '' }`
			: value
	);
}

/** What the inserter offers, from each block.json: the block, or each of its inserter variations. */
function inserterItems(): InserterItem[] {
	return fs
		.readdirSync( BLOCKS )
		.filter( ( dir ) => fs.existsSync( path.join( BLOCKS, dir, 'block.json' ) ) )
		.sort()
		.flatMap( ( dir ) => {
			const block = JSON.parse( fs.readFileSync( path.join( BLOCKS, dir, 'block.json' ), 'utf8' ) ) as BlockJson;
			if ( block.supports?.inserter === false ) {
				return [];
			}
			const styles = [ ...styleHandles( block, 'style' ), ...styleHandles( block, 'editorStyle' ) ];
			const variations = ( block.variations ?? [] ).filter(
				( variation ) => ! variation.scope || variation.scope.includes( 'inserter' )
			);
			return variations.length
				? variations.map( ( variation ) => ( {
						name: block.name,
						title: variation.title,
						attributes: variation.attributes ?? {},
						styles,
					} ) )
				: [ { name: block.name, title: block.title, attributes: {}, styles } ];
		} );
}

const ITEMS = inserterItems();
/**
 * Eight blocks per test: a failure names its blocks, and each test stays within its time (opening the
 * editor takes longer than a block's checks).
 */
const GROUPS = Array.from( { length: Math.ceil( ITEMS.length / 8 ) }, ( _, i ) => ITEMS.slice( i * 8, i * 8 + 8 ) );

test( "the editor's inserter offers exactly these blocks and variations", async ( { page } ) => {
	await newPost( page );
	const offered = await page.evaluate( () => {
		const { wp } = window as unknown as Wp;
		return ( wp.blocks.getBlockTypes() as any[] )
			.filter( ( type ) => type.name.startsWith( 'vitrine/' ) && type.supports?.inserter !== false )
			.flatMap( ( type ) => {
				const variations = wp.blocks.getBlockVariations( type.name, 'inserter' ) ?? [];
				return variations.length
					? variations.map( ( variation: any ) => `${ type.name } ${ variation.title }` )
					: [ `${ type.name } ${ type.title }` ];
			} )
			.sort();
	} );
	expect( offered ).toEqual( ITEMS.map( ( item ) => `${ item.name } ${ item.title }` ).sort() );
} );

const canvas = ( page: Page ) => page.frameLocator( 'iframe[name="editor-canvas"]' );
const sidebar = ( page: Page ) => page.getByRole( 'region', { name: 'Editor settings' } );

/** Inserts the block at the end, selects it and answers its client id. */
function insert( page: Page, item: InserterItem ): Promise< string > {
	return page.evaluate(
		( [ name, attributes ] ) => {
			const { wp } = window as unknown as Wp;
			const block = wp.blocks.createBlock( name, attributes );
			wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
			wp.data.dispatch( 'core/block-editor' ).selectBlock( block.clientId );
			return block.clientId as string;
		},
		[ item.name, item.attributes ] as const
	);
}

/** Expands every collapsed panel of the block sidebar and answers how many there were. */
async function openAllPanels( page: Page ): Promise< number > {
	const collapsed = sidebar( page ).locator( '.components-panel__body-toggle[aria-expanded="false"]' );
	let opened = 0;
	for ( ; opened < 40 && ( await collapsed.count() ) > 0; opened++ ) {
		await collapsed.first().click();
	}
	expect( await collapsed.count(), 'panels still collapsed' ).toBe( 0 );
	return opened;
}

/**
 * The post's blocks, name and validity, nested blocks flattened: as the editor holds them, or (saved)
 * as the editor makes them from the content the server stored when the post is opened again.
 */
function blocksOf( page: Page, source: 'editor' | 'saved' ): Promise< Array< { name: string; isValid: boolean } > > {
	return page.evaluate( async ( from ) => {
		const { wp } = window as unknown as Wp;
		const flat = ( blocks: any[] ): Array< { name: string; isValid: boolean } > =>
			blocks.flatMap( ( block ) => [
				{ name: block.name as string, isValid: block.isValid as boolean },
				...flat( block.innerBlocks ),
			] );
		if ( from === 'editor' ) {
			return flat( wp.data.select( 'core/block-editor' ).getBlocks() );
		}
		const id = wp.data.select( 'core/editor' ).getCurrentPostId();
		const post = await wp.apiFetch( { path: `/wp/v2/pages/${ id }?context=edit` } );
		return flat( wp.blocks.parse( post.content.raw ) );
	}, source );
}

for ( const group of GROUPS ) {
	test( `inserted, configured, saved and reopened valid: ${ group.map( ( item ) => item.title ).join( ', ' ) }`, async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		await newPost( page );
		await expect( page.locator( 'iframe[name="editor-canvas"]' ), 'the editor canvas is an iframe' ).toHaveCount(
			1
		);
		await page.evaluate( () => {
			const { wp } = window as unknown as Wp;
			wp.data.dispatch( 'core/editor' ).editPost( { title: 'Every block in the editor' } );
		} );
		for ( const item of group ) {
			const clientId = await insert( page, item );
			await page.evaluate( () =>
				( window as unknown as Wp ).wp.data.dispatch( 'core/edit-post' ).openGeneralSidebar( 'edit-post/block' )
			);
			await expect( canvas( page ).locator( `[data-block="${ clientId }"]` ) ).toBeAttached();
			await expect( sidebar( page ).locator( '.block-editor-block-card__title' ) ).toContainText( item.title );
			const panels = await openAllPanels( page );
			// Every block has at least the builder's Motion effects and Sticky panels (docs/builder.md).
			expect( panels, `${ item.title }: panels opened` ).toBeGreaterThanOrEqual( 2 );
			await expect( sidebar( page ).getByRole( 'button', { name: 'Motion effects' } ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			for ( const handle of item.styles ) {
				await expect(
					canvas( page ).locator( `link#${ handle }-css, style#${ handle }-inline-css` ),
					`${ item.title }: its stylesheet ${ handle } in the canvas`
				).not.toHaveCount( 0 );
			}
		}
		const inserted = await blocksOf( page, 'editor' );
		expect( inserted.filter( ( block ) => ! block.isValid ) ).toEqual( [] );

		await page.evaluate( () => ( window as unknown as Wp ).wp.data.dispatch( 'core/editor' ).savePost() );
		await expect( page.getByRole( 'button', { name: 'Saved' } ) ).toBeVisible( { timeout: 30_000 } );
		const saved = await page.evaluate( () =>
			( window as unknown as Wp ).wp.data.select( 'core/editor' ).didPostSaveRequestSucceed()
		);
		expect( saved ).toBe( true );

		expect( await blocksOf( page, 'saved' ) ).toEqual(
			inserted.map( ( block ) => ( { name: block.name, isValid: true } ) )
		);
	} );
}

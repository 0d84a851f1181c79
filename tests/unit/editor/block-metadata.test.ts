/**
 * What the inserter shows for every Vitrine block (docs/builder.md, "In the inserter"): a preview
 * (`example`) built from the block's own attributes, an icon, a description, and the words people
 * type when they look for it.
 */
import { readFileSync, readdirSync, existsSync } from 'fs';
import { join } from 'path';

type Metadata = {
	name: string;
	icon?: unknown;
	description?: string;
	keywords?: string[];
	example?: { attributes?: Record< string, unknown > };
	attributes?: Record< string, unknown >;
	supports?: { inserter?: boolean };
	variations?: Array< { name: string; keywords?: string[]; attributes?: Record< string, unknown > } >;
};

const root = join( __dirname, '../../../blocks' );
const blocks: Metadata[] = readdirSync( root )
	.filter( ( dir ) => existsSync( join( root, dir, 'block.json' ) ) )
	.map( ( dir ) => JSON.parse( readFileSync( join( root, dir, 'block.json' ), 'utf8' ) ) );

/** The words a block is found by: its title's words, its keywords and its variations' keywords. */
function words( block: Metadata ): string[] {
	return [
		...( block.keywords ?? [] ),
		...( block.variations ?? [] ).flatMap( ( variation ) => variation.keywords ?? [] ),
	].map( ( word ) => word.toLowerCase() );
}

describe( 'every block’s inserter metadata', () => {
	it( 'covers all the blocks', () => {
		expect( blocks.length ).toBeGreaterThanOrEqual( 30 );
	} );

	it.each( blocks.map( ( block ) => [ block.name, block ] as const ) )(
		'%s has an example, an icon, a description and keywords',
		( _name, block ) => {
			expect( block.example ).toEqual( expect.any( Object ) );
			expect( block.icon ).toBeTruthy();
			expect( ( block.description ?? '' ).length ).toBeGreaterThan( 20 );
			expect( ( block.keywords ?? [] ).length ).toBeGreaterThanOrEqual( 3 );
			// An example may only set attributes the block has: an unknown one is dropped silently
			// and the preview then shows something else than intended.
			Object.keys( block.example?.attributes ?? {} ).forEach( ( key ) =>
				expect( Object.keys( block.attributes ?? {} ) ).toContain( key )
			);
		}
	);

	it.each( [ 'popup', 'modal', 'slider', 'filter', 'timer', 'product', 'amazon', 'cookie', 'off-canvas' ] )(
		'a block in the inserter is found by “%s”',
		( word ) => {
			const found = blocks.filter(
				( block ) => block.supports?.inserter !== false && words( block ).includes( word )
			);
			expect( found.map( ( block ) => block.name ) ).not.toEqual( [] );
		}
	);
} );

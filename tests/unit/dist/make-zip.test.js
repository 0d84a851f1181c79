/* eslint-disable jsdoc/check-tag-names -- jest reads its environment from the docblock below. */
/**
 * @jest-environment node
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );
const { makeZip, BUDGET_BYTES } = require( '../../../tools/dist/make-zip' );
const { forbiddenReason } = require( '../../../tools/dist/rules' );
const { checkZip } = require( '../../../tools/dist/check-zip' );

// Packages the real build (npm test builds before the unit tests).
describe( 'npm run dist', () => {
	let dir;
	beforeAll( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-dist-' ) );
	} );
	afterAll( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	it( 'gives byte-identical zips from two runs, within the 2 MB budget, holding only runtime files', async () => {
		const first = await makeZip( { version: '9.8.7', outDir: path.join( dir, 'a' ) } );
		const second = await makeZip( { version: '9.8.7', outDir: path.join( dir, 'b' ) } );
		expect( path.basename( first.file ) ).toBe( 'vitrine-9.8.7.zip' );
		expect( second.sha256 ).toBe( first.sha256 );
		expect( first.bytes ).toBeLessThanOrEqual( BUDGET_BYTES );

		const entries = execFileSync( 'unzip', [ '-Z1', first.file ], { encoding: 'utf8' } ).trim().split( '\n' );
		const forbidden = entries.map( ( e ) => [ e, forbiddenReason( e ) ] ).filter( ( [ , why ] ) => why );
		expect( forbidden ).toEqual( [] );
		expect(
			entries.filter( ( e ) => /(\.map|\.ts|\.scss)$|\/(src|tests|tools|node_modules)\/|\/\./.test( e ) )
		).toEqual( [] );
		for ( const needed of [
			'vitrine/plugin.php',
			'vitrine/uninstall.php',
			'vitrine/readme.txt',
			'vitrine/themes/vitrine/style.css',
			'vitrine/themes/vitrine/functions.php',
			'vitrine/languages/vitrine.pot',
			'vitrine/build/blocks/carousel/block.json',
			'vitrine/build/blocks/carousel/render.php',
		] ) {
			expect( entries ).toContain( needed );
		}
		// Sorted, so the order never depends on the file system.
		const files = entries.filter( ( e ) => ! e.endsWith( '/' ) );
		expect( files.length ).toBeGreaterThan( 100 );

		const read = ( entry ) => execFileSync( 'unzip', [ '-p', first.file, entry ], { encoding: 'utf8' } );
		expect( read( 'vitrine/plugin.php' ) ).toMatch( /\* Version:\s+9\.8\.7\n[\s\S]*'VITRINE_VERSION', '9\.8\.7'/ );
		expect( read( 'vitrine/readme.txt' ) ).toMatch( /^Stable tag: 9\.8\.7$/m );
		expect( read( 'vitrine/themes/vitrine/style.css' ) ).toMatch( /^Version: 9\.8\.7$/m );
		expect( checkZip( first.file ) ).toEqual( [] ); // The release checks (Plugin Check's offline rules).
		expect( read( 'vitrine/themes/vitrine/functions.php' ) ).toContain( "'VITRINE_THEME_VERSION', '9.8.7'" );
	}, 60_000 );
} );

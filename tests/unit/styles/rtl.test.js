// eslint-disable-next-line jsdoc/check-tag-names -- jest reads the environment from this docblock.
/** @jest-environment node */

/*
 * Right-to-left stylesheets: every built stylesheet has its mirrored -rtl.css twin (WordPress loads
 * it instead on right-to-left sites: 'rtl' => 'replace'), and a stylesheet that places anything
 * left or right really is mirrored. Reads the build that npm test makes first.
 */
const fs = require( 'fs' );
const path = require( 'path' );

const root = path.join( __dirname, '../../..' );

function stylesheets( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs.readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const file = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return stylesheets( file );
		}
		return entry.name.endsWith( '.css' ) && ! entry.name.endsWith( '-rtl.css' ) ? [ file ] : [];
	} );
}

const files = [
	...stylesheets( path.join( root, 'build' ) ),
	...stylesheets( path.join( root, 'themes/vitrine/build' ) ),
];
const sided =
	/(^|[^-\w])(left|right)\s*:|(margin|padding|border)-(left|right)|text-align\s*:\s*(left|right)|translateX\(/;

describe( 'right-to-left stylesheets', () => {
	it( 'are built (npm run build)', () => {
		expect( files.length ).toBeGreaterThan( 10 );
	} );

	it.each( files.map( ( file ) => [ path.relative( root, file ), file ] ) )(
		'%s has a mirrored twin',
		( name, file ) => {
			const twin = file.replace( /\.css$/, '-rtl.css' );
			expect( fs.existsSync( twin ) ).toBe( true );
			const ltr = fs.readFileSync( file, 'utf8' );
			// Only a stylesheet that places something on a side has anything to mirror.
			const mirrored = ! sided.test( ltr ) || fs.readFileSync( twin, 'utf8' ) !== ltr;
			expect( mirrored ).toBe( true );
		}
	);
} );

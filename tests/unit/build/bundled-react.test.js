/**
 * @jest-environment node
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { filesBundlingReact } = require( '../../../tools/check-bundled-react' );

function tree( files ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-react-' ) );
	for ( const [ name, content ] of Object.entries( files ) ) {
		fs.mkdirSync( path.dirname( path.join( dir, name ) ), { recursive: true } );
		fs.writeFileSync( path.join( dir, name ), content );
	}
	return dir;
}

describe( 'the bundled React check', () => {
	it( "finds React 18's and React 19's element symbol in built scripts, in any folder", () => {
		const dir = tree( {
			'a.js': 'var e=Symbol.for("react.element");',
			'chunks/b.js': "const t=Symbol.for('react.transitional.element')",
			'c.js': 'wp.element.createElement("div")',
			'style.css': 'Symbol.for("react.element")',
		} );
		expect( filesBundlingReact( [ dir ] ).map( ( file ) => path.relative( dir, file ) ).sort() ).toEqual( [
			'a.js',
			path.join( 'chunks', 'b.js' ),
		] );
	} );

	it( 'passes scripts that use the React WordPress provides, and missing folders', () => {
		const dir = tree( { 'index.js': 'const { jsx } = window.ReactJSXRuntime; jsx("p",{})' } );
		expect( filesBundlingReact( [ dir, path.join( dir, 'absent' ) ] ) ).toEqual( [] );
	} );
} );

/**
 * The build must not carry its own React (docs/quality.md, "React 19"): WordPress provides React as
 * the `react`/`react-jsx-runtime` script handles (18.3.1 in 7.1, with React 19's JSX runtime beside
 * it), and a bundled copy of React or of react/jsx-runtime makes elements that WordPress's React
 * cannot render once it moves to 19 ("Objects are not valid as a React child") and two Reacts on
 * one page. Both carry React's element symbol, so a built file that names
 * it bundles React. Run by tools/build.sh after every build; unit-tested in tests/unit/build.
 */
const fs = require( 'fs' );
const path = require( 'path' );

/** React 18's and React 19's element symbols, as the minified bundles spell them. */
const ELEMENT_SYMBOL = /Symbol\.for\(\s*["'`]react\.(transitional\.)?element["'`]\s*\)/;

/**
 * The built JavaScript files under these folders (recursively) that carry React's element symbol.
 *
 * @param {string[]} dirs Build folders.
 * @return {string[]} Offending files.
 */
function filesBundlingReact( dirs ) {
	const found = [];
	const walk = ( dir ) => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const file = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				walk( file );
			} else if ( /\.m?js$/.test( entry.name ) && ELEMENT_SYMBOL.test( fs.readFileSync( file, 'utf8' ) ) ) {
				found.push( file );
			}
		}
	};
	dirs.filter( ( dir ) => fs.existsSync( dir ) ).forEach( walk );
	return found;
}

module.exports = { filesBundlingReact, ELEMENT_SYMBOL };

if ( require.main === module ) {
	const root = path.resolve( __dirname, '..' );
	const bad = filesBundlingReact( [ path.join( root, 'build' ), path.join( root, 'themes/vitrine/build' ) ] );
	if ( bad.length ) {
		process.stderr.write(
			`vitrine build: these files bundle React (React's element symbol is in them); import from ` +
				`@wordpress/element and let the build keep react and react/jsx-runtime external:\n` +
				bad.map( ( file ) => `  ${ path.relative( root, file ) }\n` ).join( '' )
		);
		process.exit( 1 );
	}
}

/**
 * npm run dist checks the zip it wrote with the rules of check-rules.js (Plugin Check's rules that
 * work offline) and fails on any problem.
 *
 * Usage: node tools/dist/check-zip.js dist/vitrine-<version>.zip
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );
const { checkRelease } = require( './check-rules' );

/**
 * @param {string} zip
 * @return {string[]} Problems.
 */
function checkZip( zip ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-check-' ) );
	try {
		execFileSync( 'unzip', [ '-q', zip, '-d', dir ] );
		const root = path.join( dir, 'vitrine' );
		const files = [];
		const walk = ( rel ) => {
			for ( const entry of fs.readdirSync( path.join( root, rel ), { withFileTypes: true } ) ) {
				const file = rel ? `${ rel }/${ entry.name }` : entry.name;
				if ( entry.isDirectory() ) {
					walk( file );
				} else if ( /\.(php|js|txt|css|json|html)$/.test( entry.name ) ) {
					files.push( { path: file, text: fs.readFileSync( path.join( root, file ), 'utf8' ) } );
				}
			}
		};
		walk( '' );
		return checkRelease( files );
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

module.exports = { checkZip };

if ( require.main === module ) {
	const zip = process.argv[ 2 ];
	if ( ! zip || ! fs.existsSync( zip ) ) {
		console.error( 'usage: node tools/dist/check-zip.js dist/vitrine-<version>.zip' );
		process.exit( 1 );
	}
	const problems = checkZip( zip );
	if ( problems.length ) {
		console.error( `vitrine: ${ problems.length } release check problem(s):\n  ${ problems.join( '\n  ' ) }` );
		process.exit( 1 );
	}
	console.log( `${ path.basename( zip ) }: release checks passed` );
}

/**
 * npm run dist: writes dist/vitrine-<version>.zip from the built tree. The same commit always gives
 * the same bytes: entries sorted, one fixed timestamp and file mode, version marks stamped from
 * package.json (or --version, which the upgrade test uses for a "newer" package).
 *
 * Usage: node tools/dist/make-zip.js [--version=X.Y.Z] [--out=DIR] [--check]
 * --check then runs the release checks (check-zip.js) on the zip.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const crypto = require( 'crypto' );
const yazl = require( 'yazl' );
const { shipped, stampVersion, entryName, SLUG, VERSIONED_FILES } = require( './rules' );

const ROOT = path.resolve( __dirname, '../..' );
/** A site owner's upload limit is often 2 MB: the package must fit. */
const BUDGET_BYTES = 2 * 1024 * 1024;
/**
 * Zip timestamps are local DOS times: a date built from local fields gives the same bytes in every
 * time zone (with forceDosTimestamp, no UTC extra field).
 */
const FIXED_TIME = new Date( 2026, 0, 1, 0, 0, 0 );

/** @return {string[]} Every file under $dir, relative to ROOT, with forward slashes. */
function walk( dir ) {
	const out = [];
	for ( const entry of fs.readdirSync( path.join( ROOT, dir ), { withFileTypes: true } ) ) {
		const rel = dir ? `${ dir }/${ entry.name }` : entry.name;
		if ( entry.isDirectory() ) {
			if ( entry.name !== 'node_modules' && ! entry.name.startsWith( '.' ) ) {
				out.push( ...walk( rel ) );
			}
		} else if ( entry.isFile() ) {
			out.push( rel );
		}
	}
	return out;
}

/** @return {string[]} The files of the release, sorted by byte order. */
function releaseFiles( root = ROOT ) {
	if ( ! fs.existsSync( path.join( root, 'build/.complete' ) ) ) {
		throw new Error( 'the plugin is not built: run npm run build first' );
	}
	return walk( '' )
		.filter( shipped )
		.sort( ( a, b ) => Buffer.compare( Buffer.from( a ), Buffer.from( b ) ) );
}

/**
 * Writes the zip; resolves with its path, size and sha256.
 *
 * @param {{ version?: string, outDir?: string }} options
 */
function makeZip( { version, outDir } = {} ) {
	const pkg = JSON.parse( fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' ) );
	const release = version ?? pkg.version;
	const out = path.resolve( outDir ?? path.join( ROOT, 'dist' ), `${ SLUG }-${ release }.zip` );
	fs.mkdirSync( path.dirname( out ), { recursive: true } );
	const zip = new yazl.ZipFile();
	const options = { mtime: FIXED_TIME, mode: 0o100644, forceDosTimestamp: true, compress: true };
	const dirOptions = { mtime: FIXED_TIME, mode: 0o40755, forceDosTimestamp: true };
	const dirs = new Set();
	for ( const file of releaseFiles() ) {
		// Folder entries first, as unzip tools and WordPress's own unzipper expect them.
		const parts = file.split( '/' );
		for ( let i = 0; i < parts.length; i++ ) {
			const dir = parts.slice( 0, i ).join( '/' );
			if ( ! dirs.has( dir ) ) {
				dirs.add( dir );
				zip.addEmptyDirectory( entryName( dir ), dirOptions );
			}
		}
		let data = fs.readFileSync( path.join( ROOT, file ) );
		if ( VERSIONED_FILES.includes( file ) ) {
			data = Buffer.from( stampVersion( file, data.toString( 'utf8' ), release ) );
		}
		zip.addBuffer( data, entryName( file ), options );
	}
	zip.end();
	return new Promise( ( resolve, reject ) => {
		const tmp = `${ out }.tmp`;
		zip.outputStream
			.pipe( fs.createWriteStream( tmp ) )
			.on( 'error', reject )
			.on( 'close', () => {
				fs.renameSync( tmp, out );
				const bytes = fs.readFileSync( out );
				resolve( {
					file: out,
					bytes: bytes.length,
					sha256: crypto.createHash( 'sha256' ).update( bytes ).digest( 'hex' ),
				} );
			} );
	} );
}

module.exports = { makeZip, releaseFiles, BUDGET_BYTES };

if ( require.main === module ) {
	const arg = ( name ) => process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) )?.split( '=' )[ 1 ];
	makeZip( { version: arg( 'version' ), outDir: arg( 'out' ) } )
		.then( ( { file, bytes, sha256 } ) => {
			console.log(
				`${ path.relative( process.cwd(), file ) }  ${ ( bytes / 1024 ).toFixed( 0 ) } KB  sha256 ${ sha256 }`
			);
			if ( bytes > BUDGET_BYTES ) {
				console.error( `vitrine: the zip is ${ bytes } bytes, over the ${ BUDGET_BYTES }-byte budget` );
				process.exit( 1 );
			}
			if ( process.argv.includes( '--check' ) ) {
				const problems = require( './check-zip' ).checkZip( file );
				if ( problems.length ) {
					console.error(
						`vitrine: ${ problems.length } release check problem(s):\n  ${ problems.join( '\n  ' ) }`
					);
					process.exit( 1 );
				}
				console.log( 'release checks passed (docs/lifecycle.md, "Release checks")' );
			}
		} )
		.catch( ( error ) => {
			console.error( `vitrine: ${ error.message }` );
			process.exit( 1 );
		} );
}

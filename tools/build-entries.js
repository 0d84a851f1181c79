/**
 * Derives the build's entries from the source tree, so that adding a block folder or an entry file
 * needs no edit to the webpack config. Used by webpack.config.js; unit-tested in tests/unit/build.
 */
const fs = require( 'fs' );
const path = require( 'path' );

const SOURCE_EXTENSIONS = [ '.ts', '.tsx', '.js', '.jsx' ];
const STYLE_EXTENSIONS = [ '.scss', '.css' ];
const BLOCK_FILE_FIELDS = [ 'editorScript', 'script', 'viewScript', 'editorStyle', 'style', 'viewStyle' ];

function fail( message ) {
	throw new Error( `vitrine build: ${ message }` );
}

function findSource( dir, base, extensions ) {
	return extensions.map( ( ext ) => path.join( dir, base + ext ) ).find( ( file ) => fs.existsSync( file ) );
}

/** Entries for every block: `blocks/<name>/<file>` built from the source the block.json names. */
function blockEntries( blocksDir ) {
	const entries = {};
	if ( ! fs.existsSync( blocksDir ) ) {
		return entries;
	}
	for ( const name of fs.readdirSync( blocksDir ).sort() ) {
		const dir = path.join( blocksDir, name );
		const metaFile = path.join( dir, 'block.json' );
		if ( ! fs.existsSync( metaFile ) ) {
			continue;
		}
		let meta;
		try {
			meta = JSON.parse( fs.readFileSync( metaFile, 'utf8' ) );
		} catch ( error ) {
			fail( `blocks/${ name }/block.json is not valid JSON: ${ error.message }` );
		}
		const styleEntries = [];
		for ( const field of BLOCK_FILE_FIELDS ) {
			for ( const value of [].concat( meta[ field ] || [] ) ) {
				if ( typeof value !== 'string' || ! value.startsWith( 'file:' ) ) {
					continue; // A registered handle, such as the builder runtime.
				}
				const rel = value.slice( 5 ).replace( /^\.\//, '' );
				const parsed = path.parse( rel );
				const key = `blocks/${ name }/${ path.join( parsed.dir, parsed.name ) }`;
				if ( parsed.ext === '.js' ) {
					const source = findSource( path.join( dir, parsed.dir ), parsed.name, SOURCE_EXTENSIONS );
					if ( ! source ) {
						fail(
							`blocks/${ name }/block.json "${ field }" names ${ value }, but blocks/${ name }/${ parsed.name }.ts(x) does not exist`
						);
					}
					entries[ key ] = source;
				} else if ( parsed.ext === '.css' ) {
					styleEntries.push( { field, value, parsed, key } );
				}
			}
		}
		// Styles: `style-index.css` comes from a stylesheet that the `index` script imports (the
		// Gutenberg convention); any other name must have its own .scss or .css source.
		for ( const { field, value, parsed, key } of styleEntries ) {
			const fromScript =
				parsed.name.startsWith( 'style-' ) && entries[ `blocks/${ name }/${ parsed.name.slice( 6 ) }` ];
			if ( fromScript ) {
				continue;
			}
			const source = findSource( path.join( dir, parsed.dir ), parsed.name, STYLE_EXTENSIONS );
			if ( ! source ) {
				fail(
					`blocks/${ name }/block.json "${ field }" names ${ value }, but no blocks/${ name }/${ parsed.name }.scss exists`
				);
			}
			entries[ key ] = source;
		}
		if ( typeof meta.render === 'string' && meta.render.startsWith( 'file:' ) ) {
			const render = path.join( dir, meta.render.slice( 5 ) );
			if ( ! fs.existsSync( render ) ) {
				fail( `blocks/${ name }/block.json "render" names ${ meta.render }, which does not exist` );
			}
		}
	}
	return entries;
}

/** Entries for every `*.entry.ts(x)` under dir, named by their path without the suffix. */
function fileEntries( dir ) {
	const entries = {};
	if ( ! fs.existsSync( dir ) ) {
		return entries;
	}
	for ( const rel of fs.readdirSync( dir, { recursive: true } ).sort() ) {
		const match = /^(.*)\.entry\.(ts|tsx|js)$/.exec( rel );
		if ( match ) {
			entries[ match[ 1 ].split( path.sep ).join( '/' ) ] = path.join( dir, rel );
		}
	}
	return entries;
}

module.exports = { blockEntries, fileEntries };

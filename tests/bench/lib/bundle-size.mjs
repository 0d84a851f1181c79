/**
 * Bundle sizes: the gzip bytes of every built script and stylesheet (plugin entries, block files,
 * lazy chunks, theme), compared with tests/bench/baseline.json. Right-to-left stylesheets mirror
 * their left-to-right twins and are left out. Lazy chunks are named by webpack's numeric ids, which
 * can change when modules move: a chunk that appears or disappears shows as new or gone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BASELINE = 'tests/bench/baseline.json';

function* walk( dir ) {
	for ( const name of readdirSync( dir ).sort() ) {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			yield* walk( path );
		} else if ( /\.(js|css)$/.test( name ) && ! name.endsWith( '-rtl.css' ) ) {
			yield path;
		}
	}
}

/** @return {Record<string, number>} gzip bytes per built file, keyed by its path in the project. */
export function measureBuild( root ) {
	const sizes = {};
	for ( const dir of [ 'build', 'themes/vitrine/build' ] ) {
		try {
			for ( const file of walk( join( root, dir ) ) ) {
				sizes[ relative( root, file ) ] = gzipSync( readFileSync( file ), { level: 9 } ).length;
			}
		} catch ( error ) {
			if ( error.code !== 'ENOENT' ) {
				throw error;
			}
		}
	}
	return sizes;
}

/** The group a file counts in, for the totals: entries, blocks, chunks, theme. */
const group = ( file ) => {
	if ( file.startsWith( 'themes/' ) ) {
		return 'theme';
	}
	return /^build\/(blocks|chunks)\//.exec( file )?.[ 1 ] ?? 'entries';
};

/**
 * Rows of growth against the baseline: every file whose size changed, appeared or went, then one
 * total per group and overall. Growth is the difference in bytes and in percent of the baseline.
 */
export function compare( current, baseline ) {
	const row = ( file, now, before ) => ( {
		file,
		gzip: now ?? 0,
		baseline: before ?? 0,
		growth: ( now ?? 0 ) - ( before ?? 0 ),
		percent: before ? `${ ( ( 100 * ( ( now ?? 0 ) - before ) ) / before ).toFixed( 1 ) }%` : 'new',
	} );
	const files = [ ...new Set( [ ...Object.keys( baseline ), ...Object.keys( current ) ] ) ].sort();
	const changed = files
		.filter( ( file ) => current[ file ] !== baseline[ file ] )
		.map( ( file ) => ( {
			...row( file, current[ file ], baseline[ file ] ),
			...( file in current ? {} : { percent: 'gone' } ),
		} ) )
		.sort( ( a, b ) => b.growth - a.growth );
	const totals = [ 'entries', 'blocks', 'chunks', 'theme', 'all' ].map( ( name ) => {
		const sum = ( sizes ) =>
			Object.entries( sizes )
				.filter( ( [ file ] ) => name === 'all' || group( file ) === name )
				.reduce( ( total, [ , bytes ] ) => total + bytes, 0 );
		return row( `total: ${ name }`, sum( current ), sum( baseline ) );
	} );
	return [ ...changed, ...totals ];
}

/**
 * PHP's debug log of the local site (WP_DEBUG_LOG in .wp/debug.log). The browser suite remembers its
 * size when it starts and fails at the end if the pages it loaded logged a PHP error, warning, notice
 * or deprecation from Vitrine's code, or any fatal error.
 */
import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = realpathSync( join( __dirname, '../..' ) );
const LOG = join( ROOT, '.wp/debug.log' );
const MARK = join( __dirname, '.auth/php-log-offset' );

export function rememberPhpLogOffset(): void {
	writeFileSync( MARK, String( existsSync( LOG ) ? statSync( LOG ).size : 0 ) );
}

/**
 * Whether a log line points at Vitrine's own files (WordPress core lives under .wp/, not ours), or at
 * a cluster web node's copy of them (.wp/cluster/nodeN/site/wp-content/plugins/vitrine/, the release
 * files each node runs: docs/scaling.md).
 */
function ours( line: string ): boolean {
	const file = / in (\/\S+\.php) on line /.exec( line )?.[ 1 ];
	if ( ! file || ! file.startsWith( ROOT + '/' ) ) {
		return false;
	}
	const inRepo = file.slice( ROOT.length + 1 );
	return (
		! inRepo.startsWith( '.wp/' ) || /^\.wp\/cluster\/[^/]+\/site\/wp-content\/plugins\/vitrine\//.test( inRepo )
	);
}

export function newPhpProblems(): string[] {
	if ( ! existsSync( LOG ) ) {
		return [];
	}
	const offset = existsSync( MARK ) ? Number( readFileSync( MARK, 'utf8' ) ) || 0 : 0;
	const text = readFileSync( LOG ).subarray( offset ).toString( 'utf8' );
	return text
		.split( '\n' )
		.filter(
			( line ) =>
				/PHP (Fatal|Parse) error/.test( line ) ||
				( /PHP (Warning|Notice|Deprecated)/.test( line ) && ours( line ) )
		);
}

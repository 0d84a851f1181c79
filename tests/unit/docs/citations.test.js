// eslint-disable-next-line jsdoc/check-tag-names -- jest reads the environment from this docblock.
/** @jest-environment node */

/*
 * docs/ is the source the code cites (docs/architecture.md): comments and tests point to its pages,
 * never to a specification or a page outside the repository, and every docs/ page they name exists.
 */
const { execFileSync } = require( 'child_process' );
const fs = require( 'fs' );
const path = require( 'path' );

const ROOT = path.join( __dirname, '../../..' );
const CODE = [ '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.php', '*.scss', '*.sh', '*.json', 'README.md' ];

/** `file:line:text` for every line of the tracked code that matches pattern (none: git grep exits 1). */
function grep( pattern ) {
	try {
		return execFileSync( 'git', [ 'grep', '-n', '-I', '-P', pattern, '--', ...CODE, ':!package-lock.json' ], {
			cwd: ROOT,
			encoding: 'utf8',
		} )
			.trim()
			.split( '\n' );
	} catch ( error ) {
		if ( error.status === 1 ) {
			return [];
		}
		throw error;
	}
}

it( 'cites no specification or page outside the repository', () => {
	// A browser test file is a "spec" (x.spec.ts); the product specification is not cited.
	expect( grep( "(?i:\\bthe spec\\b(?!\\.ts)|\\bspec's\\b|\\bSPEC\\.md)|\\bARCHITECTURE\\.md" ) ).toEqual( [] );
} );

it( 'names only docs/ pages that exist', () => {
	const cited = new Set(
		grep( 'docs/[a-z-]+\\.md' ).flatMap( ( line ) => line.match( /docs\/[a-z-]+\.md/g ) ?? [] )
	);
	expect( cited.size ).toBeGreaterThan( 10 );
	expect( [ ...cited ].filter( ( page ) => ! fs.existsSync( path.join( ROOT, page ) ) ) ).toEqual( [] );
} );

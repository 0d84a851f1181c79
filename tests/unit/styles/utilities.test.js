// eslint-disable-next-line jsdoc/check-tag-names -- jest reads the environment from this docblock.
/** @jest-environment node */

/*
 * Utilities are defined once (docs/architecture.md): the visually hidden rule lives in
 * src/shared/_utilities.scss, and every stylesheet that hides text for screen readers includes its
 * mixin instead of repeating the clipping.
 */
const { execFileSync } = require( 'child_process' );
const path = require( 'path' );

it( 'hides text for screen readers only through the shared mixin', () => {
	let files = [];
	try {
		files = execFileSync(
			'git',
			[ 'grep', '-l', '-E', 'clip-path: *inset\\(50%\\)|clip: *rect\\(', '--', '*.scss', '*.css' ],
			{ cwd: path.join( __dirname, '../../..' ), encoding: 'utf8' }
		)
			.trim()
			.split( '\n' );
	} catch ( error ) {
		if ( error.status !== 1 ) {
			throw error;
		}
	}
	expect( files ).toEqual( [ 'src/shared/_utilities.scss' ] );
} );

/**
 * The code the theme and the plugin's scripts share has one name, `@vitrine/shared`
 * (src/shared/index.ts, docs/architecture.md "Shared code"): the theme no longer reaches into the
 * plugin's folders, and whether the build bundles it (today) or makes it a script handle is decided in
 * one place, webpack.config.js. The scripts listed here import its modules directly because they
 * must keep their own copy even then, for the reason given.
 */
import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import path from 'path';
import * as shared from '../../../src/shared';

const ROOT = path.resolve( __dirname, '../../..' );

/** Where an own copy of shared code is wanted, and why. */
const OWN_COPY: Record< string, string > = {
	'src/consent/first-layer.ts': "the consent gate runs first among the page's scripts (docs/consent.md)",
	'src/consent/gate.entry.ts': 'the consent gate itself, which counts its first layer (docs/insights.md)',
	'src/consent/stats.ts': "the gate's counting: it takes only the event type (docs/insights.md)",
	'src/consent/core/settings.ts': 'part of the inline consent head script',
	'src/consent/ui/': 'the consent dialogs, which the inline gate loads itself on demand (docs/consent.md)',
	'src/builder/runtime/': 'the builder runtime has no dependencies (docs/builder.md, Scripts a page loads)',
};

const modules = [
	...readFileSync( path.join( ROOT, 'src/shared/index.ts' ), 'utf8' ).matchAll( /from '\.\/([\w-]+)'/g ),
].map( ( match ) => match[ 1 ] as string );

/** The tracked files under paths whose text matches pattern (git grep exits 1 when none does). */
function importers( pattern: string, ...paths: string[] ): string[] {
	try {
		return execFileSync( 'git', [ 'grep', '-l', '-E', pattern, '--', ...paths ], { cwd: ROOT, encoding: 'utf8' } )
			.trim()
			.split( '\n' );
	} catch ( error ) {
		if ( ( error as { status?: number } ).status === 1 ) {
			return [];
		}
		throw error;
	}
}

describe( '@vitrine/shared', () => {
	it( 'holds the modules the theme header and the plugin scripts share', () => {
		expect( modules ).toEqual( [
			'settings',
			'device',
			'focus-trap',
			'safe-url',
			'cart-store',
			'cart-format',
			'shown',
			'i18n',
			'insights',
		] );
		// What @vitrine/shared gives is the modules' own code.
		expect( shared.trapFocus ).toBe( require( '../../../src/shared/focus-trap' ).trapFocus );
		expect( shared.readCart ).toBe( require( '../../../src/shared/cart-format' ).readCart );
	} );

	it( 'is how scripts import its modules', () => {
		const relative = `from '[^']*shared/(${ modules.join( '|' ) })'`;
		const copies = importers( relative, 'src', 'blocks', 'themes/vitrine/src', ':!src/shared', ':!**/test/**' );
		const unexplained = copies.filter(
			( file ) => ! Object.keys( OWN_COPY ).some( ( own ) => file.startsWith( own ) )
		);
		expect( unexplained ).toEqual( [] );
		// Each listed exception still exists, so the list cannot grow stale.
		for ( const own of Object.keys( OWN_COPY ) ) {
			expect( copies.some( ( file ) => file.startsWith( own ) ) ).toBe( true );
		}
	} );

	it( 'is how the other shared modules use them too', () => {
		const outside = importers( `from '\\./(${ modules.join( '|' ) })'`, 'src/shared' ).filter(
			( file ) =>
				! modules.some( ( name ) => file === `src/shared/${ name }.ts` ) && file !== 'src/shared/index.ts'
		);
		expect( outside ).toEqual( [] );
	} );

	it( 'is what the theme imports', () => {
		expect( importers( `src/shared/(${ modules.join( '|' ) })'`, 'themes/vitrine/src' ) ).toEqual( [] );
		expect( importers( "from '@vitrine/shared'", 'themes/vitrine/src' ).length ).toBeGreaterThan( 0 );
	} );
} );

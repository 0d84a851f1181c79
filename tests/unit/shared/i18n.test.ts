/**
 * The translation helper visitor scripts use instead of wp-i18n (src/shared/i18n.ts): the server's
 * texts, wp-i18n when the page has it, English otherwise; and sprintf as wp-i18n formats.
 */
/* eslint-disable @wordpress/i18n-translator-comments -- test texts, never shown to anyone. */
import { sprintf as wpSprintf } from '@wordpress/i18n';
import { __, _n, resetTexts, sprintf } from '../../../src/shared/i18n';

function printTexts( table: Record< string, unknown > | string ) {
	document.body.innerHTML = `<script type="application/json" class="vitrine-texts">${
		typeof table === 'string' ? table : JSON.stringify( table )
	}</script>`;
	resetTexts();
}

afterEach( () => {
	document.body.innerHTML = '';
	document.documentElement.lang = '';
	delete ( window as { wp?: unknown } ).wp;
	resetTexts();
} );

describe( 'visitor-side translations', () => {
	it( 'shows the English text without a table', () => {
		expect( __( 'Copied', 'vitrine' ) ).toBe( 'Copied' );
		expect( _n( '%d image shown', '%d images shown', 1, 'vitrine' ) ).toBe( '%d image shown' );
		expect( _n( '%d image shown', '%d images shown', 3, 'vitrine' ) ).toBe( '%d images shown' );
	} );

	it( 'shows the texts the server printed, with the plural form of the page language', () => {
		document.documentElement.lang = 'pl-PL';
		printTexts( {
			Copied: 'Skopiowano',
			'%d image shown': [ '%d obraz', '%d obrazy', '%d obrazów' ],
		} );
		expect( __( 'Copied', 'vitrine' ) ).toBe( 'Skopiowano' );
		expect( __( 'Close', 'vitrine' ) ).toBe( 'Close' );
		expect( _n( '%d image shown', '%d images shown', 1, 'vitrine' ) ).toBe( '%d obraz' );
		expect( _n( '%d image shown', '%d images shown', 3, 'vitrine' ) ).toBe( '%d obrazy' );
		expect( _n( '%d image shown', '%d images shown', 5, 'vitrine' ) ).toBe( '%d obrazów' );
	} );

	it( 'keeps English when the table is broken', () => {
		printTexts( '{not json' );
		expect( __( 'Copied', 'vitrine' ) ).toBe( 'Copied' );
		printTexts( '["Copied"]' );
		expect( __( 'Copied', 'vitrine' ) ).toBe( 'Copied' );
	} );

	it( 'asks wp-i18n when the page has it (the editor)', () => {
		( window as { wp?: unknown } ).wp = {
			i18n: {
				__: ( text: string ) => `[${ text }]`,
				_n: ( one: string, many: string, n: number ) => ( n === 1 ? `[${ one }]` : `[${ many }]` ),
			},
		};
		printTexts( { Copied: 'Skopiowano' } );
		expect( __( 'Copied', 'vitrine' ) ).toBe( '[Copied]' );
		expect( _n( 'a', 'b', 2, 'vitrine' ) ).toBe( '[b]' );
	} );

	it( 'formats as wp-i18n does for the formats Vitrine uses', () => {
		const cases: Array< [ string, Array< string | number > ] > = [
			[ '%s is required.', [ 'Name' ] ],
			[ '%1$s is too long (at most %2$d characters).', [ 'Name', 40 ] ],
			[ 'Step %1$d of %2$d: %3$s', [ 2, 3, 'Details' ] ],
			[ '%2$s then %1$s', [ 'a', 'b' ] ],
			[ '%d%% done', [ 7 ] ],
			[ 'Image %1$d of %2$d', [ '4', 9 ] ],
		];
		for ( const [ format, args ] of cases ) {
			expect( sprintf( format, ...args ) ).toBe(
				( wpSprintf as ( f: string, ...a: unknown[] ) => string )( format, ...args )
			);
		}
	} );
} );

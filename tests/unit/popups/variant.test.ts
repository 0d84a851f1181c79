/**
 * A/B test draws (src/builder/popup/variant.ts): by weight, kept once drawn, redrawn when the kept
 * variant left the test or was paused, and one variant per popup and page even without storage.
 */
import { drawVariant, variantOptions, visitorVariant } from '../../../src/builder/popup/variant';
import { STORAGE_KEY, VisitorStorage } from '../../../src/builder/popup/storage';
import { MemoryStorage } from './memory-storage';

const options = [
	{ key: 'a', weight: 50 },
	{ key: 'b', weight: 30 },
	{ key: 'c', weight: 20 },
];

function variantMarkup( id: string, key: string, weight: number ): string {
	return `<div class="vitrine-popup" data-vitrine="popup" data-popup-id="${ id }" data-variant="${ key }" data-weight="${ weight }" hidden></div>`;
}

describe( 'drawVariant', () => {
	it( 'splits [0, 1) by the weights', () => {
		expect( drawVariant( options, null, 0 ) ).toBe( 'a' );
		expect( drawVariant( options, null, 0.4999 ) ).toBe( 'a' );
		expect( drawVariant( options, null, 0.5 ) ).toBe( 'b' );
		expect( drawVariant( options, null, 0.7999 ) ).toBe( 'b' );
		expect( drawVariant( options, null, 0.8 ) ).toBe( 'c' );
		expect( drawVariant( options, null, 0.99999 ) ).toBe( 'c' );
	} );

	it( 'keeps the stored variant, and redraws when it left the test or is paused', () => {
		expect( drawVariant( options, 'c', 0 ) ).toBe( 'c' );
		expect( drawVariant( options, 'f', 0.6 ) ).toBe( 'b' );
		expect(
			drawVariant(
				[
					{ key: 'a', weight: 1 },
					{ key: 'b', weight: 0 },
				],
				'b',
				0.99
			)
		).toBe( 'a' );
	} );

	it( 'never draws a weight of 0, and falls back to the control when all are 0', () => {
		const paused = [
			{ key: 'a', weight: 0 },
			{ key: 'b', weight: 10 },
		];
		expect( drawVariant( paused, null, 0 ) ).toBe( 'b' );
		expect(
			drawVariant(
				[
					{ key: 'a', weight: 0 },
					{ key: 'b', weight: 0 },
				],
				null,
				0.7
			)
		).toBe( 'a' );
	} );
} );

describe( 'visitorVariant', () => {
	it( 'reads the options of one popup from the page', () => {
		document.body.innerHTML =
			variantMarkup( '5', 'a', 50 ) + variantMarkup( '5', 'b', 25 ) + variantMarkup( '6', 'a', 9 );
		expect( variantOptions( document, '5' ) ).toEqual( [
			{ key: 'a', weight: 50 },
			{ key: 'b', weight: 25 },
		] );
	} );

	it( 'keeps the stored variant on later page views', () => {
		const local = new MemoryStorage();
		const first = document.implementation.createHTMLDocument();
		first.body.innerHTML = variantMarkup( '5', 'a', 50 ) + variantMarkup( '5', 'b', 50 );
		const storage = new VisitorStorage( local, null );
		expect( visitorVariant( first, '5', storage, () => 0.75 ) ).toBe( 'b' );
		storage.setVariant( '5', 'b' ); // What the handler does once the page is shown.
		expect( JSON.parse( local.getItem( STORAGE_KEY )! ) ).toEqual( { popup_5_variant: 'b' } );
		const next = document.implementation.createHTMLDocument();
		next.body.innerHTML = first.body.innerHTML;
		expect( visitorVariant( next, '5', new VisitorStorage( local, null ), () => 0 ) ).toBe( 'b' );
	} );

	it( 'draws once per page when storage is refused, and answers null without a test', () => {
		document.body.innerHTML = variantMarkup( '8', 'a', 50 ) + variantMarkup( '8', 'b', 50 );
		const storage = new VisitorStorage( null, null );
		const draws = [ 0.1, 0.9 ];
		expect( visitorVariant( document, '8', storage, () => draws.shift()! ) ).toBe( 'a' );
		expect( visitorVariant( document, '8', storage, () => draws.shift()! ) ).toBe( 'a' );
		expect( visitorVariant( document, '9', storage ) ).toBeNull();
	} );
} );

/**
 * The A/B test of the consent bar in the browser (src/consent/core/bar-variant.ts): the draw by
 * weight, keeping the stored variant, and leaving only the visitor's layer in the page.
 */
import {
	barVariant,
	keepBarVariant,
	keepOnlyLayer,
	validBarTest,
	VARIANT_ATTR,
	VARIANT_KEY,
} from '../../../src/consent/core/bar-variant';

const options = [
	{ key: 'a', weight: 50 },
	{ key: 'b', weight: 25 },
	{ key: 'c', weight: 25 },
];

beforeEach( () => {
	document.documentElement.removeAttribute( VARIANT_ATTR );
	window.localStorage.clear();
	document.body.innerHTML = '';
} );

describe( 'consent bar variants', () => {
	it( 'accepts only a printed test of lettered variants with weights', () => {
		expect( validBarTest( options ) ).toBe( true );
		expect( validBarTest( [ { key: 'a', weight: 50 } ] ) ).toBe( false );
		expect(
			validBarTest( [
				{ key: 'a', weight: 50 },
				{ key: 'z', weight: 5 },
			] )
		).toBe( false );
		expect( validBarTest( 'a' ) ).toBe( false );
	} );

	it( 'draws by weight and marks the draw on <html>', () => {
		expect( barVariant( document, window, options, () => 0.49 ) ).toBe( 'a' );
		document.documentElement.removeAttribute( VARIANT_ATTR );
		expect( barVariant( document, window, options, () => 0.5 ) ).toBe( 'b' );
		expect( document.documentElement.getAttribute( VARIANT_ATTR ) ).toBe( 'b' );
		// Marked once (by the head script): the gate reads the same letter, whatever the random.
		expect( barVariant( document, window, options, () => 0.99 ) ).toBe( 'b' );
	} );

	it( 'keeps a stored variant while it still has a weight, and draws again once paused', () => {
		keepBarVariant( window, 'c' );
		expect( window.localStorage.getItem( VARIANT_KEY ) ).toBe( 'c' );
		expect( barVariant( document, window, options, () => 0 ) ).toBe( 'c' );
		document.documentElement.removeAttribute( VARIANT_ATTR );
		const paused = [
			{ key: 'a', weight: 50 },
			{ key: 'b', weight: 50 },
			{ key: 'c', weight: 0 },
		];
		expect( barVariant( document, window, paused, () => 0.75 ) ).toBe( 'b' );
	} );

	it( 'draws nothing without a test', () => {
		expect( barVariant( document, window, undefined ) ).toBeNull();
		expect( document.documentElement.hasAttribute( VARIANT_ATTR ) ).toBe( false );
	} );

	it( "leaves only the visitor's layer, under the control's id", () => {
		document.body.innerHTML = [ 'a', 'b', 'c' ]
			.map(
				( v ) =>
					`<section data-vitrine-consent-layer data-vitrine-consent-variant="${ v }" hidden><div id="bar${
						v === 'a' ? '' : '-' + v
					}" class="vitrine-consent-bar"></div></section>`
			)
			.join( '' );
		keepOnlyLayer( document, 'b' );
		const layers = document.querySelectorAll( '[data-vitrine-consent-layer]' );
		expect( layers ).toHaveLength( 1 );
		expect( layers[ 0 ]?.getAttribute( VARIANT_ATTR ) ).toBe( 'b' );
		expect( document.getElementById( 'bar' )?.closest( '[data-vitrine-consent-layer]' ) ).toBe( layers[ 0 ] );
	} );
} );

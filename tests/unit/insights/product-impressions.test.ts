/**
 * Product impressions (src/affiliate/impressions.ts): once per product and page view, when at least
 * half of one of its elements is in view; inline text links are not counted.
 */
import { watchImpressions } from '../../../src/affiliate/impressions';

type Callback = ( entries: Array< { target: Element; intersectionRatio: number } > ) => void;
let fire: Callback = () => {};
const observed = new Set< Element >();

beforeAll( () => {
	( window as unknown as { IntersectionObserver: unknown } ).IntersectionObserver = class {
		constructor( callback: Callback, options: { threshold: number } ) {
			expect( options.threshold ).toBe( 0.5 );
			fire = callback;
		}
		observe( element: Element ) {
			observed.add( element );
		}
		unobserve( element: Element ) {
			observed.delete( element );
		}
	};
} );

it( 'counts each product once per page view when half of one of its elements is seen', () => {
	document.body.innerHTML = `
		<div class="vitrine-product" data-vitrine-product-id="4"></div>
		<table class="vitrine-table"><tr><td><a data-vitrine-product-id="4"></a></td><td><a data-vitrine-product-id="9"></a></td></tr></table>
		<span class="vitrine-product vitrine-product--link" data-vitrine-product-id="5"></span>
		<div data-vitrine-product-id="x"></div>`;
	const count = jest.fn();
	watchImpressions( document, 'Page-12', count );
	expect( observed.size ).toBe( 3 );
	const [ box, cell4, cell9 ] = Array.from( observed );
	fire( [ { target: box!, intersectionRatio: 0.3 } ] );
	expect( count ).not.toHaveBeenCalled();
	fire( [ { target: cell4!, intersectionRatio: 0.6 } ] );
	fire( [ { target: box!, intersectionRatio: 1 } ] );
	fire( [ { target: cell9!, intersectionRatio: 0.5 } ] );
	expect( count.mock.calls.map( ( [ e ] ) => e ) ).toEqual( [
		{ entity: 'product:4', event: 'impression', dimension: 'page-12' },
		{ entity: 'product:9', event: 'impression', dimension: 'page-12' },
	] );
	expect( observed.size ).toBe( 0 );
} );

it( 'watches nothing on a prerendered page until the visitor is shown it', () => {
	document.body.innerHTML = `<div class="vitrine-product" data-vitrine-product-id="4"></div>`;
	observed.clear();
	Object.defineProperty( document, 'prerendering', { value: true, configurable: true } );
	try {
		watchImpressions( document, 'page-12', jest.fn() );
		expect( observed.size ).toBe( 0 );
		Object.defineProperty( document, 'prerendering', { value: false, configurable: true } );
		document.dispatchEvent( new Event( 'prerenderingchange' ) );
		expect( observed.size ).toBe( 1 );
	} finally {
		delete ( document as unknown as { prerendering?: boolean } ).prerendering;
	}
} );

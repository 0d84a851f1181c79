import { nest, parseTocSettings, scrollTarget, slugify } from '../toc';
import tableOfContents, { buildList } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

describe( 'table of contents logic', () => {
	it( 'parses settings with safe defaults', () => {
		expect( parseTocSettings( { levels: [ 3, 2, 2, 9, 'x' ], layout: 'flat', offset: 40 } ) ).toEqual( {
			levels: [ 2, 3 ],
			layout: 'flat',
			offset: 40,
		} );
		expect( parseTocSettings( { levels: 'h2', layout: 'weird', offset: 'far' } ) ).toEqual( {
			levels: [ 2, 3 ],
			layout: 'nested',
			offset: 0,
		} );
		expect( parseTocSettings( { offset: 9999 } ).offset ).toBe( 500 );
	} );

	it( 'makes unique slugs', () => {
		const used = new Set< string >( [ 'intro' ] );
		expect( slugify( 'Intro', used ) ).toBe( 'intro-2' );
		expect( slugify( 'Café & Crème!', used ) ).toBe( 'cafe-creme' );
		expect( slugify( '???', used ) ).toBe( 'section' );
		expect( slugify( '???', used ) ).toBe( 'section-2' );
	} );

	it( 'nests by level, tolerating skipped and shallower levels', () => {
		const tree = nest( [
			{ id: 'a', text: 'A', level: 2 },
			{ id: 'a1', text: 'A1', level: 3 },
			{ id: 'a1x', text: 'A1x', level: 4 },
			{ id: 'b', text: 'B', level: 2 },
			{ id: 'b1', text: 'B1', level: 4 },
		] );
		expect( tree.map( ( n ) => n.id ) ).toEqual( [ 'a', 'b' ] );
		expect( tree[ 0 ]!.children[ 0 ]!.children[ 0 ]!.id ).toBe( 'a1x' );
		expect( tree[ 1 ]!.children[ 0 ]!.id ).toBe( 'b1' );
	} );

	it( 'computes the scroll target below the offset', () => {
		expect( scrollTarget( 300, 1000, 80 ) ).toBe( 1220 );
		expect( scrollTarget( -50, 10, 80 ) ).toBe( 0 );
	} );
} );

describe( 'table of contents handler', () => {
	beforeEach( () => {
		document.body.innerHTML = `<main>
			<nav class="vitrine-toc" id="toc"><details open><summary>Contents</summary></details></nav>
			<h2>First</h2><h3>Inner</h3><h2 id="keep">Second</h2><h4>Too deep</h4>
		</main>`;
	} );

	it( 'builds the list from the headings when the server did not', () => {
		const element = document.getElementById( 'toc' ) as HTMLElement;
		const list = buildList( element, parseTocSettings( {} ) );
		expect( list?.querySelectorAll( 'a' ) ).toHaveLength( 3 );
		expect( document.querySelector( 'h2' )?.id ).toBe( 'first' );
		expect( list?.querySelector( 'li li a' )?.getAttribute( 'href' ) ).toBe( '#inner' );
	} );

	it( 'scrolls to a heading with the offset, focuses it and marks the link current', () => {
		const element = document.getElementById( 'toc' ) as HTMLElement;
		const scrollTo = jest.fn();
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		const teardown = mount( tableOfContents, element, { offset: 60 } );
		const link = element.querySelector( 'a[href="#keep"]' ) as HTMLAnchorElement;
		link.click();
		expect( scrollTo ).toHaveBeenCalledWith( expect.objectContaining( { top: 0 } ) );
		expect( document.activeElement?.id ).toBe( 'keep' );
		expect( link.getAttribute( 'aria-current' ) ).toBe( 'location' );
		teardown?.();
		expect( element.querySelector( '.vitrine-toc__list' ) ).toBeNull();
	} );
} );

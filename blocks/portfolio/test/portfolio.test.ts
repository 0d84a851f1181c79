import { filterFromUrl, matches, urlWithFilter } from '../filter';
import portfolio from '../view';
import { handlerContext, mount } from '../../../tests/unit/handler-mount';

const param = 'e-filter-portfolio-1-category';

describe( 'portfolio filter logic', () => {
	it( 'matches items by term', () => {
		expect( matches( 'home gear', 'gear' ) ).toBe( true );
		expect( matches( 'home', 'gear' ) ).toBe( false );
		expect( matches( '', '' ) ).toBe( true );
	} );

	it( 'reads and writes the filter in the address', () => {
		expect( filterFromUrl( `http://x/p/?${ param }=gear&a=1`, param ) ).toBe( 'gear' );
		expect( filterFromUrl( `http://x/p/?${ param }=%3Cscript%3E`, param ) ).toBe( '' );
		expect( filterFromUrl( 'not a url', param ) ).toBe( '' );
		expect( urlWithFilter( 'http://x/p/?a=1', param, 'home' ) ).toBe( `http://x/p/?a=1&${ param }=home` );
		expect( urlWithFilter( `http://x/p/?${ param }=home`, param, '' ) ).toBe( 'http://x/p/' );
	} );
} );

describe( 'portfolio handler', () => {
	it( 'filters in place, marks the filter and pushes the address', () => {
		document.body.innerHTML = `<div id="p"><ul>
			<li><a class="vitrine-portfolio__filter" data-term="" href="?" aria-current="true">All</a></li>
			<li><a class="vitrine-portfolio__filter" data-term="gear" href="?${ param }=gear" aria-current="false">Gear</a></li></ul>
			<ul><li class="vitrine-portfolio__item" data-terms="gear">A</li><li class="vitrine-portfolio__item" data-terms="home">B</li></ul>
			<p class="vitrine-portfolio__status"></p></div>`;
		const element = document.getElementById( 'p' ) as HTMLElement;
		const teardown = mount( portfolio, element, { param, shown: '%d shown' } );
		( element.querySelector( '[data-term="gear"]' ) as HTMLElement ).click();
		const items = element.querySelectorAll< HTMLElement >( '.vitrine-portfolio__item' );
		expect( items[ 0 ]!.hidden ).toBe( false );
		expect( items[ 1 ]!.hidden ).toBe( true );
		expect( element.querySelector( '[data-term="gear"]' )?.getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect( window.location.search ).toBe( `?${ param }=gear` );
		expect( element.querySelector( '.vitrine-portfolio__status' )?.textContent ).toBe( '1 shown' );
		( element.querySelector( '[data-term=""]' ) as HTMLElement ).click();
		expect( items[ 1 ]!.hidden ).toBe( false );
		teardown?.();
		expect( portfolio( handlerContext( element, { param: 'bad param' } ) ) ).toBeUndefined();
	} );
} );

import popup, { readVisitor, effectiveMode } from '../../../src/builder/popup/handler';
import { POPUP_EVENT } from '../../../src/builder/popup/events';
import { STORAGE_KEY, VisitorStorage } from '../../../src/builder/popup/storage';
import { countOncePerPage } from '../../../src/builder/popup/page';
import type { Mode } from '../../../src/builder/runtime/types';
import { popupMarkup } from './popup-dom';
import { mount as mountHandler } from '../handler-mount';

beforeAll( () => {
	jest.spyOn( HTMLElement.prototype, 'getClientRects' ).mockImplementation( () => [ {} ] as unknown as DOMRectList );
	window.matchMedia = ( query: string ) =>
		( {
			matches: query.includes( 'min-width: 1025px' ),
			addEventListener() {},
			removeEventListener() {},
		} ) as unknown as MediaQueryList;
} );

const teardowns: Array< () => void > = [];
function mount( id: string, settings: Record< string, unknown >, mode: Mode = 'live' ) {
	document.body.insertAdjacentHTML( 'beforeend', popupMarkup( id, settings ) );
	const element = document.getElementById( `vitrine-popup-${ id }` ) as HTMLElement;
	const teardown = mountHandler( popup, element, settings, mode );
	teardowns.push( teardown );
	return { element, teardown };
}

const request = ( detail: Record< string, unknown > ) =>
	document.dispatchEvent( new CustomEvent( POPUP_EVENT, { detail } ) );
const key = ( name: string ) =>
	document.dispatchEvent( new KeyboardEvent( 'keydown', { key: name, bubbles: true, cancelable: true } ) );

describe( 'popup handler', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		localStorage.clear();
		sessionStorage.clear();
		document.body.innerHTML = '<button id="opener">Open</button>';
	} );
	afterEach( () => {
		teardowns.splice( 0 ).forEach( ( teardown ) => teardown() );
		jest.useRealTimers();
	} );

	it( 'arms its triggers, shows on the first, moves focus in after 250 ms and closes on Escape', () => {
		const { element } = mount( '1', { triggers: { page_load: { delay: 1 } } } );
		expect( element.hidden ).toBe( true );
		( document.getElementById( 'opener' ) as HTMLElement ).focus();
		jest.advanceTimersByTime( 1000 );
		expect( element.hidden ).toBe( false );
		jest.advanceTimersByTime( 249 );
		expect( document.activeElement?.id ).toBe( 'opener' );
		jest.advanceTimersByTime( 1 );
		expect( document.activeElement?.className ).toBe( 'inside' );
		key( 'Escape' );
		expect( element.hidden ).toBe( true );
		expect( document.activeElement?.id ).toBe( 'opener' );
		const stored = JSON.parse( localStorage.getItem( STORAGE_KEY ) ?? '{}' );
		expect( stored.pageViews ).toBe( 1 );
		expect( stored.popup_1_impressions ).toBe( 1 );
	} );

	it( 'in a prerendered page, stores nothing and opens nothing until the visitor sees it', () => {
		Object.defineProperty( document, 'prerendering', { configurable: true, value: true } );
		try {
			const { element } = mount( '2', { triggers: { page_load: { delay: 0 } } } );
			jest.advanceTimersByTime( 5000 );
			expect( element.hidden ).toBe( true );
			expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
			Object.defineProperty( document, 'prerendering', { configurable: true, value: false } );
			document.dispatchEvent( new Event( 'prerenderingchange' ) );
			jest.advanceTimersByTime( 0 );
			expect( element.hidden ).toBe( false );
			expect( JSON.parse( localStorage.getItem( STORAGE_KEY ) ?? '{}' ).popup_2_impressions ).toBe( 1 );
		} finally {
			delete ( document as { prerendering?: boolean } ).prerendering;
		}
	} );

	it( 'counts the page view once however many popups the page has', () => {
		const doc = document.implementation.createHTMLDocument( 'page' );
		const storage = new VisitorStorage( localStorage, sessionStorage );
		countOncePerPage( doc, storage );
		countOncePerPage( doc, storage );
		expect( storage.pageViews ).toBe( 1 );
		countOncePerPage( document.implementation.createHTMLDocument( 'next page' ), storage );
		expect( storage.pageViews ).toBe( 2 );
	} );

	it( 'is not armed when a condition fails or the visitor disabled it, except in preview', () => {
		const failing = mount( '4', {
			timing: { devices: { devices: [ 'mobile' ] } },
			triggers: { page_load: { delay: 0 } },
		} );
		localStorage.setItem( STORAGE_KEY, JSON.stringify( { popup_5_disable: true } ) );
		const disabled = mount( '5', { triggers: { page_load: { delay: 0 } } } );
		const preview = mount( '6', { triggers: { page_load: { delay: 0 } } } );
		preview.element.dataset.vitrineMode = 'preview';
		expect( effectiveMode( preview.element, 'live' ) ).toBe( 'preview' );
		localStorage.setItem( STORAGE_KEY, JSON.stringify( { popup_7_disable: true } ) );
		const previewed = mount( '7', { triggers: { page_load: { delay: 0 } } }, 'preview' );
		jest.advanceTimersByTime( 10 );
		expect( failing.element.hidden ).toBe( true );
		expect( disabled.element.hidden ).toBe( true );
		expect( previewed.element.hidden ).toBe( false );
	} );

	it( 'shows directly in edit mode', () => {
		const { element } = mount( '8', { timing: { devices: { devices: [] } } }, 'edit' );
		expect( element.hidden ).toBe( false );
	} );

	it( 'avoid_multiple_popups: a triggered popup stays hidden when another already popped', () => {
		const first = mount( '9', { triggers: { page_load: { delay: 0 } } } );
		const second = mount( '10', { avoid_multiple_popups: true, triggers: { page_load: { delay: 1 } } } );
		const third = mount( '100', { triggers: { page_load: { delay: 1 } } } );
		jest.advanceTimersByTime( 1000 );
		expect( first.element.hidden ).toBe( false );
		expect( second.element.hidden ).toBe( true );
		expect( third.element.hidden ).toBe( false );
	} );

	it( 'close button after its delay, auto close, scroll lock, background click', () => {
		const { element } = mount( '11', {
			triggers: { page_load: { delay: 0 } },
			close_button_delay: 2,
			close_automatically: 5,
			prevent_scroll: true,
		} );
		jest.advanceTimersByTime( 0 );
		const close = element.querySelector( '.vitrine-popup__close' ) as HTMLElement;
		expect( close.hidden ).toBe( true );
		expect( document.documentElement.classList.contains( 'vitrine-popup-scroll-lock' ) ).toBe( true );
		jest.advanceTimersByTime( 2000 );
		expect( close.hidden ).toBe( false );
		jest.advanceTimersByTime( 3000 );
		expect( element.hidden ).toBe( true );
		expect( document.documentElement.classList.contains( 'vitrine-popup-scroll-lock' ) ).toBe( false );
		request( { action: 'open', id: '11' } );
		const overlay = element.querySelector( '.vitrine-popup__overlay' ) as HTMLElement;
		overlay.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( element.hidden ).toBe( true );
	} );

	it( 'prevented Escape and background click keep it open; the close button closes it', () => {
		const { element } = mount( '12', {
			open_selector: '#opener',
			prevent_close_on_esc_key: true,
			prevent_close_on_background_click: true,
		} );
		( document.getElementById( 'opener' ) as HTMLElement ).click();
		expect( element.hidden ).toBe( false );
		key( 'Escape' );
		( element.querySelector( '.vitrine-popup__overlay' ) as HTMLElement ).dispatchEvent(
			new Event( 'pointerdown', { bubbles: true } )
		);
		expect( element.hidden ).toBe( false );
		( element.querySelector( '.vitrine-popup__close' ) as HTMLElement ).click();
		expect( element.hidden ).toBe( true );
		// open_selector stays armed: the same button opens it again.
		( document.getElementById( 'opener' ) as HTMLElement ).click();
		expect( element.hidden ).toBe( false );
	} );

	it( 'runs the exit animation before hiding, and none with reduced motion', () => {
		const { element } = mount( '13', { exit_animation: 'fadeOut', entrance_animation: 'zoomIn' } );
		request( { action: 'open', id: '13' } );
		const dialog = element.querySelector( '.vitrine-popup__dialog' ) as HTMLElement;
		expect( dialog.classList.contains( 'vitrine-animate--zoomIn' ) ).toBe( true );
		request( { action: 'close', id: '13' } );
		expect( element.hidden ).toBe( false );
		expect( dialog.classList.contains( 'vitrine-animate--fadeOut' ) ).toBe( true );
		dialog.dispatchEvent( new Event( 'animationend' ) );
		expect( element.hidden ).toBe( true );
		expect( dialog.className ).toBe( 'vitrine-popup__dialog' );

		const media = window.matchMedia;
		window.matchMedia = ( q: string ) => ( { ...media( q ), matches: q.includes( 'reduce' ) } ) as MediaQueryList;
		const reduced = mount( '14', { exit_animation: 'fadeOut', entrance_animation: 'zoomIn' } );
		request( { action: 'open', id: '14' } );
		expect( reduced.element.querySelector( '.vitrine-animate' ) ).toBeNull();
		request( { action: 'close', id: '14' } );
		expect( reduced.element.hidden ).toBe( true );
		window.matchMedia = media;
	} );

	it( 'URL action requests: toggle, close with do_not_show_again, close from inside', () => {
		const { element } = mount( '15', {} );
		request( { action: 'toggle', id: '15' } );
		expect( element.hidden ).toBe( false );
		request( { action: 'toggle', id: '15' } );
		expect( element.hidden ).toBe( true );
		request( { action: 'open', id: '15' } );
		request( { action: 'close', source: element.querySelector( '.inside' ), doNotShowAgain: true } );
		expect( element.hidden ).toBe( true );
		expect( JSON.parse( localStorage.getItem( STORAGE_KEY ) ?? '{}' ).popup_15_disable ).toBe( true );
		request( { action: 'open', id: '15' } );
		request( { action: 'close' } ); // from outside any popup: closes every open popup
		expect( element.hidden ).toBe( true );
	} );

	it( 'teardown disarms everything', () => {
		const { element, teardown } = mount( '16', {
			triggers: { page_load: { delay: 1 } },
			open_selector: '#opener',
		} );
		teardown();
		jest.advanceTimersByTime( 2000 );
		( document.getElementById( 'opener' ) as HTMLElement ).click();
		request( { action: 'open', id: '16' } );
		expect( element.hidden ).toBe( true );
	} );

	it( 'reads the visitor printed by the server, ignoring bad input', () => {
		document.body.innerHTML =
			'<script type="application/json" id="vitrine-popups-visitor">{"loggedIn":true,"roles":["editor",3]}</script>';
		expect( readVisitor( document ) ).toEqual( { loggedIn: true, roles: [ 'editor' ] } );
		document.body.innerHTML = '<script type="application/json" id="vitrine-popups-visitor">{oops</script>';
		expect( readVisitor( document ) ).toEqual( { loggedIn: false, roles: [] } );
	} );
} );

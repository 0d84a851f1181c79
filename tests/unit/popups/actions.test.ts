import { parseActionHref, actionHref, flag } from '../../../src/builder/actions/parse';
import { runAction } from '../../../src/builder/actions/run';
import actions from '../../../src/builder/actions/handler';
import { OFF_CANVAS_EVENT, POPUP_EVENT } from '../../../src/builder/popup/events';
import { mount } from '../handler-mount';

describe( 'URL actions', () => {
	it( 'parses the fragment of an action link', () => {
		expect( parseActionHref( '#vitrine-action:popup:open?id=12&toggle=yes' ) ).toEqual( {
			name: 'popup:open',
			params: { id: '12', toggle: 'yes' },
		} );
		expect( parseActionHref( 'https://example.com/p/#vitrine-action:reload-page' ) ).toEqual( {
			name: 'reload-page',
			params: {},
		} );
		expect( parseActionHref( '#vitrine-action%3Apopup%3Aclose%3Fdo_not_show_again%3Dyes' ) ).toBeNull();
		expect( parseActionHref( '#vitrine-action:popup%3Aclose%3Fdo_not_show_again%3Dyes' )?.params ).toEqual( {
			do_not_show_again: 'yes',
		} );
		expect( parseActionHref( '#vitrine-action:bad%' )?.name ).toBe( 'bad%' );
		expect( parseActionHref( '/plain/link' ) ).toBeNull();
		expect( parseActionHref( null ) ).toBeNull();
		expect( flag( 'YES' ) && flag( '1' ) && flag( 'true' ) ).toBe( true );
		expect( flag( 'no' ) || flag( undefined ) ).toBe( false );
		expect( actionHref( 'popup:open', { id: 5, toggle: true } ) ).toBe(
			'#vitrine-action:popup:open?id=5&toggle=yes'
		);
		expect( actionHref( 'reload-page', { id: '' } ) ).toBe( '#vitrine-action:reload-page' );
	} );

	it( 'turns popup and off-canvas actions into events; unknown actions only warn in debug mode', () => {
		const popups: unknown[] = [];
		const canvases: unknown[] = [];
		const onPopup = ( e: Event ) => popups.push( ( e as CustomEvent ).detail );
		const onCanvas = ( e: Event ) => canvases.push( ( e as CustomEvent ).detail );
		document.addEventListener( POPUP_EVENT, onPopup );
		document.addEventListener( OFF_CANVAS_EVENT, onCanvas );
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );

		expect( runAction( { name: 'popup:open', params: { id: '3', toggle: 'yes' } }, null, window ) ).toBe( true );
		expect( runAction( { name: 'popup:close', params: { do_not_show_again: 'yes' } }, null, window ) ).toBe( true );
		expect( runAction( { name: 'popup:open', params: {} }, null, window ) ).toBe( false );
		for ( const action of [ 'open', 'close', 'toggle' ] ) {
			runAction( { name: `off_canvas:${ action }`, params: { id: 'menu' } }, null, window );
		}
		expect( popups ).toEqual( [
			{ action: 'toggle', id: '3', source: null },
			{ action: 'close', id: undefined, doNotShowAgain: true, source: null },
		] );
		expect( canvases ).toEqual( [
			{ action: 'open', id: 'menu' },
			{ action: 'close', id: 'menu' },
			{ action: 'toggle', id: 'menu' },
		] );
		expect( runAction( { name: 'popup:explode', params: {} }, null, window ) ).toBe( false );
		expect( warn ).not.toHaveBeenCalled();
		window.vitrine = { debug: true };
		runAction( { name: 'popup:explode', params: {} }, null, window );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'popup:explode' ) );
		delete window.vitrine;
		warn.mockRestore();
		document.removeEventListener( POPUP_EVENT, onPopup );
		document.removeEventListener( OFF_CANVAS_EVENT, onCanvas );
	} );

	it( 'handles clicks on any action link once a marked link is on the page', () => {
		document.body.innerHTML = `<a id="marked" data-vitrine="actions" href="#vitrine-action:popup:open?id=4">A</a>
			<a id="later" href="#vitrine-action:off_canvas:toggle?id=x">B</a><a id="plain" href="#top">C</a>`;
		const seen: string[] = [];
		const listen = ( e: Event ) => seen.push( e.type );
		document.addEventListener( POPUP_EVENT, listen );
		document.addEventListener( OFF_CANVAS_EVENT, listen );
		const marked = document.getElementById( 'marked' ) as HTMLElement;
		const first = mount( actions, marked, {} ) as () => void;
		const second = mount( actions, marked, {} ) as () => void;
		const click = ( id: string ) => {
			const event = new MouseEvent( 'click', { bubbles: true, cancelable: true } );
			document.getElementById( id )?.dispatchEvent( event );
			return event.defaultPrevented;
		};
		expect( click( 'marked' ) ).toBe( true );
		expect( click( 'later' ) ).toBe( true );
		expect( click( 'plain' ) ).toBe( false );
		expect( seen ).toEqual( [ POPUP_EVENT, OFF_CANVAS_EVENT ] );
		first();
		click( 'marked' );
		expect( seen ).toHaveLength( 3 ); // still listening: one user left
		second();
		expect( click( 'marked' ) ).toBe( false );
		expect( seen ).toHaveLength( 3 );
		document.removeEventListener( POPUP_EVENT, listen );
		document.removeEventListener( OFF_CANVAS_EVENT, listen );
	} );
} );

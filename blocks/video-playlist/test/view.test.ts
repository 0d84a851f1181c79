/**
 * The playlist handler in jsdom: tabs by click and keys, hosted next-in-list and watched marks,
 * and a provider player created from an interface that appears after some polls.
 */
import playlistHandler from '../view';
import { mount } from '../../../tests/unit/handler-mount';

const videos = [
	{ provider: 'hosted', id: '', title: 'One' },
	{ provider: 'hosted', id: '', title: 'Two' },
	{ provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Three' },
];

function markup() {
	const el = document.createElement( 'div' );
	const panel = ( i: number, inner: string ) =>
		`<div class="vitrine-playlist__panel" role="tabpanel" id="p${ i }"${ i ? ' hidden' : '' }><div class="vitrine-playlist__screen">${ inner }</div><a class="vitrine-playlist__fallback" href="#">Watch</a><p class="vitrine-playlist__status" role="status"></p></div>`;
	el.innerHTML = `<div class="vitrine-playlist__stage">${ panel( 0, '<video></video>' ) }${ panel( 1, '<video></video>' ) }${ panel(
		2,
		'<div class="vitrine-playlist__player"></div><button class="vitrine-playlist__play">Play</button>'
	) }</div><ol role="tablist">${ [ 0, 1, 2 ]
		.map(
			( i ) =>
				`<li><a class="vitrine-playlist__tab" role="tab" href="#p${ i }" aria-selected="${ i === 0 }">T${ i }</a></li>`
		)
		.join( '' ) }</ol><p class="vitrine-playlist__live" role="status"></p>`;
	document.body.replaceChildren( el );
	el.querySelectorAll( 'video' ).forEach( ( v ) => {
		v.play = jest.fn( () => Promise.resolve() );
		v.pause = jest.fn();
	} );
	return el;
}
const tabs = ( el: HTMLElement ) => Array.from( el.querySelectorAll< HTMLElement >( '[role="tab"]' ) );
const panels = ( el: HTMLElement ) => Array.from( el.querySelectorAll< HTMLElement >( '[role="tabpanel"]' ) );
const key = ( target: HTMLElement, name: string ) =>
	target.dispatchEvent( new KeyboardEvent( 'keydown', { key: name, bubbles: true, cancelable: true } ) );

beforeEach( () => {
	window.localStorage.clear();
	delete ( window as any ).vitrine;
	delete ( window as any ).YT;
	document.head.replaceChildren();
} );
afterEach( () => jest.useRealTimers() );

describe( 'video playlist handler', () => {
	it( 'switches panels by click and by arrow keys with a roving tab stop', () => {
		const el = markup();
		mount( playlistHandler, el, { videos, key: 'k1' } );
		expect( tabs( el ).map( ( t ) => t.tabIndex ) ).toEqual( [ 0, -1, -1 ] );
		tabs( el )[ 1 ]!.click();
		expect( panels( el ).map( ( p ) => p.hidden ) ).toEqual( [ true, false, true ] );
		expect( tabs( el )[ 1 ]!.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		key( tabs( el )[ 1 ]!, 'ArrowDown' );
		expect( document.activeElement ).toBe( tabs( el )[ 2 ] );
		expect( panels( el )[ 2 ]!.hidden ).toBe( false );
		key( tabs( el )[ 2 ]!, 'Home' );
		expect( tabs( el ).map( ( t ) => t.tabIndex ) ).toEqual( [ 0, -1, -1 ] );
	} );

	it( 'marks a hosted video watched when it ends and plays the next one', () => {
		const el = markup();
		mount( playlistHandler, el, { videos, key: 'k2' } );
		const [ first, second ] = Array.from( el.querySelectorAll( 'video' ) );
		first!.dispatchEvent( new Event( 'ended' ) );
		expect( tabs( el )[ 0 ]!.classList.contains( 'is-watched' ) ).toBe( true );
		expect( panels( el )[ 1 ]!.hidden ).toBe( false );
		expect( second!.play ).toHaveBeenCalled();
		expect( el.querySelector( '.vitrine-playlist__live' )!.textContent ).toBe( 'Now playing: Two' );
		expect( window.localStorage.getItem( 'vitrine-playlist-watched-k2' ) ).toBe( '[0]' );
		// A second visit shows the mark at once.
		const again = markup();
		mount( playlistHandler, again, { videos, key: 'k2' } );
		expect( tabs( again )[ 0 ]!.classList.contains( 'is-watched' ) ).toBe( true );
	} );

	it( 'stores nothing without functional consent, and does not advance when auto-next is off', () => {
		( window as any ).vitrine = { consent: { allows: () => false, decided: () => true } };
		const el = markup();
		mount( playlistHandler, el, { videos, key: 'k3', autoNext: false } );
		el.querySelector( 'video' )!.dispatchEvent( new Event( 'ended' ) );
		expect( tabs( el )[ 0 ]!.classList.contains( 'is-watched' ) ).toBe( true );
		expect( panels( el )[ 0 ]!.hidden ).toBe( false );
		expect( window.localStorage.getItem( 'vitrine-playlist-watched-k3' ) ).toBeNull();
	} );

	it( 'loads the YouTube interface on play, polling until it exists', async () => {
		jest.useFakeTimers();
		const el = markup();
		const teardown = mount( playlistHandler, el, { videos, key: 'k4' } );
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		tabs( el )[ 2 ]!.click();
		el.querySelector< HTMLButtonElement >( '.vitrine-playlist__play' )!.click();
		const script = document.head.querySelector( 'script' )!;
		expect( script.src ).toBe( 'https://www.youtube.com/iframe_api' );
		expect( panels( el )[ 2 ]!.classList.contains( 'is-loading' ) ).toBe( true );
		script.dispatchEvent( new Event( 'load' ) );
		await jest.advanceTimersByTimeAsync( 0 );
		const created: any[] = [];
		( window as any ).YT = {
			// A class: the handler calls `new YT.Player()`.
			Player: class {
				destroy = jest.fn();
				pauseVideo = jest.fn();
				constructor( target: HTMLElement, options: any ) {
					created.push( { target, options } );
				}
			},
		};
		expect( created ).toHaveLength( 0 );
		await jest.advanceTimersByTimeAsync( 349 );
		expect( created ).toHaveLength( 0 );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( created ).toHaveLength( 1 );
		expect( created[ 0 ].options ).toMatchObject( {
			videoId: 'dQw4w9WgXcQ',
			host: 'https://www.youtube-nocookie.com',
		} );
		expect( panels( el )[ 2 ]!.classList.contains( 'is-playing' ) ).toBe( true );
		created[ 0 ].options.events.onStateChange( { data: 0 } );
		expect( tabs( el )[ 2 ]!.classList.contains( 'is-watched' ) ).toBe( true );
		teardown?.();
	} );

	it( 'shows the fallback message and focuses the link when the interface cannot load', async () => {
		const el = markup();
		const vimeo = [ ...videos.slice( 0, 2 ), { provider: 'vimeo', id: '76979871', title: 'Three' } ];
		mount( playlistHandler, el, { videos: vimeo, key: 'k5' } );
		tabs( el )[ 2 ]!.click();
		const button = el.querySelector< HTMLButtonElement >( '.vitrine-playlist__play' )!;
		button.focus();
		button.click();
		const script = document.head.querySelector( 'script' )!;
		expect( script.src ).toBe( 'https://player.vimeo.com/api/player.js' );
		script.dispatchEvent( new Event( 'error' ) );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( panels( el )[ 2 ]!.classList.contains( 'is-failed' ) ).toBe( true );
		expect( panels( el )[ 2 ]!.querySelector( '[role="status"]' )!.textContent ).toBe(
			'The Vimeo player could not load here. Use the link below to watch the video there.'
		);
		expect( document.activeElement ).toBe( panels( el )[ 2 ]!.querySelector( '.vitrine-playlist__fallback' ) );
	} );

	it( 'says so when a hosted file cannot be played', () => {
		const el = markup();
		el.querySelectorAll( 'video' )[ 1 ]!.innerHTML = '<source src="/missing.webm" type="video/webm">';
		mount( playlistHandler, el, { videos, key: 'k6' } );
		el.querySelector( 'source' )!.dispatchEvent( new Event( 'error' ) );
		expect( panels( el )[ 1 ]!.classList.contains( 'is-failed' ) ).toBe( true );
		expect( panels( el )[ 1 ]!.querySelector( '[role="status"]' )!.textContent ).toBe(
			'This video cannot be played here. Use the link below to open the file.'
		);
	} );

	it( 'asks again instead of reporting a failure when no source is chosen yet at attach', () => {
		const el = markup();
		const video = el.querySelectorAll( 'video' )[ 0 ]!;
		video.innerHTML = '<source src="/test-card.webm" type="video/webm">';
		// What the browser reports both before it picks a source and after every source failed.
		Object.defineProperty( video, 'networkState', { value: 3 } );
		const load = jest.fn();
		video.load = load;
		mount( playlistHandler, el, { videos, key: 'k7' } );
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( panels( el )[ 0 ]!.classList.contains( 'is-failed' ) ).toBe( false );
		expect( panels( el )[ 0 ]!.querySelector( '[role="status"]' )!.textContent ).toBe( '' );
		// Choosing again found the file unplayable: now it says so.
		video.querySelector( 'source' )!.dispatchEvent( new Event( 'error' ) );
		expect( panels( el )[ 0 ]!.classList.contains( 'is-failed' ) ).toBe( true );
	} );

	it( 'does nothing in the editor or when the markup does not match the settings', () => {
		const el = markup();
		mount( playlistHandler, el, { videos }, 'edit' );
		mount( playlistHandler, el, { videos: videos.slice( 1 ) } );
		expect( el.classList.contains( 'is-ready' ) ).toBe( false );
	} );
} );

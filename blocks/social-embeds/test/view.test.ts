/**
 * The social embed handler: nothing requested before consent or a click, the consent change event,
 * and the message when the provider's script cannot load.
 */
import socialHandler from '../view';
import { mount } from '../../../tests/unit/handler-mount';

const settings = {
	network: 'x',
	id: '1790000000000000000',
	url: 'https://x.com/a/status/1790000000000000000',
	label: 'X (Twitter)',
	category: 'functional',
};
let allowed: string[] = [];

function markup() {
	const el = document.createElement( 'figure' );
	el.innerHTML = `<div class="vitrine-social__card"><div class="vitrine-social__consent"><button class="vitrine-social__load">Load content</button><button class="vitrine-social__always" data-vitrine-consent-accept="functional">Always</button></div><p class="vitrine-social__status" role="status"></p><div class="vitrine-social__embed"></div><a class="vitrine-social__link" href="${ settings.url }">View</a></div>`;
	document.body.append( el );
	return el;
}
const scripts = () => document.head.querySelectorAll( 'script' );
const flush = () => new Promise( ( r ) => setTimeout( r, 0 ) );

beforeEach( () => {
	document.head.replaceChildren();
	document.body.replaceChildren();
	allowed = [];
	( window as any ).vitrine = { consent: { allows: ( c: string ) => allowed.includes( c ), decided: () => true } };
	delete ( window as any ).twttr;
} );

describe( 'social embed handler', () => {
	it( 'requests nothing until "Load content", then renders the provider\'s post', async () => {
		const el = markup();
		mount( socialHandler, el, settings );
		expect( el.classList.contains( 'is-ready' ) ).toBe( true );
		expect( scripts() ).toHaveLength( 0 );
		expect( el.querySelector( '.vitrine-social__embed' )!.children ).toHaveLength( 0 );
		el.querySelector< HTMLButtonElement >( '.vitrine-social__load' )!.click();
		expect( scripts()[ 0 ]!.src ).toBe( 'https://platform.twitter.com/widgets.js' );
		expect( el.querySelector( 'blockquote.twitter-tweet a' )!.getAttribute( 'href' ) ).toBe( settings.url );
		expect( el.querySelector( '[role="status"]' )!.textContent ).toBe( 'Loading the post…' );
		const load = jest.fn();
		( window as any ).twttr = { widgets: { load } };
		scripts()[ 0 ]!.dispatchEvent( new Event( 'load' ) );
		await flush();
		expect( load ).toHaveBeenCalled();
		expect( el.classList.contains( 'is-loaded' ) ).toBe( true );
		expect( el.querySelector( '[role="status"]' )!.textContent ).toBe( '' );
	} );

	it( 'loads when the category is allowed, at once or on the consent change event', () => {
		allowed = [ 'functional' ];
		mount( socialHandler, markup(), { ...settings, network: 'tiktok' } );
		expect( scripts()[ 0 ]!.src ).toBe( 'https://www.tiktok.com/embed.js' );
		document.head.replaceChildren();
		allowed = [];
		const other = markup();
		mount( socialHandler, other, { ...settings, network: 'pinterest', category: 'advertisement' } );
		allowed = [ 'functional' ];
		document.dispatchEvent( new CustomEvent( 'vitrine:consent-change' ) );
		expect( scripts() ).toHaveLength( 0 );
		allowed = [ 'advertisement' ];
		document.dispatchEvent( new CustomEvent( 'vitrine:consent-change' ) );
		expect( scripts()[ 0 ]!.src ).toBe( 'https://assets.pinterest.com/js/pinit.js' );
	} );

	it( 'says so when the script fails, keeps the link, and can try again', async () => {
		const el = markup();
		mount( socialHandler, el, { ...settings, network: 'instagram' } );
		const button = el.querySelector< HTMLButtonElement >( '.vitrine-social__load' )!;
		button.click();
		scripts()[ 0 ]!.dispatchEvent( new Event( 'error' ) );
		await flush();
		expect( el.classList.contains( 'is-failed' ) ).toBe( true );
		expect( el.querySelector( '[role="status"]' )!.textContent ).toContain( 'X (Twitter) could not be reached' );
		expect( el.querySelector( '.vitrine-social__embed' )!.children ).toHaveLength( 0 );
		expect( el.querySelector( '.vitrine-social__link' ) ).not.toBeNull();
		expect( button.textContent ).toBe( 'Try again' );
		button.click();
		expect( scripts() ).toHaveLength( 1 );
	} );

	it( 'gives up after the time-out when the script never answers', () => {
		jest.useFakeTimers();
		const el = markup();
		mount( socialHandler, el, { ...settings, network: 'facebook' } );
		el.querySelector< HTMLButtonElement >( '.vitrine-social__load' )!.click();
		jest.advanceTimersByTime( 15_000 );
		expect( el.classList.contains( 'is-failed' ) ).toBe( true );
		jest.useRealTimers();
	} );

	it( 'hides "always allow" without the consent feature, and does nothing in the editor or with bad settings', () => {
		delete ( window as any ).vitrine;
		const el = markup();
		const teardown = mount( socialHandler, el, { ...settings, network: 'youtube', id: 'dQw4w9WgXcQ' } );
		expect( el.querySelector< HTMLButtonElement >( '.vitrine-social__always' )!.hidden ).toBe( true );
		el.querySelector< HTMLButtonElement >( '.vitrine-social__load' )!.click();
		expect( el.querySelector( 'iframe' )!.title ).toBe( 'Post on X (Twitter)' );
		expect( el.classList.contains( 'is-loaded' ) ).toBe( true );
		teardown?.();
		expect( el.querySelector( 'iframe' ) ).toBeNull();
		expect( el.classList.contains( 'is-ready' ) ).toBe( false );
		const edit = markup();
		mount( socialHandler, edit, settings, 'edit' );
		mount( socialHandler, markup(), { ...settings, network: 'myspace' } );
		expect( edit.classList.contains( 'is-ready' ) ).toBe( false );
		expect( document.querySelectorAll( '.is-ready' ) ).toHaveLength( 0 );
	} );
} );

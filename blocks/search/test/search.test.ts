import { moveActive, parseSearchSettings, readSuggestions, suggestUrl } from '../suggest';
import search, { DEBOUNCE_MS } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

const origin = 'http://localhost';
const settings = {
	endpoint: `${ origin }/wp-json/vitrine/v1/search-suggest`,
	perPage: 3,
	found: '%d found',
	none: 'None',
};

describe( 'search suggestion logic', () => {
	it( 'accepts only this site’s endpoint', () => {
		expect( parseSearchSettings( settings, origin )?.perPage ).toBe( 3 );
		expect( parseSearchSettings( { ...settings, endpoint: 'https://evil.test/x' }, origin ) ).toBeNull();
		expect( parseSearchSettings( { ...settings, perPage: 99 }, origin )?.perPage ).toBe( 5 );
	} );

	it( 'reads only well-formed suggestions', () => {
		expect(
			readSuggestions( [
				{ title: 'A', url: 'http://localhost/a/', type: 'Post' },
				{ title: 'B', url: 'javascript:alert(1)' },
				{ title: 3, url: 'http://localhost/c/' },
				null,
			] )
		).toEqual( [ { title: 'A', url: 'http://localhost/a/', type: 'Post' } ] );
		expect( readSuggestions( { code: 'x' } ) ).toEqual( [] );
	} );

	it( 'moves the active option with wrap-around through the field', () => {
		expect( moveActive( -1, 1, 3 ) ).toBe( 0 );
		expect( moveActive( 2, 1, 3 ) ).toBe( -1 );
		expect( moveActive( -1, -1, 3 ) ).toBe( 2 );
		expect( moveActive( 0, -1, 3 ) ).toBe( -1 );
		expect( moveActive( 0, 1, 0 ) ).toBe( -1 );
	} );

	it( 'asks only for queries of two characters or more', () => {
		const config = parseSearchSettings( settings, origin )!;
		expect( suggestUrl( config, ' a ' ) ).toBeNull();
		expect( suggestUrl( config, 'caf é' ) ).toBe(
			`${ origin }/wp-json/vitrine/v1/search-suggest?q=caf+%C3%A9&per_page=3`
		);
	} );
} );

describe( 'search combobox', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = `<div id="w"><form><input class="vitrine-search__input" aria-expanded="false">
			<ul class="vitrine-search__list" id="l" role="listbox" hidden></ul><p class="vitrine-search__status"></p></form></div>`;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'debounces, lists suggestions and navigates by keyboard', async () => {
		const fetchMock = jest.fn().mockResolvedValue( {
			ok: true,
			json: async () => [
				{ title: 'Alpha', url: 'http://localhost/alpha/', type: 'Post' },
				{ title: 'Alps', url: 'http://localhost/alps/', type: 'Page' },
			],
		} );
		global.fetch = fetchMock as unknown as typeof fetch;
		const element = document.getElementById( 'w' ) as HTMLElement;
		const teardown = mount( search, element, settings );
		const input = element.querySelector( 'input' ) as HTMLInputElement;
		input.value = 'al';
		input.dispatchEvent( new Event( 'input' ) );
		input.value = 'alp';
		input.dispatchEvent( new Event( 'input' ) );
		jest.advanceTimersByTime( DEBOUNCE_MS );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toContain( 'q=alp' );
		await Promise.resolve();
		await Promise.resolve();
		await Promise.resolve();
		const list = element.querySelector( 'ul' ) as HTMLElement;
		expect( list.hidden ).toBe( false );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( element.querySelector( '.vitrine-search__status' )?.textContent ).toBe( '2 found' );
		input.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'ArrowDown' } ) );
		input.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'ArrowDown' } ) );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBe( 'l-1' );
		expect( list.children[ 1 ]?.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		input.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape' } ) );
		expect( list.hidden ).toBe( true );
		expect( input.hasAttribute( 'aria-activedescendant' ) ).toBe( false );
		input.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape' } ) );
		expect( input.value ).toBe( '' );
		teardown?.();
	} );
} );

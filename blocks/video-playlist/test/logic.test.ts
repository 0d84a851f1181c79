import { nextVideo, parsePlaylistSettings, parseWatched, tabForKey } from '../logic';

describe( 'video playlist settings', () => {
	it( 'keeps valid videos and makes odd ones plain hosted entries', () => {
		expect(
			parsePlaylistSettings( {
				autoNext: false,
				key: 'abc123',
				videos: [
					{ provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Y' },
					{ provider: 'vimeo', id: '76979871', title: 'V' },
					{ provider: 'hosted', id: '', title: 'H' },
					{ provider: 'youtube', id: 'short' },
					{ provider: 'vimeo', id: '12ab' },
					null,
				],
			} )
		).toEqual( {
			autoNext: false,
			remember: true,
			key: 'abc123',
			videos: [
				{ provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Y' },
				{ provider: 'vimeo', id: '76979871', title: 'V' },
				{ provider: 'hosted', id: '', title: 'H' },
				{ provider: 'hosted', id: '', title: '' },
				{ provider: 'hosted', id: '', title: '' },
				{ provider: 'hosted', id: '', title: '' },
			],
		} );
	} );

	it( 'defaults everything for empty or bad settings', () => {
		expect( parsePlaylistSettings( {} ) ).toEqual( { autoNext: true, remember: true, key: '', videos: [] } );
		expect( parsePlaylistSettings( { videos: 'x', key: '../evil', remember: false } ) ).toMatchObject( {
			key: '',
			remember: false,
			videos: [],
		} );
	} );
} );

describe( 'tab keys', () => {
	it( 'moves with both arrow pairs, wraps, and jumps with Home and End', () => {
		expect( tabForKey( 'ArrowDown', 0, 4 ) ).toBe( 1 );
		expect( tabForKey( 'ArrowRight', 3, 4 ) ).toBe( 0 );
		expect( tabForKey( 'ArrowUp', 0, 4 ) ).toBe( 3 );
		expect( tabForKey( 'ArrowLeft', 2, 4 ) ).toBe( 1 );
		expect( tabForKey( 'Home', 2, 4 ) ).toBe( 0 );
		expect( tabForKey( 'End', 0, 4 ) ).toBe( 3 );
		expect( tabForKey( 'Enter', 0, 4 ) ).toBeNull();
		expect( tabForKey( 'ArrowDown', 0, 0 ) ).toBeNull();
	} );

	it( 'swaps left and right in right-to-left pages', () => {
		expect( tabForKey( 'ArrowLeft', 0, 3, true ) ).toBe( 1 );
		expect( tabForKey( 'ArrowRight', 0, 3, true ) ).toBe( 2 );
	} );
} );

describe( 'next video and watched marks', () => {
	it( 'plays the next unwatched video, else the next, and stops at the end', () => {
		expect( nextVideo( 0, 4, new Set() ) ).toBe( 1 );
		expect( nextVideo( 0, 4, new Set( [ 0, 1 ] ) ) ).toBe( 2 );
		expect( nextVideo( 0, 4, new Set( [ 1, 2, 3 ] ) ) ).toBe( 1 );
		expect( nextVideo( 3, 4, new Set() ) ).toBeNull();
	} );

	it( 'reads stored marks, ignoring anything malformed or out of range', () => {
		expect( [ ...parseWatched( '[0,2,9,-1,"1",1.5]', 4 ) ] ).toEqual( [ 0, 2 ] );
		expect( parseWatched( '{', 4 ).size ).toBe( 0 );
		expect( parseWatched( '{"a":1}', 4 ).size ).toBe( 0 );
		expect( parseWatched( null, 4 ).size ).toBe( 0 );
	} );
} );

import {
	announcement,
	readProperties,
	requestUrl,
	customizerPreview,
} from '../../../themes/vitrine/src/blog/properties';
import { parseSettings } from '../../../src/shared/settings';

const raw = {
	masonryStatus: 'enabled',
	masonryColumns: 3,
	blogLayout: 'masonry',
	infScroll: 'enabled',
	maxPages: 5,
	endpoint: 'http://site.test/wp-json/vitrine-theme/v1/posts/page/',
	lang: '',
	query: { cat: '3' },
	isRTL: false,
	isCustomize: false,
	announce: [ '', '%d weiterer Beitrag geladen', '%d weitere Beiträge geladen' ],
};

describe( 'blog page properties', () => {
	it( 'reads the documented keys', () => {
		expect( readProperties( raw ) ).toEqual( raw );
	} );

	it( 'turns malformed input into safe defaults', () => {
		expect( readProperties( parseSettings( '{not json' ) ) ).toBeNull();
		const props = readProperties( { maxPages: 'x', query: [ 1 ], masonryStatus: 1, endpoint: 7, isRTL: 'yes' } );
		expect( props ).toMatchObject( {
			maxPages: 1,
			query: {},
			masonryStatus: 'disabled',
			endpoint: '',
			isRTL: false,
		} );
	} );

	it( 'announces added posts with the text the server translated for that number', () => {
		const props = readProperties( raw )!;
		expect( announcement( props, 1 ) ).toBe( '1 weiterer Beitrag geladen' );
		expect( announcement( props, 2 ) ).toBe( '2 weitere Beiträge geladen' );
		// More posts than the setting said: the last text, with the true number.
		expect( announcement( props, 7 ) ).toBe( '7 weitere Beiträge geladen' );
		expect( announcement( readProperties( { ...raw, announce: 'x' } )!, 3 ) ).toBe( '' );
	} );

	it( 'appends the page, then the language segment', () => {
		const props = readProperties( raw )!;
		expect( requestUrl( props, 2, null, 'http://site.test/blog/' ) ).toBe(
			'http://site.test/wp-json/vitrine-theme/v1/posts/page/2'
		);
		expect( requestUrl( { ...props, lang: 'pt-br' }, 3, null, 'http://site.test/' ) ).toBe(
			'http://site.test/wp-json/vitrine-theme/v1/posts/page/3/pt-br'
		);
	} );

	it( 'adds the changeset and nonce in the Customizer preview only', () => {
		const props = readProperties( { ...raw, isCustomize: true } )!;
		const win = {
			wp: { customize: { settings: { changeset: { uuid: 'abc-123' }, nonce: { preview: 'n0nce' } } } },
		};
		const preview = customizerPreview( win as unknown as Window );
		expect( preview ).toEqual( { uuid: 'abc-123', nonce: 'n0nce' } );
		expect( requestUrl( props, 2, preview, 'http://site.test/' ) ).toBe(
			'http://site.test/wp-json/vitrine-theme/v1/posts/page/2?customize_changeset_uuid=abc-123&customize_preview_nonce=n0nce'
		);
		expect( requestUrl( { ...props, isCustomize: false }, 2, preview, 'http://site.test/' ) ).not.toContain( '?' );
		expect( customizerPreview( window ) ).toBeNull();
	} );
} );

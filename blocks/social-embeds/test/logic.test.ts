import { embedPlan, parseSocialSettings } from '../logic';

const tweet = {
	network: 'x',
	id: '1790000000000000000',
	url: 'https://x.com/a/status/1790000000000000000',
	label: 'X (Twitter)',
};

describe( 'social embed settings', () => {
	it( 'accepts what the server printed and defaults the category', () => {
		expect( parseSocialSettings( { ...tweet, category: 'advertisement' } ) ).toEqual( {
			...tweet,
			category: 'advertisement',
		} );
		expect( parseSocialSettings( { ...tweet, category: 'necessary' } )?.category ).toBe( 'functional' );
		expect( parseSocialSettings( { ...tweet, label: '' } )?.label ).toBe( 'x' );
	} );

	it( 'refuses unknown networks, odd ids and non-http addresses', () => {
		expect( parseSocialSettings( {} ) ).toBeNull();
		expect( parseSocialSettings( { ...tweet, network: 'myspace' } ) ).toBeNull();
		expect( parseSocialSettings( { ...tweet, id: '1"><script>' } ) ).toBeNull();
		expect( parseSocialSettings( { ...tweet, url: 'javascript:alert(1)' } ) ).toBeNull();
		expect( parseSocialSettings( { ...tweet, url: 'not a url' } ) ).toBeNull();
	} );
} );

describe( 'embed plans', () => {
	const plan = ( network: string, extra: Record< string, string > = {} ) =>
		embedPlan( parseSocialSettings( { ...tweet, network, ...extra } )! );

	it( "builds each provider's documented markup with the post address", () => {
		const x = plan( 'x' ).build( document );
		expect( x.outerHTML ).toBe(
			'<blockquote class="twitter-tweet" data-dnt="true"><a href="https://x.com/a/status/1790000000000000000"></a></blockquote>'
		);
		expect( plan( 'x' ).script ).toBe( 'https://platform.twitter.com/widgets.js' );
		expect( plan( 'instagram' ).build( document ).getAttribute( 'data-instgrm-permalink' ) ).toBe( tweet.url );
		expect( plan( 'facebook' ).build( document ).className ).toBe( 'fb-post' );
		expect( plan( 'tiktok' ).build( document ).getAttribute( 'data-video-id' ) ).toBe( tweet.id );
		expect( plan( 'pinterest' ).build( document ).getAttribute( 'data-pin-do' ) ).toBe( 'embedPin' );
	} );

	it( "uses YouTube's privacy-enhanced iframe, no script", () => {
		const youtube = plan( 'youtube', { id: 'dQw4w9WgXcQ' } );
		expect( youtube.script ).toBeUndefined();
		expect( youtube.build( document ).getAttribute( 'src' ) ).toBe(
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
		);
	} );

	it( 'tells whether the provider defined its interface, and calls it', () => {
		const win = {} as Window & Record< string, unknown >;
		const root = document.createElement( 'div' );
		expect( plan( 'x' ).process!( win, root ) ).toBe( false );
		const load = jest.fn();
		win.twttr = { widgets: { load } };
		expect( plan( 'x' ).process!( win, root ) ).toBe( true );
		expect( load ).toHaveBeenCalledWith( root );
		expect( plan( 'pinterest' ).process!( win, root ) ).toBe( false );
	} );
} );

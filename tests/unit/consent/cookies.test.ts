import { cookieString, eraseStrings, matchingCookies, parseCookies } from '../../../src/consent/core/cookies';

describe( 'cookie helpers', () => {
	it( 'parses a cookie header, decoding values and keeping the first of a repeated name', () => {
		const jar = parseCookies( 'a=1; CookieLawInfoConsent=eyJ9%3D%3D; bad; a=2; b=%E0%A4%A' );
		expect( jar.get( 'a' ) ).toBe( '1' );
		expect( jar.get( 'CookieLawInfoConsent' ) ).toBe( 'eyJ9==' );
		expect( jar.get( 'b' ) ).toBe( '%E0%A4%A' );
		expect( jar.has( 'bad' ) ).toBe( false );
	} );

	it( 'skips parts without a name or without =, and trims spaces around values', () => {
		expect( [ ...parseCookies( 'bad; =x; c=3 ;d= 4' ) ] ).toEqual( [
			[ 'c', '3' ],
			[ 'd', '4' ],
		] );
	} );

	it( 'writes with path / and an expiry in days (365 by default)', () => {
		jest.useFakeTimers().setSystemTime( new Date( '2030-01-01T00:00:00Z' ) );
		expect( cookieString( 'viewed_cookie_policy', 'yes' ) ).toBe(
			'viewed_cookie_policy=yes; expires=Wed, 01 Jan 2031 00:00:00 GMT; path=/; SameSite=Lax'
		);
		expect( cookieString( 'x', 'a b', { days: 30, secure: true } ) ).toBe(
			'x=a%20b; expires=Thu, 31 Jan 2030 00:00:00 GMT; path=/; SameSite=Lax; Secure'
		);
		jest.useRealTimers();
	} );

	it( 'matches exact names and prefixes', () => {
		expect( matchingCookies( [ '_ga*', '_gid' ], [ '_ga', '_ga_X1', '_gid', '_gidx', 'other' ] ) ).toEqual( [
			'_ga',
			'_ga_X1',
			'_gid',
		] );
	} );

	it( 'erases on the host and on every parent domain', () => {
		const lines = eraseStrings( '_ga', 'www.example.com' );
		expect( lines ).toHaveLength( 3 );
		expect( lines[ 1 ] ).toContain( 'domain=.www.example.com' );
		expect( lines[ 2 ] ).toContain( 'domain=.example.com' );
		for ( const line of lines ) {
			expect( line.startsWith( '_ga=; ' ) ).toBe( true );
			expect( new Date( /expires=([^;]+)/.exec( line )![ 1 ]! ).getTime() ).toBeLessThan( Date.now() );
		}
	} );
} );

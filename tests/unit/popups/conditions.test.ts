import * as c from '../../../src/builder/popup/conditions';
import { detectBrowser } from '../../../src/builder/popup/browsers';
import { VisitorStorage } from '../../../src/builder/popup/storage';
import { MemoryStorage, fakeClock } from './memory-storage';

const UA = {
	chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
	edge: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
	firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
	safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
	opera: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 OPR/115.0',
	samsung:
		'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
	ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
};

function env( over: Partial< c.ConditionEnv > = {} ): c.ConditionEnv {
	const clock = fakeClock();
	return {
		id: '1',
		storage: new VisitorStorage( new MemoryStorage(), new MemoryStorage(), clock.now ),
		referrer: '',
		host: 'example.com',
		visitor: { loggedIn: false, roles: [] },
		device: 'desktop',
		userAgent: UA.chrome,
		now: clock.t,
		...over,
	};
}

describe( 'timing conditions', () => {
	it( 'page_views counts views since the popup was first seen, this one included', () => {
		const e = env();
		e.storage.countVisit(); // an earlier visit, before the popup existed
		e.storage.countVisit();
		expect( c.pageViews( { views: 2 }, e ) ).toBe( false ); // 1 view since first seen
		e.storage.countVisit();
		expect( c.pageViews( { views: 2 }, e ) ).toBe( true );
		expect( c.pageViews( { views: 3 }, e ) ).toBe( false );
	} );

	it( 'sessions counts sessions since first seen', () => {
		const local = new MemoryStorage();
		const visit = () => {
			const storage = new VisitorStorage( local, new MemoryStorage() );
			storage.countVisit();
			return env( { storage } );
		};
		expect( c.sessions( { sessions: 2 }, visit() ) ).toBe( false );
		expect( c.sessions( { sessions: 2 }, visit() ) ).toBe( true );
	} );

	it( 'sessions before the popup was first seen do not count', () => {
		const local = new MemoryStorage();
		const visit = () => {
			const storage = new VisitorStorage( local, new MemoryStorage() );
			storage.countVisit();
			return env( { storage } );
		};
		visit(); // two sessions before the popup existed
		visit();
		expect( c.sessions( { sessions: 2 }, visit() ) ).toBe( false );
		expect( c.sessions( { sessions: 2 }, visit() ) ).toBe( true );
	} );

	it( 'url: contains, does not contain, regular expression, invalid expression', () => {
		const referrer = 'https://news.example.org/story?utm=mail';
		expect( c.url( { action: 'show', url: 'news.example' }, env( { referrer } ) ) ).toBe( true );
		expect( c.url( { action: 'show', url: 'other' }, env( { referrer } ) ) ).toBe( false );
		expect( c.url( { action: 'hide', url: 'news.example' }, env( { referrer } ) ) ).toBe( false );
		expect( c.url( { action: 'hide', url: 'other' }, env( { referrer } ) ) ).toBe( true );
		expect( c.url( { action: 'regex', url: 'utm=(mail|sms)$' }, env( { referrer } ) ) ).toBe( true );
		expect( c.url( { action: 'regex', url: '^http:' }, env( { referrer } ) ) ).toBe( false );
		expect( c.url( { action: 'regex', url: '([a-z' }, env( { referrer } ) ) ).toBe( false );
	} );

	it( 'url: an invalid expression fails even when the referrer contains it as text; empty text matches nothing', () => {
		const referrer = 'https://news.example.org/?q=([a-z';
		expect( c.url( { action: 'regex', url: '([a-z' }, env( { referrer } ) ) ).toBe( false );
		expect( c.url( { url: '' }, env( { referrer } ) ) ).toBe( false );
		expect( c.url( { action: 'hide', url: '' }, env( { referrer } ) ) ).toBe( true );
	} );

	it( 'sources: www. counts only at the start of either host; a search engine host ends with its domain', () => {
		expect( c.sourceOf( 'https://example.com/', 'www.example.com' ) ).toBe( 'internal' );
		expect( c.sourceOf( 'https://app.www.example.com/', 'app.example.com' ) ).toBe( 'external' );
		expect( c.sourceOf( 'https://app.example.com/', 'app.www.example.com' ) ).toBe( 'external' );
		expect( c.sourceOf( 'https://google.com.example.org/', 'example.com' ) ).toBe( 'external' );
		// A visit from a search engine also counts as external.
		expect( c.sources( { sources: [ 'external' ] }, env( { referrer: 'https://www.google.com/' } ) ) ).toBe( true );
	} );

	it( 'sources: internal, external, search engines, all three', () => {
		const from = ( referrer: string, sources: string[] ) => c.sources( { sources }, env( { referrer } ) );
		expect( c.sourceOf( 'https://www.example.com/a', 'example.com' ) ).toBe( 'internal' );
		expect( c.sourceOf( 'https://www.google.co.uk/search?q=x', 'example.com' ) ).toBe( 'search' );
		for ( const engine of [ 'google.com', 'search.yahoo.com', 'www.bing.com', 'yandex.ru', 'www.baidu.com' ] ) {
			expect( c.sourceOf( `https://${ engine }/`, 'example.com' ) ).toBe( 'search' );
		}
		expect( c.sourceOf( 'https://googleusercontent.example.net/', 'example.com' ) ).toBe( 'external' );
		expect( c.sourceOf( '', 'example.com' ) ).toBe( 'external' );
		expect( c.sourceOf( 'not a url', 'example.com' ) ).toBe( 'external' );
		expect( from( 'https://example.com/x', [ 'internal' ] ) ).toBe( true );
		expect( from( 'https://example.com/x', [ 'external', 'search' ] ) ).toBe( false );
		expect( from( 'https://other.net/', [ 'external' ] ) ).toBe( true );
		expect( from( 'https://other.net/', [ 'search' ] ) ).toBe( false );
		expect( from( 'https://www.bing.com/', [ 'search' ] ) ).toBe( true );
		expect( from( 'https://www.bing.com/', [ 'internal' ] ) ).toBe( false );
		expect( from( 'https://anything/', [ 'internal', 'external', 'search' ] ) ).toBe( true );
	} );

	it( 'logged_in: anonymous passes, all users fail, listed roles fail', () => {
		const user = ( roles: string[] ) => ( { loggedIn: true, roles } );
		expect( c.loggedIn( { users: 'all' }, env() ) ).toBe( true );
		expect( c.loggedIn( { users: 'all' }, env( { visitor: user( [ 'subscriber' ] ) } ) ) ).toBe( false );
		expect(
			c.loggedIn( { users: 'custom', roles: [ 'editor' ] }, env( { visitor: user( [ 'subscriber' ] ) } ) )
		).toBe( true );
		expect( c.loggedIn( { users: 'custom', roles: [ 'editor' ] }, env( { visitor: user( [ 'editor' ] ) } ) ) ).toBe(
			false
		);
	} );

	it( 'logged_in: "all" users is the default; any listed role held fails', () => {
		const visitor = { loggedIn: true, roles: [ 'editor', 'author' ] };
		expect( c.loggedIn( {}, env( { visitor } ) ) ).toBe( false );
		expect( c.loggedIn( { users: 'custom', roles: [ 'editor' ] }, env( { visitor } ) ) ).toBe( false );
	} );

	it( 'browsers: all is the default', () => {
		expect( c.browsers( {}, env( { userAgent: UA.ie } ) ) ).toBe( true );
	} );

	it( 'devices: the current device must be listed', () => {
		expect( c.devices( { devices: [ 'mobile', 'desktop' ] }, env( { device: 'desktop' } ) ) ).toBe( true );
		expect( c.devices( { devices: [ 'mobile' ] }, env( { device: 'tablet' } ) ) ).toBe( false );
		expect( c.devices( { devices: [] }, env() ) ).toBe( false );
	} );

	it( 'browsers: all, or a listed browser detected', () => {
		for ( const [ name, ua ] of Object.entries( UA ) ) {
			expect( detectBrowser( ua ) ).toBe( name );
		}
		expect( detectBrowser( 'curl/8' ) ).toBeNull();
		expect( c.browsers( { browsers: 'all' }, env( { userAgent: 'curl/8' } ) ) ).toBe( true );
		expect( c.browsers( { browsers: 'custom', options: [ 'firefox' ] }, env( { userAgent: UA.firefox } ) ) ).toBe(
			true
		);
		expect( c.browsers( { browsers: 'custom', options: [ 'chrome' ] }, env( { userAgent: UA.edge } ) ) ).toBe(
			false
		);
	} );

	it( 'times: impressions below the limit in the period', () => {
		const clock = fakeClock();
		const storage = new VisitorStorage( new MemoryStorage(), new MemoryStorage(), clock.now );
		const e = env( { storage } );
		expect( c.times( { times: 2, period: 'day' }, e ) ).toBe( true );
		storage.recordImpression( '1', 'day' );
		expect( c.times( { times: 2, period: 'day' }, e ) ).toBe( true );
		storage.recordImpression( '1', 'day' );
		expect( c.times( { times: 2, period: 'day' }, e ) ).toBe( false );
		clock.t += 86400 * 1000;
		expect( c.times( { times: 2, period: 'day' }, e ) ).toBe( true );
		expect( c.periodOf( { period: 'fortnight' } ) ).toBe( 'none' );
	} );

	it( 'schedule: start inclusive, end exclusive, each optional', () => {
		const now = 1_000_000;
		expect( c.schedule( {}, env( { now } ) ) ).toBe( true );
		expect( c.schedule( { start_at: now }, env( { now } ) ) ).toBe( true );
		expect( c.schedule( { start_at: now + 1 }, env( { now } ) ) ).toBe( false );
		expect( c.schedule( { end_at: now + 1 }, env( { now } ) ) ).toBe( true );
		expect( c.schedule( { end_at: now }, env( { now } ) ) ).toBe( false );
		expect( c.schedule( { start_at: now - 10, end_at: now + 10 }, env( { now } ) ) ).toBe( true );
	} );

	it( 'all set conditions must pass; unknown ones are ignored', () => {
		const e = env( { referrer: 'https://www.google.com/' } );
		expect( c.timingAllows( {}, e ) ).toBe( true );
		expect( c.timingAllows( { sources: { sources: [ 'search' ] }, mystery: {} }, e ) ).toBe( true );
		expect( c.timingAllows( { sources: { sources: [ 'search' ] }, devices: { devices: [ 'mobile' ] } }, e ) ).toBe(
			false
		);
	} );
} );

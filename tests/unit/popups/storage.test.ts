import { VisitorStorage, PERIOD_SECONDS, STORAGE_KEY, browserStorages } from '../../../src/builder/popup/storage';
import { MemoryStorage, fakeClock } from './memory-storage';

function setup() {
	const local = new MemoryStorage();
	const session = new MemoryStorage();
	const clock = fakeClock();
	return { local, session, clock, storage: new VisitorStorage( local, session, clock.now ) };
}

describe( 'visitor storage', () => {
	it( 'counts page views, and a session only when the tab has none yet', () => {
		const { storage, session, local, clock } = setup();
		storage.countVisit();
		storage.countVisit();
		expect( storage.pageViews ).toBe( 2 );
		expect( storage.sessions ).toBe( 1 );
		expect( JSON.parse( session.getItem( STORAGE_KEY ) ?? '{}' ).activeSession ).toBe( true );
		// A new tab session (sessionStorage is per tab) counts a new session.
		const next = new VisitorStorage( local, new MemoryStorage(), clock.now );
		next.countVisit();
		expect( next.sessions ).toBe( 2 );
		expect( next.pageViews ).toBe( 3 );
	} );

	it( 'resets corrupt items and values instead of throwing', () => {
		const { storage, local, session } = setup();
		local.setItem( STORAGE_KEY, '{not json' );
		session.setItem( STORAGE_KEY, '[1,2]' );
		expect( storage.pageViews ).toBe( 0 );
		expect( local.getItem( STORAGE_KEY ) ).toBeNull();
		storage.countVisit();
		expect( storage.pageViews ).toBe( 1 );
		expect( storage.sessions ).toBe( 1 );
		local.setItem( STORAGE_KEY, JSON.stringify( { pageViews: 'lots', sessions: -3, popup_1_times: 'x' } ) );
		expect( storage.pageViews ).toBe( 0 );
		expect( storage.sessions ).toBe( 0 );
		expect( storage.timesShown( '1', 'day' ) ).toBe( 0 );
		storage.countVisit();
		expect( storage.pageViews ).toBe( 1 );
	} );

	it( 'works with no storage at all, and with storage that throws', () => {
		const none = new VisitorStorage( null, null );
		none.countVisit();
		expect( none.pageViews ).toBe( 0 );
		const throwing = {
			getItem: () => {
				throw new Error( 'denied' );
			},
			setItem: () => {
				throw new Error( 'quota' );
			},
			removeItem: () => {
				throw new Error( 'denied' );
			},
		};
		const broken = new VisitorStorage( throwing, throwing );
		expect( () => broken.countVisit() ).not.toThrow();
		expect( broken.isDisabled( '5' ) ).toBe( false );
		const win = {} as Window;
		Object.defineProperty( win, 'localStorage', {
			get() {
				throw new Error( 'SecurityError' );
			},
		} );
		expect( browserStorages( win ).local ).toBeNull();
	} );

	it( 'keeps a per-popup disable key', () => {
		const { storage } = setup();
		expect( storage.isDisabled( '7' ) ).toBe( false );
		storage.disable( '7' );
		expect( storage.isDisabled( '7' ) ).toBe( true );
		expect( storage.isDisabled( '8' ) ).toBe( false );
	} );

	it( 'stores the initial page views and sessions the first time a popup is seen', () => {
		const { storage } = setup();
		storage.countVisit();
		storage.countVisit();
		expect( storage.firstSeen( '1' ) ).toEqual( { pageViews: 1, sessions: 0 } );
		storage.countVisit();
		expect( storage.firstSeen( '1' ) ).toEqual( { pageViews: 1, sessions: 0 } );
		expect( storage.firstSeen( '2' ) ).toEqual( { pageViews: 2, sessions: 0 } );
	} );

	it( 'counts impressions in their period and resets exactly at the period boundary', () => {
		for ( const period of [ 'day', 'week', 'month' ] as const ) {
			const { storage, clock } = setup();
			storage.recordImpression( '1', period );
			clock.t += 1000;
			storage.recordImpression( '1', period );
			expect( storage.timesShown( '1', period ) ).toBe( 2 );
			clock.t += PERIOD_SECONDS[ period ] * 1000 - 1001; // 1 ms before the period ends
			expect( storage.timesShown( '1', period ) ).toBe( 2 );
			clock.t += 1;
			expect( storage.timesShown( '1', period ) ).toBe( 0 );
			storage.recordImpression( '1', period );
			expect( storage.timesShown( '1', period ) ).toBe( 1 );
			expect( storage.impressions( '1' ) ).toBe( 3 );
		}
		expect( PERIOD_SECONDS ).toEqual( { day: 86400, week: 604800, month: 2628288 } );
	} );

	it( 'counts session impressions per tab session and lifetime ones forever', () => {
		const { storage, local, clock } = setup();
		storage.recordImpression( '1', 'session' );
		storage.recordImpression( '1', 'session' );
		expect( storage.timesShown( '1', 'session' ) ).toBe( 2 );
		expect( new VisitorStorage( local, new MemoryStorage(), clock.now ).timesShown( '1', 'session' ) ).toBe( 0 );
		storage.recordImpression( '2', 'none' );
		clock.t += 10 * 2628288 * 1000;
		expect( storage.timesShown( '2', 'none' ) ).toBe( 1 );
	} );
} );

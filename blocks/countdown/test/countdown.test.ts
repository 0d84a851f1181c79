import { announcement, evergreenDue, parseCountdownSettings, shouldAnnounce, split } from '../countdown';
import countdown from '../view';
import { handlerContext, mount } from '../../../tests/unit/handler-mount';

const base = { mode: 'due', due: 2_000_000_000_000, expiry: 'message' };

describe( 'countdown settings and time', () => {
	it( 'parses settings and rejects unusable ones', () => {
		expect( parseCountdownSettings( base )?.due ).toBe( 2_000_000_000_000 );
		expect( parseCountdownSettings( { mode: 'due', due: 'soon' } ) ).toBeNull();
		expect( parseCountdownSettings( { mode: 'evergreen', duration: -5 } ) ).toBeNull();
		expect( parseCountdownSettings( { ...base, expiry: 'redirect', redirect: 'javascript:x' } )?.expiry ).toBe(
			'message'
		);
		expect( parseCountdownSettings( { ...base, expiry: 'redirect', redirect: '/thanks/' } )?.redirect ).toBe(
			'/thanks/'
		);
		expect( parseCountdownSettings( { ...base, expiry: 'boom' } )?.expiry ).toBe( 'message' );
	} );

	it( 'splits a span into units, never negative', () => {
		expect( split( ( ( 2 * 24 + 3 ) * 3600 + 4 * 60 + 5 ) * 1000 + 999 ) ).toEqual( {
			days: 2,
			hours: 3,
			minutes: 4,
			seconds: 5,
		} );
		expect( split( -10 ) ).toEqual( { days: 0, hours: 0, minutes: 0, seconds: 0 } );
	} );

	it( 'remembers the evergreen deadline per visitor and restarts a bad one', () => {
		localStorage.clear();
		expect( evergreenDue( localStorage, 'k', 60_000, 1000 ) ).toBe( 61_000 );
		expect( evergreenDue( localStorage, 'k', 60_000, 5000 ) ).toBe( 61_000 );
		localStorage.setItem( 'k', 'garbage' );
		expect( evergreenDue( localStorage, 'k', 60_000, 5000 ) ).toBe( 65_000 );
		localStorage.setItem( 'k', String( 10_000_000 ) ); // further than the (shortened) duration
		expect( evergreenDue( localStorage, 'k', 60_000, 5000 ) ).toBe( 65_000 );
		const refusing = {
			getItem: () => {
				throw new Error( 'no' );
			},
			setItem: () => {
				throw new Error( 'no' );
			},
		} as unknown as Storage;
		expect( evergreenDue( refusing, 'k', 60_000, 5000 ) ).toBe( 65_000 );
	} );

	it( 'announces in whole minutes, at most once a minute', () => {
		const config = parseCountdownSettings( base )!;
		expect( announcement( { days: 1, hours: 0, minutes: 5, seconds: 9 }, config ) ).toBe(
			'1 days, 0 hours, 5 minutes left'
		);
		expect( announcement( { days: 0, hours: 0, minutes: 5, seconds: 9 }, config ) ).toBe( '5 minutes left' );
		expect( shouldAnnounce( 0, 'a', 'b', 59_999 ) ).toBe( false );
		expect( shouldAnnounce( 0, 'a', 'b', 60_000 ) ).toBe( true );
		expect( shouldAnnounce( 0, 'a', 'a', 120_000 ) ).toBe( false );
	} );
} );

describe( 'countdown handler', () => {
	function markup(): HTMLElement {
		document.body.innerHTML = `<div id="c" class="vitrine-countdown"><div class="vitrine-countdown__units">
			<span data-unit="days">0</span><span data-unit="hours">00</span><span data-unit="minutes">00</span><span data-unit="seconds">00</span>
		</div><p class="vitrine-countdown__message">Over</p><p class="vitrine-countdown__live" aria-live="polite">start</p></div>`;
		return document.getElementById( 'c' ) as HTMLElement;
	}
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( 1_000_000 );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'ticks, announces politely once a minute and shows the message at the end', () => {
		const element = markup();
		const teardown = mount( countdown, element, { mode: 'due', due: 1_000_000 + 125_000 } );
		const live = element.querySelector( '.vitrine-countdown__live' )!;
		expect( element.querySelector( '[data-unit="minutes"]' )?.textContent ).toBe( '02' );
		expect( element.querySelector( '[data-unit="seconds"]' )?.textContent ).toBe( '05' );
		expect( live.textContent ).toBe( 'start' );
		jest.advanceTimersByTime( 30_000 );
		expect( live.textContent ).toBe( 'start' );
		jest.advanceTimersByTime( 30_000 );
		expect( live.textContent ).toBe( '1 minutes left' );
		jest.advanceTimersByTime( 66_000 );
		expect( element.classList.contains( 'is-expired' ) ).toBe( true );
		expect( live.textContent ).toBe( 'Over' );
		teardown?.();
	} );

	it( 'hides on expiry when asked, and ignores bad settings', () => {
		const element = markup();
		mount( countdown, element, { mode: 'due', due: 999_000, expiry: 'hide' } );
		expect( element.hidden ).toBe( true );
		const other = markup();
		expect( countdown( handlerContext( other, { mode: 'due', due: 'x' } ) ) ).toBeUndefined();
		expect( other.classList.contains( 'is-running' ) ).toBe( false );
	} );

	it( 'counts an evergreen span from the first visit and remembers it', () => {
		localStorage.clear();
		const settings = { mode: 'evergreen', duration: 3_600_000, key: 'demo' };
		mount( countdown, markup(), settings );
		expect( localStorage.getItem( 'vitrine-countdown:demo' ) ).toBe( String( 1_000_000 + 3_600_000 ) );
		jest.setSystemTime( 1_000_000 + 600_000 );
		const again = markup();
		mount( countdown, again, settings );
		expect( again.querySelector( '[data-unit="minutes"]' )?.textContent ).toBe( '50' );
	} );
} );

/**
 * The Insights queue (src/insights/queue.ts, docs/insights.md): the body the route parses, batches
 * of at most 20, the events the bundles pushed before the queue script ran, one beacon for what a page counts within two seconds or before it hides, nothing
 * sent without the settings script, to another origin, or without statistics consent when the owner
 * asks for it.
 */
import { countInsight } from '../../../src/shared/insights';
import { createQueue, encodeBatch, endpoint, installQueue, MAX_BATCH } from '../../../src/insights/queue';

function settings( value: Record< string, unknown > | null ): void {
	document.body.innerHTML = value
		? `<script type="application/json" id="vitrine-insights">${ JSON.stringify( value ) }</script>`
		: '';
}

const URL = 'http://localhost/wp-json/vitrine/v1/insights/events';

describe( 'Insights queue', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		delete ( window as { vitrine?: unknown } ).vitrine;
	} );

	it( 'encodes a batch as the form fields the route reads, empty fields left out', () => {
		const body = encodeBatch( [
			{ entity: 'popup:12', event: 'impression' },
			{ entity: 'popup:12', event: 'conversion', variant: 'b', dimension: '' },
		] );
		expect( Object.fromEntries( new URLSearchParams( body ) ) ).toEqual( {
			'events[0][entity]': 'popup:12',
			'events[0][event]': 'impression',
			'events[1][entity]': 'popup:12',
			'events[1][event]': 'conversion',
			'events[1][variant]': 'b',
		} );
	} );

	it( 'cuts 45 events into beacons of 20, 20 and 5', () => {
		settings( { url: URL, consent: 'exempt' } );
		const send = jest.fn();
		const push = createQueue( document, send );
		Array.from( { length: 45 }, ( _, i ) => push( { entity: `bar:b${ i }`, event: 'impression' } ) );
		jest.advanceTimersByTime( 2000 );
		expect( send.mock.calls.map( ( [ , body ] ) => [ ...new URLSearchParams( body ).keys() ].length / 2 ) ).toEqual(
			[ MAX_BATCH, MAX_BATCH, 5 ]
		);
		expect( new URLSearchParams( send.mock.calls[ 2 ][ 1 ] ).get( 'events[4][entity]' ) ).toBe( 'bar:b44' );
	} );

	it( 'sends what the bundles counted before the queue script ran, and what they count after', () => {
		settings( { url: URL, consent: 'exempt' } );
		countInsight( { entity: 'popup:3', event: 'impression' } );
		countInsight( { entity: 'consent:banner', event: 'impression', dimension: 'gdpr' } );
		const send = jest.fn();
		installQueue( document, send );
		installQueue( document, jest.fn() ); // A second copy of the script changes nothing.
		countInsight( { entity: 'popup:3', event: 'conversion' } );
		jest.advanceTimersByTime( 2000 );
		expect( send ).toHaveBeenCalledTimes( 1 );
		const body = new URLSearchParams( send.mock.calls[ 0 ][ 1 ] );
		expect( [
			body.get( 'events[0][entity]' ),
			body.get( 'events[1][dimension]' ),
			body.get( 'events[2][event]' ),
		] ).toEqual( [ 'popup:3', 'gdpr', 'conversion' ] );
	} );

	it( 'sends what came within two seconds as one beacon, then the next ones in another', () => {
		settings( { url: URL, consent: 'exempt' } );
		const send = jest.fn();
		const push = createQueue( document, send );
		push( { entity: 'popup:1', event: 'impression' } );
		jest.advanceTimersByTime( 1500 );
		push( { entity: 'popup:1', event: 'close_escape' } );
		expect( send ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 2000 );
		expect( send ).toHaveBeenCalledTimes( 1 );
		expect( send.mock.calls[ 0 ][ 0 ] ).toBe( URL );
		expect( new URLSearchParams( send.mock.calls[ 0 ][ 1 ] ).getAll( 'events[1][event]' ) ).toEqual( [
			'close_escape',
		] );
		push( { entity: 'popup:1', event: 'impression' } );
		jest.advanceTimersByTime( 2000 );
		expect( send ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'sends at once when the page is hidden', () => {
		settings( { url: URL, consent: 'exempt' } );
		const send = jest.fn();
		createQueue( document, send )( { entity: 'product:4', event: 'impression', dimension: 'box' } );
		window.dispatchEvent( new Event( 'pagehide' ) );
		expect( send ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends nothing without settings, to another origin, or without consent when it is needed', () => {
		settings( null );
		expect( endpoint( document ) ).toBeNull();
		settings( { url: 'https://evil.example/collect', consent: 'exempt' } );
		expect( endpoint( document ) ).toBeNull();
		settings( { url: 'javascript:alert(1)', consent: 'exempt' } );
		expect( endpoint( document ) ).toBeNull();
		settings( { url: URL, consent: 'statistics' } );
		expect( endpoint( document ) ).toBeNull();
		( window as { vitrine?: unknown } ).vitrine = { consent: { allows: ( c: string ) => c === 'marketing' } };
		expect( endpoint( document ) ).toBeNull();
		( window as { vitrine?: unknown } ).vitrine = { consent: { allows: ( c: string ) => c === 'statistics' } };
		expect( endpoint( document ) ).toBe( URL );
		const send = jest.fn();
		settings( { url: URL, consent: 'statistics' } );
		delete ( window as { vitrine?: unknown } ).vitrine;
		createQueue( document, send )( { entity: 'popup:1', event: 'impression' } );
		jest.advanceTimersByTime( 2000 );
		expect( send ).not.toHaveBeenCalled();
	} );
} );

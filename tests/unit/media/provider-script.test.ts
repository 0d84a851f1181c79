import { loadProviderScript, POLL_INTERVAL, waitFor } from '../../../src/media/provider-script';

describe( 'provider scripts', () => {
	afterEach( () => document.head.replaceChildren() );

	it( 'adds one script per address and shares its promise', async () => {
		const first = loadProviderScript( 'https://provider.test/a.js' );
		expect( loadProviderScript( 'https://provider.test/a.js' ) ).toBe( first );
		const scripts = document.head.querySelectorAll( 'script' );
		expect( scripts ).toHaveLength( 1 );
		scripts[ 0 ]!.dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toBeUndefined();
	} );

	it( 'rejects on error, removes the tag and tries again next time', async () => {
		const first = loadProviderScript( 'https://provider.test/b.js' );
		document.head.querySelector( 'script' )!.dispatchEvent( new Event( 'error' ) );
		await expect( first ).rejects.toThrow( 'Could not load' );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		expect( loadProviderScript( 'https://provider.test/b.js' ) ).not.toBe( first );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	} );
} );

describe( 'waitFor', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'polls every 350 ms until the interface appears', async () => {
		const provider: { api?: { ok: true } } = {};
		const read = jest.fn( () => provider.api );
		const waiting = waitFor( read, 5000 );
		expect( read ).toHaveBeenCalledTimes( 1 );
		expect( POLL_INTERVAL ).toBe( 350 );
		jest.advanceTimersByTime( 349 );
		expect( read ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 1 );
		expect( read ).toHaveBeenCalledTimes( 2 );
		provider.api = { ok: true };
		jest.advanceTimersByTime( 350 );
		await expect( waiting.promise ).resolves.toEqual( { ok: true } );
		jest.advanceTimersByTime( 3500 );
		expect( read ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'gives up after the time-out, and can be cancelled', async () => {
		const waiting = waitFor( () => null, 1000 );
		jest.advanceTimersByTime( 1400 );
		await expect( waiting.promise ).rejects.toThrow( 'timeout' );
		const read = jest.fn( () => {
			throw new Error( 'provider broke' );
		} );
		const cancelled = waitFor( read, 1000 );
		cancelled.cancel();
		jest.advanceTimersByTime( 2000 );
		await expect( cancelled.promise ).rejects.toThrow( 'cancelled' );
		expect( read ).toHaveBeenCalledTimes( 1 );
	} );
} );

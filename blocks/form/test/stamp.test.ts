import { earlyRetry, renewedStamp, wait } from '../stamp';

describe( 'renewedStamp', () => {
	it( 'reads the fresh stamp and the wait from an expired-stamp answer', () => {
		expect(
			renewedStamp( {
				code: 'vitrine_form_stamp',
				data: { status: 400, stamp: '1795589547.0123456789abcdef', retry: 3 },
			} )
		).toEqual( {
			stamp: '1795589547.0123456789abcdef',
			retry: 3,
		} );
	} );

	it( 'bounds the wait to a minute and treats a missing one as none', () => {
		expect(
			renewedStamp( { code: 'vitrine_form_stamp', data: { stamp: '1.0123456789abcdef', retry: 1e9 } } )?.retry
		).toBe( 60 );
		expect(
			renewedStamp( { code: 'vitrine_form_stamp', data: { stamp: '1.0123456789abcdef', retry: -5 } } )?.retry
		).toBe( 0 );
		expect( renewedStamp( { code: 'vitrine_form_stamp', data: { stamp: '1.0123456789abcdef' } } )?.retry ).toBe(
			0
		);
	} );

	it( 'ignores other answers and malformed stamps', () => {
		expect( renewedStamp( null ) ).toBeNull();
		expect( renewedStamp( 'vitrine_form_stamp' ) ).toBeNull();
		expect( renewedStamp( { code: 'vitrine_form_too_fast', data: { stamp: '1.0123456789abcdef' } } ) ).toBeNull();
		expect( renewedStamp( { code: 'vitrine_form_stamp', data: { status: 400 } } ) ).toBeNull();
		expect( renewedStamp( { code: 'vitrine_form_stamp', data: { stamp: '"><script>' } } ) ).toBeNull();
	} );
} );

describe( 'earlyRetry', () => {
	it( 'reads the seconds left from a too-early answer, bounded to a minute', () => {
		expect( earlyRetry( { code: 'vitrine_form_too_fast', data: { status: 400, retry: 2 } } ) ).toBe( 2 );
		expect( earlyRetry( { code: 'vitrine_form_too_fast', data: { retry: 600 } } ) ).toBe( 60 );
		expect( earlyRetry( { code: 'vitrine_form_too_fast', data: { retry: -1 } } ) ).toBe( 0 );
	} );

	it( 'ignores other answers and answers without a number of seconds', () => {
		expect( earlyRetry( null ) ).toBeNull();
		expect( earlyRetry( { code: 'vitrine_form_too_fast', data: { status: 400 } } ) ).toBeNull();
		expect( earlyRetry( { code: 'vitrine_form_too_fast', data: { retry: '2' } } ) ).toBeNull();
		expect( earlyRetry( { code: 'vitrine_form_too_fast', data: { retry: Infinity } } ) ).toBeNull();
		expect( earlyRetry( { code: 'vitrine_form_stamp', data: { retry: 2 } } ) ).toBeNull();
	} );
} );

describe( 'wait', () => {
	it( 'resolves after the time, or at once when aborted', async () => {
		jest.useFakeTimers();
		const controller = new AbortController();
		let done = false;
		const waiting = wait( 3000, controller.signal ).then( () => ( done = true ) );
		jest.advanceTimersByTime( 2999 );
		await Promise.resolve();
		expect( done ).toBe( false );
		jest.advanceTimersByTime( 1 );
		await waiting;
		expect( done ).toBe( true );

		const other = new AbortController();
		let early = false;
		const aborted = wait( 60000, other.signal ).then( () => ( early = true ) );
		other.abort();
		await aborted;
		expect( early ).toBe( true );
		jest.useRealTimers();
	} );
} );

import { dismissDays, dismissKey, isDismissed, readDismissed, rememberDismissed } from '../../../src/shared/dismissal';

describe( 'remembered dismissals', () => {
	beforeEach( () => localStorage.clear() );

	it( 'remembers and expires', () => {
		rememberDismissed( 'k', 1000 );
		expect( readDismissed( 'k', 1, 1000 + 1000 ) ).toBe( true );
		expect( readDismissed( 'k', 1, 1000 + 86_400_000 ) ).toBe( false );
		expect( isDismissed( 'x', 1, 5 ) ).toBe( false );
	} );

	it( 'sanitizes keys and days', () => {
		expect( dismissKey( 'p', 'a-b_1' ) ).toBe( 'p:a-b_1' );
		expect( dismissKey( 'p', '<x>' ) ).toBe( 'p:default' );
		expect( dismissDays( 0 ) ).toBe( 30 );
		expect( dismissDays( '7' ) ).toBe( 7 );
	} );
} );

import { actionWords, allowedNames, lawWords, localTime } from '../../../src/consent/admin/record-words';

describe( 'consent records in words', () => {
	it( 'names each decision the gate records, and shows an unknown code as it is', () => {
		expect( actionWords( 'acceptAll' ) ).toBe( 'Accepted all' );
		expect( actionWords( 'reject' ) ).toBe( 'Rejected all' );
		expect( actionWords( 'accept' ) ).toBe( 'Saved their choices' );
		expect( actionWords( 'ccpaOptOut' ) ).toBe( 'Opted out of sale and sharing' );
		expect( actionWords( 'allowCategory' ) ).toBe( 'Allowed one category' );
		expect( actionWords( 'somethingNew' ) ).toBe( 'somethingNew' );
	} );

	it( 'names the law, with the opt-out', () => {
		expect( lawWords( { law: 'gdpr', ccpa_optout: false } ) ).toBe( 'GDPR (opt-in)' );
		expect( lawWords( { law: 'both', ccpa_optout: true } ) ).toBe( 'GDPR and CCPA, opted out' );
		expect( lawWords( { law: 'other', ccpa_optout: false } ) ).toBe( 'other' );
	} );

	it( 'lists the allowed categories by their names, a removed one by its slug', () => {
		const names = new Map( [
			[ 'necessary', 'Necessary' ],
			[ 'analytics', 'Analytics' ],
		] );
		expect( allowedNames( { necessary: true, analytics: false, gone: true }, names ) ).toBe( 'Necessary, gone' );
	} );

	it( 'shows the time in the given locale, and an unreadable time as it came', () => {
		expect( localTime( '2026-11-27T08:00:00Z', 'en-GB' ) ).toMatch( /27 Nov 2026/ );
		expect( localTime( 'not a time' ) ).toBe( 'not a time' );
	} );
} );

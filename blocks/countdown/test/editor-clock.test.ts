import { aWeekFrom, dueMoment, unitTexts } from '../editor-clock';

describe( 'the editor’s countdown clock', () => {
	it( 'reads a due date in the site’s time zone', () => {
		expect( dueMoment( '2030-01-01T09:00', 0 ) ).toBe( Date.UTC( 2030, 0, 1, 9 ) );
		expect( dueMoment( '2030-01-01T09:00', 2 ) ).toBe( Date.UTC( 2030, 0, 1, 7 ) );
		expect( dueMoment( '2030-01-01T09:00', -5.5 ) ).toBe( Date.UTC( 2030, 0, 1, 14, 30 ) );
		expect( dueMoment( '', 0 ) ).toBeNaN();
		expect( dueMoment( 'next week', 0 ) ).toBeNaN();
	} );

	it( 'writes the units as the visitor’s countdown does', () => {
		expect( unitTexts( ( ( 2 * 24 + 3 ) * 3600 + 4 * 60 + 5 ) * 1000 ) ).toEqual( {
			days: '2',
			hours: '03',
			minutes: '04',
			seconds: '05',
		} );
		expect( unitTexts( -1000 ) ).toEqual( { days: '0', hours: '00', minutes: '00', seconds: '00' } );
	} );

	it( 'starts a new countdown a week ahead, in the site’s time zone, which reads back a week ahead', () => {
		const now = Date.UTC( 2027, 2, 1, 10, 0 );
		expect( aWeekFrom( now, 0 ) ).toBe( '2027-03-08T10:00' );
		expect( aWeekFrom( now, 2 ) ).toBe( '2027-03-08T12:00' );
		expect( dueMoment( aWeekFrom( now, 2 ), 2 ) ).toBe( now + 7 * 86400000 );
	} );
} );

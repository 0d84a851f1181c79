import { clampStep, firstStepWith, isLastStep, nextStep, previousStep, progressText } from '../steps';

describe( 'form steps', () => {
	const start = { current: 0, count: 3 };

	it( 'moves forward only from a valid step and never past the ends', () => {
		expect( nextStep( start, false ) ).toEqual( start );
		expect( nextStep( start, true ).current ).toBe( 1 );
		expect( nextStep( { current: 2, count: 3 }, true ).current ).toBe( 2 );
		expect( previousStep( start ).current ).toBe( 0 );
		expect( previousStep( { current: 2, count: 3 } ).current ).toBe( 1 );
		expect( clampStep( 7, 3 ) ).toBe( 2 );
		expect( clampStep( Number.NaN, 3 ) ).toBe( 0 );
	} );

	it( 'knows the last step', () => {
		expect( isLastStep( start ) ).toBe( false );
		expect( isLastStep( { current: 2, count: 3 } ) ).toBe( true );
		expect( isLastStep( { current: 0, count: 1 } ) ).toBe( true );
	} );

	it( 'finds the earliest step holding a field with an error', () => {
		const steps: Record< string, number > = { a: 0, b: 1, c: 2 };
		expect( firstStepWith( [ 'c', 'b' ], ( n ) => steps[ n ], { current: 2, count: 3 } ) ).toBe( 1 );
		expect( firstStepWith( [ 'unknown' ], ( n ) => steps[ n ], { current: 2, count: 3 } ) ).toBe( 2 );
	} );

	it( 'describes the progress', () => {
		expect( progressText( { current: 1, count: 3 }, 'Your tour' ) ).toBe( 'Step 2 of 3: Your tour' );
		expect( progressText( start, '' ) ).toBe( 'Step 1 of 3' );
	} );
} );

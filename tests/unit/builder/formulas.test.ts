import {
	backgroundEnlargement,
	backgroundStep,
	blurValue,
	directionPoint,
	mouseTrackOffset,
	opacityValue,
	pagePassed,
	scaleValue,
	tiltAngle,
	transformStep,
	viewportPassed,
	withinRange,
} from '../../../src/builder/motion/formulas';

describe( 'motion formulas', () => {
	it( 'measures the trip through the viewport in percent', () => {
		expect( viewportPassed( 800, 200, 800 ) ).toBe( 0 ); // Top at the viewport's bottom.
		expect( viewportPassed( -200, 200, 800 ) ).toBe( 100 ); // Bottom at the viewport's top.
		expect( viewportPassed( 300, 200, 800 ) ).toBe( 50 );
		expect( viewportPassed( 5000, 200, 800 ) ).toBe( 0 );
		expect( pagePassed( 500, 2000, 1000 ) ).toBe( 50 );
		expect( pagePassed( 0, 500, 1000 ) ).toBe( 0 );
	} );

	it( 'translates and rotates by -(passed% - 50) * speed, reversed when negative', () => {
		expect( transformStep( 50, 4 ) ).toBe( 0 );
		expect( transformStep( 0, 4 ) ).toBe( 200 );
		expect( transformStep( 100, 4 ) ).toBe( -200 );
		expect( transformStep( 100, 4, true ) ).toBe( 200 );
		expect( transformStep( 75, 1 ) ).toBe( -25 );
		expect( withinRange( 10, { start: 20, end: 80 } ) ).toBe( 20 );
		expect( withinRange( 90, { start: 20, end: 80 } ) ).toBe( 80 );
	} );

	it( 'ramps fading effects by direction over the range', () => {
		const range = { start: 20, end: 80 };
		expect( directionPoint( 50, 'out-in', range ) ).toBe( 50 );
		expect( directionPoint( 10, 'out-in', range ) ).toBe( 0 );
		expect( directionPoint( 90, 'out-in', range ) ).toBe( 100 );
		expect( directionPoint( 50, 'in-out', range ) ).toBe( 50 );
		expect( directionPoint( 10, 'in-out', range ) ).toBe( 100 );
		expect( directionPoint( 50, 'in-out-in', range ) ).toBe( 0 );
		expect( directionPoint( 10, 'in-out-in', range ) ).toBe( 50 );
		expect( directionPoint( 50, 'out-in-out', range ) ).toBe( 100 );
		expect( directionPoint( 90, 'out-in-out', range ) ).toBe( 50 );
	} );

	it( 'uses the documented constants for scale, opacity, blur, tilt and backgrounds', () => {
		expect( scaleValue( 50, 4 ) ).toBe( 1.2 ); // 1 + speed * point / 1000.
		expect( scaleValue( 0, 4 ) ).toBe( 1 );
		expect( opacityValue( 0, 10 ) ).toBe( 0 ); // Level 10 is an intensity of 1.
		expect( opacityValue( 0, 5 ) ).toBe( 0.5 );
		expect( opacityValue( 100, 10 ) ).toBe( 1 );
		expect( blurValue( 0, 7 ) ).toBe( 7 );
		expect( blurValue( 50, 7 ) ).toBe( 3.5 );
		expect( blurValue( 100, 7 ) ).toBe( 0 );
		expect( tiltAngle( 100, 4 ) ).toBe( 4 ); // Speed / 10 of 10 degrees at the edge.
		expect( tiltAngle( 0, 4, true ) ).toBe( 4 );
		expect( tiltAngle( 50, 10 ) ).toBe( 0 );
		expect( mouseTrackOffset( 0, 1 ) ).toBe( -25 );
		expect( mouseTrackOffset( 0, 1, true ) ).toBe( 25 );
		expect( backgroundEnlargement( 4 ) ).toBe( 40 );
		expect( backgroundStep( 50, 200 ) ).toBe( -100 );
		expect( backgroundStep( 0, 200, true ) ).toBe( -200 );
	} );

	it( 'moves with the speed, the level and the direction away from the middle too', () => {
		expect( opacityValue( 50, 10 ) ).toBe( 0.5 );
		expect( mouseTrackOffset( 100, 4 ) ).toBe( 100 );
		expect( backgroundStep( 25, 200 ) ).toBe( -50 );
		expect( backgroundStep( 25, 200, true ) ).toBe( -150 );
	} );

	it( 'ramps each direction on both sides of the range, off the middle', () => {
		const range = { start: 20, end: 80 };
		// Before the range (5 of 20 is a quarter of the ramp).
		expect( directionPoint( 5, 'in-out-in', range ) ).toBe( 75 );
		expect( directionPoint( 5, 'out-in-out', range ) ).toBe( 25 );
		// In the range (35 is a quarter of 20 to 80).
		expect( directionPoint( 35, 'out-in', range ) ).toBe( 25 );
		expect( directionPoint( 35, 'in-out', range ) ).toBe( 75 );
		// After the range (95 is a quarter of the way back from 100 to 80).
		expect( directionPoint( 90, 'in-out', range ) ).toBe( 0 );
		expect( directionPoint( 95, 'out-in-out', range ) ).toBe( 25 );
		expect( directionPoint( 95, 'in-out-in', range ) ).toBe( 75 );
	} );

	it( 'never answers NaN for an empty range, page or element', () => {
		// An empty range counts as passed: the effect is fully in.
		expect( directionPoint( 50, 'out-in', { start: 50, end: 50 } ) ).toBe( 100 );
		expect( viewportPassed( 0, 0, 0 ) ).toBe( 0 );
		expect( pagePassed( 0, 1000, 1000 ) ).toBe( 0 );
	} );
} );

import { parseHotspotSettings, placeTip } from '../logic';

describe( 'hotspot logic', () => {
	it( 'reads the trigger, click by default', () => {
		expect( parseHotspotSettings( {} ) ).toEqual( { trigger: 'click' } );
		expect( parseHotspotSettings( { trigger: 'hover' } ) ).toEqual( { trigger: 'hover' } );
		expect( parseHotspotSettings( { trigger: 'focus' } ) ).toEqual( { trigger: 'click' } );
	} );

	const viewport = { width: 1000, height: 800 };
	const tip = { width: 240, height: 100 };

	it( 'centres the tooltip above the point when there is room', () => {
		expect( placeTip( { x: 500, y: 400 }, tip, viewport ) ).toEqual( { x: -120, below: false } );
	} );

	it( 'shifts it inside the left and right edges', () => {
		expect( placeTip( { x: 20, y: 400 }, tip, viewport ).x ).toBe( -12 );
		expect( placeTip( { x: 990, y: 400 }, tip, viewport ).x ).toBe( 1000 - 8 - 240 - 990 );
	} );

	it( 'pins it to the left margin when the viewport is narrower than the tooltip', () => {
		expect( placeTip( { x: 100, y: 400 }, tip, { width: 200, height: 800 } ).x ).toBe( -92 );
	} );

	it( 'flips it below when there is no room above', () => {
		expect( placeTip( { x: 500, y: 60 }, tip, viewport ).below ).toBe( true );
		expect( placeTip( { x: 500, y: 60 }, tip, { width: 1000, height: 100 } ).below ).toBe( false );
	} );
} );

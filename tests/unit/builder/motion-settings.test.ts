import { readMotion } from '../../../src/builder/motion/settings';
import { motionStyle } from '../../../src/builder/motion/compute';
import { setDebug } from '../../../src/builder/runtime/messages';

describe( 'motion settings', () => {
	afterEach( () => setDebug( false ) );

	it( 'is off unless scroll or mouse effects are switched on', () => {
		expect( readMotion( { motion_fx_translateY_effect: 'yes' }, 'motion_fx_' ) ).toBeNull();
		expect( readMotion( {}, 'background_motion_fx_' ) ).toBeNull();
	} );

	it( 'reads plain and builder-shaped values with defaults', () => {
		const config = readMotion(
			{
				motion_fx_motion_fx_scrolling: 'yes',
				motion_fx_translateY_effect: 'yes',
				motion_fx_translateY_speed: { size: 6 },
				motion_fx_translateY_affectedRange: { sizes: { start: 10, end: 90 } },
				motion_fx_opacity_effect: 'yes',
				motion_fx_devices: [ 'desktop' ],
			},
			'motion_fx_'
		);
		expect( config?.scroll.translateY ).toMatchObject( {
			speed: 6,
			range: { start: 10, end: 90 },
			negative: false,
		} );
		expect( config?.scroll.opacity ).toMatchObject( {
			level: 10,
			direction: 'out-in',
			range: { start: 20, end: 80 },
		} );
		expect( config?.devices ).toEqual( [ 'desktop' ] );
	} );

	it( 'drops out-of-range speeds and unknown effects, warning only in debug mode', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const settings = {
			motion_fx_motion_fx_scrolling: 'yes',
			motion_fx_translateY_effect: 'yes',
			motion_fx_translateY_speed: 42,
			motion_fx_wobble_effect: 'yes',
		};
		expect( readMotion( settings, 'motion_fx_' ) ).toBeNull();
		expect( warn ).not.toHaveBeenCalled();
		setDebug( true );
		readMotion( settings, 'motion_fx_' );
		expect( warn ).toHaveBeenCalledTimes( 2 );
		warn.mockRestore();
	} );

	it( 'composes every transform in order: translate X and Y, mouse track, tilt, rotate, scale', () => {
		const config = readMotion(
			{
				motion_fx_motion_fx_scrolling: 'yes',
				motion_fx_translateX_effect: 'yes',
				motion_fx_translateX_speed: 2,
				motion_fx_translateY_effect: 'yes',
				motion_fx_rotateZ_effect: 'yes',
				motion_fx_scale_effect: 'yes',
				motion_fx_motion_fx_mouse: 'yes',
				motion_fx_mouseTrack_effect: 'yes',
				motion_fx_tilt_effect: 'yes',
			},
			'motion_fx_'
		);
		const style = motionStyle( config!, { passed: 50, pointerX: 100, pointerY: 0 } );
		expect( style.transform ).toBe(
			'translateX(0px) translateY(0px) translate(25px, -25px) perspective(1000px) rotateX(4deg) rotateY(4deg) rotateZ(0deg) scale(1.2)'
		);
		expect( motionStyle( config!, { passed: 100, pointerX: 50, pointerY: 100 } ).transform ).toBe(
			'translateX(-100px) translateY(-200px) translate(0px, 25px) perspective(1000px) rotateX(-4deg) rotateY(0deg) rotateZ(-50deg) scale(1.4)'
		);
		expect( style.filter ).toBe( '' );
		expect( style.opacity ).toBe( '' );
	} );

	it( 'moves a background layer across its own extra size on each axis', () => {
		const config = readMotion(
			{
				motion_fx_motion_fx_scrolling: 'yes',
				motion_fx_translateX_effect: 'yes',
				motion_fx_translateY_effect: 'yes',
			},
			'motion_fx_'
		);
		expect(
			motionStyle( config!, { passed: 100, pointerX: 50, pointerY: 50, extraX: 100, extraY: 40 }, true ).transform
		).toBe( 'translateX(-100px) translateY(-40px)' );
	} );

	it( 'composes transform, opacity and filter only', () => {
		const config = readMotion(
			{
				motion_fx_motion_fx_scrolling: 'yes',
				motion_fx_translateY_effect: 'yes',
				motion_fx_translateY_speed: 4,
				motion_fx_blur_effect: 'yes',
				motion_fx_motion_fx_mouse: 'yes',
				motion_fx_tilt_effect: 'yes',
			},
			'motion_fx_'
		);
		const style = motionStyle( config!, { passed: 100, pointerX: 100, pointerY: 50 } );
		expect( style.transform ).toBe( 'translateY(-200px) perspective(1000px) rotateX(0deg) rotateY(4deg)' );
		expect( style.filter ).toBe( 'blur(0px)' ); // Past the 20-80 % range, "out-in" is sharp.
		expect( style.opacity ).toBe( '' );
		expect( motionStyle( config!, { passed: 0, pointerX: 50, pointerY: 50 } ).filter ).toBe( 'blur(7px)' );
	} );
} );

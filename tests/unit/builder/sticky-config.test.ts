import { responsiveValue, sameConfig, stickyConfig } from '../../../src/builder/sticky/config';
import { setDebug } from '../../../src/builder/runtime/messages';

describe( 'sticky config', () => {
	it( 'is off without a side, on a device outside sticky_on, or with a bad side', () => {
		expect( stickyConfig( {}, 'desktop' ) ).toBeNull();
		expect( stickyConfig( { sticky: 'middle' }, 'desktop' ) ).toBeNull();
		expect( stickyConfig( { sticky: 'top', sticky_on: [ 'desktop' ] }, 'mobile' ) ).toBeNull();
	} );

	it( 'reads responsive offsets, inheriting from larger devices', () => {
		const settings = { sticky_offset: { desktop: 10, tablet: 20 }, sticky_effects_offset: 100 };
		expect( responsiveValue( settings, 'sticky_offset', 'desktop' ) ).toBe( 10 );
		expect( responsiveValue( settings, 'sticky_offset', 'tablet' ) ).toBe( 20 );
		expect( responsiveValue( settings, 'sticky_offset', 'mobile' ) ).toBe( 20 );
		expect( responsiveValue( { sticky_offset: 5, sticky_offset_mobile: 1 }, 'sticky_offset', 'mobile' ) ).toBe( 1 );
		expect( responsiveValue( { sticky_offset: { size: 7 } }, 'sticky_offset', 'tablet' ) ).toBe( 7 );
		expect( responsiveValue( { sticky_offset: -3 }, 'sticky_offset', 'desktop' ) ).toBe( 0 );
		expect( responsiveValue( { sticky_offset: 'x' }, 'sticky_offset', 'desktop' ) ).toBe( 0 );
	} );

	it( 'adds a fixed admin bar to a top offset only', () => {
		expect( stickyConfig( { sticky: 'top', sticky_offset: 10 }, 'desktop', 32 ) ).toEqual( {
			side: 'top',
			offset: 42,
			effectsOffset: 0,
			parent: false,
		} );
		expect( stickyConfig( { sticky: 'bottom', sticky_offset: 10, sticky_parent: 'yes' }, 'desktop', 32 ) ).toEqual(
			{
				side: 'bottom',
				offset: 10,
				effectsOffset: 0,
				parent: true,
			}
		);
	} );

	it( 'skips empty device values and lets a phone inherit the desktop value', () => {
		expect( responsiveValue( { sticky_offset: { tablet: '', desktop: 10 } }, 'sticky_offset', 'tablet' ) ).toBe(
			10
		);
		expect( responsiveValue( { sticky_offset: { desktop: 10 } }, 'sticky_offset', 'mobile' ) ).toBe( 10 );
	} );

	it( 'reads the effects offset and a boolean parent', () => {
		expect( stickyConfig( { sticky: 'top', sticky_effects_offset: 100, sticky_parent: true }, 'desktop' ) ).toEqual(
			{ side: 'top', offset: 0, effectsOffset: 100, parent: true }
		);
		expect( stickyConfig( { sticky: 'top', sticky_parent: false }, 'desktop' )?.parent ).toBe( false );
	} );

	describe( 'in debug mode', () => {
		let warn: jest.SpyInstance;
		beforeEach( () => {
			setDebug( true );
			warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
		} );
		afterEach( () => {
			setDebug( false );
			warn.mockRestore();
		} );

		it( 'warns about a bad side or a bad offset, not about unset, empty or zero values', () => {
			expect( stickyConfig( {}, 'desktop' ) ).toBeNull();
			expect( stickyConfig( { sticky: '' }, 'desktop' ) ).toBeNull();
			expect( responsiveValue( {}, 'sticky_offset', 'desktop' ) ).toBe( 0 );
			expect( responsiveValue( { sticky_offset: '' }, 'sticky_offset', 'desktop' ) ).toBe( 0 );
			expect( responsiveValue( { sticky_offset: 0 }, 'sticky_offset', 'desktop' ) ).toBe( 0 );
			expect( warn ).not.toHaveBeenCalled();
			stickyConfig( { sticky: 'middle' }, 'desktop' );
			expect( warn ).toHaveBeenLastCalledWith( '[vitrine]', 'sticky must be "top" or "bottom":', 'middle' );
			responsiveValue( { sticky_offset: -3 }, 'sticky_offset', 'desktop' );
			expect( warn ).toHaveBeenLastCalledWith(
				'[vitrine]',
				'sticky_offset must be a number of px, 0 or more:',
				-3
			);
		} );
	} );

	it( 'compares configs so a resize rebuilds only on a change', () => {
		const settings = { sticky: 'top', sticky_offset: { desktop: 10, tablet: 10, mobile: 0 } };
		expect( sameConfig( stickyConfig( settings, 'desktop' ), stickyConfig( settings, 'tablet' ) ) ).toBe( true );
		expect( sameConfig( stickyConfig( settings, 'desktop' ), stickyConfig( settings, 'mobile' ) ) ).toBe( false );
	} );
} );

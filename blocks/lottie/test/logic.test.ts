import { parseLottieSettings, scrollProgress } from '../logic';

describe( 'lottie logic', () => {
	it( 'needs an http(s) address and clamps the rest', () => {
		expect( parseLottieSettings( {} ) ).toBeNull();
		expect( parseLottieSettings( { src: 'javascript:alert(1)' } ) ).toBeNull();
		expect(
			parseLottieSettings( { src: 'https://example.com/a.json', trigger: 'wiggle', speed: 'fast' } )
		).toEqual( {
			src: 'https://example.com/a.json',
			trigger: 'load',
			loop: true,
			speed: 1,
		} );
		expect( parseLottieSettings( { src: '/a.json', trigger: 'scroll', loop: false, speed: 9 } ) ).toMatchObject( {
			src: 'http://localhost/a.json',
			trigger: 'scroll',
			loop: false,
			speed: 5,
		} );
	} );

	it( 'maps the position in the viewport to 0…1', () => {
		expect( scrollProgress( 800, 200, 800 ) ).toBe( 0 );
		expect( scrollProgress( 300, 200, 800 ) ).toBe( 0.5 );
		expect( scrollProgress( -200, 200, 800 ) ).toBe( 1 );
		expect( scrollProgress( -900, 200, 800 ) ).toBe( 1 );
		expect( scrollProgress( 0, 0, 0 ) ).toBe( 0 );
	} );
} );

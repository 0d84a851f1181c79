import { deviceAllowed, deviceForWidth, readBreakpoints, DEFAULT_BREAKPOINTS } from '../../../src/shared/device';

describe( 'device modes', () => {
	it( 'maps widths to modes at the breakpoints', () => {
		expect( deviceForWidth( 375 ) ).toBe( 'mobile' );
		expect( deviceForWidth( 767 ) ).toBe( 'mobile' );
		expect( deviceForWidth( 768 ) ).toBe( 'tablet' );
		expect( deviceForWidth( 1024 ) ).toBe( 'tablet' );
		expect( deviceForWidth( 1025 ) ).toBe( 'desktop' );
	} );

	it( 'reads the site breakpoints and ignores bad ones', () => {
		document.body.innerHTML = `<script id="vitrine-breakpoints" type="application/json">{"mobile":600,"tablet":900}</script>`;
		expect( readBreakpoints() ).toEqual( { mobile: 600, tablet: 900 } );
		document.body.innerHTML = `<script id="vitrine-breakpoints" type="application/json">{"mobile":900,"tablet":600}</script>`;
		expect( readBreakpoints() ).toEqual( DEFAULT_BREAKPOINTS );
		document.body.innerHTML = `<script id="vitrine-breakpoints" type="application/json">not json</script>`;
		expect( readBreakpoints() ).toEqual( DEFAULT_BREAKPOINTS );
	} );

	it( 'treats an empty or missing device list as every device', () => {
		expect( deviceAllowed( [], 'mobile' ) ).toBe( true );
		expect( deviceAllowed( undefined, 'tablet' ) ).toBe( true );
		expect( deviceAllowed( [ 'desktop' ], 'mobile' ) ).toBe( false );
		expect( deviceAllowed( [ 'desktop', 'mobile' ], 'mobile' ) ).toBe( true );
	} );
} );

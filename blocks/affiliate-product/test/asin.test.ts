import { asinList, withPicked } from '../asin';

describe( 'the affiliate product field', () => {
	it( 'takes typed ASINs, and never a product name', () => {
		expect( asinList( 'b0demo0001' ) ).toEqual( [ 'B0DEMO0001' ] );
		expect( asinList( 'B0DEMO0001, B0DEMO0002' ) ).toEqual( [ 'B0DEMO0001', 'B0DEMO0002' ] );
		expect( asinList( 'AURORA' ) ).toBeNull();
		expect( asinList( 'Aurora headphones' ) ).toBeNull();
		expect( asinList( 'B0DEMO0001, aurora' ) ).toBeNull();
		expect( asinList( '' ) ).toBeNull();
	} );

	it( 'adds a picked product to a box’s list once, and replaces a single one', () => {
		expect( withPicked( 'B0DEMO0001', 'B0DEMO0002', true ) ).toBe( 'B0DEMO0001,B0DEMO0002' );
		expect( withPicked( 'B0DEMO0001', 'B0DEMO0001', true ) ).toBe( 'B0DEMO0001' );
		expect( withPicked( '', 'B0DEMO0002', true ) ).toBe( 'B0DEMO0002' );
		expect( withPicked( 'B0DEMO0001', 'B0DEMO0002', false ) ).toBe( 'B0DEMO0002' );
	} );
} );

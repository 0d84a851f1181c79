import { buildShortcode, attributeValue } from '../../../src/affiliate/shortcode';

describe( 'buildShortcode', () => {
	it( 'is empty until a display variant is chosen', () => {
		expect( buildShortcode( {} ) ).toBe( '' );
		expect( buildShortcode( { display_variant: '', asin: 'B000000001' } ) ).toBe( '' );
		expect( buildShortcode( { display_variant: 'unknown', asin: 'B000000001' } ) ).toBe( '' );
	} );

	it( 'box, link and fields take an asin', () => {
		expect( buildShortcode( { display_variant: 'box', asin: 'b000000001' } ) ).toBe(
			'[vitrine_product box="B000000001"]'
		);
		expect( buildShortcode( { display_variant: 'box', asin: 'B000000001, B000000002' } ) ).toBe(
			'[vitrine_product box="B000000001,B000000002"]'
		);
		expect( buildShortcode( { display_variant: 'link', asin: 'B000000001', keywords: 'ignored' } ) ).toBe(
			'[vitrine_product link="B000000001"]'
		);
		expect( buildShortcode( { display_variant: 'box', asin: '' } ) ).toBe( '' );
	} );

	it( 'fields adds the field value', () => {
		expect( buildShortcode( { display_variant: 'fields', asin: 'B000000001', field_value: 'price' } ) ).toBe(
			'[vitrine_product fields="B000000001" value="price"]'
		);
		expect( buildShortcode( { display_variant: 'fields', asin: 'B000000001', field_value: '' } ) ).toBe( '' );
	} );

	it( 'bestseller and new take keywords and items', () => {
		expect( buildShortcode( { display_variant: 'bestseller', keywords: 'usb hub', items: 5 } ) ).toBe(
			'[vitrine_product bestseller="usb hub" items="5"]'
		);
		expect( buildShortcode( { display_variant: 'new', keywords: 'coffee', items: '2', asin: 'B000000001' } ) ).toBe(
			'[vitrine_product new="coffee" items="2"]'
		);
		expect( buildShortcode( { display_variant: 'new', keywords: 'coffee', items: 40 } ) ).toBe(
			'[vitrine_product new="coffee" items="10"]'
		);
		expect( buildShortcode( { display_variant: 'new', keywords: 'coffee', items: 0 } ) ).toBe(
			'[vitrine_product new="coffee"]'
		);
		expect( buildShortcode( { display_variant: 'bestseller', keywords: ' ' } ) ).toBe( '' );
	} );

	it( 'table takes a table id', () => {
		expect( buildShortcode( { display_variant: 'table', table: 12 } ) ).toBe( '[vitrine_product table="12"]' );
		expect( buildShortcode( { display_variant: 'table', table: 'x' } ) ).toBe( '' );
	} );

	it( 'adds the template only when it is not the default', () => {
		expect( buildShortcode( { display_variant: 'box', asin: 'B000000001', template: 'default' } ) ).toBe(
			'[vitrine_product box="B000000001"]'
		);
		expect( buildShortcode( { display_variant: 'box', asin: 'B000000001', template: 'vertical' } ) ).toBe(
			'[vitrine_product box="B000000001" template="vertical"]'
		);
	} );

	it( 'cannot be broken out of by quotes or brackets', () => {
		const code = buildShortcode( { display_variant: 'bestseller', keywords: 'a" onload="x] [evil <script>' } );
		expect( code ).toBe( '[vitrine_product bestseller="a onload=x evil script"]' );
		expect( attributeValue( '"\'[]<>\\\n' ) ).toBe( '' );
	} );
} );

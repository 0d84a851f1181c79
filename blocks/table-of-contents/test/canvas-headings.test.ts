import { headingsKey } from '../canvas-headings';

describe( 'the canvas headings the preview follows', () => {
	it( 'changes when a heading is added, retitled or changes level, in canvas order', () => {
		const one = headingsKey( [ { level: 2, content: 'Getting started' } ] );
		const added = headingsKey( [
			{ level: 2, content: 'Getting started' },
			{ level: 3, content: 'Shipping' },
		] );
		expect( added ).not.toBe( one );
		expect( headingsKey( [ { level: 2, content: 'Getting started now' } ] ) ).not.toBe( one );
		expect( headingsKey( [ { level: 3, content: 'Getting started' } ] ) ).not.toBe( one );
		expect(
			headingsKey( [
				{ level: 3, content: 'Shipping' },
				{ level: 2, content: 'Getting started' },
			] )
		).not.toBe( added );
	} );

	it( 'reads rich text by its string and a missing level as a heading 2, as the heading block does', () => {
		const richText = { toString: () => 'Prices <em>today</em>' };
		expect( headingsKey( [ { content: richText }, null ] ) ).toBe( '2 Prices <em>today</em>' );
		expect( headingsKey( [] ) ).toBe( '' );
	} );
} );

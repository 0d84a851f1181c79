/**
 * One Sticky panel per block: core's position support leaves the editor settings (Vitrine's panel
 * replaces it), and a block saved with core's sticky is read as sticky at the top and handed over.
 */
import { hasCoreSticky, withoutCoreSticky, withoutPositionSupport } from '../../../src/builder/editor/core-sticky';

describe( 'core sticky, replaced by Vitrine’s panel', () => {
	it( 'takes core’s position support off and keeps every other support', () => {
		expect( withoutPositionSupport( { position: { sticky: true }, color: { background: true } } ) ).toEqual( {
			color: { background: true },
		} );
		const plain = { anchor: true };
		expect( withoutPositionSupport( plain ) ).toBe( plain );
		expect( withoutPositionSupport( undefined ) ).toBeUndefined();
	} );

	it( 'reads a block saved with core’s sticky, and drops only its position when handed over', () => {
		const style = { position: { type: 'sticky', top: '0px' }, color: { text: '#111' } };
		expect( hasCoreSticky( style ) ).toBe( true );
		expect( hasCoreSticky( { position: { type: '' } } ) ).toBe( false );
		expect( hasCoreSticky( undefined ) ).toBe( false );
		expect( withoutCoreSticky( style ) ).toEqual( { color: { text: '#111' } } );
		expect( withoutCoreSticky( { position: { type: 'sticky' } } ) ).toBeUndefined();
	} );
} );

import { swatchPicture } from '../../../src/admin/swatch-picture';

describe( 'swatchPicture', () => {
	it( 'keeps the id and the thumbnail of an image', () => {
		expect(
			swatchPicture( {
				id: 42,
				type: 'image',
				url: 'https://example.com/full.png',
				sizes: { thumbnail: { url: 'https://example.com/thumb.png' } },
			} )
		).toEqual( { id: '42', url: 'https://example.com/thumb.png' } );
	} );

	it( 'falls back to the file when the library made no thumbnail (a small image)', () => {
		expect( swatchPicture( { id: 7, type: 'image', url: 'https://example.com/tiny.png', sizes: {} } ) ).toEqual( {
			id: '7',
			url: 'https://example.com/tiny.png',
		} );
	} );

	it( 'refuses what is no usable image', () => {
		expect( swatchPicture( undefined ) ).toBeNull();
		expect( swatchPicture( { id: 3, type: 'application', url: 'https://example.com/a.pdf' } ) ).toBeNull();
		expect( swatchPicture( { id: 0, type: 'image', url: 'https://example.com/x.png' } ) ).toBeNull();
		expect( swatchPicture( { id: '1.5', type: 'image', url: 'https://example.com/x.png' } ) ).toBeNull();
		expect( swatchPicture( { id: 9, type: 'image', url: '', sizes: { thumbnail: { url: 5 } } } ) ).toBeNull();
	} );
} );

/**
 * Which kind of affiliate link was clicked, from the link's class (the server prints one per kind).
 * A link inside a comparison table's thumbnail cell counts as a thumbnail.
 */
export type LinkType = 'button' | 'title' | 'thumbnail' | 'star_rating' | 'link' | 'prime';

const BY_CLASS: Array< [ string, LinkType ] > = [
	[ 'vitrine-product__button', 'button' ],
	[ 'vitrine-product__title', 'title' ],
	[ 'vitrine-product__thumb', 'thumbnail' ],
	[ 'vitrine-product__rating', 'star_rating' ],
	[ 'vitrine-product__prime', 'prime' ],
];

export function linkType( link: Element ): LinkType {
	for ( const [ className, type ] of BY_CLASS ) {
		if ( link.classList.contains( className ) ) {
			return type;
		}
	}
	return link.closest( '.vitrine-table__thumb' ) ? 'thumbnail' : 'link';
}

/** The product data of a link: on the link itself (tables) or on its product element. */
export interface ProductData {
	productId: string;
	trackingId: string;
	asin: string;
	title: string;
}

export function productElement( link: Element ): Element | null {
	return link.closest( '[data-vitrine-product-id]' );
}

export function productData( link: Element ): ProductData | null {
	const element = productElement( link );
	if ( ! element ) {
		return null;
	}
	const read = ( name: string ) => link.getAttribute( name ) ?? element.getAttribute( name ) ?? '';
	return {
		productId: read( 'data-vitrine-product-id' ),
		trackingId: read( 'data-vitrine-tracking-id' ),
		asin: read( 'data-vitrine-product-asin' ),
		title: read( 'data-vitrine-product-title' ),
	};
}

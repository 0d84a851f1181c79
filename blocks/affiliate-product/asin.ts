/**
 * What the product field of the Affiliate Product block holds (docs/affiliate.md, "Picking a
 * product"): ASINs only. Typed text that is a list of ASINs becomes the block's `asin` at once;
 * anything else (a product name) only searches the catalogue, so it never reaches the shortcode.
 */

/** The ASINs in the text (10 letters or digits each, commas between), upper-cased; null when it is not such a list. */
export function asinList( text: string ): string[] | null {
	const parts = text
		.split( ',' )
		.map( ( part ) => part.trim().toUpperCase() )
		.filter( Boolean );
	return parts.length && parts.every( ( part ) => /^[A-Z0-9]{10}$/.test( part ) ) ? parts : null;
}

/** The `asin` value after picking a product: added to a box's list, instead of a link's or field's single one. */
export function withPicked( current: string, picked: string, several: boolean ): string {
	if ( ! several ) {
		return picked;
	}
	const list = asinList( current ) ?? [];
	return ( list.includes( picked ) ? list : [ ...list, picked ] ).join( ',' );
}

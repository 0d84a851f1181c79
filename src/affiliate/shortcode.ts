/**
 * Builds the [vitrine_product] shortcode from the editor panel's settings (docs/affiliate.md, Shortcode: generated only
 * when a display variant is chosen; box, link and fields take an asin; bestseller and new take
 * keywords and items; table takes a table id; fields takes a value; template only when it is not
 * the default). The same rules are applied by render.php on the server.
 */
export const TAG = 'vitrine_product';
export const VARIANTS = [ 'box', 'link', 'fields', 'bestseller', 'new', 'table' ] as const;
export type Variant = ( typeof VARIANTS )[ number ];
export const DEFAULT_TEMPLATE = 'default';

export interface ShortcodeSettings {
	display_variant?: string;
	template?: string;
	asin?: string;
	keywords?: string;
	table?: string | number;
	items?: string | number;
	field_value?: string;
}

/** Shortcode attribute values cannot hold quotes, brackets or line breaks: drop them. */
export function attributeValue( value: unknown ): string {
	return String( value ?? '' )
		.replace( /["'[\]<>\r\n\\]/g, '' )
		.trim();
}

function isVariant( value: unknown ): value is Variant {
	return ( VARIANTS as readonly string[] ).includes( String( value ) );
}

/** The shortcode, or '' when no variant is chosen or the variant's value is missing. */
export function buildShortcode( settings: ShortcodeSettings ): string {
	const variant = settings.display_variant;
	if ( ! isVariant( variant ) ) {
		return '';
	}
	const attrs: Array< [ string, string ] > = [];
	if ( variant === 'box' || variant === 'link' || variant === 'fields' ) {
		attrs.push( [ variant, attributeValue( settings.asin ).toUpperCase().replace( /\s+/g, '' ) ] );
	} else if ( variant === 'table' ) {
		attrs.push( [ variant, attributeValue( settings.table ).replace( /\D/g, '' ) ] );
	} else {
		attrs.push( [ variant, attributeValue( settings.keywords ) ] );
		const items = parseInt( String( settings.items ?? '' ), 10 );
		if ( items > 0 ) {
			attrs.push( [ 'items', String( Math.min( items, 10 ) ) ] );
		}
	}
	if ( ! attrs[ 0 ]?.[ 1 ] ) {
		return '';
	}
	if ( variant === 'fields' ) {
		const value = attributeValue( settings.field_value );
		if ( ! value ) {
			return '';
		}
		attrs.push( [ 'value', value ] );
	}
	const template = attributeValue( settings.template );
	if ( template && template !== DEFAULT_TEMPLATE ) {
		attrs.push( [ 'template', template ] );
	}
	return `[${ TAG } ${ attrs.map( ( [ name, value ] ) => `${ name }="${ value }"` ).join( ' ' ) }]`;
}

import { sameOriginUrl } from '@vitrine/shared';

/**
 * The pure parts of adding to the cart: reading the saved settings, matching the chosen options to a
 * variation of the Store API product, and clamping the quantity.
 */
export interface Variation {
	id: number;
	attributes: Array< { name: string; value: string } >;
}

export interface AddSettings {
	storeApi: string;
	productId: number;
	name: string;
	variations: Variation[];
	cartUrl: string;
	added: string;
	choose: string;
	unavailable: string;
	failed: string;
	viewCart: string;
}

const str = ( value: unknown, fallback = '' ) => ( typeof value === 'string' ? value : fallback );

/** Settings are markup: the Store API and the cart page must be on this site (docs/security.md). */
export function parseAddSettings( raw: Record< string, unknown > ): AddSettings | null {
	const productId = Number( raw.productId );
	const storeApi = sameOriginUrl( raw.storeApi ) ?? '';
	if ( ! Number.isInteger( productId ) || productId < 1 || ! storeApi ) {
		return null;
	}
	const variations = ( Array.isArray( raw.variations ) ? raw.variations : [] )
		.filter( ( v ): v is Record< string, unknown > => !! v && typeof v === 'object' )
		.map( ( v ) => ( {
			id: Number( v.id ) || 0,
			attributes: ( Array.isArray( v.attributes ) ? v.attributes : [] ).map(
				( a: Record< string, unknown > ) => ( {
					name: str( a?.name ),
					value: str( a?.value ),
				} )
			),
		} ) );
	return {
		storeApi,
		productId,
		name: str( raw.name ),
		variations,
		cartUrl: sameOriginUrl( raw.cartUrl ) ?? '',
		added: str( raw.added, '%1$d × %2$s' ),
		choose: str( raw.choose, '%s' ),
		unavailable: str( raw.unavailable ),
		failed: str( raw.failed, 'Error' ),
		viewCart: str( raw.viewCart, 'View cart' ),
	};
}

/**
 * The variation whose attributes all match the choices (an empty value on a variation means "any"),
 * or null when nothing matches.
 */
export function matchVariation( variations: Variation[], choices: Record< string, string > ): Variation | null {
	const lower = ( s: string ) => s.toLowerCase();
	return (
		variations.find( ( variation ) =>
			variation.attributes.every(
				( a ) => a.value === '' || lower( choices[ a.name ] ?? '' ) === lower( a.value )
			)
		) ?? null
	);
}

/** A whole number between min and max; junk reads as min. */
export function clampQuantity( value: unknown, min = 1, max = 99 ): number {
	const n = Math.floor( Number( value ) );
	return Number.isFinite( n ) ? Math.min( max, Math.max( min, n ) ) : min;
}

/** "%1$d × %2$s added" with its values. */
export function addedMessage( template: string, quantity: number, name: string ): string {
	return template.replace( '%1$d', String( quantity ) ).replace( '%2$s', name );
}

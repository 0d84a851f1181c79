/**
 * The cart widget's texts from its saved settings (translated on the server), with placeholders
 * filled in order: %s and %d, or numbered %1$s / %2$d.
 */
export type CartTexts = Record<
	| 'empty'
	| 'error'
	| 'items'
	| 'quantity'
	| 'remove'
	| 'updated'
	| 'removed'
	| 'applied'
	| 'unapplied'
	| 'removeCoupon'
	| 'failed',
	string
>;

const KEYS: Array< keyof CartTexts > = [
	'empty',
	'error',
	'items',
	'quantity',
	'remove',
	'updated',
	'removed',
	'applied',
	'unapplied',
	'removeCoupon',
	'failed',
];

export function parseCartTexts( raw: Record< string, unknown > ): CartTexts {
	const out = {} as CartTexts;
	for ( const key of KEYS ) {
		out[ key ] = typeof raw[ key ] === 'string' ? ( raw[ key ] as string ) : '';
	}
	return out;
}

/** Fills "%s", "%d", "%1$s", "%2$d" with the values, in order. */
export function fill( template: string, ...values: Array< string | number > ): string {
	let next = 0;
	return template.replace( /%(?:(\d)\$)?([sd])/g, ( _match, position: string | undefined ) => {
		const index = position ? Number( position ) - 1 : next++;
		return String( values[ index ] ?? '' );
	} );
}

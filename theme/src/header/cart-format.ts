/**
 * Reading WooCommerce's Store API cart (GET /wc/store/v1/cart) without trusting it: prices arrive as
 * strings of minor units with the currency's minor unit count, separators, prefix and suffix.
 */
export interface Currency {
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

export interface CartLine {
	key: string;
	name: string;
	quantity: number;
	total: string;
}

export interface CartSummary {
	count: number;
	lines: CartLine[];
	total: string;
}

type Data = Record< string, unknown >;

const isObject = ( value: unknown ): value is Data =>
	value !== null && typeof value === 'object' && ! Array.isArray( value );
const text = ( value: unknown, fallback = '' ) => ( typeof value === 'string' ? value : fallback );

export function currencyOf( data: unknown ): Currency {
	const source = isObject( data ) ? data : {};
	const unit = Number( source.currency_minor_unit );
	return {
		currency_minor_unit: Number.isInteger( unit ) && unit >= 0 && unit <= 6 ? unit : 2,
		currency_decimal_separator: text( source.currency_decimal_separator, '.' ),
		currency_thousand_separator: text( source.currency_thousand_separator, ',' ),
		currency_prefix: text( source.currency_prefix ),
		currency_suffix: text( source.currency_suffix ),
	};
}

/** "123456" with minor unit 2 -> "$1,234.56". Non-numeric input formats as zero. */
export function formatPrice( minor: unknown, currency: Currency ): string {
	const digits = /^-?\d+$/.test( String( minor ) ) ? String( minor ) : '0';
	const negative = digits.startsWith( '-' );
	const unit = currency.currency_minor_unit;
	const padded = digits.replace( '-', '' ).padStart( unit + 1, '0' );
	const whole = padded
		.slice( 0, padded.length - unit )
		.replace( /\B(?=(\d{3})+(?!\d))/g, currency.currency_thousand_separator );
	const fraction = unit > 0 ? currency.currency_decimal_separator + padded.slice( -unit ) : '';
	return ( negative ? '-' : '' ) + currency.currency_prefix + whole + fraction + currency.currency_suffix;
}

/** The parts of a Store API cart the dropdown shows, or null when the answer is not a cart. */
export function summarizeCart( data: unknown ): CartSummary | null {
	if ( ! isObject( data ) || ! Array.isArray( data.items ) || ! isObject( data.totals ) ) {
		return null;
	}
	const lines = data.items.filter( isObject ).map( ( item, index ) => {
		const totals = isObject( item.totals ) ? item.totals : {};
		return {
			key: text( item.key, String( index ) ),
			name: text( item.name ),
			quantity: Math.max( 0, Math.floor( Number( item.quantity ) ) || 0 ),
			total: formatPrice( totals.line_total, currencyOf( isObject( item.prices ) ? item.prices : totals ) ),
		};
	} );
	const count = Number( data.items_count );
	return {
		count:
			Number.isFinite( count ) && count >= 0
				? Math.floor( count )
				: lines.reduce( ( sum, l ) => sum + l.quantity, 0 ),
		lines,
		total: formatPrice( data.totals.total_price, currencyOf( data.totals ) ),
	};
}

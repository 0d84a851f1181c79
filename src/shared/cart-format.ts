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
	// Stryker disable next-line StringLiteral: '' formats as '0' does (padStart fills the zeros).
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

export interface CartItem {
	key: string;
	id: number;
	name: string;
	/** "Size: M" for a variation, '' otherwise. */
	variation: string;
	quantity: number;
	min: number;
	max: number;
	editable: boolean;
	unitPrice: string;
	total: string;
}

export interface ShippingRate {
	packageId: number;
	id: string;
	name: string;
	price: string;
	selected: boolean;
}

/** Everything the cart and checkout widgets show, read from a Store API cart. */
export interface Cart {
	count: number;
	items: CartItem[];
	coupons: string[];
	subtotal: string;
	discount: string | null;
	shipping: string | null;
	tax: string | null;
	total: string;
	needsShipping: boolean;
	/** Whether WooCommerce knows where the order goes (a shipping country), so rates mean something. */
	hasDestination: boolean;
	rates: ShippingRate[];
	paymentMethods: string[];
}

const int = ( value: unknown, fallback: number ) => {
	const n = Number( value );
	return Number.isFinite( n ) ? Math.floor( n ) : fallback;
};
const nonZero = ( minor: unknown, currency: Currency ) =>
	/^-?\d+$/.test( String( minor ) ) && Number( minor ) !== 0 ? formatPrice( minor, currency ) : null;

function readItem( item: Data, index: number ): CartItem {
	const totals = isObject( item.totals ) ? item.totals : {};
	const prices = isObject( item.prices ) ? item.prices : {};
	const limits = isObject( item.quantity_limits ) ? item.quantity_limits : {};
	const currency = currencyOf( isObject( item.prices ) ? prices : totals );
	const variation = Array.isArray( item.variation )
		? item.variation
				.filter( isObject )
				.map( ( v ) => `${ text( v.attribute ) }: ${ text( v.value ) }` )
				.join( ', ' )
		: '';
	return {
		key: text( item.key, String( index ) ),
		id: int( item.id, 0 ),
		name: text( item.name ),
		variation,
		quantity: Math.max( 0, int( item.quantity, 0 ) ),
		min: Math.max( 1, int( limits.minimum, 1 ) ),
		max: Math.max( 1, int( limits.maximum, 99 ) ),
		editable: limits.editable !== false,
		unitPrice: formatPrice( prices.price, currency ),
		total: formatPrice( totals.line_total, currency ),
	};
}

function readRates( packages: unknown, currency: Currency ): ShippingRate[] {
	if ( ! Array.isArray( packages ) ) {
		return [];
	}
	return packages.filter( isObject ).flatMap( ( pack ) =>
		// Stryker disable next-line ArrayDeclaration: a fallback only has to give no rates; any non-object in it is filtered out.
		( Array.isArray( pack.shipping_rates ) ? pack.shipping_rates : [] ).filter( isObject ).map( ( rate ) => ( {
			packageId: int( pack.package_id, 0 ),
			id: text( rate.rate_id ),
			name: text( rate.name ),
			price: formatPrice(
				rate.price,
				isObject( rate ) && 'currency_minor_unit' in rate ? currencyOf( rate ) : currency
			),
			selected: rate.selected === true,
		} ) )
	);
}

/** The whole Store API cart as the widgets show it, or null when the answer is not a cart. */
export function readCart( data: unknown ): Cart | null {
	const summary = summarizeCart( data );
	if ( ! summary || ! isObject( data ) || ! isObject( data.totals ) ) {
		return null;
	}
	const totals = data.totals;
	const currency = currencyOf( totals );
	const items = ( data.items as unknown[] ).filter( isObject ).map( readItem );
	const rates = readRates( data.shipping_rates, currency );
	return {
		count: summary.count,
		items,
		coupons: Array.isArray( data.coupons )
			? data.coupons
					.filter( isObject )
					.map( ( c ) => text( c.code ) )
					.filter( Boolean )
			: [],
		subtotal: formatPrice( totals.total_items, currency ),
		discount: nonZero( totals.total_discount, currency ),
		// WooCommerce answers a total_shipping of 0 before any rate applies (no address yet): shipping
		// is a cost only once a rate is chosen.
		shipping:
			totals.total_shipping === null || totals.total_shipping === undefined || ! rates.some( ( r ) => r.selected )
				? null
				: formatPrice( totals.total_shipping, currency ),
		tax: nonZero( totals.total_tax, currency ),
		total: summary.total,
		needsShipping: data.needs_shipping === true,
		hasDestination: isObject( data.shipping_address ) && text( data.shipping_address.country ) !== '',
		rates,
		paymentMethods: Array.isArray( data.payment_methods )
			? data.payment_methods.filter( ( m ): m is string => typeof m === 'string' )
			: [],
	};
}

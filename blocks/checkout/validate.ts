/**
 * The checkout's pure parts: checking an address before it is sent (required fields, email), and
 * placing the Store API's answer on the right field: rest_invalid_param answers carry one problem per
 * address with WooCommerce's code (invalid_email, invalid_postcode, ...), which names the field.
 */
export type Address = Record< string, string >;
export type FieldErrors = Record< string, string >;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAddress(
	values: Address,
	required: string[],
	messages: { required: string; email: string }
): FieldErrors {
	const errors: FieldErrors = {};
	for ( const field of required ) {
		if ( ! ( values[ field ] ?? '' ).trim() ) {
			errors[ field ] = messages.required;
		}
	}
	if ( ! errors.email && 'email' in values && values.email!.trim() && ! EMAIL.test( values.email!.trim() ) ) {
		errors.email = messages.email;
	}
	return errors;
}

/** The address field a Store API address error code names, or '' when it names none. */
export function fieldOfCode( code: string ): string {
	const match = /^(?:invalid|missing)_([a-z0-9_]+)$/.exec( code );
	return match ? match[ 1 ]! : '';
}

/** Which part of the form a request parameter of POST /checkout belongs to. */
export function groupOfParam( param: string ): 'billing' | 'shipping' | 'payment' | '' {
	if ( param === 'billing_address' ) {
		return 'billing';
	}
	if ( param === 'shipping_address' ) {
		return 'shipping';
	}
	return param === 'payment_method' || param === 'payment_data' ? 'payment' : '';
}

/** Store API error codes about the payment method (answered as their own errors, not per parameter). */
export function isPaymentError( code: string ): boolean {
	return /payment_method/.test( code );
}

/**
 * The address to follow after the order: this site's order-received page, or a payment provider's
 * https page; never a javascript: or plain-http address elsewhere.
 */
export function followUrl( url: unknown, origin: string ): string {
	if ( typeof url !== 'string' || ! url ) {
		return '';
	}
	try {
		const parsed = new URL( url, origin );
		return parsed.origin === origin || parsed.protocol === 'https:' ? parsed.href : '';
	} catch {
		return '';
	}
}

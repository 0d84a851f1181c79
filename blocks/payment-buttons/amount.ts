/**
 * The editor's check of a payment button's saved item (the server checks the same again before it
 * renders or charges anything): a name, a price above zero with at most two decimals, a currency of
 * three letters. Returns the problem to show, or '' when the button can be used.
 */
import { __ } from '@wordpress/i18n';

export function amountProblem( amount: string, currency: string, item: string ): string {
	if ( ! item.trim() ) {
		return __( 'Enter the name of the item.', 'vitrine' );
	}
	if ( ! /^\d{1,7}(\.\d{1,2})?$/.test( amount.trim() ) || Number( amount ) <= 0 ) {
		return __( 'Enter a price above zero, with at most two decimals (for example 19.90).', 'vitrine' );
	}
	if ( ! /^[A-Z]{3}$/.test( currency.trim() ) ) {
		return __( 'Enter a three-letter currency code (for example USD).', 'vitrine' );
	}
	return '';
}

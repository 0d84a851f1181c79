/**
 * Shop widgets and payment buttons: for each family's demo page, the gzip bytes of the handler code
 * the visitor downloads beyond the runtime boot module (the lazily loaded chunks; the account widget
 * and PayPal buttons load none), and the family's stylesheet. The pages' carts are empty (a fresh
 * browser), so the figures are the cost of the widgets, not of a cart's contents. Lighthouse on these
 * pages is done by the core bench (--pages=/widgets/cart/,...).
 */
import { chunksPerFamily } from './lib/widget-chunks.mjs';

export const name = 'widgets-shop';

const FAMILIES = [ 'add-to-cart', 'cart', 'checkout', 'account', 'payment-buttons' ];

export function run( { baseUrl } ) {
	return chunksPerFamily(
		baseUrl,
		FAMILIES,
		'Lazily loaded handler chunks per shop family demo page (runtime boot module excluded).'
	);
}

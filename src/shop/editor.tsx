/**
 * Editor pieces the shop blocks share: the notice shown when WooCommerce is not active (the server
 * renders nothing for visitors then), from the flag Vitrine\Shop\Module prints into the editor.
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

declare global {
	interface Window {
		vitrineShop?: { woocommerce?: boolean };
	}
}

export function WooCommerceNotice() {
	if ( window.vitrineShop?.woocommerce !== false ) {
		return null;
	}
	return (
		<Notice status="warning" isDismissible={ false }>
			{ __( 'This shop widget needs WooCommerce. Visitors see nothing until WooCommerce is active.', 'vitrine' ) }
		</Notice>
	);
}

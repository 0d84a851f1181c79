<?php
/**
 * The header's cart dropdown. The visitor's cart is never part of the page (pages stay cacheable for
 * every visitor): the dropdown reads WooCommerce's Store API (GET /wc/store/v1/cart) when it opens, and
 * the item count when WooCommerce's items-in-cart cookie says there is something to count.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

/** Whether the cart dropdown shows: WooCommerce is active (or a site says so with the filter). */
function woocommerce_active(): bool {
	return (bool) apply_filters( 'vitrine_woocommerce_active', class_exists( 'WooCommerce' ) );
}

/** The cart page's address. */
function cart_url(): string {
	$url = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/cart/' );
	return (string) apply_filters( 'vitrine_theme_cart_url', $url );
}

/** Prints the cart toggle and its (empty until opened) dropdown. */
function cart_markup(): void {
	if ( ! woocommerce_active() ) {
		return;
	}
	?>
	<div class="vitrine-cart">
		<button type="button" class="vitrine-cart-toggle vitrine-icon-button" aria-expanded="false" aria-controls="vitrine-cart-panel">
			<svg class="vitrine-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>
			<span class="vitrine-cart-label"><?php esc_html_e( 'Cart', 'vitrine' ); ?></span>
			<span class="vitrine-cart-count" hidden></span>
		</button>
		<div id="vitrine-cart-panel" class="vitrine-cart-panel" hidden
			data-endpoint="<?php echo esc_url( rest_url( 'wc/store/v1/cart' ) ); ?>"
			data-empty="<?php esc_attr_e( 'Your cart is empty.', 'vitrine' ); ?>"
			data-error="<?php esc_attr_e( 'The cart could not be loaded. Please try again.', 'vitrine' ); ?>"
			<?php /* translators: %d: how many of this item are in the cart. */ ?>
			data-quantity="<?php esc_attr_e( 'Quantity: %d', 'vitrine' ); ?>">
			<p class="vitrine-cart-title"><?php esc_html_e( 'Your cart', 'vitrine' ); ?></p>
			<p class="vitrine-cart-status" role="status"><?php esc_html_e( 'Loading the cart…', 'vitrine' ); ?></p>
			<ul class="vitrine-cart-items"></ul>
			<p class="vitrine-cart-total" hidden><span><?php esc_html_e( 'Total', 'vitrine' ); ?></span> <strong></strong></p>
			<a class="vitrine-cart-link" href="<?php echo esc_url( cart_url() ); ?>"><?php esc_html_e( 'View cart', 'vitrine' ); ?></a>
		</div>
	</div>
	<?php
}

<?php
/**
 * Demo pages of the shop widgets and payment buttons (issue 11): /widgets/add-to-cart/, /widgets/cart/,
 * /widgets/checkout/, /widgets/account/, /widgets/payment-buttons/. The products come from the
 * WooCommerce Store API: the demo catalogue of 83-woocommerce.php, found by SKU (on a site without
 * WooCommerce the widgets render nothing for visitors). Idempotent upserts.
 */

defined( 'ABSPATH' ) || exit;

/** The block comment of an add-to-cart widget for the demo product $sku, with more attributes. */
function vitrine_shop_add( string $sku, array $attributes = array() ): string {
	$id = function_exists( 'vitrine_shop_product_id' ) ? vitrine_shop_product_id( $sku ) : 0;
	return '<!-- wp:vitrine/add-to-cart ' . wp_json_encode( array( 'productId' => $id ) + $attributes ) . " /-->\n";
}

/** A paragraph block. */
function vitrine_shop_p( string $text ): string {
	return "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n";
}

/** A level-2 heading block. */
function vitrine_shop_h( string $text ): string {
	return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$text</h2>\n<!-- /wp:heading -->\n";
}

$vitrine_shop_pages = array();

$vitrine_shop_pages['add-to-cart'] = array(
	'Add To Cart',
	vitrine_shop_p( 'Add products without leaving the page: the result is announced, and the mini cart below and the cart in the header update at once. Coupon to try on the cart page: VITRINE10.' )
	. '<!-- wp:vitrine/cart {"layout":"mini","title":"Cart"} /-->' . "\n"
	. vitrine_shop_h( 'A simple product' )
	. vitrine_shop_add( 'vitrine-tote' )
	. vitrine_shop_h( 'A product with variations' )
	. vitrine_shop_p( 'Choose a size first. Size L is out of stock: WooCommerce’s refusal is shown as it comes.' )
	. vitrine_shop_add( 'vitrine-shirt' )
	. vitrine_shop_h( 'Without the quantity field, with its own button label' )
	. vitrine_shop_add( 'vitrine-cup', array( 'showQuantity' => false, 'showPrice' => false, 'buttonLabel' => 'Buy a cup' ) )
	. vitrine_shop_h( 'Limits WooCommerce sets' )
	. vitrine_shop_p( 'Only three enamel mugs are left; a signed print is sold one per order; the poster is sold out. WooCommerce’s own words say why.' )
	. vitrine_shop_add( 'vitrine-mug' )
	. vitrine_shop_add( 'vitrine-print' )
	. vitrine_shop_add( 'vitrine-poster' )
	. vitrine_shop_h( 'A download' )
	. vitrine_shop_add( 'vitrine-guide' ),
);

$vitrine_shop_pages['cart'] = array(
	'Cart',
	vitrine_shop_p( 'The visitor’s cart: change a quantity, remove an item, apply the coupon VITRINE10. The mini cart and the header’s cart follow without a reload. Add products on the <a href="/widgets/add-to-cart/">Add to Cart</a> page.' )
	. '<!-- wp:vitrine/cart {"layout":"mini","title":"Mini cart"} /-->' . "\n"
	. '<!-- wp:vitrine/cart {"title":"Your cart"} /-->' . "\n",
);

$vitrine_shop_pages['checkout'] = array(
	'Checkout',
	vitrine_shop_p( 'The checkout of the cart filled on the <a href="/widgets/add-to-cart/">Add to Cart</a> page: addresses checked as you send them, shipping and payment methods from WooCommerce, the order placed through the Store API. Errors from the store appear on their fields (try the postal code 1 for the United States).' )
	. '<!-- wp:vitrine/checkout {"showCompany":true,"buttonLabel":"Place order"} /-->' . "\n",
);

$vitrine_shop_pages['account'] = array(
	'Account',
	vitrine_shop_p( 'Visitors see a login form (WordPress’s own login, back to this page). A logged-in customer sees recent orders and saved addresses; the rest stays on WooCommerce’s My Account pages. Log in as admin / password to see it, after placing an order on the <a href="/widgets/checkout/">Checkout</a> page.' )
	. '<!-- wp:vitrine/account {"ordersCount":5} /-->' . "\n",
);

// Demo payment settings: a PayPal sandbox business email; no Stripe key, so the Stripe button shows
// visitors its "not available" message and the owner the admin notice (Settings → Payments).
if ( false === get_option( 'vitrine_payments' ) ) {
	update_option( 'vitrine_payments', array( 'paypal_email' => 'payments@example.com', 'paypal_sandbox' => true ) );
}

$vitrine_shop_pages['payment-buttons'] = array(
	'Payment Buttons',
	vitrine_shop_p( 'One item at a fixed price, paid at PayPal or Stripe. The price comes from the saved block, never from the browser. Keys and the PayPal email: Settings → Payments.' )
	. vitrine_shop_h( 'PayPal “Buy now”' )
	. '<!-- wp:vitrine/payment-buttons {"provider":"paypal","itemName":"Photo print A3","amount":"25.00","currency":"USD","buttonId":"demo-paypal"} /-->' . "\n"
	. vitrine_shop_p( 'With its own label, in euros:' )
	. '<!-- wp:vitrine/payment-buttons {"provider":"paypal","itemName":"Workshop ticket","amount":"49","currency":"EUR","buttonLabel":"Book with PayPal","buttonId":"demo-paypal-eur"} /-->' . "\n"
	. vitrine_shop_h( 'Stripe Checkout' )
	. vitrine_shop_p( 'The server creates the Stripe session with the secret key and sends the buyer to Stripe’s payment page. Without a key, or when Stripe cannot be reached, visitors see a message instead.' )
	. '<!-- wp:vitrine/payment-buttons {"provider":"stripe","itemName":"Online course","amount":"79.00","currency":"USD","buttonLabel":"Pay with card","buttonId":"demo-stripe"} /-->' . "\n",
);

foreach ( $vitrine_shop_pages as $vitrine_shop_slug => $vitrine_shop_page ) {
	vitrine_seed_page( "widgets/$vitrine_shop_slug", $vitrine_shop_page[0], $vitrine_shop_page[1] );
}

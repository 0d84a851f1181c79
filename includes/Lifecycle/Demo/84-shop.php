<?php
/**
 * Demo pages of the shop widgets and payment buttons (issue 11): /widgets/add-to-cart/, /widgets/cart/,
 * /widgets/checkout/, /widgets/account/, /widgets/payment-buttons/. The products come from the
 * WooCommerce Store API: the demo catalogue of 83-woocommerce.php, found by SKU (on a site without
 * WooCommerce the widgets render nothing for visitors). Idempotent upserts.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib-media.php';

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
	'Add to cart',
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
	vitrine_shop_p( 'The visitor’s cart: change a quantity, remove an item, apply the coupon VITRINE10. The mini cart and the header’s cart follow without a reload. Add products on the <a href="/widgets/add-to-cart/">Add to cart</a> page.' )
	. '<!-- wp:vitrine/cart {"layout":"mini","title":"Mini cart"} /-->' . "\n"
	. '<!-- wp:vitrine/cart {"title":"Your cart"} /-->' . "\n",
);

$vitrine_shop_pages['checkout'] = array(
	'Checkout',
	vitrine_shop_p( 'The checkout of the cart filled on the <a href="/widgets/add-to-cart/">Add to cart</a> page: addresses checked as you send them, shipping and payment methods from WooCommerce, the order placed through the Store API. Errors from the store appear on their fields (try the postal code 1 for the United States).' )
	. '<!-- wp:vitrine/checkout {"showCompany":true,"buttonLabel":"Place order"} /-->' . "\n",
);

$vitrine_shop_pages['account'] = array(
	'Account',
	vitrine_shop_p( 'Visitors see a login form (WordPress’s own login, back to this page). A logged-in customer sees recent orders and saved addresses; the rest stays on WooCommerce’s My Account pages. Log in as admin / password to see it, after placing an order on the <a href="/widgets/checkout/">Checkout</a> page.' )
	. '<!-- wp:vitrine/account {"ordersCount":5} /-->' . "\n",
);

// Demo payment settings: a PayPal sandbox business email; no Stripe key, so the Stripe button shows
// visitors its "not available" message and the owner the admin notice (Vitrine → Payments).
if ( false === get_option( 'vitrine_payments' ) ) {
	update_option( 'vitrine_payments', array( 'paypal_email' => 'payments@example.com', 'paypal_sandbox' => true ) );
}

$vitrine_shop_pages['payment-buttons'] = array(
	'Payment buttons',
	vitrine_shop_p( 'One item at a fixed price, paid at PayPal or Stripe. The price comes from the saved block, never from the browser. Keys and the PayPal email: Vitrine → Payments.' )
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

/**
 * The demo's global attribute "Colour" (`pa_color`) with a swatch per term (a colour, or an image
 * for "Multicolour"; docs/loop.md, "Swatches") on the simple demo products, written through
 * WooCommerce's own product attributes so its lookup tables and filter blocks know them too. Returns
 * the taxonomy, or '' when WooCommerce refuses the attribute.
 */
function vitrine_shop_colours(): string {
	$taxonomy = 'pa_color';
	$id       = wc_attribute_taxonomy_id_by_name( $taxonomy );
	if ( ! $id ) {
		$id = wc_create_attribute( array( 'name' => 'Colour', 'slug' => 'color', 'type' => 'select', 'has_archives' => false ) );
		if ( is_wp_error( $id ) ) {
			return '';
		}
	}
	if ( ! taxonomy_exists( $taxonomy ) ) {
		// WooCommerce registers attribute taxonomies on init; a new one needs it in this request.
		register_taxonomy( $taxonomy, array( 'product' ), array( 'hierarchical' => false, 'public' => false, 'show_ui' => true, 'label' => 'Colour' ) );
	}
	$terms = array(
		'black'        => array( 'Black', '#111827' ),
		'white'        => array( 'White', '#ffffff' ),
		'red'          => array( 'Red', '#dc2626' ),
		'blue'         => array( 'Blue', '#2563eb' ),
		'natural'      => array( 'Natural', '#e7d8b8' ),
		'multicolour'  => array( 'Multicolour', '' ),
	);
	$ids   = array();
	foreach ( $terms as $slug => list( $name, $color ) ) {
		$term = get_term_by( 'slug', $slug, $taxonomy );
		if ( ! $term ) {
			$made = wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
			if ( is_wp_error( $made ) ) {
				continue;
			}
			$term_id = (int) $made['term_id'];
			if ( '' !== $color ) {
				update_term_meta( $term_id, Vitrine\Loop\Swatches::COLOR, $color );
			} else {
				update_term_meta( $term_id, Vitrine\Loop\Swatches::IMAGE, vitrine_seed_image( 'swatch-multicolour', 'Multicolour', 96, 96, array( 220, 38, 38 ), array( 37, 99, 235 ) ) );
			}
		}
		$ids[ $slug ] = $term ? (int) $term->term_id : (int) ( $term_id ?? 0 );
	}
	foreach ( array(
		'vitrine-tote'     => array( 'natural', 'black' ),
		'vitrine-cup'      => array( 'white', 'blue' ),
		'vitrine-notebook' => array( 'natural', 'blue' ),
		'vitrine-poster'   => array( 'multicolour' ),
		'vitrine-mug'      => array( 'white', 'red' ),
		'vitrine-print'    => array( 'black', 'white' ),
	) as $sku => $colours ) {
		$product = wc_get_product( vitrine_shop_product_id( $sku ) );
		if ( ! $product || isset( $product->get_attributes()[ $taxonomy ] ) ) {
			continue;
		}
		$attribute = new WC_Product_Attribute();
		$attribute->set_id( (int) $id );
		$attribute->set_name( $taxonomy );
		$attribute->set_options( array_values( array_filter( array_map( static fn( string $slug ): int => $ids[ $slug ] ?? 0, $colours ) ) ) );
		$attribute->set_visible( true );
		$product->set_attributes( $product->get_attributes() + array( $taxonomy => $attribute ) );
		$product->save();
	}
	return $taxonomy;
}

// The loop facets over WooCommerce products (docs/loop.md, "Products"): /loop/products/, a product
// grid filtered by colour swatches, price (WooCommerce's lookup table), stock, sorted by price, with chips; a core
// Query Loop of posts on the same page shows that the facets leave other queries alone.
if ( function_exists( 'WC' ) && get_page_by_path( 'loop', OBJECT, 'page' ) ) {
	$vitrine_swatch_taxonomy = vitrine_shop_colours();
	$vitrine_product_facets  = $vitrine_swatch_taxonomy ? '<!-- wp:vitrine/loop-filter ' . wp_json_encode(
		array(
			'targetWidgetId' => 'products',
			'taxonomy'       => $vitrine_swatch_taxonomy,
			'display'        => 'swatches',
			'label'          => 'Colour',
		)
	) . " /-->\n" : '';
	foreach ( array(
		array(
			'type'  => 'range',
			'key'   => 'price',
			'label' => 'Price',
		),
		array(
			'type'    => 'choice',
			'key'     => '_stock_status',
			'display' => 'radio',
			'label'   => 'Stock',
		),
		array( 'type' => 'sale' ),
		array(
			'type'        => 'sort',
			'sortOptions' => array( 'price', 'title', 'popularity' ),
		),
		array( 'type' => 'chips' ),
	) as $vitrine_facet ) {
		$vitrine_product_facets .= '<!-- wp:vitrine/loop-facet ' . wp_json_encode( array( 'targetWidgetId' => 'products' ) + $vitrine_facet ) . " /-->\n";
	}
	vitrine_seed_page(
		'loop/products',
		'Product loop grid',
		vitrine_shop_p( 'WooCommerce products filtered by colour, price, stock and sale and sorted, with the same URL contract as the posts grid.' )
		. $vitrine_product_facets
		. '<!-- wp:vitrine/loop-grid ' . wp_json_encode(
			array(
				'widgetId'    => 'products',
				'postType'    => 'product',
				'perPage'     => 12,
				'columns'     => 4,
				'showExcerpt' => false,
			)
		) . " /-->\n"
		. vitrine_shop_h( 'Latest posts' )
		. '<!-- wp:query {"queryId":7,"query":{"perPage":3,"postType":"post","order":"desc","orderBy":"date","inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->'
	);
}

<?php
/**
 * The demo store's catalogue, when WooCommerce is active (on the local site it is linked from
 * ../shared/third-party/woocommerce, tools/third-party-woocommerce.sh): simple, on-sale, variable,
 * out-of-stock, stock-limited, sold-individually and virtual/downloadable products, and two coupons
 * (VITRINE10, and OLDSPRING, which has expired). Idempotent: products are found by SKU, coupons by
 * code, and each is written only when it is new. The shop demo pages (84-shop.php) find the products
 * with vitrine_shop_product_id(). Without WooCommerce this seeds nothing.
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'wc_get_product_id_by_sku' ) ) {
	return;
}

/** The id of the demo product with this SKU, or 0 (also without WooCommerce: PHP declares this function even when the file returns early). */
function vitrine_shop_product_id( string $sku ): int {
	return function_exists( 'wc_get_product_id_by_sku' ) ? (int) wc_get_product_id_by_sku( $sku ) : 0;
}

/**
 * Creates the simple product $sku unless it exists.
 *
 * @param array<string, mixed> $props WC_Product setters by name (regular_price, stock_status, ...).
 */
function vitrine_shop_simple( string $sku, string $name, array $props ): void {
	if ( vitrine_shop_product_id( $sku ) ) {
		return;
	}
	$product = new WC_Product_Simple();
	$product->set_props( array( 'sku' => $sku, 'name' => $name, 'status' => 'publish' ) + $props );
	$product->save();
}

vitrine_shop_simple( 'vitrine-tote', 'Canvas tote bag', array( 'regular_price' => '18', 'short_description' => 'A sturdy tote in natural canvas.' ) );
vitrine_shop_simple( 'vitrine-cup', 'Espresso cup', array( 'regular_price' => '15', 'sale_price' => '12.50', 'short_description' => 'On sale: stoneware, 90 ml.' ) );
vitrine_shop_simple( 'vitrine-notebook', 'Linen notebook', array( 'regular_price' => '24', 'manage_stock' => true, 'stock_quantity' => 500 ) );
vitrine_shop_simple( 'vitrine-poster', 'Vintage poster', array( 'regular_price' => '30', 'stock_status' => 'outofstock' ) );
vitrine_shop_simple( 'vitrine-mug', 'Enamel mug', array( 'regular_price' => '11', 'manage_stock' => true, 'stock_quantity' => 3, 'backorders' => 'no' ) );
vitrine_shop_simple( 'vitrine-print', 'Signed print', array( 'regular_price' => '40', 'sold_individually' => true ) );

if ( ! vitrine_shop_product_id( 'vitrine-guide' ) ) {
	$vitrine_uploads = wp_upload_dir();
	$vitrine_file    = trailingslashit( $vitrine_uploads['basedir'] ) . 'vitrine-field-guide.txt';
	if ( ! file_exists( $vitrine_file ) ) {
		file_put_contents( $vitrine_file, "Vitrine demo store: field guide.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}
	$vitrine_download = new WC_Product_Download();
	$vitrine_download->set_name( 'Field guide' );
	$vitrine_download->set_file( trailingslashit( $vitrine_uploads['baseurl'] ) . 'vitrine-field-guide.txt' );
	vitrine_shop_simple(
		'vitrine-guide',
		'Field guide (download)',
		array(
			'regular_price' => '9',
			'virtual'       => true,
			'downloadable'  => true,
			'downloads'     => array( $vitrine_download ),
		)
	);
}

if ( ! vitrine_shop_product_id( 'vitrine-shirt' ) ) {
	$vitrine_size = new WC_Product_Attribute();
	$vitrine_size->set_name( 'Size' );
	$vitrine_size->set_options( array( 'S', 'M', 'L' ) );
	$vitrine_size->set_visible( true );
	$vitrine_size->set_variation( true );
	$vitrine_shirt = new WC_Product_Variable();
	$vitrine_shirt->set_props( array( 'sku' => 'vitrine-shirt', 'name' => 'Organic T-shirt', 'status' => 'publish', 'attributes' => array( $vitrine_size ) ) );
	$vitrine_shirt_id = $vitrine_shirt->save();
	foreach ( array( 'S' => array( '20', 'instock' ), 'M' => array( '20', 'instock' ), 'L' => array( '22', 'outofstock' ) ) as $vitrine_value => list( $vitrine_price, $vitrine_stock ) ) {
		$vitrine_variation = new WC_Product_Variation();
		$vitrine_variation->set_props(
			array(
				'parent_id'     => $vitrine_shirt_id,
				'sku'           => 'vitrine-shirt-' . strtolower( $vitrine_value ),
				'regular_price' => $vitrine_price,
				'stock_status'  => $vitrine_stock,
				'attributes'    => array( 'size' => $vitrine_value ),
				'status'        => 'publish',
			)
		);
		$vitrine_variation->save();
	}
	WC_Product_Variable::sync( $vitrine_shirt_id );
}

/**
 * Creates the percentage coupon $code unless it exists.
 *
 * @param array<string, mixed> $props WC_Coupon setters by name.
 */
function vitrine_shop_coupon( string $code, array $props ): void {
	if ( wc_get_coupon_id_by_code( $code ) ) {
		return;
	}
	$coupon = new WC_Coupon();
	$coupon->set_props( array( 'code' => $code, 'discount_type' => 'percent' ) + $props );
	$coupon->save();
}

vitrine_shop_coupon( 'vitrine10', array( 'amount' => '10', 'description' => 'Demo: 10 % off the cart.' ) );
vitrine_shop_coupon( 'oldspring', array( 'amount' => '20', 'date_expires' => '2024-04-30', 'description' => 'Demo: an expired coupon.' ) );

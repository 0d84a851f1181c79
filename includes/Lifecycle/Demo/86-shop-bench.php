<?php
/**
 * Pages for the shop bench (tests/bench/shop-listing.bench.mjs, docs/shop.md): the same products listed
 * twice, once with Vitrine's shop widgets (an add-to-cart widget each and a mini cart), once with
 * WooCommerce's own blocks (Product Collection with title, price and button, and the Mini-Cart), and a
 * plain page with the same theme, header and consent bar to subtract. Only when WooCommerce is active.
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'wc_get_product_id_by_sku' ) ) {
	return;
}

$vitrine_bench_ids   = array_values(
	array_filter(
		array_map( 'vitrine_shop_product_id', array( 'vitrine-tote', 'vitrine-cup', 'vitrine-notebook', 'vitrine-shirt', 'vitrine-mug', 'vitrine-guide' ) )
	)
);
$vitrine_bench_intro = "<!-- wp:paragraph -->\n<p>Six products of the demo store, for the shop bench.</p>\n<!-- /wp:paragraph -->\n";

vitrine_seed_page( 'bench-shop', 'Shop bench', $vitrine_bench_intro );

$vitrine_bench_vitrine = $vitrine_bench_intro . '<!-- wp:vitrine/cart {"layout":"mini","title":"Cart"} /-->' . "\n";
foreach ( $vitrine_bench_ids as $vitrine_bench_id ) {
	$vitrine_bench_vitrine .= '<!-- wp:vitrine/add-to-cart {"productId":' . (int) $vitrine_bench_id . '} /-->' . "\n";
}
vitrine_seed_page( 'bench-shop/vitrine', 'Shop bench: Vitrine widgets', $vitrine_bench_vitrine );

$vitrine_bench_query      = array(
	'perPage'                      => count( $vitrine_bench_ids ),
	'pages'                        => 0,
	'offset'                       => 0,
	'postType'                     => 'product',
	'order'                        => 'asc',
	'orderBy'                      => 'title',
	'search'                       => '',
	'exclude'                      => array(), // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_exclude -- the block's attribute (no products left out), not a WP_Query argument.
	'inherit'                      => false,
	'taxQuery'                     => array(),
	'isProductCollectionBlock'     => true,
	'woocommerceOnSale'            => false,
	'woocommerceStockStatus'       => array( 'instock', 'outofstock', 'onbackorder' ),
	'woocommerceAttributes'        => array(),
	'woocommerceHandPickedProducts' => array_map( 'strval', $vitrine_bench_ids ),
);
$vitrine_bench_collection = array(
	'queryId'       => 1,
	'query'         => $vitrine_bench_query,
	'tagName'       => 'div',
	'displayLayout' => array( 'type' => 'flex', 'columns' => 3 ),
	'collection'    => 'woocommerce/product-collection/hand-picked',
);
vitrine_seed_page(
	'bench-shop/woocommerce',
	'Shop bench: WooCommerce blocks',
	$vitrine_bench_intro
	. "<!-- wp:woocommerce/mini-cart /-->\n"
	. '<!-- wp:woocommerce/product-collection ' . wp_json_encode( $vitrine_bench_collection ) . " -->\n"
	. "<div class=\"wp-block-woocommerce-product-collection\">\n"
	. "<!-- wp:woocommerce/product-template -->\n"
	. "<!-- wp:post-title {\"isLink\":true,\"__woocommerceNamespace\":\"woocommerce/product-collection/product-title\"} /-->\n"
	. "<!-- wp:woocommerce/product-price {\"isDescendentOfQueryLoop\":true} /-->\n"
	. "<!-- wp:woocommerce/product-button {\"isDescendentOfQueryLoop\":true} /-->\n"
	. "<!-- /wp:woocommerce/product-template -->\n"
	. "</div>\n"
	. "<!-- /wp:woocommerce/product-collection -->\n"
);

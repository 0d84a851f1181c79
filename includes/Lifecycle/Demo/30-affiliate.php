<?php
/**
 * Demo of the affiliate links on /affiliate/: a small catalogue (local images, no network), a
 * comparison table, every shortcode variant, the block, a link inside a widget and marked links
 * for geotargeting. Idempotent: products are matched by ASIN, the table by its slug.
 */

defined( 'ABSPATH' ) || exit;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Settings;

if ( ! class_exists( Catalogue::class ) ) {
	return;
}

// Local product images, so the demo never depends on Amazon's image hosts.
$vitrine_uploads = wp_upload_dir();
$vitrine_dir     = $vitrine_uploads['basedir'] . '/vitrine-demo';
wp_mkdir_p( $vitrine_dir );
$vitrine_colors = array( '#2271b1', '#d63638', '#00a32a', '#dba617', '#8c5fc7', '#e26f56' );
foreach ( $vitrine_colors as $vitrine_i => $vitrine_color ) {
	$vitrine_file = $vitrine_dir . '/product-' . ( $vitrine_i + 1 ) . '.svg';
	if ( ! is_file( $vitrine_file ) ) {
		file_put_contents( $vitrine_file, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" rx="16" fill="' . $vitrine_color . '"/><circle cx="80" cy="70" r="36" fill="#fff" opacity=".85"/><rect x="40" y="118" width="80" height="12" rx="6" fill="#fff" opacity=".85"/></svg>' ); // phpcs:ignore
	}
}
$vitrine_img = static fn( int $n ) => $vitrine_uploads['baseurl'] . "/vitrine-demo/product-$n.svg";

// Activation writes the default settings (one tracking id) before the seeds run, so "no option yet"
// cannot tell a fresh site: the demo's per-country ids go in while only the default one is set.
$vitrine_affiliate_saved = get_option( Settings::OPTION );
if ( ! is_array( $vitrine_affiliate_saved ) || count( (array) ( $vitrine_affiliate_saved['tracking_ids'] ?? array() ) ) <= 1 ) {
	update_option(
		Settings::OPTION,
		Settings::sanitize(
			array_merge(
				Settings::defaults(),
				is_array( $vitrine_affiliate_saved ) ? $vitrine_affiliate_saved : array(),
				array(
					'tracking_ids' => array(
						'com'    => 'vitrine-20',
						'de'     => 'vitrine-de-21',
						'co.uk'  => 'vitrine-uk-21',
						'fr'     => 'vitrine-fr-21',
						'com.be' => 'vitrine-be-21',
						'ae'     => 'vitrine-ae-21',
					),
				)
			)
		)
	);
}

$vitrine_products = array(
	array( 'B0DEMO0001', 'Aurora Wireless Noise Cancelling Headphones with 40 Hour Battery', '$199.00', 4.6, 2841, 1, 'headphones wireless', 1, '2026-09-01', array( 'Adaptive noise cancelling', '40 hours of battery life', 'Multipoint Bluetooth 5.3' ) ),
	array( 'B0DEMO0002', 'Pulse Sport Earbuds, Sweat Resistant', '$79.99', 4.3, 1290, 1, 'headphones earbuds sport', 2, '2026-10-15', array( 'IPX5 sweat resistant', 'Secure ear hooks' ) ),
	array( 'B0DEMO0003', 'Studio Monitor Headphones Closed Back', '$129.00', 4.8, 5320, 0, 'headphones studio', 3, '', array( 'Flat frequency response', 'Detachable cable' ) ),
	array( 'B0DEMO0004', 'Barista Pro Espresso Machine', '$549.00', 4.5, 812, 1, 'coffee espresso', 1, '2026-11-01', array( '15 bar pump', 'Steam wand' ) ),
	array( 'B0DEMO0005', 'Burr Coffee Grinder with 40 Settings', '$99.95', 4.1, 3011, 0, 'coffee grinder', 2, '', array( '40 grind settings', 'Stainless steel burrs' ) ),
	array( 'B0DEMO0006', 'Kids Headphones with Volume Limit', '$24.99', 4.4, 960, 1, 'headphones kids', 4, '2026-11-10', array( '85 dB volume limit' ) ),
);
foreach ( $vitrine_products as $vitrine_i => $vitrine_p ) {
	$vitrine_saved = Catalogue::save(
		array(
			'asin'            => $vitrine_p[0],
			'title'           => $vitrine_p[1],
			'price'           => $vitrine_p[2],
			'rating'          => $vitrine_p[3],
			'reviews'         => $vitrine_p[4],
			'prime'           => $vitrine_p[5],
			'keywords'        => $vitrine_p[6],
			'bestseller_rank' => $vitrine_p[7],
			'new_release'     => $vitrine_p[8],
			'features'        => $vitrine_p[9],
			'image'           => $vitrine_img( $vitrine_i + 1 ),
		)
	);
	if ( is_wp_error( $vitrine_saved ) ) {
		vitrine_seed_fail( 'could not seed product ' . $vitrine_p[0] . ': ' . $vitrine_saved->get_error_message() );
	}
}

$vitrine_table = get_page_by_path( 'demo-headphones', OBJECT, Catalogue::TABLE );
$vitrine_table = $vitrine_table ? $vitrine_table->ID : wp_insert_post(
	array(
		'post_type'   => Catalogue::TABLE,
		'post_status' => 'publish',
		'post_title'  => 'Headphones compared',
		'post_name'   => 'demo-headphones',
	)
);
update_post_meta( $vitrine_table, '_vitrine_table_asins', array( 'B0DEMO0001', 'B0DEMO0002', 'B0DEMO0003' ) );
update_post_meta( $vitrine_table, '_vitrine_table_rows', Catalogue::TABLE_ROWS );

$vitrine_sc   = static fn( string $code ) => "<!-- wp:shortcode -->\n$code\n<!-- /wp:shortcode -->\n\n";
$vitrine_h2   = static fn( string $text ) => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$text</h2>\n<!-- /wp:heading -->\n\n";
$vitrine_para = static fn( string $html ) => "<!-- wp:paragraph -->\n<p>$html</p>\n<!-- /wp:paragraph -->\n\n";

$vitrine_content = $vitrine_para( 'Every variant of the product shortcode, the block, and links that follow the visitor to their own Amazon store. Clicks are counted (Vitrine → Affiliate clicks in the admin).' )
	. $vitrine_h2( 'Product box' )
	. $vitrine_sc( '[vitrine_product box="B0DEMO0001"]' )
	. $vitrine_h2( 'Boxes, vertical template' )
	. $vitrine_sc( '[vitrine_product box="B0DEMO0002,B0DEMO0003" template="vertical"]' )
	. $vitrine_h2( 'Text link and fields' )
	. $vitrine_para( 'Our favourite machine is the [vitrine_product link="B0DEMO0004"], now [vitrine_product fields="B0DEMO0004" value="price"] [vitrine_product fields="B0DEMO0004" value="prime"]. Its grinder: [vitrine_product fields="B0DEMO0005" value="title"] [vitrine_product fields="B0DEMO0005" value="rating"].' )
	. $vitrine_sc( '[vitrine_product fields="B0DEMO0005" value="button"]' )
	. $vitrine_h2( 'Bestsellers: headphones' )
	. $vitrine_sc( '[vitrine_product bestseller="headphones" items="3" template="list"]' )
	. $vitrine_h2( 'New releases: coffee' )
	. $vitrine_sc( '[vitrine_product new="coffee" items="2"]' )
	. $vitrine_h2( 'Comparison table' )
	. $vitrine_sc( '[vitrine_product table="' . (int) $vitrine_table . '"]' )
	. $vitrine_h2( 'Block' )
	. "<!-- wp:vitrine/affiliate-product {\"display_variant\":\"box\",\"asin\":\"B0DEMO0006\",\"template\":\"list\"} /-->\n\n"
	. $vitrine_h2( 'In a widget' )
	. "<!-- wp:html -->\n<div class=\"widget vitrine-demo-widget\"><p>Widget: [vitrine_product link=\"B0DEMO0002\" text=\"Pulse Sport Earbuds\"]</p></div>\n<!-- /wp:html -->\n\n"
	. $vitrine_h2( 'Hand-written links' )
	. $vitrine_para( 'A marked link is geotargeted: <a class="vitrine-demo-geo" href="https://www.amazon.com/dp/B0DEMO0003/?tag=vitrine-20" data-vitrine-geotargeting="1" rel="sponsored nofollow noopener">studio headphones on Amazon</a>. An unmarked one is left alone: <a class="vitrine-demo-plain" href="https://www.amazon.com/dp/B0DEMO0003/?tag=vitrine-20" rel="sponsored nofollow noopener">the same product, never rewritten</a>.' );

vitrine_seed_page( 'affiliate', 'Affiliate links', $vitrine_content );

/*
 * Core blocks bound to a catalogue product through the `vitrine/product` block bindings source
 * (WordPress 6.9+, docs/affiliate.md). The saved content is what WordPress 6.8 shows: the same
 * product, written by hand.
 */
$vitrine_bind     = static fn( array $fields ) => wp_json_encode(
	array(
		'metadata' => array(
			'bindings' => array_map(
				static fn( string $field ) => array(
					'source' => 'vitrine/product',
					'args'   => array(
						'asin'  => 'B0DEMO0004',
						'field' => $field,
					),
				),
				$fields
			),
		),
	),
	JSON_UNESCAPED_SLASHES
);
$vitrine_espresso = Catalogue::by_asin( 'B0DEMO0004' );
$vitrine_buy_url  = $vitrine_espresso ? Vitrine\Affiliate\Links::product_url( $vitrine_espresso ) : 'https://www.amazon.com/dp/B0DEMO0004/';
$vitrine_bound    = $vitrine_para( 'A heading, an image, a paragraph and a button from WordPress itself, each showing a catalogue product: edit the product (Vitrine → Products) and every block that shows it follows. The button’s clicks are counted like the shortcode’s.' )
	. '<!-- wp:heading ' . $vitrine_bind( array( 'content' => 'title' ) ) . " -->\n<h2 class=\"wp-block-heading\">Barista Pro Espresso Machine</h2>\n<!-- /wp:heading -->\n\n"
	. '<!-- wp:image {"width":"320px","sizeSlug":"full",' . substr( $vitrine_bind( array( 'url' => 'image', 'alt' => 'title' ) ), 1, -1 ) . '} -->' . "\n"
	. '<figure class="wp-block-image size-full is-resized"><img src="' . esc_url( (string) ( $vitrine_espresso['image'] ?? '' ) ) . '" alt="Barista Pro Espresso Machine" style="width:320px"/></figure>' . "\n<!-- /wp:image -->\n\n"
	. '<!-- wp:paragraph ' . $vitrine_bind( array( 'content' => 'price' ) ) . ' -->' . "\n<p>" . '$549.00' . "</p>\n<!-- /wp:paragraph -->\n\n"
	. "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\">"
	. '<!-- wp:button ' . $vitrine_bind( array( 'url' => 'url', 'rel' => 'rel', 'linkTarget' => 'target' ) ) . " -->\n"
	. '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="' . esc_url( $vitrine_buy_url ) . '" target="_blank" rel="sponsored nofollow noopener">See it on Amazon</a></div>' . "\n<!-- /wp:button -->"
	. "</div>\n<!-- /wp:buttons -->\n";
vitrine_seed_page( 'affiliate/core-blocks', 'Products in core blocks', $vitrine_bound );

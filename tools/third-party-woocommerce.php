<?php
/**
 * The local site's store (tools/third-party-woocommerce.sh, docs/shop.md). Idempotent.
 * Usage: php tools/third-party-woocommerce.php SITE_DIR activate|setup
 *
 * - activate: activates WooCommerce (its activation hook installs it).
 * - setup: with WooCommerce loaded as an active plugin: its tables and pages (WC_Install::install()
 *   when its version is not recorded), HPOS on, the store's settings (US dollars, open, no "coming
 *   soon" page), a flat-rate and local-pickup shipping zone for the United States, a tax rate, and the
 *   offline payment methods (direct bank transfer, cash on delivery) enabled. The products and coupons
 *   are demo content: includes/Lifecycle/Demo/83-woocommerce.php.
 *
 * Order attribution (WooCommerce's sourcebuster script, which sets `sbjs_*` cookies on every page) is
 * turned off on the demo site: it is a marketing tracker, and Vitrine's pages load nothing that tracks
 * before consent. See docs/shop.md.
 */
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user( 1 );

const VITRINE_WC_PLUGIN = 'woocommerce/woocommerce.php';

if ( 'activate' === ( $argv[2] ?? '' ) ) {
	if ( ! is_plugin_active( VITRINE_WC_PLUGIN ) ) {
		$activated = activate_plugin( VITRINE_WC_PLUGIN );
		if ( is_wp_error( $activated ) ) {
			fwrite( STDERR, 'could not activate WooCommerce: ' . $activated->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

if ( ! class_exists( 'WooCommerce' ) ) {
	fwrite( STDERR, "WooCommerce is not loaded\n" );
	exit( 1 );
}

/** Sets an option only when it differs (no needless writes on every start). */
function vitrine_wc_option( string $name, $value ): void {
	if ( get_option( $name ) !== $value ) {
		update_option( $name, $value );
	}
}

if ( WC()->version !== get_option( 'woocommerce_version' ) || ! wc_get_page_id( 'checkout' ) || wc_get_page_id( 'checkout' ) < 1 ) {
	WC_Install::install();
	WC_Install::create_pages();
}

// The store: open, in US dollars, based in California, prices entered without tax, taxes charged.
vitrine_wc_option( 'woocommerce_coming_soon', 'no' );
vitrine_wc_option( 'woocommerce_store_pages_only', 'no' );
vitrine_wc_option( 'woocommerce_default_country', 'US:CA' );
vitrine_wc_option( 'woocommerce_currency', 'USD' );
vitrine_wc_option( 'woocommerce_calc_taxes', 'yes' );
vitrine_wc_option( 'woocommerce_prices_include_tax', 'no' );
vitrine_wc_option( 'woocommerce_tax_display_cart', 'excl' );
// No location until the customer gives an address: the cart shows no shipping or tax before checkout.
vitrine_wc_option( 'woocommerce_default_customer_address', '' );
vitrine_wc_option( 'woocommerce_enable_coupons', 'yes' );
vitrine_wc_option( 'woocommerce_enable_guest_checkout', 'yes' );
vitrine_wc_option( 'woocommerce_ship_to_countries', '' );
vitrine_wc_option( 'woocommerce_allowed_countries', 'all' );
vitrine_wc_option( 'woocommerce_show_marketplace_suggestions', 'no' );
vitrine_wc_option( 'woocommerce_allow_tracking', 'no' );
vitrine_wc_option( 'woocommerce_analytics_enabled', 'no' );
vitrine_wc_option( 'woocommerce_feature_order_attribution_enabled', 'no' );

// Orders in WooCommerce's own tables (HPOS), its default for new stores.
$vitrine_features = wc_get_container()->get( Automattic\WooCommerce\Internal\Features\FeaturesController::class );
if ( ! Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ) {
	$vitrine_hpos = wc_get_container()->get( Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer::class );
	if ( ! $vitrine_hpos->check_orders_table_exists() ) {
		$vitrine_hpos->create_database_tables();
	}
	$vitrine_features->change_feature_enable( 'custom_order_tables', true );
	vitrine_wc_option( Automattic\WooCommerce\Internal\DataStores\Orders\CustomOrdersTableController::CUSTOM_ORDERS_TABLE_USAGE_ENABLED_OPTION, 'yes' );
}

// Offline payments: direct bank transfer and cash on delivery.
foreach ( array( 'bacs', 'cod' ) as $vitrine_gateway ) {
	$vitrine_key      = "woocommerce_{$vitrine_gateway}_settings";
	$vitrine_settings = (array) get_option( $vitrine_key, array() );
	if ( 'yes' !== ( $vitrine_settings['enabled'] ?? '' ) ) {
		$vitrine_settings['enabled'] = 'yes';
		if ( 'cod' === $vitrine_gateway ) {
			$vitrine_settings['enable_for_virtual'] = 'yes';
		}
		update_option( $vitrine_key, $vitrine_settings );
	}
}

// A tax rate: California 7.25 % on products and shipping.
if ( ! WC_Tax::find_rates( array( 'country' => 'US', 'state' => 'CA', 'postcode' => '', 'city' => '', 'tax_class' => '' ) ) ) {
	WC_Tax::_insert_tax_rate(
		array(
			'tax_rate_country'  => 'US',
			'tax_rate_state'    => 'CA',
			'tax_rate'          => '7.2500',
			'tax_rate_name'     => 'CA Tax',
			'tax_rate_priority' => 1,
			'tax_rate_compound' => 0,
			'tax_rate_shipping' => 1,
			'tax_rate_order'    => 0,
			'tax_rate_class'    => '',
		)
	);
}

// A shipping zone for the United States: flat rate $5, or local pickup for free.
$vitrine_zone_found = null;
foreach ( WC_Shipping_Zones::get_zones() as $vitrine_zone_data ) {
	if ( 'United States' === $vitrine_zone_data['zone_name'] ) {
		$vitrine_zone_found = new WC_Shipping_Zone( $vitrine_zone_data['id'] );
	}
}
if ( ! $vitrine_zone_found ) {
	$vitrine_zone_found = new WC_Shipping_Zone();
	$vitrine_zone_found->set_zone_name( 'United States' );
	$vitrine_zone_found->add_location( 'US', 'country' );
	$vitrine_zone_found->save();
	$vitrine_flat = $vitrine_zone_found->add_shipping_method( 'flat_rate' );
	update_option(
		"woocommerce_flat_rate_{$vitrine_flat}_settings",
		array( 'title' => 'Flat rate', 'tax_status' => 'taxable', 'cost' => '5' )
	);
	$vitrine_zone_found->add_shipping_method( 'local_pickup' );
	WC_Cache_Helper::get_transient_version( 'shipping', true );
}
echo "woocommerce ready\n";

<?php
/**
 * The affiliate feature: product catalogue, [vitrine_product] shortcode and block, click tracking
 * (table, REST route, report), analytics events and geotargeting (in the visitor script).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Affiliate\ClickRoute::class, Rest\Affiliate\CountryRoute::class, Rest\Affiliate\ProductsRoute::class );
		add_action( 'init', array( Catalogue::class, 'register_types' ) );
		ClickStore::register();
		add_filter( 'vitrine_default_options', static fn( $options ) => array_merge( (array) $options, array( Settings::OPTION => Settings::defaults() ) ) );
		add_action( 'init', static fn() => add_shortcode( Shortcode::TAG, array( Shortcode::class, 'render' ) ) );
		Frontend::register();
		ProductBinding::register();
		Maintenance::register();
		if ( is_admin() ) {
			( new Admin\Menu( $this->plugin ) )->register();
		}
	}
}

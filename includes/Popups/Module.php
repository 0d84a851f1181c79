<?php
/**
 * Popups: a post type edited in the block editor, printed in the footer of the pages it targets
 * and brought to life by the builder runtime's `popup` handler; URL action links anywhere in
 * rendered blocks. See docs/popups.md.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		$links = new ActionLinks();
		add_action( 'init', array( new PostType(), 'register' ) );
		$links->register();
		( new Output( $links ) )->register();
		( new Preview() )->register();
		( new Editor() )->register();
		( new AbColumn() )->register();
		( new SummaryColumns() )->register();
		Rest\Routes::add( Rest\Popups\AbTestRoute::class, Rest\Popups\AbVariantRoute::class, Rest\Popups\AbWeightsRoute::class, Rest\Popups\AbApplyRoute::class, Rest\Popups\AbStopRoute::class );
		add_action( 'wp_enqueue_scripts', array( $this, 'debug_flag' ), 1 );
	}

	/** In debug mode, URL action links warn about unknown actions in the console. */
	public function debug_flag(): void {
		if ( defined( 'WP_DEBUG' ) && WP_DEBUG ) {
			wp_add_inline_script( 'vitrine-builder-runtime', 'window.vitrine=Object.assign(window.vitrine||{},{debug:true});', 'before' );
		}
	}
}

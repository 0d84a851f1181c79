<?php
/**
 * Page caches in front of the site (docs/caching.md): tells them when Vitrine's settings changed, so
 * cached pages can be purged. Purging itself is the cache's business (a caching plugin, Nginx Helper,
 * a CDN's API): Vitrine only fires the action. Also keeps browsers' speculative loading off Vitrine's
 * REST addresses (SpeculativeLoading).
 *
 * @package Vitrine
 */

namespace Vitrine\Caching;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		$signal = new PurgeSignal();
		add_action( 'added_option', array( $signal, 'note' ) );
		add_action( 'updated_option', array( $signal, 'note' ) );
		add_action( 'deleted_option', array( $signal, 'note' ) );
		add_action( 'shutdown', array( $signal, 'fire' ), 0 );
		SpeculativeLoading::register();
	}
}

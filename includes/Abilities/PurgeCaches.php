<?php
/**
 * vitrine/purge-caches: asks the site's page caches to drop every stored page, the way a change of
 * Vitrine's settings does (`vitrine_purge_page_cache`, docs/caching.md). Vitrine keeps no page cache
 * of its own: the cache a site runs hooks its purge to that action, so the answer says how many
 * listeners there were (0: nothing is hooked, nothing was purged). Administrators only.
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

use Vitrine\Caching\PurgeSignal;

defined( 'ABSPATH' ) || exit;

final class PurgeCaches extends Ability {
	public function name(): string {
		return 'vitrine/purge-caches';
	}

	protected function label(): string {
		return __( 'Purge page caches', 'vitrine' );
	}

	protected function description(): string {
		return __( 'Asks the page cache hooked to Vitrine (a caching plugin, Nginx Helper, a CDN) to drop every stored page, so visitors get pages with the current settings and content. Deletes no content and no settings.', 'vitrine' );
	}

	protected function output_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'listeners' => array(
					'type'        => 'integer',
					'description' => __( 'How many purge handlers were asked; 0 means no page cache is hooked to Vitrine.', 'vitrine' ),
				),
			),
		);
	}

	// A purge changes what caches hold, so it is run with POST; it deletes no data and purging twice
	// is purging once.
	protected function readonly(): bool {
		return false;
	}

	public function permission(): bool {
		return current_user_can( 'manage_options' );
	}

	/** @param mixed $input Unused: the ability takes none. */
	public function execute( $input = null ) {
		global $wp_filter;
		$hook      = $wp_filter[ PurgeSignal::ACTION ] ?? null;
		$listeners = $hook instanceof \WP_Hook ? array_sum( array_map( 'count', $hook->callbacks ) ) : 0;
		/** This action is documented in includes/Caching/PurgeSignal.php: an owner's purge names no option. */
		do_action( PurgeSignal::ACTION, array() );
		return array( 'listeners' => $listeners );
	}
}

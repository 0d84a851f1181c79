<?php
/**
 * The demo content importer: runs the same idempotent seeds as `npm start` (tools/seed/*.php, which
 * ship with the plugin) on any site, and reports what they created. Running it again creates nothing
 * new. By default the owner's own settings (front page, blog page, tagline, theme options, consent
 * and affiliate settings) are put back after the seeds ran, so only content is added.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class DemoImporter {
	/** Settings the seeds change for the local demo site. */
	public const KEPT_OPTIONS = array( 'show_on_front', 'page_on_front', 'page_for_posts', 'blogdescription', 'vitrine_consent', 'vitrine_affiliate' );

	public static function seed_dir(): string {
		/**
		 * Where the demo seeds live.
		 *
		 * @param string $dir Default: the plugin's tools/seed folder.
		 */
		return (string) apply_filters( 'vitrine_demo_seed_dir', dirname( __DIR__, 2 ) . '/tools/seed' );
	}

	/**
	 * @return array{created: array<string, int>, updated: int, error: string} Created items per post
	 *         type label, updated items, and what stopped the import ('' when it finished).
	 */
	public static function run( bool $keep_settings = true ): array {
		$report = array(
			'created' => array(),
			'updated' => 0,
			'error'   => '',
		);
		$seeds  = glob( self::seed_dir() . '/[0-9]*.php' ) ?: array();
		sort( $seeds );
		if ( ! $seeds || ! is_file( self::seed_dir() . '/lib.php' ) ) {
			$report['error'] = __( 'The demo content files are missing from this copy of the plugin.', 'vitrine' );
			return $report;
		}
		// A first import generates images for about 50 posts: more than some hosts' 30 s default.
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 300 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged
		}
		wp_raise_memory_limit( 'admin' );
		$kept  = $keep_settings ? self::snapshot() : array();
		$track = static function ( $post_id, $post, $update ) use ( &$report ): void {
			if ( ! $post instanceof \WP_Post || wp_is_post_revision( $post ) || 'auto-draft' === $post->post_status ) {
				return;
			}
			if ( $update ) {
				++$report['updated'];
				return;
			}
			$type                        = get_post_type_object( $post->post_type );
			$label                       = $type ? (string) $type->labels->name : $post->post_type;
			$report['created'][ $label ] = ( $report['created'][ $label ] ?? 0 ) + 1;
		};
		add_action( 'wp_insert_post', $track, 10, 3 );
		self::load_admin_includes();
		try {
			self::require_seeds( $seeds );
		} catch ( \Throwable $e ) {
			$report['error'] = $e->getMessage();
		} finally {
			remove_action( 'wp_insert_post', $track, 10 );
			foreach ( $kept as $name => $value ) {
				false === $value ? delete_option( $name ) : update_option( $name, $value );
			}
		}
		flush_rewrite_rules( false );
		return $report;
	}

	/** @param string[] $seeds The seed files, in name order. */
	private static function require_seeds( array $seeds ): void {
		require_once self::seed_dir() . '/lib.php';
		foreach ( $seeds as $seed ) {
			require_once $seed;
		}
	}

	/** @return array<string, mixed> option => value (false when unset). */
	private static function snapshot(): array {
		$names   = self::KEPT_OPTIONS;
		$names[] = 'theme_mods_' . get_option( 'stylesheet' );
		$kept    = array();
		foreach ( $names as $name ) {
			$kept[ $name ] = get_option( $name );
		}
		return $kept;
	}

	/** The seeds use media, menu and upgrade functions that a front request has not loaded. */
	private static function load_admin_includes(): void {
		foreach ( array( 'plugin.php', 'upgrade.php', 'image.php', 'file.php', 'media.php', 'post.php', 'nav-menu.php', 'taxonomy.php' ) as $file ) {
			require_once ABSPATH . 'wp-admin/includes/' . $file;
		}
	}
}

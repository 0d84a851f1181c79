<?php
/**
 * The demo content importer: runs the demo parts (includes/Lifecycle/Demo/, listed in Demo\Parts)
 * on any site, for the Settings → Vitrine button, `wp vitrine demo import` and `npm start` alike,
 * and reports what they created. Running it again creates nothing new. By default the owner's own
 * settings (front page, blog page, tagline, theme options, consent and affiliate settings) are put
 * back after the parts ran, so only content is added. What the import created is recorded
 * (Demo\Ledger), and remove() deletes exactly that.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

use Vitrine\Lifecycle\Demo\Ledger;
use Vitrine\Lifecycle\Demo\Parts;

defined( 'ABSPATH' ) || exit;

final class DemoImporter {
	/** Settings the parts change for the demo site. */
	public const KEPT_OPTIONS = array( 'show_on_front', 'page_on_front', 'page_for_posts', 'blogdescription', 'vitrine_consent', 'vitrine_affiliate', 'vitrine_archive_layout', 'vitrine_archive_layout_kinds', 'vitrine_payments' );

	/**
	 * @param bool $keep_settings Put the owner's settings back afterwards.
	 * @param bool $adopt         The local development site only: treat existing demo pages made
	 *                            before the ledger existed as the demo's own.
	 * @return array{created: array<string, int>, updated: int, error: string} Created items per post
	 *         type, updated items, and what stopped the import ('' when it finished).
	 */
	public static function run( bool $keep_settings = true, bool $adopt = false ): array {
		$report = array(
			'created' => array(),
			'updated' => 0,
			'error'   => '',
		);
		$parts  = Parts::files();
		$libs   = Parts::libraries();
		$files  = array_merge( $libs, $parts );
		if ( ! $parts || count( array_filter( $files, 'is_file' ) ) !== count( $files ) ) {
			$report['error'] = __( 'The demo content files are missing from this copy of the plugin.', 'vitrine' );
			return $report;
		}
		// A first import generates images for about 50 posts: more than some hosts' 30 s default.
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 300 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged
		}
		wp_raise_memory_limit( 'admin' );
		$kept = $keep_settings ? self::snapshot() : array();
		self::load_admin_includes();
		Ledger::start( $adopt );
		try {
			foreach ( $files as $file ) {
				require_once $file;
			}
		} catch ( \Throwable $e ) {
			$report['error'] = $e->getMessage();
		} finally {
			$report = array_merge( $report, Ledger::stop() );
			foreach ( $kept as $name => $value ) {
				false === $value ? delete_option( $name ) : update_option( $name, $value );
			}
		}
		flush_rewrite_rules( false );
		return $report;
	}

	/**
	 * What an import created, for the admin notice and `wp vitrine demo import`: "1 Comparison
	 * table, 12 Pages", each post type's singular or plural label by its count.
	 *
	 * @param array<string, int> $created Count per post type, as run() reports it.
	 */
	public static function summary( array $created ): string {
		$lines = array();
		foreach ( $created as $post_type => $count ) {
			$type    = get_post_type_object( (string) $post_type );
			$label   = $type ? (string) ( 1 === $count ? $type->labels->singular_name : $type->labels->name ) : (string) $post_type;
			$lines[] = number_format_i18n( $count ) . ' ' . $label;
		}
		return implode( ', ', $lines );
	}

	/**
	 * Deletes every post, term and upload folder the demo import created; nothing else.
	 *
	 * @param int[]|null $edited_too See Ledger::remove(): null removes everything the demo made; a
	 *                               list keeps the posts edited since the import but those.
	 * @return array{posts: int, terms: int, folders: int, kept: int}
	 */
	public static function remove( ?array $edited_too = null ): array {
		self::load_admin_includes();
		$removed = Ledger::remove( $edited_too );
		flush_rewrite_rules( false );
		return $removed;
	}

	/** Whether demo content from an import is on the site. */
	public static function imported(): bool {
		return (bool) Ledger::post_ids();
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

	/** The parts use media, menu and upgrade functions that a front request has not loaded. */
	private static function load_admin_includes(): void {
		foreach ( array( 'plugin.php', 'upgrade.php', 'image.php', 'file.php', 'media.php', 'post.php', 'nav-menu.php', 'taxonomy.php' ) as $file ) {
			require_once ABSPATH . 'wp-admin/includes/' . $file;
		}
	}
}

<?php
/**
 * `wp vitrine demo import|remove`: the demo content importer of Settings → Vitrine.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

use Vitrine\Lifecycle\DemoImporter;

defined( 'ABSPATH' ) || exit;

/**
 * Imports or removes Vitrine's demo content.
 */
final class DemoCommand {
	/**
	 * Imports the demo pages, posts, products, popups and images. Importing again creates nothing twice.
	 *
	 * ## OPTIONS
	 *
	 * [--demo-settings]
	 * : Also apply the demo's settings (front page, tagline, theme options, consent and affiliate
	 * settings). Without it your settings are kept and only content is added.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine demo import
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		if ( get_current_user_id() === 0 ) {
			$admins = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) );
			wp_set_current_user( (int) ( $admins[0] ?? 0 ) ); // Demo posts need an author.
		}
		$report = DemoImporter::run( empty( $assoc_args['demo-settings'] ) );
		if ( '' !== $report['error'] ) {
			/* translators: %s: the error message */
			\WP_CLI::error( sprintf( __( 'The demo content import stopped: %s', 'vitrine' ), $report['error'] ) );
		}
		$summary = DemoImporter::summary( $report['created'] );
		\WP_CLI::success(
			$summary
				/* translators: %s: list such as "12 Pages, 40 Posts" */
				? sprintf( __( 'Demo content imported. Created: %s.', 'vitrine' ), $summary )
				: __( 'Demo content imported. Nothing new was needed: the demo content is already on this site.', 'vitrine' )
		);
	}

	/**
	 * Removes everything the demo import created (including demo pages edited since) and nothing else.
	 *
	 * ## OPTIONS
	 *
	 * [--yes]
	 * : Answer yes to the confirmation (needed without a terminal, e.g. in a script).
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine demo remove --yes
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function remove( array $args, array $assoc_args ): void {
		if ( ! DemoImporter::imported() ) {
			\WP_CLI::success( __( 'There is no imported demo content on this site.', 'vitrine' ) );
			return;
		}
		Output::confirm( __( 'Remove every page, post, product, popup, menu and image the demo import created?', 'vitrine' ), $assoc_args );
		$removed = DemoImporter::remove();
		/* translators: 1: number of posts, pages and images, 2: number of categories, tags and menus */
		\WP_CLI::success( sprintf( __( 'Demo content removed: %1$s items and %2$s categories, tags or menus.', 'vitrine' ), number_format_i18n( $removed['posts'] ), number_format_i18n( $removed['terms'] ) ) );
	}
}

<?php
/**
 * The buttons of Settings → Vitrine (admin-post.php, capability and nonce checked): import or remove the demo
 * content, run the clean-up now, retry a failed migration. Each stores its result for the user and
 * goes back to the page, which shows it once in a status region; plus the failed-migration notice.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

use Vitrine\Lifecycle\DemoImporter;
use Vitrine\Lifecycle\Migrator;
use Vitrine\Lifecycle\Retention;

defined( 'ABSPATH' ) || exit;

final class Actions {
	public const IMPORT  = 'vitrine_import_demo';
	public const CLEANUP = 'vitrine_run_cleanup';
	public const RETRY   = 'vitrine_retry_migration';
	public const REMOVE  = 'vitrine_remove_demo';

	/** Opens the form of one of these buttons (admin-post.php, the action and its nonce); the caller closes it. */
	public static function open_form( string $action ): void {
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><input type="hidden" name="action" value="' . esc_attr( $action ) . '">';
		wp_nonce_field( $action );
	}

	public static function register(): void {
		add_action( 'admin_post_' . self::IMPORT, array( self::class, 'import' ) );
		add_action( 'admin_post_' . self::CLEANUP, array( self::class, 'cleanup' ) );
		add_action( 'admin_post_' . self::RETRY, array( self::class, 'retry' ) );
		add_action( 'admin_post_' . self::REMOVE, array( self::class, 'remove' ) );
	}

	public static function import(): void {
		self::check( self::IMPORT );
		$report  = DemoImporter::run( ! empty( $_POST['keep_settings'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in check().
		$summary = DemoImporter::summary( $report['created'] );
		if ( '' !== $report['error'] ) {
			/* translators: %s: the error message */
			self::done( 'error', sprintf( __( 'The demo content import stopped: %s', 'vitrine' ), $report['error'] ), '#vitrine-demo' );
		}
		$message = $summary
			/* translators: %s: list such as "12 Pages, 40 Posts" */
			? sprintf( __( 'Demo content imported. Created: %s.', 'vitrine' ), $summary )
			: __( 'Demo content imported. Nothing new was needed: the demo content is already on this site.', 'vitrine' );
		self::done( 'success', $message, '#vitrine-demo' );
	}

	public static function remove(): void {
		self::check( self::REMOVE );
		$edited_too = array_map( 'absint', (array) wp_unslash( $_POST['edited_too'] ?? array() ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in check().
		$removed    = DemoImporter::remove( $edited_too );
		/* translators: 1: number of posts, pages and images, 2: number of categories, tags and menus */
		$message = sprintf( __( 'Demo content removed: %1$s items and %2$s categories, tags or menus.', 'vitrine' ), number_format_i18n( $removed['posts'] ), number_format_i18n( $removed['terms'] ) );
		if ( $removed['kept'] ) {
			/* translators: %s: number of pages */
			$message .= ' ' . sprintf( _n( '%s page you edited was kept and is yours now.', '%s pages you edited were kept and are yours now.', $removed['kept'], 'vitrine' ), number_format_i18n( $removed['kept'] ) );
		}
		self::done( 'success', $message, '#vitrine-demo' );
	}

	public static function cleanup(): void {
		self::check( self::CLEANUP );
		$deleted = array_sum( array_map( static fn( int $n ) => max( 0, $n ), Retention::run()['deleted'] ) );
		/* translators: %s: number of rows */
		self::done( 'success', sprintf( _n( 'Clean-up done: %s old row deleted.', 'Clean-up done: %s old rows deleted.', $deleted, 'vitrine' ), number_format_i18n( $deleted ) ), '#vitrine-data' );
	}

	public static function retry(): void {
		self::check( self::RETRY );
		delete_option( Migrator::ERROR_OPTION );
		$result = Migrator::run();
		if ( 'failed' === $result || 'locked' === $result ) {
			self::done( 'error', 'locked' === $result ? __( 'An update of the Vitrine data is already running; try again in a few minutes.', 'vitrine' ) : __( 'The Vitrine data update failed again.', 'vitrine' ), '' );
		}
		self::done( 'success', __( 'The Vitrine data is up to date.', 'vitrine' ), '' );
	}

	/** Shows the stored result once, as a polite live region so screen readers hear it. */
	public static function report(): void {
		$key    = 'vitrine_lifecycle_report_' . get_current_user_id();
		$report = get_transient( $key );
		if ( ! is_array( $report ) ) {
			return;
		}
		delete_transient( $key );
		$type = 'error' === $report['type'] ? 'error' : 'success';
		echo '<div class="notice notice-' . esc_attr( $type ) . '" role="' . ( 'error' === $type ? 'alert' : 'status' ) . '"><p>' . esc_html( (string) $report['message'] ) . '</p></div>';
	}

	public static function migration_notice(): void {
		$error = Migrator::error();
		if ( ! $error || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$retry = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::RETRY ), self::RETRY );
		/* translators: 1: what the step does, 2: the error message */
		echo '<div class="notice notice-error vitrine-migration-failed"><p>' . esc_html( sprintf( __( 'Vitrine could not update its data (%1$s): %2$s. The site keeps working with the previous data version and nothing was deleted.', 'vitrine' ), $error['description'] ?? '', $error['message'] ?? '' ) );
		echo ' <a href="' . esc_url( $retry ) . '">' . esc_html__( 'Try again', 'vitrine' ) . '</a></p></div>';
	}

	private static function check( string $action ): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to do this.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}

	private static function done( string $type, string $message, string $anchor ): never {
		set_transient(
			'vitrine_lifecycle_report_' . get_current_user_id(),
			array(
				'type'    => $type,
				'message' => $message,
			),
			300
		);
		wp_safe_redirect( Page::url() . $anchor );
		exit;
	}
}

<?php
/**
 * Brings the stored data up to the code's schema: the stored version (`vitrine_schema_version`) is
 * compared with the newest migration; pending ones run once, in order, under a lock so two requests
 * never run them together. A failing step stops the run with the last good version kept and an admin
 * notice; the site keeps working on the previous schema and the step is retried when the owner asks
 * or when a new plugin version arrives.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Migrator {
	public const VERSION_OPTION = 'vitrine_schema_version';
	/**
	 * The plugin version that last ran on this site. Changing it (once per update) fires
	 * `vitrine_purge_page_cache` (Caching\PurgeSignal): pages cached before an update name that
	 * version's scripts and stylesheets, which the new version may no longer build (docs/caching.md).
	 */
	public const PLUGIN_VERSION_OPTION = 'vitrine_plugin_version';
	public const LOCK_OPTION           = 'vitrine_migration_lock';
	public const ERROR_OPTION          = 'vitrine_migration_error';
	public const STORES_OPTION         = 'vitrine_installed_stores';
	/** Each step that ran: version => array( 'time' => …, 'plugin' => plugin version ), for support and upgrade tests. */
	public const LOG_OPTION = 'vitrine_migration_log';
	/** A lock older than this belongs to a request that died. */
	public const LOCK_SECONDS = 600;

	/** @return array<int, Migration> version => step, in order. */
	public static function migrations(): array {
		$steps = array();
		foreach ( glob( __DIR__ . '/Migrations/M[0-9][0-9][0-9][0-9]*.php' ) ?: array() as $file ) {
			$class = __NAMESPACE__ . '\\Migrations\\' . basename( $file, '.php' );
			if ( class_exists( $class ) && is_subclass_of( $class, Migration::class ) ) {
				$steps[] = new $class();
			}
		}
		/**
		 * The schema steps. Extensions may add their own (with versions above Vitrine's).
		 *
		 * @param Migration[] $steps The steps found in includes/Lifecycle/Migrations.
		 */
		$by_version = array();
		foreach ( (array) apply_filters( 'vitrine_migrations', $steps ) as $step ) {
			if ( $step instanceof Migration ) {
				$by_version[ $step->version() ] = $step;
			}
		}
		ksort( $by_version );
		return $by_version;
	}

	public static function latest(): int {
		$versions = array_keys( self::migrations() );
		return $versions ? (int) end( $versions ) : 0;
	}

	public static function stored(): int {
		return (int) get_option( self::VERSION_OPTION, 0 );
	}

	/** @return array{version: int, description: string, message: string, plugin: string, time: int}|null */
	public static function error(): ?array {
		$error = get_option( self::ERROR_OPTION );
		return is_array( $error ) ? $error : null;
	}

	/**
	 * On every load (init, after the modules listed their stores): cheap option reads
	 * unless something is pending. A recorded failure waits for a retry or a new plugin version.
	 */
	public static function maybe_run(): void {
		$error = self::error();
		if ( $error && ( $error['plugin'] ?? '' ) === self::plugin_version() ) {
			return;
		}
		if ( self::stored() < self::latest() ) {
			self::run();
		}
		self::install_new_stores();
		self::note_plugin_version();
	}

	/** Records the running plugin version when it changed (one write per update, none after). */
	public static function note_plugin_version(): void {
		$version = self::plugin_version();
		if ( '' !== $version && get_option( self::PLUGIN_VERSION_OPTION ) !== $version ) {
			update_option( self::PLUGIN_VERSION_OPTION, $version, true );
		}
	}

	/**
	 * Runs the pending steps.
	 *
	 * @return string 'current' (nothing to do), 'done', 'locked' (another request is at it) or 'failed'.
	 */
	public static function run(): string {
		$pending = array_filter( self::migrations(), static fn( int $version ) => $version > self::stored(), ARRAY_FILTER_USE_KEY );
		if ( ! $pending ) {
			return 'current';
		}
		if ( ! self::lock() ) {
			return 'locked';
		}
		try {
			foreach ( $pending as $version => $step ) {
				try {
					$step->up();
				} catch ( \Throwable $e ) {
					update_option(
						self::ERROR_OPTION,
						array(
							'version'     => $version,
							'description' => $step->description(),
							'message'     => $e->getMessage(),
							'plugin'      => self::plugin_version(),
							'time'        => time(),
						),
						false
					);
					return 'failed';
				}
				update_option( self::VERSION_OPTION, $version, true );
				$log             = (array) get_option( self::LOG_OPTION, array() );
				$log[ $version ] = array(
					'time'   => time(),
					'plugin' => self::plugin_version(),
				);
				update_option( self::LOG_OPTION, $log, false );
			}
			delete_option( self::ERROR_OPTION );
			return 'done';
		} finally {
			self::unlock();
		}
	}

	/**
	 * A store a feature added after this site's schema was set up (e.g. by a plugin update) gets its
	 * tables the first time it is listed; its later table changes come with migrations.
	 */
	public static function install_new_stores(): void {
		$installed = (array) get_option( self::STORES_OPTION, array() );
		$stores    = DataStores::all();
		$new       = array_diff( array_keys( $stores ), $installed );
		if ( ! $new ) {
			return;
		}
		foreach ( $new as $id ) {
			$stores[ $id ]->install();
		}
		update_option( self::STORES_OPTION, array_values( array_unique( array_merge( $installed, $new ) ) ), true );
	}

	/**
	 * An INSERT that fails when the row exists is atomic on MySQL, MariaDB and SQLite alike (unlike
	 * add_option, which upserts). A lock left by a request that died expires after LOCK_SECONDS.
	 */
	private static function lock(): bool {
		global $wpdb;
		for ( $attempt = 0; $attempt < 2; $attempt++ ) {
			$suppress = $wpdb->suppress_errors( true );
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::LOCK_OPTION, (string) time() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->suppress_errors( $suppress );
			if ( 1 === $inserted ) {
				wp_cache_delete( self::LOCK_OPTION, 'options' );
				wp_cache_delete( 'notoptions', 'options' );
				return true;
			}
			$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::LOCK_OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( $since > time() - self::LOCK_SECONDS ) {
				return false;
			}
			// Stale: remove exactly the lock we read, so two requests cannot both take it over.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::LOCK_OPTION, (string) $since ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		return false;
	}

	private static function unlock(): void {
		delete_option( self::LOCK_OPTION );
	}

	private static function plugin_version(): string {
		return defined( 'VITRINE_VERSION' ) ? (string) VITRINE_VERSION : '';
	}
}

<?php
/**
 * Registers every built feature entry (build/<feature>/<name>.js, from src/<feature>/<name>.entry.ts)
 * as the script handle `vitrine-<feature>-<name>`, with the dependencies and version webpack wrote to
 * its .asset.php, and its stylesheet under the same handle when one was built. Features enqueue
 * their handles only where they are needed.
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

final class Assets {
	/**
	 * Scripts that visitors' pages may load: deferred, so they never block rendering. The runtime's
	 * features are deferred like it (a script that depends on a deferred one must be deferred too).
	 */
	private const DEFERRED = array( 'vitrine-builder-runtime', 'vitrine-builder-motion', 'vitrine-builder-sticky', 'vitrine-builder-popup', 'vitrine-builder-actions', 'vitrine-insights-queue' );

	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		// Priority 5: before blocks are registered at init 10, so block.json may name these handles.
		add_action( 'init', array( $this, 'register_entries' ), 5 );
	}

	public function register_entries(): void {
		foreach ( self::entries( $this->plugin->path( 'build' ) ) as $entry => $asset ) {
			$handle = self::handle( $entry );
			$args   = in_array( $handle, self::DEFERRED, true ) ? array( 'strategy' => 'defer', 'in_footer' => true ) : array( 'in_footer' => true );
			wp_register_script( $handle, $this->plugin->url( "build/$entry.js" ), $asset['dependencies'], $asset['version'], $args );
			if ( in_array( 'wp-i18n', $asset['dependencies'], true ) ) {
				wp_set_script_translations( $handle, 'vitrine', $this->plugin->path( 'languages' ) );
			}
			if ( is_file( $this->plugin->path( "build/$entry.css" ) ) ) {
				wp_register_style( $handle, $this->plugin->url( "build/$entry.css" ), array(), $asset['version'] );
				wp_style_add_data( $handle, 'rtl', 'replace' );
			}
		}
	}

	/**
	 * Lazy chunks with Vitrine strings, by the entry handle that loads them (build/chunks/). WordPress
	 * prints translations per script handle and a chunk is none, so the chunk is registered as a
	 * handle of its own (never enqueued) only to read its translations, which print_chunk_texts()
	 * prints before the entry that loads it.
	 */
	public const CHUNKS_WITH_TEXTS = array( 'consent-records' => 'vitrine-consent-admin' );

	/** Prints the translations of the lazy chunks $entry_handle loads before it (CHUNKS_WITH_TEXTS). */
	public static function print_chunk_texts( string $entry_handle, string $languages_dir ): void {
		foreach ( array_keys( self::CHUNKS_WITH_TEXTS, $entry_handle, true ) as $chunk ) {
			$handle = "vitrine-chunk-$chunk";
			wp_register_script( $handle, plugins_url( "build/chunks/$chunk.js", VITRINE_FILE ), array(), null, array( 'in_footer' => true ) ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- never printed: it only names the file its translations are for.
			wp_set_script_translations( $handle, 'vitrine', $languages_dir );
			$texts = wp_scripts()->print_translations( $handle, false );
			if ( is_string( $texts ) && '' !== $texts ) {
				wp_add_inline_script( $entry_handle, $texts, 'before' );
			}
		}
	}

	/** The handle of an entry: 'consent/gate' becomes 'vitrine-consent-gate'. */
	public static function handle( string $entry ): string {
		return 'vitrine-' . str_replace( '/', '-', $entry );
	}

	/**
	 * The feature entries built into $build_dir, with their asset data.
	 *
	 * @return array<string, array{dependencies: string[], version: string}>
	 */
	public static function entries( string $build_dir ): array {
		$entries = array();
		// One or two folders deep: build/<feature>/<name> and build/<room>/<feature>/<name>
		// (e.g. builder/popup/editor, docs/architecture.md).
		$files = array_merge( glob( $build_dir . '/*/*.asset.php' ) ?: array(), glob( $build_dir . '/*/*/*.asset.php' ) ?: array() );
		foreach ( $files as $file ) {
			$entry = substr( $file, strlen( $build_dir ) + 1, -strlen( '.asset.php' ) );
			if ( str_starts_with( $entry, 'blocks/' ) ) {
				continue; // Blocks register their own files from block.json.
			}
			$asset             = require $file;
			$entries[ $entry ] = array(
				'dependencies' => (array) ( $asset['dependencies'] ?? array() ),
				'version'      => (string) ( $asset['version'] ?? VITRINE_VERSION ),
			);
		}
		return $entries;
	}

	/** Reads a built file inline (for the tiny scripts that must run before anything else). */
	public function inline( string $relative ): string {
		$file = $this->plugin->path( 'build/' . $relative );
		return is_file( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}
}

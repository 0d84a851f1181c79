<?php
/**
 * Lazy chunks (build/chunks/*.js) are loaded by the builder runtime, not as WordPress script
 * handles, so WordPress never prints their JSON translations. They share the runtime's wp.i18n, so
 * when WordPress loads the runtime's translations, the chunks' translations are added to them:
 * WordPress then prints one set, before the runtime, and every chunk finds its strings.
 *
 * Files are the ones `wp i18n make-json` writes: vitrine-{locale}-{md5 of the path}.json, where
 * the path is the chunk's inside the plugin (build/chunks/123.js), in the runtime's languages folder.
 *
 * @package Vitrine
 */

namespace Vitrine\I18n;

defined( 'ABSPATH' ) || exit;

final class ChunkTranslations {
	public const RUNTIME = 'vitrine-builder-runtime';
	public const DOMAIN  = 'vitrine';

	/** @var array<string, ?string> Merged translations by folder and locale (WordPress asks up to three times). */
	private array $merged = array();

	public function __construct( private string $chunks_dir ) {}

	/**
	 * Filter of pre_load_script_translations: for the runtime, its own translations (if any) merged
	 * with every chunk's; null otherwise, so WordPress goes on as usual.
	 *
	 * @param string|false|null $translations What an earlier filter decided.
	 * @param string|false      $file         The translation file WordPress is about to read.
	 * @param string            $handle       The script's handle.
	 * @param string            $domain       The text domain.
	 * @return string|false|null
	 */
	public function for_runtime( mixed $translations, mixed $file, string $handle, string $domain ): mixed {
		if ( null !== $translations || self::RUNTIME !== $handle || self::DOMAIN !== $domain || ! is_string( $file ) || '' === $file ) {
			return $translations;
		}
		$folder = dirname( $file );
		$locale = determine_locale();
		if ( array_key_exists( "$folder|$locale", $this->merged ) ) {
			return $this->merged[ "$folder|$locale" ];
		}
		$files = array(
			"$folder/" . self::DOMAIN . "-$locale-$handle.json",
			"$folder/" . self::DOMAIN . "-$locale-" . md5( 'build/builder/runtime.js' ) . '.json',
		);
		foreach ( glob( $this->chunks_dir . '/*.js' ) ?: array() as $chunk ) {
			$files[] = "$folder/" . self::DOMAIN . "-$locale-" . md5( 'build/chunks/' . basename( $chunk ) ) . '.json';
		}
		$this->merged[ "$folder|$locale" ] = self::merge( $files );
		return $this->merged[ "$folder|$locale" ];
	}

	/**
	 * One Jed JSON object with the messages of every readable file, or null when none is readable.
	 *
	 * @param string[] $files Candidate JSON files.
	 */
	public static function merge( array $files ): ?string {
		$merged = null;
		foreach ( array_unique( $files ) as $file ) {
			if ( ! is_readable( $file ) ) {
				continue;
			}
			$data     = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			$messages = $data['locale_data']['messages'] ?? $data['locale_data'][ self::DOMAIN ] ?? null;
			if ( ! is_array( $messages ) ) {
				continue; // A broken file is left out, never fatal.
			}
			if ( null === $merged ) {
				$merged                = $data;
				$merged['locale_data'] = array( 'messages' => $messages );
				continue;
			}
			$merged['locale_data']['messages'] += $messages;
		}
		return null === $merged ? null : (string) wp_json_encode( $merged );
	}
}

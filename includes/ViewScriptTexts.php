<?php
/**
 * Translations for the blocks' view scripts without wp-i18n (docs/architecture.md, "What a visitor
 * page loads"): the scripts translate through src/shared/i18n.ts, and this prints, right before each
 * Vitrine view script's tag, its translated texts from the language pack WordPress would have given
 * wp-i18n (load_script_textdomain()), as `<script type="application/json" class="vitrine-texts">`.
 * On a site in English, or in a language without a translation, nothing is printed. The texts are
 * the site's, the same for every visitor (cacheable).
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

final class ViewScriptTexts {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		add_filter( 'script_loader_tag', array( $this, 'tag' ), 10, 2 );
	}

	public function tag( string $tag, string $handle ): string {
		$script = wp_scripts()->registered[ $handle ] ?? null;
		if ( ! $script || ! self::is_view_script( $handle, (array) $script->deps ) || is_admin() ) {
			return $tag;
		}
		$json  = load_script_textdomain( $handle, 'vitrine', $this->plugin->path( 'languages' ) );
		$texts = is_string( $json ) ? self::texts( $json ) : array();
		if ( ! $texts ) {
			return $tag;
		}
		return sprintf(
			'<script type="application/json" class="vitrine-texts" id="%1$s-texts">%2$s</script>' . "\n",
			esc_attr( $handle ),
			wp_json_encode( $texts, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE )
		) . $tag;
	}

	/** A Vitrine block's view script that translates without wp-i18n. */
	public static function is_view_script( string $handle, array $deps ): bool {
		return str_starts_with( $handle, 'vitrine-' ) && str_ends_with( $handle, '-view-script' ) && ! in_array( 'wp-i18n', $deps, true );
	}

	/**
	 * The table src/shared/i18n.ts reads, from a language pack's Jed JSON: text → translation, and
	 * a plural's singular text → every plural form. Untranslated entries are left out (the English text shows).
	 *
	 * @return array<string, string|string[]>
	 */
	public static function texts( string $jed ): array {
		$data     = json_decode( $jed, true );
		$messages = $data['locale_data']['messages'] ?? $data['locale_data']['vitrine'] ?? array();
		$texts    = array();
		foreach ( is_array( $messages ) ? $messages : array() as $key => $forms ) {
			if ( '' === $key || ! is_array( $forms ) || ! isset( $forms[0] ) || '' === $forms[0] ) {
				continue; // The header, or an untranslated text.
			}
			// Jed keys a text with a context as "context\4text": view scripts use none.
			$texts[ (string) $key ] = 1 === count( $forms ) ? (string) $forms[0] : array_map( 'strval', $forms );
		}
		return $texts;
	}
}

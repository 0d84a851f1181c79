<?php
/**
 * Loaded into WP-CLI by tools/i18n/make-pot.mjs (`--require`): `wp i18n make-pot` downloads
 * WordPress's block-i18n.json and theme-i18n.json (which block.json and theme.json fields are
 * translatable) from develop.svn.wordpress.org, and WP-CLI 2.10 stops with "Failed to get url"
 * when it cannot, instead of using its own copies. These machines have no network, so make-pot
 * is handed the same files from the local WordPress (.wp/core, VITRINE_CORE), or make-pot's own
 * bundled copies when that is not there. Nothing of WP-CLI is changed: it reads its schema cache.
 */

WP_CLI::add_hook(
	'before_invoke:i18n make-pot',
	static function () {
		$extractor = '\WP_CLI\I18n\JsonSchemaExtractor';
		$core      = (string) getenv( 'VITRINE_CORE' );
		$schemas   = array(
			$extractor::BLOCK_JSON_SOURCE => array( "$core/wp-includes/block-i18n.json", $extractor::BLOCK_JSON_FALLBACK ),
			$extractor::THEME_JSON_SOURCE => array( "$core/wp-includes/theme-i18n.json", $extractor::THEME_JSON_FALLBACK ),
		);
		$remember  = \Closure::bind(
			static function ( string $url, $schema ): void {
				static::$schema_cache[ $url ] = $schema;
			},
			null,
			$extractor
		);
		foreach ( $schemas as $url => $files ) {
			$file = '' !== $core && is_file( $files[0] ) ? $files[0] : $files[1];
			$remember( $url, json_decode( (string) file_get_contents( $file ), false ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		}
	}
);

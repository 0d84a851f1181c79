<?php
/**
 * Translations reach every script: each Vitrine script that uses wp.i18n (plugin entries, block
 * editor scripts, the theme's scripts) is registered with the `vitrine` text domain, so WordPress
 * prints its JSON translations; each built file with translatable strings depends on wp-i18n, but a
 * block's view script, whose texts are printed for it from the same language pack; and the template
 * lists the blocks' metadata the way WordPress translates it.
 */

namespace Vitrine\Tests;

final class TranslationsTest extends TestCase {
	/** @return array<string, \_WP_Dependency> Vitrine's registered scripts, by handle. */
	private function vitrine_scripts(): array {
		return array_filter(
			wp_scripts()->registered,
			static fn( \_WP_Dependency $script, string $handle ): bool => str_starts_with( $handle, 'vitrine' ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	public function test_every_script_using_i18n_has_the_vitrine_text_domain(): void {
		$checked = 0;
		foreach ( $this->vitrine_scripts() as $handle => $script ) {
			if ( ! in_array( 'wp-i18n', $script->deps, true ) ) {
				continue;
			}
			++$checked;
			$this->assertSame( 'vitrine', $script->textdomain, "$handle gets no translations" );
		}
		$this->assertGreaterThan( 10, $checked, 'entries, block editor scripts and theme scripts are registered' );
	}

	/**
	 * Editor and admin scripts with strings load wp-i18n; a block's view script, on a visitor's page,
	 * does not: it reads the texts ViewScriptTexts prints before it (docs/architecture.md, "What a
	 * visitor page loads"), so no visitor page loads wp-i18n for it.
	 */
	public function test_every_built_script_with_strings_gets_its_translations(): void {
		$build = dirname( __DIR__, 2 ) . '/build';
		$files = array_merge( glob( "$build/*/*.js" ) ?: array(), glob( "$build/blocks/*/*.js" ) ?: array(), glob( dirname( __DIR__, 2 ) . '/themes/vitrine/build/*.js' ) ?: array() );
		$found = 0;
		$views = 0;
		foreach ( $files as $file ) {
			// Lazy chunks have no asset file: the next test checks them.
			if ( ! str_contains( (string) file_get_contents( $file ), ',"vitrine")' ) || str_ends_with( dirname( $file ), '/build/chunks' ) ) {
				continue;
			}
			++$found;
			$name  = basename( dirname( $file ) ) . '/' . basename( $file );
			$asset = require substr( $file, 0, -3 ) . '.asset.php';
			if ( str_ends_with( dirname( $file, 2 ), '/build/blocks' ) && 'view.js' === basename( $file ) ) {
				++$views;
				$this->assertNotContains( 'wp-i18n', $asset['dependencies'], "$name is a view script: its texts are printed for it, without wp-i18n" );
				$this->assertTrue( \Vitrine\ViewScriptTexts::is_view_script( 'vitrine-' . basename( dirname( $file ) ) . '-view-script', $asset['dependencies'] ), "$name gets its printed texts" );
				continue;
			}
			$this->assertContains( 'wp-i18n', $asset['dependencies'], "$name has strings but does not load wp-i18n" );
		}
		$this->assertGreaterThan( 10, $found, 'the built scripts contain translatable strings' );
		$this->assertGreaterThan( 3, $views, 'view scripts with strings (gallery, form, code highlight…)' );
	}

	public function test_the_runtime_and_lazy_chunks_need_no_translations(): void {
		$build   = dirname( __DIR__, 2 ) . '/build';
		$runtime = require "$build/builder/runtime.asset.php";
		$this->assertNotContains( 'wp-i18n', $runtime['dependencies'], 'the runtime loads on plain pages: no wp-i18n' );
		$chunks = glob( "$build/chunks/*.js" ) ?: array();
		$this->assertNotEmpty( $chunks );
		foreach ( $chunks as $chunk ) {
			// WordPress prints translations per script handle, and a lazy chunk is none: its texts come
			// from the server (markup or data-settings) or from the view script that loads it, or they
			// are printed for it before the admin script that loads it (Assets::CHUNKS_WITH_TEXTS).
			if ( isset( \Vitrine\Assets::CHUNKS_WITH_TEXTS[ basename( $chunk, '.js' ) ] ) ) {
				continue;
			}
			$this->assertStringNotContainsString( ',"vitrine")', (string) file_get_contents( $chunk ), basename( $chunk ) . ' has translatable strings' );
		}
	}

	public function test_an_admin_chunk_with_texts_gets_its_translations_printed_before_its_loader(): void {
		$this->assertFileExists( dirname( __DIR__, 2 ) . '/build/chunks/consent-records.js' );
		$this->assertSame( 'vitrine-consent-admin', \Vitrine\Assets::CHUNKS_WITH_TEXTS['consent-records'] ?? null );
		$folder = sys_get_temp_dir() . '/vitrine-i18n-' . wp_generate_password( 6, false );
		mkdir( $folder );
		// What `wp i18n make-json` writes for the built chunk (the consent records list).
		file_put_contents(
			"$folder/vitrine-de_DE-" . md5( 'build/chunks/consent-records.js' ) . '.json',
			(string) wp_json_encode( array( 'locale_data' => array( 'messages' => array( '' => array( 'domain' => 'messages', 'lang' => 'de_DE' ), 'Consent ID' => array( 'Einwilligungs-ID' ) ) ) ) )
		);
		$german = static fn(): string => 'de_DE';
		add_filter( 'determine_locale', $german );
		try {
			\Vitrine\Assets::print_chunk_texts( 'vitrine-consent-admin', $folder );
		} finally {
			remove_filter( 'determine_locale', $german );
			array_map( 'unlink', glob( "$folder/*" ) ?: array() );
			rmdir( $folder );
		}
		$before = implode( "\n", (array) wp_scripts()->get_data( 'vitrine-consent-admin', 'before' ) );
		$this->assertStringContainsString( 'Einwilligungs-ID', $before, 'the records tab reads German' );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $before );
	}

	public function test_a_block_view_script_gets_its_own_translations_from_the_plugin(): void {
		$handle = 'vitrine-gallery-view-script';
		$script = wp_scripts()->query( $handle, 'registered' );
		$this->assertInstanceOf( \_WP_Dependency::class, $script, 'the gallery names its own view script' );
		$this->assertNotContains( 'wp-i18n', $script->deps, 'its texts are printed for it (ViewScriptTexts)' );
		$this->assertContains( 'vitrine-builder-runtime', $script->deps, 'a view script registers with the runtime' );

		$folder = sys_get_temp_dir() . '/vitrine-i18n-' . wp_generate_password( 6, false );
		mkdir( $folder );
		// What `wp i18n make-json` writes for the built view script.
		file_put_contents(
			"$folder/vitrine-de_DE-" . md5( 'build/blocks/gallery/view.js' ) . '.json',
			(string) wp_json_encode( array( 'locale_data' => array( 'messages' => array( '' => array( 'domain' => 'messages', 'lang' => 'de_DE' ), 'Close' => array( 'Schließen' ) ) ) ) )
		);
		$german = static fn(): string => 'de_DE';
		add_filter( 'determine_locale', $german );
		try {
			$translations = load_script_textdomain( $handle, 'vitrine', $folder );
			$other        = load_script_textdomain( 'vitrine-form-view-script', 'vitrine', $folder );
		} finally {
			remove_filter( 'determine_locale', $german );
			array_map( 'unlink', glob( "$folder/*" ) ?: array() );
			rmdir( $folder );
		}
		$this->assertIsString( $translations );
		$this->assertSame( array( 'Schließen' ), json_decode( $translations, true )['locale_data']['messages']['Close'] );
		$this->assertFalse( $other, 'each view script gets only its own file' );
	}

	public function test_the_template_has_every_block_title_in_its_context(): void {
		$pot = (string) file_get_contents( dirname( __DIR__, 2 ) . '/languages/vitrine.pot' );
		foreach ( glob( dirname( __DIR__, 2 ) . '/blocks/*/block.json' ) ?: array() as $file ) {
			$block = json_decode( (string) file_get_contents( $file ), true );
			$this->assertSame( 'vitrine', $block['textdomain'] ?? null, "$file declares the text domain" );
			$this->assertStringContainsString( "msgctxt \"block title\"\nmsgid \"" . addcslashes( $block['title'], '"\\' ) . '"', $pot, "$file's title is in the template" );
		}
	}
}

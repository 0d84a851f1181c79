<?php
/**
 * Settings schemas as data (includes/schemas/, docs/architecture.md "Adding a setting"): the generic
 * reader and the consent option built on it, over the cases the browser's test runs too
 * (tests/fixtures/settings/consent.json; tests/unit/settings/schema.test.ts runs them against
 * src/settings/schema.ts). A change on one side fails the other's tests until both agree.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\Gate;
use Vitrine\Consent\Options;
use Vitrine\Consent\Regions;
use Vitrine\SettingsSchema;

final class SettingsSchemaTest extends TestCase {
	/** The shared cases, read from disk so the test holds the code to the file. */
	private static function cases( string $name ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return json_decode( (string) file_get_contents( VITRINE_DIR . '/tests/fixtures/settings/consent.json' ), true )[ $name ];
	}

	public function test_valid_saves_pass_the_consent_schema(): void {
		foreach ( self::cases( 'valid' ) as $case ) {
			$this->assertTrue( rest_validate_value_from_schema( $case['value'], Options::schema(), 'consent' ), $case['name'] );
		}
	}

	public function test_invalid_saves_are_rejected_by_the_consent_schema_and_keep_the_saved_settings(): void {
		update_option( Options::OPTION, array_merge( Options::defaults(), array( 'law' => 'ccpa' ) ) );
		foreach ( self::cases( 'invalid' ) as $case ) {
			$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( $case['value'], Options::schema(), 'consent' ), $case['name'] );
			$this->assertSame( 'ccpa', Options::sanitize( $case['value'] )['law'], $case['name'] );
		}
	}

	public function test_the_defaults_are_the_schemas_with_a_region_mode_per_region(): void {
		$defaults = Options::defaults();
		$this->assertSame( Regions::defaults(), $defaults['regions'] );
		unset( $defaults['regions'] );
		$this->assertSame( self::cases( 'defaults' ), $defaults );
	}

	public function test_a_partial_value_is_completed_from_the_defaults(): void {
		$schema = SettingsSchema::read( 'consent' );
		foreach ( self::cases( 'complete' ) as $case ) {
			$this->assertSame( $case['expect'], SettingsSchema::complete( $schema['properties'][ $case['key'] ], $case['value'] ), $case['name'] );
		}
	}

	public function test_the_rest_schema_carries_no_defaults_or_comments_and_unknown_regions_are_rejected(): void {
		$json = (string) wp_json_encode( Options::schema() );
		$this->assertStringNotContainsString( '"default"', $json );
		$this->assertStringNotContainsString( '$comment', $json );
		$this->assertStringNotContainsString( '$ref', $json );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array( 'regions' => array( 'mars' => 'optin' ) ), Options::schema(), 'consent' ) );
		$this->assertTrue( rest_validate_value_from_schema( array( 'regions' => array( 'other' => 'none' ) ), Options::schema(), 'consent' ) );
	}

	public function test_the_php_lists_match_the_schema(): void {
		$schema = SettingsSchema::read( 'consent' );
		$this->assertSame( Options::CATEGORIES, $schema['properties']['categories']['items']['properties']['slug']['enum'] );
		$this->assertSame( Options::BUTTONS, array_map( 'strval', array_keys( $schema['properties']['buttons']['properties'] ) ) );
		$this->assertSame( array_keys( Options::default_texts() ), array_keys( $schema['properties']['texts']['properties'] ), 'every text has its translated default' );
	}

	public function test_saving_cleans_texts_and_addresses_by_the_schemas_formats(): void {
		$saved = Options::sanitize(
			array(
				'buttons'     => array( '2' => array( 'text' => '<b>Policy</b>', 'url' => 'javascript:alert(1)' ) ),
				'texts'       => array( 'message' => "Line one\n<script>x</script>line two" ),
				'categories'  => array( array( 'slug' => 'analytics', 'name' => '<i>Stats</i>' ) ),
				'declaration' => array( array( 'name' => '_ga <b>', 'category' => 'analytics', 'type' => 'cookie', 'source' => 'owner', 'purpose' => "a\nb" ) ),
			)
		);
		$this->assertSame( 'Policy', $saved['buttons']['2']['text'] );
		$this->assertSame( '', $saved['buttons']['2']['url'], 'a script address is dropped' );
		$this->assertSame( '', $saved['buttons']['1']['text'], 'a button left out keeps its defaults' );
		$this->assertSame( "Line one\nline two", $saved['texts']['message'] );
		$this->assertSame( array( 'necessary', 'analytics' ), array_column( $saved['categories'], 'slug' ) );
		$this->assertSame( 'Stats', $saved['categories'][1]['name'] );
		$this->assertSame( array( '_ga*', '_gid', '_gat*' ), $saved['categories'][1]['cookies'], 'a category left without cookies keeps its default ones' );
		$this->assertSame( array( 'provider' => '', 'purpose' => "a\nb", 'retention' => '', 'name' => '_ga', 'category' => 'analytics', 'type' => 'cookie', 'source' => 'owner' ), $saved['declaration'][0] );
	}

	public function test_the_page_gets_only_the_saved_keys_the_browser_reads(): void {
		$page = Gate::page_settings();
		foreach ( array( 'version', 'lifetime', 'cookie_bar_as', 'showagain_div_id', 'show_once', 'scroll_close', 'accept_close_reload', 'animate_speed_hide', 'showagain_tab' ) as $key ) {
			$this->assertArrayHasKey( $key, $page );
		}
		// The bar's place, colours and entrance are in its markup (FirstLayer); no script reads them.
		foreach ( array( 'notify_div_id', 'widget_position', 'notify_position_vertical', 'notify_position_horizontal', 'popup_showagain_position', 'header_fix', 'animate_speed_show', 'popup_overlay', 'background', 'text_colour' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $page );
		}
	}
}

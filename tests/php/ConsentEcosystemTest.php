<?php
/**
 * Consent with the rest of WordPress: the WP Consent API integration (with the real plugin when
 * ../shared has it), law by region's settings and page tables, and Consent Mode's options.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\Declaration;
use Vitrine\Consent\Gate;
use Vitrine\Consent\Options;
use Vitrine\Consent\Regions;
use Vitrine\Consent\Rules;
use Vitrine\Consent\WpConsentApi;

final class ConsentEcosystemTest extends TestCase {
	private function settings( array $extra ): void {
		update_option( Options::OPTION, array_merge( Options::get(), $extra ) );
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ WpConsentApi::TYPE_COOKIE ], $_COOKIE['wp_consent_statistics'], $_COOKIE['wp_consent_marketing'] );
		parent::tearDown();
	}

	public function test_vitrine_declares_itself_the_consent_manager(): void {
		$this->assertTrue( apply_filters( 'wp_consent_api_registered_' . plugin_basename( VITRINE_FILE ), false ) );
	}

	/** Skips, saying so, where ../shared has no WP Consent API to test with. */
	private function needs_the_api(): void {
		if ( ! WpConsentApi::active() ) {
			$this->markTestSkipped( 'WP Consent API not active: ../shared/third-party/wp-consent-api not found' );
		}
	}

	public function test_the_real_api_counts_vitrine_as_registered(): void {
		$this->needs_the_api();
		$this->assertTrue( consent_api_registered( plugin_basename( VITRINE_FILE ) ) );
	}

	public function test_the_consent_type_is_the_strictest_while_a_page_is_built_and_the_visitor_s_elsewhere(): void {
		$this->assertSame( 'optin', apply_filters( 'wp_get_consent_type', false ) );
		$this->settings( array( 'law' => 'ccpa' ) );
		$this->assertSame( 'optout', apply_filters( 'wp_get_consent_type', false ) );

		$this->settings( array( 'law' => 'region' ) );
		$_COOKIE[ WpConsentApi::TYPE_COOKIE ] = 'optout';
		$this->assertSame( 'optout', apply_filters( 'wp_get_consent_type', false ), 'a checkout or REST call sees the visitor’s type' );
		$during = null;
		add_action(
			'wp_enqueue_scripts', static function () use ( &$during ) {
				$during = apply_filters( 'wp_get_consent_type', false );
			}, 5
		);
		do_action( 'wp_enqueue_scripts' );
		$this->assertSame( 'optin', $during, 'the page (cached for everyone) gets the strictest' );
		$_COOKIE[ WpConsentApi::TYPE_COOKIE ] = array( 'optout' );
		$this->assertSame( 'optin', apply_filters( 'wp_get_consent_type', false ), 'a malformed cookie means opt-in' );
	}

	public function test_the_api_reads_the_visitor_s_choice_with_the_real_plugin(): void {
		$this->needs_the_api();
		$this->assertFalse( wp_has_consent( 'statistics' ), 'opt-in without a choice: no consent' );
		$_COOKIE['wp_consent_statistics'] = 'allow';
		$_COOKIE['wp_consent_marketing']  = 'ALLOW; x';
		$this->assertTrue( wp_has_consent( 'statistics' ) );
		$this->assertFalse( wp_has_consent( 'marketing' ), 'a malformed value is no consent' );
		$this->settings( array( 'lifetime' => 180 ) );
		$this->assertSame( 180, (int) wp_consent_api_cookie_expiration() );
		$this->assertSame( array( 'prefix' => 'wp_consent' ), WpConsentApi::page_settings() );
		$this->assertSame( array_keys( WpConsentApi::category_map() ), \WP_Consent_API::$config->consent_categories(), 'the map names every API category' );
	}

	public function test_law_by_region_prints_the_strictest_law_and_the_region_tables(): void {
		$this->settings( array( 'law' => 'region', 'regions' => array_merge( Regions::defaults(), array( 'other' => 'none' ) ) ) );
		$page = Gate::page_settings();
		$this->assertSame( 'gdpr', $page['law'] );
		$this->assertSame( 'none', $page['regions']['modes']['other'] );
		$this->assertSame( 'optin', $page['regions']['modes']['eea'] );
		$this->assertContains( 'DE', $page['regions']['countries']['eea'] );
		$this->assertSame( 'US', $page['regions']['zones']['America/Los_Angeles'] );
		$this->assertSame( '', $page['regions']['countryUrl'], 'no CDN header configured: the time zone decides' );
		$this->assertSame( array( 'mode' => 'basic', 'waitForUpdate' => 500, 'adsDataRedaction' => false, 'urlPassthrough' => false ), $page['gcm'] );

		$this->settings( array( 'law' => 'gdpr' ) );
		$this->assertArrayNotHasKey( 'regions', Gate::page_settings(), 'nothing extra for a single law' );
	}

	public function test_region_settings_are_validated_by_the_schema(): void {
		$this->login_as( 'administrator' );
		$settings            = Options::get();
		$settings['law']     = 'region';
		$settings['regions'] = array( 'us' => 'optin' );
		$response            = $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $settings ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'optin', Options::get()['regions']['us'] );
		$this->assertSame( 'notice', Options::get()['regions']['other'], 'a partial save keeps the other regions' );

		foreach ( array( array( 'us' => 'sometimes' ), array( 'mars' => 'optin' ) ) as $bad ) {
			$settings['regions'] = $bad;
			$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $settings ) )->get_status() );
		}
		$settings['regions']             = array();
		$settings['gcm_wait_for_update'] = -5;
		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $settings ) )->get_status() );
	}

	public function test_advanced_consent_mode_lets_google_tags_load(): void {
		$rules = array(
			array( 'pattern' => 'googletagmanager.com/gtag/js', 'category' => 'analytics' ),
			array( 'pattern' => 'connect.facebook.net', 'category' => 'advertisement' ),
		);
		$basic = Rules::from_settings( array( 'blocking' => $rules, 'gcm_mode' => 'basic' ) );
		$this->assertSame( 'analytics', $basic->for_text( 'https://www.googletagmanager.com/gtag/js?id=G-1' ) );
		$advanced = Rules::from_settings( array( 'blocking' => $rules, 'gcm_mode' => 'advanced' ) );
		$this->assertNull( $advanced->for_text( 'https://www.googletagmanager.com/gtag/js?id=G-1' ) );
		$this->assertSame( 'advertisement', $advanced->for_text( 'https://connect.facebook.net/en_US/fbevents.js' ) );
	}

	private function entry( string $name, string $category, array $extra = array() ): array {
		return array_merge( array( 'name' => $name, 'provider' => 'P', 'purpose' => 'Why', 'retention' => '1 day', 'type' => 'cookie', 'category' => $category, 'source' => 'owner' ), $extra );
	}

	public function test_the_declaration_joins_vitrine_s_plugins_and_the_owner_s_entries_by_category(): void {
		$this->settings( array( 'declaration' => array( $this->entry( '_ga', 'analytics' ), $this->entry( 'mystery', 'others', array( 'provider' => '' ) ) ) ) );
		$groups = array_column( Declaration::by_category(), null, 'slug' );
		$this->assertContains( 'CookieLawInfoConsent', array_column( $groups['necessary']['cookies'], 'name' ) );
		$this->assertContains( '_ga', array_column( $groups['analytics']['cookies'], 'name' ) );
		$this->assertContains( 'mystery', array_column( $groups['others']['cookies'], 'name' ), 'a category the bar does not offer is listed as unclassified' );
		$html = do_shortcode( '[vitrine_cookie_declaration]' );
		$this->assertStringContainsString( '<caption>Analytics</caption>', $html );
		$this->assertStringContainsString( '<code>_ga</code>', $html );
		$this->assertStringContainsString( '<caption>Unclassified</caption>', $html );
		$this->assertMatchesRegularExpression( '#<code>mystery</code></th><td data-label="Provider">Unknown</td>#', $html, 'a missing provider is said to be unknown' );
		$this->assertStringContainsString( 'vitrine-cookie-declaration__table', $this->render( '<!-- wp:vitrine/cookie-declaration /-->' ) );
	}

	public function test_a_cookie_another_plugin_declares_through_the_api_joins_the_declaration(): void {
		$this->needs_the_api();
		wp_add_cookie_info( 'plugin_cookie', 'A plugin', 'marketing', '2 days', 'Ads' );
		$groups = array_column( Declaration::by_category(), null, 'slug' );
		$this->assertContains( 'plugin_cookie', array_column( $groups['advertisement']['cookies'], 'name' ), 'marketing is declared as advertisement' );
	}

	public function test_declaration_entries_are_escaped_and_validated(): void {
		$this->login_as( 'administrator' );
		$settings                = Options::get();
		$settings['declaration'] = array( $this->entry( '<script>x</script>', 'analytics', array( 'purpose' => '<img src=x onerror=alert(1)>' ) ) );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $settings ) )->get_status() );
		$html = Declaration::render();
		$this->assertStringNotContainsString( '<script>x', $html );
		$this->assertStringNotContainsString( '<img', $html );
		foreach ( array( array( 'name' => '' ), array( 'type' => 'flash' ), array( 'category' => 'tracking' ) ) as $bad ) {
			$settings['declaration'] = array( array_merge( $this->entry( 'x', 'analytics' ), $bad ) );
			$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $settings ) )->get_status() );
		}
	}

	public function test_a_new_cookie_in_an_optional_category_moves_the_consent_version_on(): void {
		$this->settings( array( 'version' => '4', 'declaration' => array( $this->entry( 'a', 'analytics' ) ) ) );
		$this->settings( array( 'declaration' => array( $this->entry( 'a', 'analytics' ), $this->entry( 'n', 'necessary' ) ) ) );
		$this->assertSame( '4', Options::get()['version'], 'a necessary cookie needs no new consent' );
		$this->settings( array( 'declaration' => array( $this->entry( 'a', 'analytics' ), $this->entry( 'b', 'advertisement' ) ) ) );
		$this->assertSame( '5', Options::get()['version'] );
		$this->assertSame( array( 'from' => '4', 'categories' => array( 'advertisement' ) ), Options::get()['reconsent'] );
		$this->assertSame( Options::get()['reconsent'], Gate::page_settings()['reconsent'] );
		$response = $this->rest( 'GET', '/vitrine/v1/consent/declaration' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertContains( 'b', array_column( array_column( $response->get_data()['categories'], null, 'slug' )['advertisement']['cookies'], 'name' ) );
	}
}

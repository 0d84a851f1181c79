<?php
/**
 * Cookie consent on the server: the settings option and its REST schema, the head gate's output
 * (the same for every visitor, no cookie read or written), server-side blocking of enqueued,
 * inline and content scripts and of embeds, the manage control, and the proof-of-consent routes.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\Gate;
use Vitrine\Consent\HtmlBlocker;
use Vitrine\Consent\Options;
use Vitrine\Consent\Records;
use Vitrine\Consent\Rules;

final class ConsentTest extends TestCase {
	private const BLOCKED = 'type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics" data-cli-block="true" data-cli-block-if-ccpa-optout="true"';

	/** What BLOCKED says, as attributes. */
	private const BLOCKED_ATTRIBUTES = array(
		'type'                          => 'text/plain',
		'data-cli-class'                => 'cli-blocker-script',
		'data-cli-script-type'          => 'analytics',
		'data-cli-block'                => 'true',
		'data-cli-block-if-ccpa-optout' => 'true',
	);

	/**
	 * The attributes of the first script tag in $html whose id or src is $key. WordPress 7.1 prints a
	 * script tag's attributes sorted by name, 6.8 in the order they were given: the tests compare
	 * the attributes, not their order.
	 *
	 * @return array<string, string|true>|null
	 */
	private static function script_attributes( string $html, string $key ): ?array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'script' ) ) {
			if ( $key !== $tags->get_attribute( 'id' ) && $key !== $tags->get_attribute( 'src' ) ) {
				continue;
			}
			$attributes = array();
			foreach ( $tags->get_attribute_names_with_prefix( '' ) ?? array() as $name ) {
				$attributes[ $name ] = $tags->get_attribute( $name );
			}
			return $attributes;
		}
		return null;
	}

	private function with_rules( array $rules, array $extra = array() ): void {
		update_option( Options::OPTION, array_merge( Options::get(), array( 'blocking' => $rules ), $extra ) );
	}

	private function valid_record( array $override = array() ): array {
		return array_merge(
			array(
				'consent_id' => 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
				'action'     => 'accept',
				'accepted'   => true,
				'categories' => array( 'necessary' => true, 'analytics' => true, 'advertisement' => false ),
				'version'    => '1',
				'law'        => 'gdpr',
			),
			$override
		);
	}

	public function test_settings_are_saved_through_the_rest_settings_api_with_a_schema(): void {
		$this->login_as( 'administrator' );
		$settings               = Options::get();
		$settings['law']        = 'both';
		$settings['version']    = '7';
		$settings['categories'] = array( array( 'slug' => 'analytics', 'enabled' => true, 'name' => '<b>Stats</b>', 'description' => '', 'cookies' => array( '_ga*' ), 'ccpa' => true ) );
		$response               = $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $settings ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$saved = Options::get();
		$this->assertSame( 'both', $saved['law'] );
		$this->assertSame( array( 'necessary', 'analytics' ), array_column( $saved['categories'], 'slug' ), 'necessary is always kept, first' );
		$this->assertSame( 'Stats', $saved['categories'][1]['name'], 'names are sanitized' );

		$bad            = $settings;
		$bad['law']     = 'anything';
		$bad['version'] = 'a b';
		$response       = $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => $bad ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'both', Options::get()['law'], 'a rejected save changes nothing' );
	}

	public function test_visitors_cannot_change_the_settings(): void {
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Options::OPTION => Options::get() ) );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
	}

	public function test_the_gate_prints_settings_and_the_inline_script_first_and_ignores_cookies(): void {
		$gate = new Gate( \Vitrine\Plugin::instance() );
		ob_start();
		$gate->print_head();
		$plain = (string) ob_get_clean();
		$this->assertStringStartsWith( '<script id="vitrine-consent-settings" type="application/json">', $plain );
		$this->assertStringContainsString( '<script id="vitrine-consent-head">', $plain );
		// The gate itself is a versioned file, deferred, right after the head script (issue 35).
		// WordPress 7.1 prints a tag's attributes in another order than 6.8: read them, not the order.
		$this->assertMatchesRegularExpression( '#</script>\s*<script [^>]+></script>\s*$#', $plain );
		$tags = new \WP_HTML_Tag_Processor( substr( $plain, (int) strrpos( $plain, '<script ' ) ) );
		$this->assertTrue( $tags->next_tag( 'script' ) );
		$this->assertSame( 'vitrine-consent-gate-js', $tags->get_attribute( 'id' ) );
		$this->assertTrue( $tags->get_attribute( 'defer' ) );
		$this->assertMatchesRegularExpression( '#/build/consent/gate\.js\?ver=[0-9a-f]+$#', (string) $tags->get_attribute( 'src' ) );
		$this->assertStringContainsString( "'consent','default'", str_replace( array( '"', ' ' ), array( "'", '' ), $plain ) );
		preg_match( '#<script id="vitrine-consent-settings" type="application/json">(.*?)</script>#s', $plain, $m );
		$settings = json_decode( $m[1], true );
		$this->assertSame( 'necessary', $settings['categories'][0]['slug'] );
		$this->assertSame( 'vitrine-consent-ui', end( $settings['ui']['scripts'] )['handle'] );
		$this->assertContains( 'react', array_column( $settings['ui']['scripts'], 'handle' ), 'the UI’s dependencies load first' );
		$this->assertStringEndsWith( '/wp-json/vitrine/v1/consent/record', $settings['recordUrl'] );

		$_COOKIE['viewed_cookie_policy'] = 'yes';
		$_COOKIE['CookieLawInfoConsent'] = base64_encode( '{"ver":"1","analytics":true}' );
		ob_start();
		$gate->print_head();
		$with_cookies = (string) ob_get_clean();
		unset( $_COOKIE['viewed_cookie_policy'], $_COOKIE['CookieLawInfoConsent'] );
		$this->assertSame( $plain, $with_cookies, 'the page is the same for every visitor' );
		// That no page sets a cookie, whatever consent cookies come in, is checked over real HTTP in
		// CachingTest (headers_list() is always empty under the command line).
	}

	public function test_the_gate_is_hooked_first_in_the_head(): void {
		global $wp_filter;
		$priorities = array_keys( $wp_filter['wp_head']->callbacks );
		sort( $priorities );
		$this->assertSame( PHP_INT_MIN, $priorities[0] );
	}

	public function test_excluded_paths_print_no_gate(): void {
		update_option( Options::OPTION, array_merge( Options::get(), array( 'excluded_paths' => array( '/plain/' ) ) ) );
		$_SERVER['REQUEST_URI'] = '/plain/?x=1';
		$this->assertFalse( Gate::active_here() );
		$_SERVER['REQUEST_URI'] = '/other/';
		$this->assertTrue( Gate::active_here() );
		$_SERVER['REQUEST_URI'] = '/';
	}

	public function test_enqueued_scripts_and_their_inline_parts_are_blocked_by_handle(): void {
		$this->with_rules( array( array( 'pattern' => 'vt-analytics', 'category' => 'analytics' ) ) );
		$scripts = new \WP_Scripts();
		$scripts->add( 'vt-analytics', 'https://stats.example.com/tag.js', array(), '1' );
		$scripts->add_inline_script( 'vt-analytics', 'window.before = 1;', 'before' );
		$scripts->add( 'vt-other', 'https://example.com/other.js', array(), '1' );
		ob_start();
		$scripts->do_items( array( 'vt-analytics', 'vt-other' ) );
		$html = (string) ob_get_clean();
		$this->assertEquals(
			self::BLOCKED_ATTRIBUTES + array(
				'data-cli-element-position' => 'body',
				'id'                        => 'vt-analytics-js-before',
			),
			self::script_attributes( $html, 'vt-analytics-js-before' )
		);
		$this->assertStringContainsString( 'window.before = 1;', $html );
		$blocked = self::script_attributes( $html, 'vt-analytics-js' ) ?? array();
		$this->assertEquals( self::BLOCKED_ATTRIBUTES, array_intersect_key( $blocked, self::BLOCKED_ATTRIBUTES ) );
		$this->assertSame( 'https://stats.example.com/tag.js?ver=1', $blocked['src'] ?? null );
		$this->assertEquals(
			array(
				'src' => 'https://example.com/other.js?ver=1',
				'id'  => 'vt-other-js',
			),
			self::script_attributes( $html, 'vt-other-js' )
		);
	}

	public function test_scripts_are_blocked_by_url_pattern_and_inline_code(): void {
		$this->with_rules( array( array( 'pattern' => 'googletagmanager.com', 'category' => 'analytics' ), array( 'pattern' => 'fbq(', 'category' => 'advertisement' ) ) );
		$tag        = wp_get_script_tag( array( 'src' => 'https://www.googletagmanager.com/gtag/js?id=G-1', 'async' => true ) );
		$attributes = self::script_attributes( $tag, 'https://www.googletagmanager.com/gtag/js?id=G-1' ) ?? array();
		$this->assertEquals( self::BLOCKED_ATTRIBUTES, array_intersect_key( $attributes, self::BLOCKED_ATTRIBUTES ) );
		$this->assertTrue( $attributes['async'] ?? null );
		$inline = wp_get_inline_script_tag( "fbq('init', '1');" );
		$this->assertStringContainsString( 'data-cli-script-type="advertisement"', $inline );
		$this->assertStringContainsString( "fbq('init', '1');", $inline, 'the code is kept for activation' );
		$this->assertStringNotContainsString( 'data-cli', wp_get_inline_script_tag( 'console.log(1);' ) );
	}

	public function test_content_scripts_iframes_and_embeds_get_the_blocked_form_and_a_placeholder(): void {
		$this->with_rules( array( array( 'pattern' => 'youtube.com/embed', 'category' => 'advertisement' ), array( 'pattern' => 'my-tracker', 'category' => 'analytics' ) ) );
		$html = apply_filters( 'the_content', '<p>Hi</p><script>/* my-tracker */ track();</script><script type="application/ld+json">{"my-tracker":1}</script><iframe title="Talk" src="https://www.youtube.com/embed/abc?x=1&amp;y=2" width="560" height="315"></iframe><script>keep();</script>' );
		$this->assertStringContainsString( '<script ' . self::BLOCKED . ' data-cli-element-position="body">/* my-tracker */ track();</script>', $html );
		$this->assertStringContainsString( '<script type="application/ld+json">{"my-tracker":1}</script>', $html, 'data scripts are left alone' );
		$this->assertStringContainsString( '<script>keep();</script>', $html );
		$this->assertMatchesRegularExpression( '#<div class="vitrine-consent-placeholder" data-vitrine-consent-for="advertisement"[^>]*><p>Talk is blocked until you accept Advertisement cookies[^<]*</p><button type="button" data-vitrine-consent-accept="advertisement">Accept Advertisement cookies and show it</button></div><iframe #', $html );
		$this->assertStringContainsString( 'data-cli-src="https://www.youtube.com/embed/abc?x=1&amp;y=2" hidden', $html );
		$this->assertStringNotContainsString( ' src="https://www.youtube.com', $html );
		$blocker = new HtmlBlocker( Rules::from_settings( Options::get() ), Options::get() );
		$this->assertSame( $html, $blocker->process( $html ), 'already blocked markup is left as it is' );
	}

	public function test_the_blocker_leaves_html_alone_without_rules_and_escapes_what_it_rebuilds(): void {
		$rules   = new Rules( array( array( 'pattern' => 'evil', 'category' => 'analytics' ) ) );
		$blocker = new HtmlBlocker( $rules, Options::get() );
		$html    = '<script src="https://evil.example/a.js" data-x="&quot;&gt;<b>"></script>';
		$out     = $blocker->process( $html, 'head' );
		$this->assertStringContainsString( 'data-cli-element-position="head"', $out );
		$this->assertStringContainsString( 'data-x="&quot;&gt;&lt;b&gt;"', $out );
		$this->assertSame( $html, ( new HtmlBlocker( new Rules( array() ), Options::get() ) )->process( $html ) );
	}

	public function test_manage_shortcode_and_block_print_the_reopen_button(): void {
		$this->assertSame( '<button type="button" class="vitrine-consent-manage" data-vitrine-consent-open>Change &lt;choices&gt;</button>', do_shortcode( '[vitrine_consent_manage label="Change <choices>"]' ) );
		$block = $this->render( '<!-- wp:vitrine/consent-manage /-->' );
		$this->assertStringContainsString( 'data-vitrine-consent-open>Manage cookie consent</button>', $block );
	}

	public function test_the_records_table_exists(): void {
		global $wpdb;
		$this->assertSame( Records::table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Records::table() ) ) );
	}

	public function test_a_decision_is_recorded_without_personal_data(): void {
		$response = $this->rest( 'POST', '/vitrine/v1/consent/record', $this->valid_record() );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->login_as( 'administrator' );
		$list = $this->rest( 'GET', '/vitrine/v1/consent/records', array( 'consent_id' => 'f47ac10b-58cc-4372-a567-0e02b2c3d479' ) );
		$this->assertSame( 200, $list->get_status() );
		$row = $list->get_data()['records'][0];
		$this->assertSame( array( 'necessary' => true, 'analytics' => true, 'advertisement' => false ), $row['categories'] );
		$this->assertSame( array( 'id', 'consent_id', 'created_at', 'action', 'accepted', 'categories', 'version', 'law', 'ccpa_optout' ), array_keys( $row ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $row['created_at'] );
		$this->assertSame( 1, $list->get_data()['total'] );
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function malformed_records(): array {
		return array(
			'short consent id'   => array( array( 'consent_id' => 'abc' ) ),
			'unknown action'     => array( array( 'action' => 'maybe' ) ),
			'string flag'        => array( array( 'categories' => array( 'analytics' => 'yes' ) ) ),
			'unknown category'   => array( array( 'categories' => array( 'tracking' => true ) ) ),
			'bad version'        => array( array( 'version' => '<1>' ) ),
			'bad law'            => array( array( 'law' => 'none' ) ),
			'categories as list' => array( array( 'categories' => 'all' ) ),
		);
	}

	/** @dataProvider malformed_records */
	public function test_malformed_records_are_rejected_with_400( array $override ): void {
		$response = $this->rest( 'POST', '/vitrine/v1/consent/record', $this->valid_record( $override ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->get_data()['message'] );
	}

	public function test_a_missing_field_is_a_400(): void {
		$record = $this->valid_record();
		unset( $record['categories'] );
		$this->assertSame( 400, $this->rest( 'POST', '/vitrine/v1/consent/record', $record )->get_status() );
	}

	public function test_records_are_only_listed_for_administrators_and_purged_after_retention(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/vitrine/v1/consent/records' )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/consent/records' )->get_status() );
		global $wpdb;
		Records::insert( $this->valid_record( array( 'consent_id' => 'old-old-old-old-old-1', 'ccpa_optout' => false ) ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Records::table() . ' SET created_at = %s WHERE consent_id = %s', '2000-01-01 00:00:00', 'old-old-old-old-old-1' ) ); // phpcs:ignore
		$this->assertGreaterThanOrEqual( 1, ( new Records() )->purge( (int) Options::get()['records_retention_days'] ) );
		$this->assertSame( 0, Records::page( 1, 10, 'old-old-old-old-old-1' )['total'] );
	}

	public function test_one_record_is_deleted_by_an_administrator_only(): void {
		$id = Records::insert( $this->valid_record( array( 'consent_id' => 'erase-me-erase-me-0001', 'ccpa_optout' => false ) ) );
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 401, $this->rest( 'DELETE', "/vitrine/v1/consent/records/$id" )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'DELETE', "/vitrine/v1/consent/records/$id" )->get_status() );
		$this->login_as( 'administrator' );
		$deleted = $this->rest( 'DELETE', "/vitrine/v1/consent/records/$id" );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertSame( array( 'deleted' => true, 'id' => $id ), $deleted->get_data() );
		$this->assertSame( 0, Records::page( 1, 10, 'erase-me-erase-me-0001' )['total'] );
		$again = $this->rest( 'DELETE', "/vitrine/v1/consent/records/$id" );
		$this->assertSame( 404, $again->get_status(), 'a record that is gone' );
		$this->assertSame( 'vitrine_consent_record_not_found', $again->get_data()['code'] );
	}

	public function test_records_can_be_turned_off(): void {
		update_option( Options::OPTION, array_merge( Options::get(), array( 'records_enabled' => false ) ) );
		$this->assertSame( 403, $this->rest( 'POST', '/vitrine/v1/consent/record', $this->valid_record() )->get_status() );
	}
}

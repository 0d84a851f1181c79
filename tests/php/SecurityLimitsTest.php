<?php
/**
 * Trust boundaries, anonymous writes (docs/security.md): the click and consent-record routes are
 * bounded per visitor, visitors are told apart by hashed address (IPv6 per /64, the forwarded
 * address only from a configured trusted proxy), form stamps expire, confirmation mails are not
 * sent again on repeated sign-ups.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Consent\Options;
use Vitrine\Forms\Spam;
use Vitrine\Security\ClientAddress;

final class SecurityLimitsTest extends TestCase {
	private int $product;
	private int $page;

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		Catalogue::forget();
		$this->product = (int) Catalogue::save( array( 'asin' => 'B0LIMIT001', 'title' => 'Limited' ) );
		$this->page    = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Shows products', 'post_status' => 'publish' ) );
	}

	protected function tearDown(): void {
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		delete_option( ClientAddress::OPTION );
		parent::tearDown();
	}

	private function click( array $overrides = array(), int $counter = 1 ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', "/vitrine/v1/click/$counter" );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_body_params(
			array_merge(
				array(
					'sourceType' => 'page',
					'sourceId'   => (string) $this->page,
					'productId'  => (string) $this->product,
					'linkType'   => 'button',
				),
				$overrides
			)
		);
		return rest_do_request( $request );
	}

	private function counted( int $product ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE(SUM(count), 0) FROM ' . ClickStore::table() . ' WHERE product_id = %d', $product ) ); // phpcs:ignore
	}

	public function test_replayed_clicks_are_bounded_with_429_and_retry_after(): void {
		$statuses = array();
		for ( $i = 1; $i <= 150; $i++ ) {
			$response                            = $this->click( array(), $i );
			$statuses[ $response->get_status() ] = ( $statuses[ $response->get_status() ] ?? 0 ) + 1;
			$last                                = $response;
		}
		$this->assertSame( array( 200 => 60, 429 => 90 ), $statuses );
		$this->assertSame( 60, $this->counted( $this->product ) );
		$this->assertSame( 'vitrine_click_rate_limited', $last->get_data()['code'] );
		$retry = (int) $last->get_headers()['Retry-After'];
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 60, $retry );
	}

	public function test_one_address_counts_a_bounded_number_of_clicks_across_every_product_and_page(): void {
		// The per-product limit alone let one address count 60 clicks a minute on each product of
		// each page. The per-address bucket bounds the total (600 an hour by default; 30 here).
		$_SERVER['REMOTE_ADDR'] = '198.51.100.77';
		$limit                  = static fn() => 30;
		add_filter( 'vitrine_click_address_limit', $limit );
		try {
			$products = array( $this->product );
			for ( $p = 2; $p <= 3; $p++ ) {
				$products[] = (int) Catalogue::save( array( 'asin' => "B0LIMIT00$p", 'title' => "Product $p" ) );
			}
			$statuses = array();
			foreach ( $products as $product ) {
				for ( $i = 1; $i <= 20; $i++ ) {
					$response                            = $this->click( array( 'productId' => (string) $product ), $i );
					$statuses[ $response->get_status() ] = ( $statuses[ $response->get_status() ] ?? 0 ) + 1;
					$last                                = $response;
				}
			}
			$this->assertSame( array( 200 => 30, 429 => 30 ), $statuses );
			$this->assertSame( 30, array_sum( array_map( array( $this, 'counted' ), $products ) ) );
			$this->assertSame( 'vitrine_click_address_limited', $last->get_data()['code'] );
			$this->assertGreaterThan( 60, (int) $last->get_headers()['Retry-After'], 'the bucket is an hour long' );
			// Another address still counts.
			$_SERVER['REMOTE_ADDR'] = '198.51.100.78';
			$this->assertSame( 200, $this->click( array( 'productId' => (string) $products[2] ), 99 )->get_status() );
		} finally {
			remove_filter( 'vitrine_click_address_limit', $limit );
		}
	}

	public function test_many_visitors_behind_one_address_still_count(): void {
		// An office behind one address: 50 people click the same product on the same page, and
		// more on other products and pages, within the same minute.
		for ( $i = 1; $i <= 50; $i++ ) {
			$this->assertSame( 200, $this->click( array(), $i )->get_status() );
		}
		$other = (int) Catalogue::save( array( 'asin' => 'B0LIMIT002', 'title' => 'Other' ) );
		for ( $i = 1; $i <= 50; $i++ ) {
			$this->assertSame( 200, $this->click( array( 'productId' => (string) $other, 'sourceType' => 'home', 'sourceId' => '0' ), $i )->get_status() );
		}
		$this->assertSame( 50, $this->counted( $this->product ) );
		$this->assertSame( 50, $this->counted( $other ) );
		// Another address has its own allowance.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$this->assertSame( 200, $this->click()->get_status() );
	}

	public function test_only_published_products_and_real_pages_count_and_unpublished_ids_answer_like_unknown_ones(): void {
		$draft   = (int) wp_insert_post( array( 'post_type' => Catalogue::PRODUCT, 'post_title' => 'Secret launch', 'post_status' => 'draft' ) );
		$unknown = $this->click( array( 'productId' => '999999999' ) );
		$hidden  = $this->click( array( 'productId' => (string) $draft ) );
		$this->assertSame( 400, $hidden->get_status() );
		$this->assertSame( $unknown->get_data(), $hidden->get_data() );
		$private = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Private', 'post_status' => 'private' ) );
		foreach ( array(
			array( 'sourceType' => 'page', 'sourceId' => (string) $private ),
			array( 'sourceType' => 'post', 'sourceId' => (string) $this->page ),
			array( 'sourceType' => 'page', 'sourceId' => '987654321' ),
			array( 'sourceType' => 'home', 'sourceId' => '5' ),
			array( 'sourceType' => 'made-up', 'sourceId' => '1' ),
		) as $source ) {
			$response = $this->click( $source );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $source ) );
			$this->assertSame( 'vitrine_unknown_source', $response->get_data()['code'] );
		}
		$this->assertSame( 200, $this->click( array( 'sourceType' => 'home', 'sourceId' => '0' ) )->get_status() );
		$this->assertSame( 1, $this->counted( $this->product ) );
		$this->assertSame( 0, $this->counted( $draft ) );
	}

	public function test_consent_records_are_capped_per_consent_id_and_day(): void {
		update_option( Options::OPTION, array_merge( Options::get(), array( 'records_enabled' => true ) ) );
		$record   = array(
			'consent_id' => 'abcdefabcdefabcdef01',
			'action'     => 'accept',
			'accepted'   => true,
			'categories' => array( 'necessary' => true ),
			'version'    => '1',
			'law'        => 'gdpr',
		);
		$statuses = array();
		for ( $i = 0; $i < 30; $i++ ) {
			$status              = $this->rest( 'POST', '/vitrine/v1/consent/record', $record )->get_status();
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}
		$this->assertSame( array( 201 => 20, 429 => 10 ), $statuses );
		$over = $this->rest( 'POST', '/vitrine/v1/consent/record', $record );
		$this->assertArrayHasKey( 'Retry-After', $over->get_headers() );
		// Another visitor's decision from the same address is still recorded.
		$this->assertSame( 201, $this->rest( 'POST', '/vitrine/v1/consent/record', array( 'consent_id' => 'abcdefabcdefabcdef02' ) + $record )->get_status() );
	}

	public function test_ipv6_visitors_are_grouped_by_their_64_and_mapped_ipv4_as_ipv4(): void {
		$this->assertSame( ClientAddress::visitor( '2001:db8:1:2:aaaa::1' ), ClientAddress::visitor( '2001:db8:1:2:ffff:1:2:3' ) );
		$this->assertNotSame( ClientAddress::visitor( '2001:db8:1:2::1' ), ClientAddress::visitor( '2001:db8:1:3::1' ) );
		$this->assertSame( ClientAddress::visitor( '192.0.2.1' ), ClientAddress::visitor( '::ffff:192.0.2.1' ) );
		$this->assertStringNotContainsString( '2001', ClientAddress::visitor( '2001:db8::1' ) );
		// The form limit uses the same grouping: a visitor cannot walk through their /64.
		$limit = static fn() => 2;
		add_filter( 'vitrine_form_rate_limit', $limit, 99 );
		try {
			$this->assertTrue( Spam::allow( 'form', '2001:db8:5:5::1' ) );
			$this->assertTrue( Spam::allow( 'form', '2001:db8:5:5::2' ) );
			$this->assertFalse( Spam::allow( 'form', '2001:db8:5:5::3' ) );
		} finally {
			remove_filter( 'vitrine_form_rate_limit', $limit, 99 );
		}
	}

	public function test_forwarded_addresses_count_only_from_a_configured_trusted_proxy(): void {
		$server = array(
			'REMOTE_ADDR'          => '10.0.0.5',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.1, 192.0.2.44, 10.0.0.9',
		);
		$this->assertSame( '10.0.0.5', ClientAddress::ip( $server ), 'no proxy configured: the header is ignored' );
		update_option( ClientAddress::OPTION, array( 'proxy_header' => 'x-forwarded-for', 'trusted_proxies' => "10.0.0.0/8\nnot-an-address" ) );
		$this->assertSame( array( '10.0.0.0/8' ), ClientAddress::settings()['trusted_proxies'] );
		// The last hop no trusted proxy added; the visitor's own first entry could be forged.
		$this->assertSame( '192.0.2.44', ClientAddress::ip( $server ) );
		$this->assertSame( '203.0.113.7', ClientAddress::ip( array( 'REMOTE_ADDR' => '203.0.113.7' ) + $server ), 'not from the proxy' );
	}

	public function test_an_ipv4_mapped_connection_address_matches_ipv4_proxy_ranges(): void {
		// A dual-stack server reports an IPv4 client (here the proxy) as ::ffff:a.b.c.d.
		update_option( ClientAddress::OPTION, array( 'proxy_header' => 'x-forwarded-for', 'trusted_proxies' => '10.0.0.0/8' ) );
		$server = array(
			'REMOTE_ADDR'          => '::ffff:10.0.0.5',
			'HTTP_X_FORWARDED_FOR' => '192.0.2.44, ::ffff:10.0.0.9',
		);
		$this->assertSame( '192.0.2.44', ClientAddress::ip( $server ) );
		$this->assertSame( '203.0.113.7', ClientAddress::ip( array( 'REMOTE_ADDR' => '::ffff:203.0.113.7' ) + $server ), 'not from the proxy: the address itself, as IPv4' );
		$this->assertSame( '2001:db8::1', ClientAddress::normalize( '2001:db8::1' ) );
		$this->assertSame( 'not an address', ClientAddress::normalize( 'not an address' ) );
	}

	public function test_a_window_starts_at_the_first_request_and_ends_after_its_length(): void {
		global $wpdb;
		$options = static fn(): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ); // phpcs:ignore
		$before  = $options();
		$now     = time();
		$this->assertSame( 0, \Vitrine\Security\RateLimiter::hit( 't', 'v', 's', 2, 60, $now ) );
		$this->assertSame( 0, \Vitrine\Security\RateLimiter::hit( 't', 'v', 's', 2, 60, $now + 30 ) );
		$this->assertSame( 30, \Vitrine\Security\RateLimiter::hit( 't', 'v', 's', 2, 60, $now + 30 ) );
		$this->assertSame( 0, \Vitrine\Security\RateLimiter::hit( 't', 'v', 's', 2, 60, $now + 60 ), 'a new window' );
		$this->assertSame( $before, $options(), 'nothing written to the options table' );
	}

	public function test_with_a_persistent_object_cache_the_counters_stay_out_of_the_database(): void {
		global $wpdb;
		$rows   = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Vitrine\Security\RateLimiter::table() ); // phpcs:ignore
		$before = wp_using_ext_object_cache( true ); // WordPress's own cache stands in for a cache with an atomic increment (Memcached): same add/incr API.
		// On the production stack and the cluster the real Redis Object Cache is loaded, whose increment
		// is not atomic (next test); the stand-in here is one whose increment is.
		add_filter( 'vitrine_rate_limits_in_cache', '__return_true' );
		try {
			$now = time();
			$this->assertSame( 0, \Vitrine\Security\RateLimiter::hit( 'c', 'v', 's', 1, 60, $now ) );
			$this->assertSame( 60, \Vitrine\Security\RateLimiter::hit( 'c', 'v', 's', 1, 60, $now ) );
			$this->assertSame( 0, \Vitrine\Security\RateLimiter::hit( 'c', 'other', 's', 1, 60, $now ) );
		} finally {
			wp_using_ext_object_cache( $before );
			remove_filter( 'vitrine_rate_limits_in_cache', '__return_true' );
		}
		$this->assertSame( $rows, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Vitrine\Security\RateLimiter::table() ) ); // phpcs:ignore
	}

	public function test_with_redis_object_cache_the_counters_go_to_the_shared_table(): void {
		global $wp_object_cache;
		if ( ! wp_using_ext_object_cache() || ! method_exists( $wp_object_cache, 'redis_instance' ) ) {
			$this->markTestSkipped( 'Redis Object Cache is not loaded: run with VITRINE_STACK=production or cluster' );
		}
		// Its increment is a GET then a SET: two web nodes counting at once would lose hits
		// (docs/scaling.md), so the counters live in the table's atomic upsert instead.
		$this->assertFalse( \Vitrine\Security\RateLimiter::in_cache() );
		global $wpdb;
		$rows = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Vitrine\Security\RateLimiter::table() ); // phpcs:ignore
		$now  = time();
		$this->assertSame( 0, \Vitrine\Security\RateLimiter::hit( 'redis', 'v-' . wp_rand(), 's', 1, 60, $now ) );
		$this->assertSame( $rows + 1, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Vitrine\Security\RateLimiter::table() ) ); // phpcs:ignore
	}

	public function test_form_stamps_expire(): void {
		$this->assertSame( 10, Spam::age( Spam::stamp( time() - 10 ) ) );
		$this->assertNull( Spam::age( Spam::stamp( time() - 3 * DAY_IN_SECONDS ) ) );
	}

	public function test_repeated_sign_ups_send_one_confirmation_mail(): void {
		$block = serialize_block( array( 'blockName' => 'vitrine/form', 'attrs' => array( 'kind' => 'subscribe', 'formId' => 'limit-list', 'consentText' => 'Yes' ), 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) );
		$post  = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Subscribe', 'post_content' => wp_slash( $block ) ) );
		delete_option( 'vitrine_test_mails' );
		for ( $i = 0; $i < 4; $i++ ) {
			$request = new \WP_REST_Request( 'POST', '/vitrine/v1/subscribe' );
			$request->set_body_params(
				array(
					'post_id' => $post,
					'form_id' => 'limit-list',
					'stamp'   => Spam::stamp( time() - 10 ),
					'fields'  => array( 'email' => 'victim@example.com', 'consent' => '1' ),
				)
			);
			$this->assertSame( 200, rest_do_request( $request )->get_status() );
		}
		$this->assertCount( 1, (array) get_option( 'vitrine_test_mails', array() ) );
	}
}

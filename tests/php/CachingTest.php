<?php
/**
 * Page caches and CDNs: every demo page is the same bytes for every visitor, whatever cookies they
 * carry (consent given or refused, a country, a cart), pages never set a cookie, and every answer of
 * Vitrine's REST namespaces tells caches not to keep it. Pages are fetched over real HTTP from the
 * local site, so what a cache would see is what is tested.
 */

namespace Vitrine\Tests;

use Vitrine\Rest\Routes;

final class CachingTest extends TestCase {
	private const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
	private const PHONE   = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
	private const BOT     = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

	/**
	 * Visitor profiles: what a browser can send that a page cache does not key on (cookies, the
	 * CDN's country header, the user agent). Every one must get the first one's bytes.
	 *
	 * @var array<string, array{cookie?: string, country?: string, agent: string}>
	 */
	private const VISITORS = array(
		'a first visit'                   => array( 'agent' => self::DESKTOP ),
		'consent given'                   => array(
			'agent'  => self::DESKTOP,
			'cookie' => 'viewed_cookie_policy=yes; cookielawinfo-checkbox-necessary=yes; cookielawinfo-checkbox-analytics=yes; cookielawinfo-checkbox-advertisement=yes; CookieLawInfoConsent=eyJuZWNlc3NhcnkiOnRydWUsImFuYWx5dGljcyI6dHJ1ZSwiYWR2ZXJ0aXNlbWVudCI6dHJ1ZX0=',
		),
		'consent refused'                 => array(
			'agent'  => self::DESKTOP,
			'cookie' => 'viewed_cookie_policy=no; cookielawinfo-checkbox-necessary=yes; cookielawinfo-checkbox-analytics=no; cookielawinfo-checkbox-advertisement=no; CookieLawInfoConsent=eyJuZWNlc3NhcnkiOnRydWUsImFuYWx5dGljcyI6ZmFsc2UsImFkdmVydGlzZW1lbnQiOmZhbHNlfQ==',
		),
		'analytics only'                  => array(
			'agent'  => self::DESKTOP,
			'cookie' => 'viewed_cookie_policy=yes; cookielawinfo-checkbox-analytics=yes; cookielawinfo-checkbox-advertisement=no; CookieLawInfoConsent=eyJhbmFseXRpY3MiOnRydWUsImFkdmVydGlzZW1lbnQiOmZhbHNlfQ==',
		),
		'malformed cookies'               => array(
			'agent'  => self::DESKTOP,
			'cookie' => 'viewed_cookie_policy=%ZZ; CookieLawInfoConsent=not-base64; vitrine-country=<b>; cookielawinfo-checkbox-analytics',
		),
		'a country cookie and a cart'     => array(
			'agent'  => self::DESKTOP,
			'cookie' => 'vitrine-country=de; woocommerce_items_in_cart=1',
		),
		'a visitor from Germany'          => array(
			'agent'   => self::DESKTOP,
			'country' => 'DE',
		),
		'a visitor from the United States' => array(
			'agent'   => self::DESKTOP,
			'country' => 'US',
		),
		'an unknown country (XX)'         => array(
			'agent'   => self::DESKTOP,
			'country' => 'XX',
		),
		'a phone'                         => array(
			'agent'   => self::PHONE,
			'country' => 'FR',
		),
		'a search engine bot'             => array( 'agent' => self::BOT ),
		'a logged-out editor'             => array(
			'agent'  => self::DESKTOP,
			'cookie' => 'wordpress_test_cookie=WP%20Cookie%20check; wp-settings-1=libraryContent%3Dbrowse; wp-settings-time-1=1700000000',
		),
		'an expired login cookie'         => array(
			'agent'  => self::PHONE,
			'cookie' => 'wordpress_logged_in_0123456789abcdef=admin%7C1000000000%7Cforged%7Cforged',
		),
	);

	/** @return string[] URLs of the demo pages: the front page, the blog and every published page. */
	private function demo_pages(): array {
		$urls  = array( home_url( '/' ), home_url( '/blog/' ) );
		$pages = get_posts(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'posts_per_page' => -1,
				'fields'         => 'ids',
			)
		);
		foreach ( array_diff( $pages, $this->woocommerce_pages() ) as $id ) {
			$urls[] = get_permalink( $id );
		}
		// One of each other public template: a blog post and a category archive (the demo has both).
		$post = get_posts( array( 'numberposts' => 1, 'fields' => 'ids' ) );
		$this->assertNotEmpty( $post, 'the demo seeds blog posts' );
		$terms = get_the_category( $post[0] );
		$this->assertNotEmpty( $terms, 'a blog post has a category' );
		$urls[] = get_permalink( $post[0] );
		$urls[] = get_category_link( $terms[0] );
		return array_values( array_unique( $urls ) );
	}

	/**
	 * Fetches one URL once per visitor profile, in parallel, and returns [status, headers, body] per
	 * visitor (all profiles when none are named).
	 *
	 * @return array<string, array{0: int, 1: string, 2: string}>
	 */
	private function fetch_as_visitors( string $url, ?array $visitors = null ): array {
		$multi   = curl_multi_init();
		$handles = array();
		foreach ( $visitors ?? array_keys( self::VISITORS ) as $visitor ) {
			$profile = self::VISITORS[ $visitor ];
			$handle  = curl_init( $url );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HEADER         => true,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_USERAGENT      => $profile['agent'],
					CURLOPT_HTTPHEADER     => array_filter(
						array(
							isset( $profile['cookie'] ) ? 'Cookie: ' . $profile['cookie'] : '',
							isset( $profile['country'] ) ? 'CF-IPCountry: ' . $profile['country'] : '',
						)
					),
				)
			);
			curl_multi_add_handle( $multi, $handle );
			$handles[ $visitor ] = $handle;
		}
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi );
		} while ( $running > 0 );
		$results = array();
		foreach ( $handles as $visitor => $handle ) {
			$response            = (string) curl_multi_getcontent( $handle );
			$header_size         = (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE );
			$results[ $visitor ] = array( (int) curl_getinfo( $handle, CURLINFO_HTTP_CODE ), substr( $response, 0, $header_size ), substr( $response, $header_size ) );
			curl_multi_remove_handle( $multi, $handle );
		}
		curl_multi_close( $multi );
		return $results;
	}

	/**
	 * Runs $fetch outside the test's transaction: on SQLite an open transaction keeps a lock that makes
	 * the site's own writes (transients, cron) wait, and pages rendered meanwhile would differ.
	 */
	private function outside_transaction( callable $fetch ): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		try {
			$fetch();
		} finally {
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	/** Where two bodies first differ, with some context, for a failure message a developer can act on. */
	private function first_difference( string $a, string $b ): string {
		$at = strspn( $a ^ $b, "\0" );
		return sprintf( "at byte %d:\n- %s\n+ %s", $at, substr( $a, max( 0, $at - 80 ), 200 ), substr( $b, max( 0, $at - 80 ), 200 ) );
	}

	/**
	 * WooCommerce's own pages (shop, cart, checkout, my account): its templates and its cookie rules,
	 * not Vitrine's. Cart, checkout and account tell caches not to store them (checked below); caching
	 * plugins skip the shop for visitors with WooCommerce's cart cookie (docs/shop.md).
	 *
	 * @return int[]
	 */
	private function woocommerce_pages(): array {
		return function_exists( 'wc_get_page_id' ) ? array_map( 'wc_get_page_id', array( 'shop', 'cart', 'checkout', 'myaccount' ) ) : array();
	}

	public function test_woocommerce_s_cart_checkout_and_account_pages_tell_caches_not_to_store_them(): void {
		if ( ! function_exists( 'wc_get_page_id' ) ) {
			$this->markTestSkipped( 'no WooCommerce on this site (../shared/third-party/woocommerce not found)' );
		}
		$this->outside_transaction(
			function (): void {
				foreach ( array( 'cart', 'checkout', 'myaccount' ) as $page ) {
					$headers = $this->fetch_as_visitors( (string) get_permalink( wc_get_page_id( $page ) ), array( 'a first visit' ) )['a first visit'][1];
					$this->assertMatchesRegularExpression( '/^cache-control:.*no-store/mi', $headers, $page );
				}
			}
		);
	}

	public function test_every_demo_page_is_the_same_for_every_visitor_and_sets_no_cookie(): void {
		$this->outside_transaction( array( $this, 'assert_pages_identical' ) );
	}

	private function assert_pages_identical(): void {
		$pages = $this->demo_pages();
		$this->assertGreaterThan( 20, count( $pages ), 'the demo pages are seeded' );
		$differences = array();
		foreach ( $pages as $url ) {
			// One fetch per profile, all at the same moment: nothing is fetched again until it matches.
			$results           = $this->fetch_as_visitors( $url );
			list( , , $first ) = $results['a first visit'];
			$this->assertStringContainsString( '</html>', $first, "$url renders whole" );
			foreach ( $results as $visitor => list( $status, $headers, $body ) ) {
				$this->assertSame( 200, $status, "$url for $visitor" );
				$this->assertDoesNotMatchRegularExpression( '/^set-cookie:/mi', $headers, "$url sets a cookie for $visitor" );
				// Compared whole: a cache serves the first visitor's bytes to every later one.
				if ( self::without_clock( $first ) !== self::without_clock( $body ) ) {
					$differences[] = "$url differs for $visitor " . $this->first_difference( self::without_clock( $first ), self::without_clock( $body ) );
				}
			}
		}
		$this->assertSame( array(), $differences );
	}

	/**
	 * The parts of a page that tell the time, each documented as such, left out: two fetches at the
	 * same moment may fall either side of a second. Nothing else is left out.
	 * - a form's signed time stamp (docs/forms.md, "Spam"): the minimum fill time;
	 * - a countdown's time left, printed for visitors without JavaScript (docs/widgets-content.md);
	 * - WooCommerce blocks' `wcStoreApiNonceTimestamp`, the second the page was made.
	 */
	private static function without_clock( string $body ): string {
		return (string) preg_replace(
			array(
				'/(name="stamp" value=")\d+\.[0-9a-f]{16}"/',
				'/(<span class="vitrine-countdown__value" data-unit="\w+">)\d+</',
				'/(<p class="vitrine-countdown__live[^"]*" aria-live="polite">)[^<]*</',
				"/(wcStoreApiNonceTimestamp: ')\\d+'/",
			),
			'$1…',
			$body
		);
	}

	public function test_every_vitrine_rest_route_answers_uncacheable_even_with_an_error(): void {
		$server = rest_get_server();
		$routes = array();
		foreach ( Routes::NO_CACHE_NAMESPACES as $namespace ) {
			$routes += $server->get_routes( $namespace );
		}
		$this->assertGreaterThanOrEqual( 8, count( $routes ), 'every route is found' );
		foreach ( $routes as $route => $endpoints ) {
			$methods = array_keys( $endpoints[0]['methods'] ?? array( 'GET' => true ) );
			// Path parameters get a harmless value; POST bodies are malformed JSON, so nothing is stored.
			$path    = preg_replace( '/\(\?P<[a-z_]+>[^)]*\)\)?/', '1', $route );
			$request = new \WP_REST_Request( $methods[0], $path );
			if ( 'GET' !== $methods[0] ) {
				$request->set_header( 'Content-Type', 'application/json' );
				$request->set_body( '{' );
			}
			$response = $server->dispatch( $request );
			$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $response ), $server, $request );
			$cache    = (string) ( $response->get_headers()['Cache-Control'] ?? '' );
			$this->assertStringContainsString( 'no-store', $cache, "$methods[0] $path ({$response->get_status()})" );
			$this->assertStringContainsString( 'private', $cache, "$methods[0] $path" );
		}
	}

	public function test_a_real_rest_answer_carries_the_no_cache_headers(): void {
		$handle = curl_init( rest_url( 'vitrine/v1/search-suggest?q=demo' ) );
		curl_setopt_array( $handle, array( CURLOPT_RETURNTRANSFER => true, CURLOPT_HEADER => true ) );
		$response = '';
		$this->outside_transaction(
			static function () use ( $handle, &$response ): void {
				$response = (string) curl_exec( $handle );
			}
		);
		$headers = substr( $response, 0, (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE ) );
		$this->assertSame( 200, curl_getinfo( $handle, CURLINFO_HTTP_CODE ) );
		$this->assertMatchesRegularExpression( '/^cache-control:.*no-store/mi', $headers );
		$this->assertDoesNotMatchRegularExpression( '/^cache-control:.*public/mi', $headers, 'suggestions include private posts for editors' );
	}

	public function test_other_namespaces_keep_their_own_caching(): void {
		$this->assertTrue( Routes::is_ours( '/vitrine/v1' ) );
		$this->assertTrue( Routes::is_ours( '/vitrine/v1/click/3' ) );
		$this->assertTrue( Routes::is_ours( '/vitrine-theme/v1/posts/page/2' ) );
		$this->assertFalse( Routes::is_ours( '/vitrine/v10/status' ) );
		$this->assertFalse( Routes::is_ours( '/wp/v2/posts' ) );
	}
}

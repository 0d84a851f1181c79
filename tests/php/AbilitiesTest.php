<?php
/**
 * Vitrine's abilities in WordPress's Abilities API (6.9+), run the way an agent or the MCP adapter
 * runs them: over `/wp-abilities/v1/` through the real REST server. Who may run what, what each
 * answers, and that bad input gets a 400. Skipped on WordPress before 6.9 (no Abilities API).
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Caching\PurgeSignal;
use Vitrine\Consent\Records;
use Vitrine\Popups\PostType;

final class AbilitiesTest extends TestCase {
	private const NAMES = array( 'vitrine/find-products', 'vitrine/click-statistics', 'vitrine/consent-statistics', 'vitrine/list-popups', 'vitrine/purge-caches' );

	protected function setUp(): void {
		if ( ! function_exists( 'wp_register_ability' ) ) {
			$this->markTestSkipped( 'WordPress ' . get_bloginfo( 'version' ) . ' has no Abilities API (6.9+): Vitrine registers no abilities there.' );
		}
		parent::setUp();
		Catalogue::forget();
	}

	protected function tearDown(): void {
		Catalogue::forget();
		parent::tearDown();
	}

	/** Runs an ability over REST with the method its annotations ask for (GET for read-only ones). */
	private function run_ability( string $name, ?array $input = null, string $method = 'GET' ): \WP_REST_Response {
		$params = null === $input ? array() : array( 'input' => $input );
		return $this->rest( $method, '/wp-abilities/v1/abilities/' . $name . '/run', $params );
	}

	public function test_every_ability_is_listed_for_rest_and_marked_for_the_mcp_adapter(): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( 'GET', '/wp-abilities/v1/abilities', array( 'category' => 'vitrine', 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status() );
		$listed = array_column( $response->get_data(), null, 'name' );
		$this->assertEqualsCanonicalizing( self::NAMES, array_keys( $listed ) );
		foreach ( self::NAMES as $name ) {
			$ability = wp_get_ability( $name );
			$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ), $name );
			$this->assertTrue( $ability->get_meta_item( 'mcp' )['public'], "$name is offered to the MCP adapter" );
			$this->assertNotSame( '', $listed[ $name ]['description'] );
			$this->assertSame( 'purge-caches' !== substr( $name, 8 ), $ability->get_meta_item( 'annotations' )['readonly'], "$name read-only or not" );
		}
		$this->assertSame( 200, $this->rest( 'GET', '/wp-abilities/v1/categories/vitrine' )->get_status() );
	}

	public function test_each_ability_asks_for_its_capability(): void {
		foreach ( self::NAMES as $name ) {
			$method = 'vitrine/purge-caches' === $name ? 'POST' : 'GET';
			$this->assertContains( $this->run_ability( $name, null, $method )->get_status(), array( 401, 403 ), "$name for a visitor" );
		}
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->run_ability( 'vitrine/find-products' )->get_status() );
		$this->login_as( 'contributor' );
		$this->assertSame( 200, $this->run_ability( 'vitrine/find-products' )->get_status(), 'contributors pick products for their posts' );
		$this->assertSame( 200, $this->run_ability( 'vitrine/click-statistics' )->get_status(), 'the click report is open to contributors' );
		$this->assertSame( 403, $this->run_ability( 'vitrine/list-popups' )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 200, $this->run_ability( 'vitrine/list-popups' )->get_status() );
		$this->assertSame( 403, $this->run_ability( 'vitrine/consent-statistics' )->get_status(), 'consent records are for administrators' );
		$this->assertSame( 403, $this->run_ability( 'vitrine/purge-caches', null, 'POST' )->get_status() );
	}

	public function test_find_products_gives_the_price_with_its_amazon_time_and_the_affiliate_link(): void {
		$fetched = time() - HOUR_IN_SECONDS;
		Catalogue::save( array( 'asin' => 'B0ABIL0001', 'title' => 'Zzability Kettle', 'price' => '$31.00', 'image' => 'https://example.com/kettle.png', 'source' => 'amazon', 'fetched_at' => $fetched ) );
		Catalogue::save( array( 'asin' => 'B0ABIL0002', 'title' => 'Zzability Toaster', 'price' => '$12.00' ) );
		$this->login_as( 'author' );

		$found = $this->run_ability( 'vitrine/find-products', array( 'search' => 'Zzability' ) )->get_data();
		$this->assertEqualsCanonicalizing( array( 'B0ABIL0001', 'B0ABIL0002' ), array_column( $found, 'asin' ) );
		$kettle = array_column( $found, null, 'asin' )['B0ABIL0001'];
		$this->assertSame( '$31.00', $kettle['price'] );
		$this->assertSame( gmdate( 'c', $fetched ), $kettle['price_as_of'] );
		$this->assertSame( 'https://example.com/kettle.png', $kettle['image'] );
		$this->assertMatchesRegularExpression( '#^https://www\.amazon\.[a-z.]+/dp/B0ABIL0001/#', $kettle['affiliate_link'] );
		$this->assertNull( array_column( $found, null, 'asin' )['B0ABIL0002']['price_as_of'], 'a price the owner typed has no Amazon time' );

		$by_asin = $this->run_ability( 'vitrine/find-products', array( 'search' => 'b0abil0002' ) )->get_data();
		$this->assertSame( array( 'Zzability Toaster' ), array_column( $by_asin, 'title' ) );
		$this->assertCount( 1, $this->run_ability( 'vitrine/find-products', array( 'search' => 'Zzability', 'limit' => 1 ) )->get_data() );
	}

	public function test_bad_input_is_refused_with_a_400(): void {
		$this->login_as( 'administrator' );
		foreach ( array( array( 'limit' => 0 ), array( 'limit' => 51 ), array( 'limit' => 'many' ), array( 'search' => str_repeat( 'a', 201 ) ), array( 'colour' => 'red' ) ) as $input ) {
			$this->assertSame( 400, $this->run_ability( 'vitrine/find-products', $input )->get_status(), wp_json_encode( $input ) );
		}
		$this->assertSame( 400, $this->run_ability( 'vitrine/click-statistics', array( 'days' => 366 ) )->get_status() );
		$this->assertSame( 400, $this->run_ability( 'vitrine/consent-statistics', array( 'days' => -1 ) )->get_status() );
	}

	public function test_click_statistics_count_the_period_clicks_per_product(): void {
		$this->login_as( 'editor' );
		$product = Catalogue::save( array( 'asin' => 'B0ABIL0003', 'title' => 'Zzability Clicked', 'price' => '$1.00' ) );
		$before  = $this->run_ability( 'vitrine/click-statistics', array( 'days' => 7 ) )->get_data();
		$click   = array( 'product_id' => $product, 'link_type' => 'button', 'source_type' => 'post', 'source_id' => 1, 'is_widget' => 0, 'country' => 'de', 'tracking_id' => 't-21' );
		ClickStore::record( $click );
		ClickStore::record( $click );
		ClickStore::record( $click, wp_date( 'Y-m-d', time() - 30 * DAY_IN_SECONDS ) ); // Outside the 7 days.

		$after = $this->run_ability( 'vitrine/click-statistics', array( 'days' => 7 ) )->get_data();
		$this->assertSame( $before['total'] + 2, $after['total'] );
		$row = array_column( $after['products'], null, 'key' )[ (string) $product ];
		$this->assertSame( 2, $row['clicks'] );
		$this->assertSame( 'Zzability Clicked (B0ABIL0003)', $row['label'] );
		$this->assertContains( 'DE', array_column( $after['countries'], 'label' ) );
	}

	public function test_consent_statistics_count_answers_and_categories(): void {
		$this->login_as( 'administrator' );
		$before = $this->run_ability( 'vitrine/consent-statistics' )->get_data();
		$record = array( 'consent_id' => 'abcd-1', 'version' => '1', 'law' => 'gdpr', 'ccpa_optout' => false );
		Records::insert( $record + array( 'action' => 'acceptAll', 'accepted' => true, 'categories' => array( 'zzanalytics' => true ) ) );
		Records::insert( $record + array( 'action' => 'reject', 'accepted' => false, 'categories' => array( 'zzanalytics' => false ) ) );

		$after = $this->run_ability( 'vitrine/consent-statistics' )->get_data();
		$this->assertSame( $before['total'] + 2, $after['total'] );
		$this->assertSame( $before['accepted'] + 1, $after['accepted'] );
		$this->assertSame( ( $before['actions']->reject ?? 0 ) + 1, $after['actions']->reject );
		$this->assertEquals( (object) array( 'named' => 2, 'allowed' => 1 ), (object) $after['categories']->zzanalytics );
		$this->assertStringNotContainsString( 'abcd-1', (string) wp_json_encode( $after ), 'only counts leave, never a consent id' );
	}

	public function test_list_popups_shows_where_and_when_each_popup_opens(): void {
		$page  = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Zzability landing' ) );
		$popup = wp_insert_post( array( 'post_type' => PostType::NAME, 'post_status' => 'draft', 'post_title' => 'Zzability offer' ) );
		update_post_meta( $popup, PostType::LOCATION_KEY, array( 'scope' => 'pages', 'pages' => array( $page ), 'post_types' => array() ) );
		update_post_meta(
			$popup,
			PostType::SETTINGS_KEY,
			array(
				'triggers' => array(
					'page_load'   => array( 'enabled' => true, 'delay' => 3 ),
					'exit_intent' => array( 'enabled' => false ),
				),
				'timing'   => array( 'devices' => array( 'enabled' => true, 'devices' => array( 'mobile' ) ) ),
			)
		);
		$this->login_as( 'editor' );

		$listed = array_column( $this->run_ability( 'vitrine/list-popups' )->get_data(), null, 'id' )[ $popup ];
		$this->assertSame( 'Zzability offer', $listed['title'] );
		$this->assertSame( 'draft', $listed['status'] );
		$this->assertSame( 'pages', $listed['location']['scope'] );
		$this->assertSame( array( array( 'id' => $page, 'title' => 'Zzability landing' ) ), $listed['location']['pages'] );
		$this->assertEquals( (object) array( 'page_load' => (object) array( 'delay' => 3 ) ), $listed['triggers'], 'a switched-off trigger is not listed' );
		$this->assertEquals( (object) array( 'devices' => (object) array( 'devices' => array( 'mobile' ) ) ), $listed['conditions'] );
	}

	public function test_purge_caches_asks_the_hooked_page_cache_once_and_only_with_post(): void {
		$purges = new \ArrayObject();
		$listen = static fn( $options ) => $purges->append( $options );
		add_action( PurgeSignal::ACTION, $listen );
		try {
			$this->login_as( 'administrator' );
			$this->assertSame( 405, $this->run_ability( 'vitrine/purge-caches' )->get_status(), 'a purge is not a GET: a prefetch or a crawler never purges' );
			$this->assertCount( 0, $purges );
			$response = $this->run_ability( 'vitrine/purge-caches', null, 'POST' );
			$this->assertSame( 200, $response->get_status() );
			$this->assertCount( 1, $purges );
			$this->assertGreaterThanOrEqual( 1, $response->get_data()['listeners'] );
		} finally {
			remove_action( PurgeSignal::ACTION, $listen );
		}
	}
}

<?php
/**
 * The Creators API source through its real HTTP code (wp_remote_post, real headers and bodies)
 * against a loopback server that answers as Amazon's documentation describes
 * (fixtures/creators-api-server.php): tokens for every credential version, token caching and the
 * refresh after a 401, batching, per-item errors, throttling with back-off, the owner's error
 * messages, lists from searches, variations, browse nodes, the mapping of recorded answers,
 * "last updated" on pages, secrets and the migration from PA-API 5.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Admin\CreatorsFields;
use Vitrine\Affiliate\Admin\ImportPage;
use Vitrine\Affiliate\Admin\MigrationNotice;
use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Maintenance;
use Vitrine\Affiliate\Settings;
use Vitrine\Affiliate\Shortcode;
use Vitrine\Affiliate\Source\CreatorsItem;
use Vitrine\Affiliate\Source\CreatorsSource;
use Vitrine\Affiliate\Source\CreatorsVersion;
use Vitrine\Affiliate\Source\Sources;

require_once __DIR__ . '/fixtures/CreatorsApiServer.php';

final class AffiliateCreatorsTest extends TestCase {
	private const CREDENTIALS = array(
		'credential_id'      => 'good-id',
		'credential_secret'  => 'good-secret',
		'credential_version' => '3.2',
		'partner_tag'        => 'vitrine-21',
		'store'              => 'de',
	);

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		CreatorsApiServer::start();
	}

	public static function tearDownAfterClass(): void {
		CreatorsApiServer::stop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		Catalogue::forget();
		CreatorsApiServer::route();
		CreatorsApiServer::control( array( 'reset' => true ) );
		add_filter( 'vitrine_creators_request_pause_ms', '__return_zero' );
	}

	protected function tearDown(): void {
		remove_all_filters( CreatorsVersion::ENDPOINTS_FILTER );
		remove_all_filters( 'vitrine_creators_request_pause_ms' );
		remove_all_filters( 'vitrine_affiliate_data_source' );
		parent::tearDown();
	}

	private function source( array $override = array(), int $timeout = 10 ): CreatorsSource {
		return new CreatorsSource( $override + self::CREDENTIALS, null, $timeout );
	}

	public function test_login_with_amazon_token_and_get_items_fill_the_catalogue(): void {
		$this->assertSame( 1, ImportPage::fetch_asins( $this->source(), array( 'B0LOOP0001' ) ) );

		$token = CreatorsApiServer::requests( '/token/' );
		$this->assertCount( 1, $token );
		$this->assertSame( '/token/3.2', $token[0]['path'] );
		$this->assertStringStartsWith( 'application/json', $token[0]['headers']['content-type'] );
		$this->assertSame(
			array(
				'grant_type'    => 'client_credentials',
				'client_id'     => 'good-id',
				'client_secret' => 'good-secret',
				'scope'         => 'creatorsapi::default',
			),
			json_decode( $token[0]['body'], true )
		);
		$call = CreatorsApiServer::requests( '/catalog/v1/getItems' );
		$this->assertCount( 1, $call );
		$this->assertMatchesRegularExpression( '/^Bearer Atza\|[0-9a-f]+$/', $call[0]['headers']['authorization'], 'no Version suffix for 3.x' );
		$this->assertSame( 'www.amazon.de', $call[0]['headers']['x-marketplace'] );
		$body = json_decode( $call[0]['body'], true );
		$this->assertSame( 'vitrine-21', $body['partnerTag'] );
		$this->assertSame( array( 'B0LOOP0001' ), $body['itemIds'] );
		$this->assertContains( 'offersV2.listings.price', $body['resources'] );

		$product = Catalogue::by_asin( 'B0LOOP0001' );
		$this->assertSame( 'Loopback Kettle', $product['title'] );
		$this->assertSame( '$24.99', $product['price'] );
		$this->assertSame( '$5.00 (17%)', $product['savings'] );
		$this->assertSame( 'In Stock', $product['availability'] );
		$this->assertSame( 'Amazon.com', $product['merchant'] );
		$this->assertSame( '2026-03-04', $product['new_release'] );
		$this->assertSame( 'https://www.amazon.de/dp/B0LOOP0001?tag=loop-20&linkCode=ogi&th=1&psc=1', $product['url'] );
		$this->assertSame( array( 'First feature', 'Second feature' ), $product['features'] );
		$this->assertSame( 'amazon', $product['source'] );
		$this->assertTrue( Catalogue::is_fresh( $product ) );
	}

	public function test_every_credential_version_gets_its_token_the_documented_way(): void {
		foreach ( array_keys( CreatorsVersion::VERSIONS ) as $version ) {
			CreatorsApiServer::control( array( 'reset' => true ) );
			$found = $this->source( array( 'credential_version' => $version ) )->get_items( array( 'B0LOOP0002' ) );
			$this->assertIsArray( $found, $version . ': ' . ( is_wp_error( $found ) ? $found->get_error_message() : '' ) );
			$this->assertSame( '$12.50', $found[0]['price'], 'the buy-box listing, not the first or cheapest' );
			$this->assertSame( 'Kettle Shop', $found[0]['merchant'] );
			$this->assertSame( 'Only 2 left in stock.', $found[0]['availability'] );
			$token = CreatorsApiServer::requests( '/token/' )[0];
			$this->assertSame( "/token/$version", $token['path'] );
			$auth = CreatorsApiServer::requests( 'getItems' )[0]['headers']['authorization'];
			if ( str_starts_with( $version, '2.' ) ) {
				$this->assertStringStartsWith( 'application/x-www-form-urlencoded', $token['headers']['content-type'] );
				parse_str( $token['body'], $form );
				$this->assertSame( 'creatorsapi/default', $form['scope'] );
				$this->assertStringEndsWith( ", Version $version", $auth );
			} else {
				$this->assertSame( 'creatorsapi::default', json_decode( $token['body'], true )['scope'] );
				$this->assertStringNotContainsString( 'Version', $auth );
			}
		}
		$this->assertSame( 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token', CreatorsVersion::VERSIONS['2.2']['token'] );
		$this->assertSame( '3.2', CreatorsVersion::normalize( ' v3.2 ' ) );
	}

	public function test_the_token_is_cached_and_renewed_after_a_401(): void {
		$source = $this->source();
		$source->get_items( array( 'B0LOOP0001' ) );
		$source->get_items( array( 'B0LOOP0002' ) );
		$this->assertCount( 1, CreatorsApiServer::requests( '/token/' ), 'cached between calls' );
		$this->assertIsArray( get_transient( $this->token_key() ), 'kept in a transient' );
		// With a persistent object cache (the production stack's Redis) transients never reach the
		// options table; without one the token row must not be autoloaded on every page.
		if ( ! wp_using_ext_object_cache() ) {
			$this->assertContains( $this->autoload( '_transient_' . $this->token_key() ), array( 'no', 'off' ) );
		}

		CreatorsApiServer::control( array( 'revoke' => true ) ); // Amazon expired the token early.
		$found = $source->get_items( array( 'B0LOOP0001' ) );
		$this->assertSame( 'Loopback Kettle', $found[0]['title'] );
		$this->assertCount( 2, CreatorsApiServer::requests( '/token/' ), 'a new token after the 401' );
		$this->assertCount( 4, CreatorsApiServer::requests( 'getItems' ), 'the refused call was sent again' );
	}

	public function test_lookups_are_batched_ten_asins_per_request(): void {
		$asins = array();
		for ( $i = 1; $i <= 25; $i++ ) {
			$asins[] = sprintf( 'B0ITEM%04d', $i );
		}
		$found = $this->source()->lookup( $asins );
		$this->assertCount( 25, $found['items'] );
		$this->assertSame( array(), $found['errors'] );
		$sizes = array_map( static fn( $r ) => count( json_decode( $r['body'], true )['itemIds'] ), CreatorsApiServer::requests( 'getItems' ) );
		$this->assertSame( array( 10, 10, 5 ), $sizes );
	}

	public function test_per_item_errors_are_kept_on_each_product(): void {
		$gone = (int) Catalogue::save( array( 'asin' => 'B0GONE0001', 'title' => 'Gone', 'price' => '$3.00', 'source' => 'amazon', 'fetched_at' => time() - 21 * HOUR_IN_SECONDS ) );
		$bad  = (int) Catalogue::save( array( 'asin' => 'B0NOPE0001', 'title' => 'Nope', 'source' => 'amazon', 'fetched_at' => time() - 21 * HOUR_IN_SECONDS ) );
		$good = (int) Catalogue::save( array( 'asin' => 'B0LOOP0001', 'title' => 'Old title', 'source' => 'amazon', 'fetched_at' => time() - 21 * HOUR_IN_SECONDS ) );
		$this->assertSame( 1, Maintenance::refresh( $this->source(), array( $gone, $bad, $good ) ) );
		$this->assertStringContainsString( 'ItemNotAccessible', get_post_meta( $gone, '_vitrine_amazon_error', true ) );
		$this->assertStringContainsString( 'InvalidParameterValue', get_post_meta( $bad, '_vitrine_amazon_error', true ) );
		$this->assertSame( '', get_post_meta( $good, '_vitrine_amazon_error', true ) );
		$this->assertSame( 'Loopback Kettle', Catalogue::by_asin( 'B0LOOP0001' )['title'] );
		$this->assertSame( '$3.00', Catalogue::by_asin( 'B0GONE0001' )['price'], 'last known data stays while under 24 hours' );
		$this->assertStringContainsString( 'B0GONE0001: ItemNotAccessible', ImportPage::fetch_asins( $this->source(), array( 'B0GONE0001', 'B0LOOP0002' ) )->get_error_message() );
	}

	public function test_the_hourly_job_refreshes_stale_products_and_saved_searches(): void {
		$this->use_site_credentials();
		$stale = (int) Catalogue::save( array( 'asin' => 'B0LOOP0001', 'title' => 'Old', 'price' => '$1.00', 'source' => 'amazon', 'fetched_at' => time() - 21 * HOUR_IN_SECONDS ) );
		Catalogue::save( array( 'asin' => 'B0LOOP0002', 'title' => 'Recent', 'price' => '$2.00', 'source' => 'amazon', 'fetched_at' => time() - HOUR_IN_SECONDS ) );
		Catalogue::save( array( 'asin' => 'B0ITEM0009', 'title' => 'Mine', 'price' => '$3.00' ) );
		update_option( Maintenance::SEARCHES_OPTION, array( 'bestseller:mug' => array( 'list' => 'bestseller', 'keywords' => 'mug', 'items' => 2, 'ran_at' => time() - DAY_IN_SECONDS ) ), false );
		Maintenance::run();
		$this->assertSame( array( 'B0LOOP0001' ), json_decode( CreatorsApiServer::requests( 'getItems' )[0]['body'], true )['itemIds'], 'only the stale Amazon product' );
		$this->assertSame( '$24.99', get_post_meta( $stale, '_vitrine_price', true ) );
		$this->assertSame( 'mug', json_decode( CreatorsApiServer::requests( 'searchItems' )[0]['body'], true )['keywords'] );
		$this->assertGreaterThan( time() - 60, Maintenance::searches()['bestseller:mug']['ran_at'] );
		$this->assertTrue( Maintenance::status()['ok'] );
		$this->assertSame( '1 product refreshed from Amazon.', Maintenance::status()['message'] );
	}

	public function test_throttling_backs_off_and_a_page_view_never_calls_amazon(): void {
		$this->use_site_credentials();
		$kept = (int) Catalogue::save( array( 'asin' => 'B0THROTTLE', 'title' => 'Busy', 'price' => '$9.00', 'source' => 'amazon', 'fetched_at' => time() - 21 * HOUR_IN_SECONDS ) );
		Maintenance::run();
		$status = Maintenance::status();
		$this->assertFalse( $status['ok'] );
		$this->assertSame( 1, $status['failures'] );
		$this->assertGreaterThanOrEqual( time() + 29, $status['backoff_until'], 'Retry-After: 30 is respected' );
		$this->assertStringContainsString( 'limiting requests', $status['message'] );
		$this->assertNotFalse( wp_next_scheduled( Maintenance::HOOK ), 'a retry is queued' );
		$this->assertSame( '$9.00', get_post_meta( $kept, '_vitrine_price', true ), 'throttling clears nothing' );
		$sent = count( CreatorsApiServer::log() );
		Maintenance::run();
		$this->assertCount( $sent, CreatorsApiServer::log(), 'no request while backing off' );
		$this->assertContains( $this->autoload( Maintenance::STATUS_OPTION ), array( 'no', 'off' ) );

		// A visitor's page with stale Amazon data: no request, and no write to the database.
		update_post_meta( $kept, '_vitrine_fetched_at', time() - 30 * HOUR_IN_SECONDS );
		Catalogue::forget();
		$writes = array();
		$watch  = static function ( $sql ) use ( &$writes ) {
			if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $sql ) ) {
				$writes[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		$html = do_shortcode( '[vitrine_product box="B0THROTTLE"]' );
		remove_filter( 'query', $watch );
		$this->assertSame( array(), $writes );
		$this->assertCount( $sent, CreatorsApiServer::log() );
		$this->assertStringContainsString( 'Busy', $html, 'the box stays' );
		$this->assertStringNotContainsString( '$9.00', $html, 'a price older than 24 hours is not shown' );
		$this->assertFalse( has_action( 'init', array( Maintenance::class, 'schedule' ) ) );
	}

	public function test_bad_input_gives_clear_messages(): void {
		$wrong = $this->source( array( 'credential_secret' => 'nope' ) )->test_connection();
		$this->assertSame( 'vitrine_creators_auth', $wrong->get_error_code() );
		$this->assertStringContainsString( 'did not accept the Credential ID and Credential Secret for credential version 3.2', $wrong->get_error_message() );
		$this->assertStringContainsString( 'invalid_client', $wrong->get_error_message() );
		$this->assertStringNotContainsString( 'nope', $wrong->get_error_message(), 'the secret is never repeated' );

		CreatorsApiServer::control( array( 'reset' => true ) );
		$untagged = $this->source( array( 'partner_tag' => '' ) );
		$this->assertFalse( $untagged->is_configured() );
		$this->assertStringContainsString( 'Partner Tag', $untagged->get_items( array( 'B0LOOP0001' ) )->get_error_message() );
		$this->assertStringContainsString( 'not an Amazon marketplace', $this->source( array( 'store' => 'moon' ) )->get_items( array( 'B0LOOP0001' ) )->get_error_message() );
		$this->assertSame( array(), CreatorsApiServer::log(), 'nothing is sent for incomplete settings' );

		$refused = $this->source( array( 'partner_tag' => 'not-a-tag' ) )->get_items( array( 'B0LOOP0001' ) );
		$this->assertSame( 'vitrine_creators_refused', $refused->get_error_code() );
		$this->assertStringContainsString( 'InvalidPartnerTag', $refused->get_error_message() );
		$this->assertStringContainsString( 'tracking id (partner tag)', $refused->get_error_message() );

		$this->assertSame( 'vitrine_creators_malformed', $this->source()->get_items( array( 'B0MALFORMD' ) )->get_error_code() );
		$slow = $this->source( array(), 1 )->get_items( array( 'B0SLOWSLOW' ) );
		$this->assertSame( 'vitrine_creators_unreachable', $slow->get_error_code() );
		$this->assertStringContainsString( 'timed out', $slow->get_error_message() );

		$this->assertStringStartsWith( 'Connected: Amazon issued an access token for credential version 3.2', $this->source()->test_connection() );
	}

	public function test_the_real_hosts_are_blocked_here_and_said_so(): void {
		remove_all_filters( CreatorsVersion::ENDPOINTS_FILTER );
		$error = $this->source()->get_items( array( 'B0LOOP0001' ) );
		$this->assertSame( 'vitrine_creators_unreachable', $error->get_error_code() );
		$this->assertStringContainsString( 'api.amazon.co.uk', $error->get_error_message() );
		$this->assertStringContainsString( 'WP_HTTP_BLOCK_EXTERNAL', $error->get_error_message() );
	}

	public function test_searches_fill_the_bestseller_and_new_release_lists(): void {
		$this->assertSame( 3, Maintenance::add_search( $this->source(), 'bestseller', 'kettle', 3 ) );
		$this->assertSame( 'Featured', json_decode( CreatorsApiServer::requests( 'searchItems' )[0]['body'], true )['sortBy'] );
		$list = Catalogue::listing( 'bestseller', 'kettle', 3 );
		$this->assertSame( array( 'Kettle result 1 (Featured)', 'Kettle result 2 (Featured)', 'Kettle result 3 (Featured)' ), array_column( $list, 'title' ) );
		$this->assertSame( 'kettle', Maintenance::searches()['bestseller:kettle']['keywords'] );
		$this->assertContains( $this->autoload( Maintenance::SEARCHES_OPTION ), array( 'no', 'off' ) );

		Maintenance::add_search( $this->source(), 'new', 'toaster', 2 );
		$this->assertSame( 'NewestArrivals', json_decode( CreatorsApiServer::requests( 'searchItems' )[1]['body'], true )['sortBy'] );
		$html = do_shortcode( '[vitrine_product new="toaster" items="2"]' );
		$this->assertStringContainsString( 'Toaster result 1 (NewestArrivals)', $html );
		$this->assertStringContainsString( 'Price as of', $html );
		$this->assertSame( 'vitrine_no_keywords', Maintenance::add_search( $this->source(), 'new', '  ', 2 )->get_error_code() );
	}

	public function test_variations_and_browse_nodes(): void {
		$variations = $this->source()->get_variations( 'B0LOOP0001' );
		$this->assertSame( array( 'B0ITEM0201', 'B0ITEM0202', 'B0ITEM0203' ), array_column( $variations, 'asin' ) );
		$this->assertSame( 'B0LOOP0001', json_decode( CreatorsApiServer::requests( 'getVariations' )[0]['body'], true )['asin'] );
		$nodes = $this->source()->get_browse_nodes( array( '289913', 'x' ) );
		$this->assertSame( '289913', $nodes[0]['id'] );
		$this->assertSame( array( 'Kettles', 'Toasters' ), array_column( $nodes[0]['children'], 'name' ) );
		$this->assertSame( array( '289913' ), json_decode( CreatorsApiServer::requests( 'getBrowseNodes' )[0]['body'], true )['browseNodeIds'] );
	}

	/** Recorded answer shapes (lowerCamelCase, as the Creators API sends them). */
	public function test_mapping_of_recorded_items(): void {
		$map_hidden = CreatorsItem::product(
			array(
				'asin'     => 'b0map00001',
				'itemInfo' => array( 'title' => array( 'displayValue' => 'MAP item' ) ),
				'offersV2' => array( 'listings' => array( array( 'violatesMAP' => true, 'price' => array( 'money' => array( 'displayAmount' => '$1.00' ) ) ) ) ),
			),
			100
		);
		$this->assertSame( 'B0MAP00001', $map_hidden['asin'] );
		$this->assertSame( '', $map_hidden['price'], 'Amazon shows MAP prices only in the cart' );
		$this->assertSame( 100, $map_hidden['fetched_at'] );
		$bare = CreatorsItem::product( array( 'asin' => 'B0BARE0001', 'offersV2' => 'broken' ), 1 );
		$this->assertSame( '', $bare['price'] );
		$this->assertSame( array(), CreatorsItem::product( array( 'asin' => '<script>' ), 1 ) );
		$this->assertSame(
			array( 'B0X0000002' => 'Amazon did not return this item (not found, or not available through the Creators API).' ),
			CreatorsItem::errors( array( 'B0X0000001', 'B0X0000002' ), array( 'itemsResult' => array( 'items' => array( array( 'asin' => 'B0X0000001' ) ) ) ) )
		);
	}

	public function test_an_amazon_price_shows_when_it_was_last_updated(): void {
		$time = time() - HOUR_IN_SECONDS;
		Catalogue::save( array( 'asin' => 'B0SHOWN001', 'title' => 'Shown', 'price' => '$4.00', 'savings' => '$1.00 (20%)', 'source' => 'amazon', 'fetched_at' => $time ) );
		Catalogue::save( array( 'asin' => 'B0MINE0001', 'title' => 'Mine', 'price' => '$5.00' ) );
		$box = do_shortcode( '[vitrine_product box="B0SHOWN001"]' );
		$this->assertStringContainsString( '<time datetime="' . gmdate( 'c', $time ) . '">', $box );
		$this->assertStringContainsString( 'Price as of', $box );
		$this->assertStringContainsString( 'You save $1.00 (20%)', $box );
		$this->assertStringContainsString( 'accurate as of the date/time indicated', $box, 'the disclaimer next to the price' );
		$this->assertStringContainsString( 'Price as of', do_shortcode( '[vitrine_product fields="B0SHOWN001" value="price"]' ) );
		$this->assertStringNotContainsString( 'Price as of', do_shortcode( '[vitrine_product box="B0MINE0001"]' ), 'the owner\'s own prices have no stamp' );
		$table = wp_insert_post( array( 'post_type' => Catalogue::TABLE, 'post_status' => 'publish', 'post_title' => 'Compared' ) );
		update_post_meta( $table, '_vitrine_table_asins', array( 'B0SHOWN001', 'B0MINE0001' ) );
		update_post_meta( $table, '_vitrine_table_rows', array( 'title', 'price' ) );
		$cells = do_shortcode( '[vitrine_product table="' . $table . '"]' );
		$this->assertSame( 1, substr_count( $cells, 'Price as of' ), 'tables stamp the Amazon price only' );
		$this->assertStringContainsString( '$5.00', $cells );
	}

	public function test_secrets_stay_on_the_server(): void {
		$this->login_as( 'administrator' );
		update_option( Settings::API_OPTION, Settings::sanitize_api( array( 'credential_secret' => 'TopSecret/123' ) + self::CREDENTIALS ), false );
		$this->assertSame( 'TopSecret/123', Settings::api()['credential_secret'] );
		$this->assertContains( $this->autoload( Settings::API_OPTION ), array( 'no', 'off' ) );
		$this->assertSame( 'TopSecret/123', Settings::sanitize_api( array( 'credential_secret' => '' ) + self::CREDENTIALS )['credential_secret'], 'an empty field keeps the saved secret' );
		ob_start();
		( new CreatorsFields() )->render( Settings::api() );
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'TopSecret', $html );
		$this->assertStringContainsString( 'Saved; leave empty to keep it', $html );
		$this->assertStringContainsString( 'value="good-id"', $html );
		$rest = wp_json_encode( $this->rest( 'GET', '/wp/v2/settings' )->get_data() );
		$this->assertStringNotContainsString( 'TopSecret', $rest );
		$this->assertStringNotContainsString( 'good-id', $rest );
	}

	public function test_sites_with_paapi_keys_are_told_to_migrate_and_get_the_creators_source(): void {
		$this->login_as( 'administrator' );
		update_option( Settings::API_OPTION, array( 'access_key' => 'AKIAIOSFODNN7EXAMPLE', 'secret_key' => 'old', 'partner_tag' => 'vitrine-20' ), false );
		$this->assertInstanceOf( CreatorsSource::class, Sources::amazon(), 'the Creators API is the default, PA-API keys or not' );
		$this->assertTrue( Settings::needs_migration() );
		$this->assertSame( 'vitrine-20', Settings::api()['partner_tag'], 'the partner tag carries over' );
		$notice = $this->migration_notice_on( 'toplevel_page_vitrine' );
		$this->assertStringContainsString( 'switched off the Product Advertising API 5 on 15 May 2026', $notice );
		$this->assertStringContainsString( 'Tools → Creators API', $notice );
		$this->assertStringContainsString( 'page=vitrine-affiliate-settings', $notice );
		$this->assertStringContainsString( 'action=' . MigrationNotice::DISMISS, $notice, 'it can be dismissed' );
		$this->assertStringContainsString( 'Amazon product data has stopped updating', $this->migration_notice_on( 'vitrine_page_vitrine-affiliate-settings' ) );
		$this->assertStringContainsString( 'Amazon product data has stopped updating', $this->migration_notice_on( 'edit-vitrine_product' ) );
		$this->assertSame( '', $this->migration_notice_on( 'dashboard' ), 'not on WordPress’s own screens' );
		$this->assertSame( '', $this->migration_notice_on( 'edit-post' ) );

		// Dismissed, it stays away for these keys; other keys saved later bring it back.
		update_user_option( get_current_user_id(), MigrationNotice::DISMISS, md5( 'AKIAIOSFODNN7EXAMPLE' ) );
		$this->assertSame( '', $this->migration_notice_on( 'toplevel_page_vitrine' ) );
		update_option( Settings::API_OPTION, array( 'access_key' => 'AKIAOTHERKEYEXAMPLE1', 'secret_key' => 'old', 'partner_tag' => 'vitrine-20' ), false );
		$this->assertStringContainsString( 'Amazon product data has stopped updating', $this->migration_notice_on( 'toplevel_page_vitrine' ) );
		update_option( Settings::API_OPTION, array( 'access_key' => 'AKIAIOSFODNN7EXAMPLE', 'secret_key' => 'old', 'partner_tag' => 'vitrine-20' ), false );

		update_option( Settings::API_OPTION, Settings::sanitize_api( array( 'credential_secret' => 'x' ) + self::CREDENTIALS ), false );
		$this->assertSame( 'AKIAIOSFODNN7EXAMPLE', Settings::api()['access_key'], 'kept until the owner deletes them' );
		$this->assertFalse( Settings::needs_migration() );
		$this->assertSame( '', $this->migration_notice_on( 'toplevel_page_vitrine' ) );
		update_option( Settings::API_OPTION, Settings::sanitize_api( array( 'forget_paapi' => '1' ) + self::CREDENTIALS ), false );
		$this->assertSame( '', Settings::api()['access_key'] );
	}

	/** The migration notice as it prints on the screen with this id. */
	private function migration_notice_on( string $screen_id ): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( $screen_id );
		ob_start();
		( new MigrationNotice() )->render();
		unset( $GLOBALS['current_screen'] );
		return (string) ob_get_clean();
	}

	private function use_site_credentials(): void {
		update_option( Settings::API_OPTION, self::CREDENTIALS, false );
		delete_option( Maintenance::STATUS_OPTION );
		wp_clear_scheduled_hook( Maintenance::HOOK );
	}

	private function token_key(): string {
		return 'vitrine_creators_token_' . md5( 'good-id|3.2|' . CreatorsApiServer::url() . '/token/3.2' );
	}

	private function autoload( string $option ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}

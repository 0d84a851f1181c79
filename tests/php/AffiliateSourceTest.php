<?php
/**
 * Product data sources and the catalogue's ways in: SigV4 signing (AWS's published example), the
 * PA-API adapter's request and its clear errors (no credentials, site cannot reach Amazon, Amazon
 * refuses), CSV/JSON import, settings sanitizing, and the country route.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Admin\ImportPage;
use Vitrine\Affiliate\Admin\Notices;
use Vitrine\Affiliate\Admin\SettingsPage;
use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Importer;
use Vitrine\Affiliate\Settings;
use Vitrine\Affiliate\Source\AmazonSource;
use Vitrine\Affiliate\Source\Signer;

final class AffiliateSourceTest extends TestCase {
	private const CREDENTIALS = array(
		'access_key'  => 'AKIAIOSFODNN7EXAMPLE',
		'secret_key'  => 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
		'partner_tag' => 'vitrine-21',
		'store'       => 'de',
	);

	protected function setUp(): void {
		parent::setUp();
		Catalogue::forget();
	}

	/** AWS's S3 documentation example "GET Object" (signature f0e8bd...). */
	public function test_signer_matches_the_aws_example(): void {
		$signer  = new Signer( 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'us-east-1', 's3' );
		$headers = $signer->sign(
			'GET',
			'/test.txt',
			'',
			array(
				'Host'                 => 'examplebucket.s3.amazonaws.com',
				'Range'                => 'bytes=0-9',
				'x-amz-content-sha256' => hash( 'sha256', '' ),
			),
			'',
			gmmktime( 0, 0, 0, 5, 24, 2013 )
		);
		$this->assertSame( '20130524T000000Z', $headers['x-amz-date'] );
		$this->assertSame(
			'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
			$headers['Authorization']
		);
	}

	public function test_paapi_request_is_signed_for_the_store_region(): void {
		$source  = new AmazonSource( self::CREDENTIALS, null, gmmktime( 12, 0, 0, 1, 2, 2026 ) );
		$request = $source->request( 'GetItems', array( 'ItemIds' => array( 'B0TEST0001' ) ) );
		$this->assertSame( 'https://webservices.amazon.de/paapi5/getitems', $request['url'] );
		$this->assertSame( 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.GetItems', $request['headers']['x-amz-target'] );
		$this->assertSame( 'amz-1.0', $request['headers']['content-encoding'] );
		$this->assertStringStartsWith( 'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20260102/eu-west-1/ProductAdvertisingAPI/aws4_request, SignedHeaders=content-encoding;content-type;host;x-amz-date;x-amz-target, Signature=', $request['headers']['Authorization'] );
		$body = json_decode( $request['body'], true );
		$this->assertSame( array( 'B0TEST0001' ), $body['ItemIds'] );
		$this->assertSame( 'vitrine-21', $body['PartnerTag'] );
		$this->assertSame( 'www.amazon.de', $body['Marketplace'] );
		$jp = ( new AmazonSource( array( 'store' => 'co.jp' ) + self::CREDENTIALS, null, 0 ) )->request( 'SearchItems', array() );
		$this->assertStringContainsString( '/us-west-2/ProductAdvertisingAPI/', $jp['headers']['Authorization'] );
	}

	public function test_missing_credentials_are_reported_without_a_request(): void {
		$sent   = false;
		$source = new AmazonSource(
			array( 'secret_key' => '' ) + self::CREDENTIALS, function () use ( &$sent ) {
				$sent = true;
			}
		);
		$this->assertFalse( $source->is_configured() );
		$error = $source->get_items( array( 'B0TEST0001' ) );
		$this->assertWPError( $error, 'vitrine_amazon_credentials' );
		$this->assertFalse( $sent );
	}

	public function test_a_blocked_network_is_a_clear_error_and_an_admin_notice(): void {
		$this->assertTrue( WP_HTTP_BLOCK_EXTERNAL, 'this site blocks external HTTP' );
		$error = ImportPage::fetch_asins( new AmazonSource( self::CREDENTIALS ), array( 'B0TEST0001' ) );
		$this->assertWPError( $error, 'vitrine_amazon_unreachable' );
		$this->assertStringContainsString( 'webservices.amazon.de', $error->get_error_message() );
		$this->assertStringContainsString( 'WP_HTTP_BLOCK_EXTERNAL', $error->get_error_message() );
		$this->login_as( 'administrator' );
		Notices::add( 'import', 'error', $error->get_error_message() );
		ob_start();
		Notices::show( 'import' );
		$this->assertStringContainsString( 'notice-error', (string) ob_get_clean() );
	}

	public function test_amazon_refusal_is_reported_with_its_message(): void {
		$source = new AmazonSource(
			self::CREDENTIALS,
			static fn() => array(
				'response' => array( 'code' => 401 ),
				'body'     => '{"Errors":[{"Code":"InvalidSignature","Message":"The request has not been correctly signed."}]}',
			)
		);
		$error  = $source->search( 'usb', 'bestseller', 3 );
		$this->assertWPError( $error, 'vitrine_amazon_refused' );
		$this->assertStringContainsString( 'not been correctly signed', $error->get_error_message() );
	}

	public function test_fetched_items_become_fresh_amazon_products(): void {
		$answer = array(
			'ItemsResult' => array(
				'Items' => array(
					array(
						'ASIN'            => 'B0TEST0009',
						'DetailPageURL'   => 'https://www.amazon.de/dp/B0TEST0009?tag=vitrine-21',
						'ItemInfo'        => array(
							'Title'    => array( 'DisplayValue' => 'Fetched <b>Thing</b>' ),
							'Features' => array( 'DisplayValues' => array( 'Fast' ) ),
						),
						'Offers'          => array( 'Listings' => array( array( 'Price' => array( 'DisplayAmount' => '19,99 €' ), 'DeliveryInfo' => array( 'IsPrimeEligible' => true ) ) ) ),
						'CustomerReviews' => array( 'StarRating' => array( 'Value' => 4.4 ), 'Count' => 99 ),
					),
				),
			),
		);
		$seen   = array();
		$source = new AmazonSource(
			self::CREDENTIALS,
			static function ( $url, $args ) use ( $answer, &$seen ) {
				$seen = array( $url, $args['headers']['x-amz-target'] );
				return array( 'response' => array( 'code' => 200 ), 'body' => wp_json_encode( $answer ) );
			}
		);
		$this->assertSame( 1, ImportPage::fetch_asins( $source, array( 'B0TEST0009' ) ) );
		$this->assertSame( 'https://webservices.amazon.de/paapi5/getitems', $seen[0] );
		$product = Catalogue::by_asin( 'B0TEST0009' );
		$this->assertSame( 'Fetched Thing', $product['title'] );
		$this->assertSame( '19,99 €', $product['price'] );
		$this->assertTrue( $product['prime'] );
		$this->assertSame( 'amazon', $product['source'] );
		$this->assertTrue( Catalogue::is_fresh( $product ) );
	}

	public function test_the_refresh_job_renews_or_clears_amazon_data_past_its_age(): void {
		$old     = (int) Catalogue::save( array( 'asin' => 'B0STALE001', 'title' => 'Stale', 'price' => '$1.00', 'rating' => 3, 'source' => 'amazon', 'fetched_at' => time() - 25 * HOUR_IN_SECONDS ) );
		$new     = (int) Catalogue::save( array( 'asin' => 'B0STALE002', 'title' => 'Recent', 'price' => '$2.00', 'source' => 'amazon', 'fetched_at' => time() - HOUR_IN_SECONDS ) );
		$failing = new AmazonSource( array( 'access_key' => '' ) + self::CREDENTIALS );
		$this->assertInstanceOf( \WP_Error::class, \Vitrine\Affiliate\Maintenance::refresh( $failing, array( $old, $new ) ) );
		$this->assertSame( '', get_post_meta( $old, '_vitrine_price', true ), 'data past 24 hours is deleted' );
		$this->assertSame( '$2.00', get_post_meta( $new, '_vitrine_price', true ), 'fresh data is kept' );
		$renewing = new AmazonSource(
			self::CREDENTIALS,
			static fn() => array(
				'response' => array( 'code' => 200 ),
				'body'     => wp_json_encode( array( 'ItemsResult' => array( 'Items' => array( array( 'ASIN' => 'B0STALE001', 'ItemInfo' => array( 'Title' => array( 'DisplayValue' => 'Stale' ) ), 'Offers' => array( 'Listings' => array( array( 'Price' => array( 'DisplayAmount' => '$1.50' ) ) ) ) ) ) ) ) ),
			)
		);
		$this->assertSame( 1, \Vitrine\Affiliate\Maintenance::refresh( $renewing, array( $old ) ) );
		$this->assertSame( '$1.50', Catalogue::by_asin( 'B0STALE001' )['price'] );
		$this->assertTrue( Catalogue::is_fresh( Catalogue::by_asin( 'B0STALE001' ) ) );
	}

	public function test_csv_import_creates_updates_and_reports_bad_rows(): void {
		$this->login_as( 'administrator' );
		$csv  = "asin,title,price,rating,prime,features,keywords,bestseller_rank\n";
		$csv .= "B0IMPORT01,\"Imported, with comma\",\$9.99,4.2,yes,Light|Small,lamp,1\n";
		$csv .= "bad,No asin,,,,,,\n";
		$csv .= "B0IMPORT02,,,,,,,\n";
		$csv .= "B0IMPORT03,<script>alert(1)</script>Lamp,,9,,,,\n";
		$rows = Importer::parse( $csv );
		$this->assertIsArray( $rows );
		$result = Importer::import( $rows );
		$this->assertSame( 2, $result['saved'] );
		$this->assertCount( 2, $result['errors'] );
		$this->assertStringContainsString( 'Item 3', $result['errors'][0] );
		$product = Catalogue::by_asin( 'B0IMPORT01' );
		$this->assertSame( 'Imported, with comma', $product['title'] );
		$this->assertSame( array( 'Light', 'Small' ), $product['features'] );
		$this->assertTrue( $product['prime'] );
		$this->assertSame( 'manual', $product['source'] );
		$this->assertSame( 'Lamp', Catalogue::by_asin( 'B0IMPORT03' )['title'] );
		$this->assertSame( 5.0, Catalogue::by_asin( 'B0IMPORT03' )['rating'] );
		Importer::import( Importer::parse( "asin,title\nB0IMPORT01,Renamed" ) );
		$this->assertSame( 'Renamed', Catalogue::by_asin( 'B0IMPORT01' )['title'], 'matched by ASIN' );
	}

	public function test_an_author_imports_only_products_they_may_edit_and_never_republishes_one(): void {
		$editor = $this->login_as( 'editor' );
		$theirs = (int) Catalogue::save( array( 'asin' => 'B0OWNED001', 'title' => 'The editor’s' ) );
		$hidden = (int) Catalogue::save( array( 'asin' => 'B0HIDDEN01', 'title' => 'Withdrawn' ) );
		wp_update_post( array( 'ID' => $hidden, 'post_status' => 'draft' ) );
		$this->assertSame( $editor, (int) get_post( $theirs )->post_author );
		$this->login_as( 'author' );
		Catalogue::forget();
		$result = Importer::import(
			Importer::parse(
				'asin,title
B0OWNED001,Hijacked
B0HIDDEN01,Back again
B0AUTHOR01,Mine'
			)
		);
		$this->assertSame( 1, $result['saved'] );
		$this->assertCount( 2, $result['errors'] );
		$this->assertSame( 'The editor’s', get_post( $theirs )->post_title );
		$this->assertSame( 'draft', get_post_status( $hidden ) );
		$this->assertSame( 'Withdrawn', get_post( $hidden )->post_title );
		$this->assertSame( 'Mine', Catalogue::by_asin( 'B0AUTHOR01' )['title'] );
		$this->assertCount( 0, get_posts( array( 'post_type' => Catalogue::PRODUCT, 'title' => 'Back again', 'post_status' => 'any' ) ), 'no duplicate of the draft' );
		// Their own product they may update.
		$this->assertSame(
			1, Importer::import(
				Importer::parse(
					'asin,title
B0AUTHOR01,Mine, renamed'
				)
			)['saved']
		);
	}

	public function test_json_import_and_unreadable_input(): void {
		$this->login_as( 'administrator' );
		$rows   = Importer::parse( '{"products":[{"asin":"B0IMPORT04","title":"From JSON","features":["A"],"new_release":"2026-02-03"},"oops"]}' );
		$result = Importer::import( $rows );
		$this->assertSame( 1, $result['saved'] );
		$this->assertCount( 1, $result['errors'] );
		$this->assertSame( '2026-02-03', Catalogue::by_asin( 'B0IMPORT04' )['new_release'] );
		$this->assertWPError( Importer::parse( '{"broken": ' ), 'vitrine_import_json' );
		$this->assertWPError( Importer::parse( "name,price\nx,1" ), 'vitrine_import_csv' );
		$this->assertWPError( Importer::parse( '   ' ), 'vitrine_import_empty' );
	}

	public function test_settings_are_sanitized(): void {
		$clean = Settings::sanitize(
			array(
				'store'          => 'evil.com',
				'tracking_ids'   => array( 'de' => 'good-21', 'fr' => 'bad"id', 'zz' => 'x-21' ),
				'countries'      => SettingsPage::parse_map( "AT=de\nbe=com.be\nxx=nowhere\nbad line\nusa=com" ),
				'analytics_mode' => '<script>',
				'country_source' => 'header',
				'country_header' => 'CF-IPCountry<script>',
				'retention_days' => '-5',
			)
		);
		$this->assertSame( 'com', $clean['store'] );
		$this->assertSame( array( 'de' => 'good-21' ), $clean['tracking_ids'] );
		$this->assertSame( array( 'at' => 'de', 'be' => 'com.be' ), $clean['countries'] );
		$this->assertSame( '', $clean['analytics_mode'] );
		$this->assertSame( 'CF-IPCountryscript', $clean['country_header'] );
		$this->assertSame( 1, $clean['retention_days'] );
	}

	public function test_country_route_echoes_the_cdn_header_uncached(): void {
		$response = $this->rest( 'GET', '/vitrine/v1/country', array(), array( 'CF-IPCountry' => 'BE' ) );
		$this->assertSame( array( 'country' => 'be' ), $response->get_data() );
		// Its no-cache headers: CachingTest, for every route of the namespace.
		$this->assertNull( $this->rest( 'GET', '/vitrine/v1/country', array(), array( 'CF-IPCountry' => 'XX' ) )->get_data()['country'] );
		$this->assertNull( $this->rest( 'GET', '/vitrine/v1/country', array(), array( 'CF-IPCountry' => '<b>' ) )->get_data()['country'] );
		$this->assertNull( $this->rest( 'GET', '/vitrine/v1/country' )->get_data()['country'] );
	}

	public function test_pages_never_set_the_country_cookie(): void {
		$handle = curl_init( home_url( '/affiliate/' ) );
		curl_setopt_array( $handle, array( CURLOPT_RETURNTRANSFER => true, CURLOPT_HEADER => true, CURLOPT_HTTPHEADER => array( 'CF-IPCountry: DE' ) ) );
		$response = (string) curl_exec( $handle );
		$this->assertSame( 200, curl_getinfo( $handle, CURLINFO_HTTP_CODE ) );
		$this->assertStringNotContainsStringIgnoringCase( 'vitrine-country', substr( $response, 0, (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE ) ) );
		$this->assertStringContainsString( 'id="vitrine-affiliate-settings"', $response );
	}

	private function assertWPError( mixed $value, string $code ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
		$this->assertSame( $code, $value->get_error_code(), $value->get_error_message() );
	}
}

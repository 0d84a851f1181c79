<?php
/**
 * The click route: what it stores, what it refuses (400 with the field's name, never 500), that
 * prefetches are not counted, and that parallel clicks are all counted (atomic upsert).
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Affiliate\Frontend;
use Vitrine\Affiliate\Settings;

final class AffiliateClickTest extends TestCase {
	private int $product;
	private int $page;

	protected function setUp(): void {
		parent::setUp();
		Catalogue::forget();
		$this->product = (int) Catalogue::save( array( 'asin' => 'B0CLICK001', 'title' => 'Clicked' ) );
		$this->page    = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Shows products', 'post_status' => 'publish' ) );
	}

	/** A multipart click as the beacon sends it. */
	private function click( array $fields, int $counter = 1, array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', "/vitrine/v1/click/$counter" );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body_params( $fields );
		return rest_do_request( $request );
	}

	private function fields( array $overrides = array() ): array {
		return array_merge(
			array(
				'sourceType' => 'page',
				'sourceId'   => (string) $this->page,
				'isWidget'   => '0',
				'refererUrl' => 'http://localhost/affiliate/',
				'productId'  => (string) $this->product,
				'trackingId' => 'vitrine-de-21',
				'linkType'   => 'thumbnail',
				'country'    => 'DE',
			),
			$overrides
		);
	}

	private function rows( string $source_type = 'page', int $source_id = 0 ): array {
		global $wpdb;
		$source_id = $source_id ?: $this->page;
		$table     = ClickStore::table();
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE source_type = %s AND source_id = %d ORDER BY id", $source_type, $source_id ), ARRAY_A ); // phpcs:ignore
	}

	public function test_a_click_is_counted_per_day_product_link_type_source_and_country(): void {
		$this->assertSame( 200, $this->click( $this->fields() )->get_status() );
		$this->assertSame( 200, $this->click( $this->fields(), 2 )->get_status() );
		$this->click( $this->fields( array( 'linkType' => 'button' ) ), 3 );
		$this->click( $this->fields( array( 'country' => '' ) ), 4 );
		$rows = $this->rows();
		$this->assertCount( 3, $rows );
		$this->assertSame( array( 'thumbnail', 'de', '2', 'vitrine-de-21', '0' ), array( $rows[0]['link_type'], $rows[0]['country'], (string) $rows[0]['count'], $rows[0]['tracking_id'], (string) $rows[0]['is_widget'] ) );
		$this->assertSame( wp_date( 'Y-m-d' ), $rows[0]['day'] );
		$this->assertSame( array( 'button', '' ), array( $rows[1]['link_type'], $rows[2]['country'] ) );
		$this->assertArrayNotHasKey( 'ip', $rows[0], 'no IP address is stored' );
	}

	public function test_every_link_type_is_accepted(): void {
		foreach ( ClickStore::LINK_TYPES as $i => $type ) {
			$this->assertSame( 200, $this->click( $this->fields( array( 'linkType' => $type, 'isWidget' => '1' ) ), $i + 1 )->get_status(), $type );
		}
		$this->assertCount( 6, $this->rows() );
	}

	/** @return array<string, array{0: array<string, string>, 1: string}> */
	public static function bad_input(): array {
		return array(
			'unknown link type'       => array( array( 'linkType' => 'banner' ), 'linkType' ),
			'missing link type'       => array( array( 'linkType' => null ), 'linkType' ),
			'missing product'         => array( array( 'productId' => null ), 'productId' ),
			'product not a number'    => array( array( 'productId' => '1 OR 1=1' ), 'productId' ),
			'source id not a number'  => array( array( 'sourceId' => 'abc' ), 'sourceId' ),
			'source type markup'      => array( array( 'sourceType' => '<script>' ), 'sourceType' ),
			'source type too long'    => array( array( 'sourceType' => str_repeat( 'a', 21 ) ), 'sourceType' ),
			'tracking id with quotes' => array( array( 'trackingId' => 'a"b' ), 'trackingId' ),
			'tracking id too long'    => array( array( 'trackingId' => str_repeat( 'a', 65 ) ), 'trackingId' ),
			'country of 3 letters'    => array( array( 'country' => 'deu' ), 'country' ),
			'widget flag not 0 or 1'  => array( array( 'isWidget' => '2' ), 'isWidget' ),
			'referer too long'        => array( array( 'refererUrl' => 'http://a.test/' . str_repeat( 'a', 2048 ) ), 'refererUrl' ),
		);
	}

	/** @dataProvider bad_input */
	public function test_bad_input_is_refused_with_400_naming_the_field( array $override, string $field ): void {
		$fields   = array_filter( $this->fields( $override ), static fn( $v ) => null !== $v );
		$response = $this->click( $fields );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $field, wp_json_encode( $response->get_data() ) );
		$this->assertSame( array(), $this->rows(), 'nothing stored' );
	}

	public function test_unknown_product_and_counter_zero_are_refused(): void {
		$this->assertSame( 400, $this->click( $this->fields( array( 'productId' => '999999999' ) ) )->get_status() );
		$this->assertSame( 'vitrine_unknown_product', $this->click( $this->fields( array( 'productId' => '999999999' ) ) )->get_data()['code'] );
		$this->assertSame( 400, $this->click( $this->fields(), 0 )->get_status() );
		$page = wp_insert_post( array( 'post_title' => 'Not a product', 'post_status' => 'publish' ) );
		$this->assertSame( 400, $this->click( $this->fields( array( 'productId' => (string) $page ) ) )->get_status() );
	}

	public function test_prefetches_are_not_counted(): void {
		$response = $this->click( $this->fields(), 1, array( 'Sec-Purpose' => 'prefetch;prerender' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $response->get_data()['counted'] );
		$this->click( $this->fields(), 2, array( 'Purpose' => 'prefetch' ) );
		$this->assertSame( array(), $this->rows() );
	}

	public function test_retention_purges_old_rows(): void {
		$click = array( 'product_id' => $this->product, 'link_type' => 'link', 'source_type' => 'page', 'source_id' => $this->page, 'is_widget' => 0, 'country' => '', 'tracking_id' => '' );
		ClickStore::record( $click, wp_date( 'Y-m-d', time() - 40 * DAY_IN_SECONDS ) );
		ClickStore::record( $click );
		$this->assertSame( 1, ( new ClickStore() )->purge( 30 ) );
		$this->assertCount( 1, $this->rows() );
	}

	public function test_report_groups_clicks(): void {
		// The site may hold today's clicks of other runs: what this test adds is what it checks.
		$since  = wp_date( 'Y-m-d' );
		$titles = fn(): int => (int) ( array_column( ClickStore::grouped( 'link_type', $since, 50 ), 'clicks', 'key' )['title'] ?? 0 );
		$total  = ClickStore::total( $since );
		$title  = $titles();
		$this->click( $this->fields() );
		$this->click( $this->fields( array( 'country' => 'fr', 'linkType' => 'title' ) ), 2 );
		$this->assertSame( $total + 2, ClickStore::total( $since ) );
		$this->assertSame( $title + 1, $titles() );
		$this->assertSame( array(), ClickStore::grouped( 'ip; DROP TABLE x', $since ) );
		$first  = wp_date( 'Y-m-d', time() - 2 * DAY_IN_SECONDS );
		$figure = \Vitrine\Affiliate\Chart::figure( \Vitrine\Affiliate\Chart::daily( array( array( 'key' => $since, 'clicks' => 3 ) ), $first, $since ), 'Clicks <b>' );
		// The table beside the chart: one row a day, the empty days as 0, the title escaped.
		$this->assertSame( 3, substr_count( $figure, '<th scope="row">' ) );
		$this->assertStringContainsString( "<tr><th scope=\"row\">$since</th><td>3</td></tr>", $figure );
		$this->assertStringContainsString( "<tr><th scope=\"row\">$first</th><td>0</td></tr>", $figure );
		$this->assertStringContainsString( 'Clicks &lt;b&gt;', $figure );
		$this->assertStringNotContainsString( '<b>', $figure );
		// The series the admin script draws, in an attribute.
		preg_match( '/data-vitrine-click-chart="([^"]+)"/', $figure, $match );
		$data = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertSame( array( 0, 0, 3 ), $data['clicks'] );
		$this->assertSame( $since, end( $data['days'] ) );
	}

	public function test_with_click_tracking_off_the_page_gets_no_click_data_and_no_click_is_counted(): void {
		$this->assertTrue( Settings::get( 'click_tracking' ), 'the site counts clicks (the default)' );
		$this->assertArrayHasKey( 'click', Frontend::page_settings() );
		// Settings → Affiliate sends no click_tracking for an unticked box.
		$saved = Settings::sanitize( array_diff_key( Settings::all(), array( 'click_tracking' => true ) ) );
		$this->assertFalse( $saved['click_tracking'] );
		update_option( Settings::OPTION, $saved );

		$page = Frontend::page_settings();
		$this->assertArrayNotHasKey( 'click', $page, 'the page’s script gets nothing to send clicks with' );
		$this->assertSame( $saved['analytics_mode'], $page['analytics'], 'analytics events do not depend on click tracking' );
		$response = $this->click( $this->fields() );
		$this->assertSame( 200, $response->get_status(), 'a beacon from a page cached before the change is answered' );
		$this->assertFalse( $response->get_data()['counted'] );
		$this->assertSame( array(), $this->rows() );
	}

	/**
	 * N parallel HTTP requests against the running site (its PHP workers) count N clicks. The test
	 * transaction is closed first so the site's writes are visible here.
	 */
	public function test_parallel_clicks_are_all_counted(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		Catalogue::forget();
		$product = (int) Catalogue::save( array( 'asin' => 'B0CLICK002', 'title' => 'Parallel' ) );
		$source  = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Parallel clicks', 'post_status' => 'publish' ) );
		$count   = 40;
		try {
			$multi   = curl_multi_init();
			$handles = array();
			for ( $i = 1; $i <= $count; $i++ ) {
				$handle = curl_init( home_url( "/wp-json/vitrine/v1/click/$i" ) );
				curl_setopt_array(
					$handle,
					array(
						CURLOPT_POST           => true,
						CURLOPT_POSTFIELDS     => $this->fields( array( 'productId' => (string) $product, 'sourceId' => (string) $source ) ),
						CURLOPT_RETURNTRANSFER => true,
						CURLOPT_TIMEOUT        => 60,
					)
				);
				curl_multi_add_handle( $multi, $handle );
				$handles[] = $handle;
			}
			do {
				curl_multi_exec( $multi, $running );
				curl_multi_select( $multi, 1.0 );
			} while ( $running > 0 );
			$statuses = array_map( static fn( $h ) => curl_getinfo( $h, CURLINFO_HTTP_CODE ), $handles );
			$this->assertSame( array_fill( 0, $count, 200 ), $statuses );
			$table = ClickStore::table();
			$sum   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT SUM(count) FROM $table WHERE source_type = 'page' AND source_id = %d", $source ) ); // phpcs:ignore
			$this->assertSame( $count, $sum, 'every parallel click counted' );
			$this->assertCount( 1, $this->rows( 'page', $source ), 'in one row' );
		} finally {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ClickStore::table() . ' WHERE source_id = %d', $source ) ); // phpcs:ignore
			wp_delete_post( $product, true );
			wp_delete_post( $source, true );
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}

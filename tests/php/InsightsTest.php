<?php
/**
 * Insights counters (docs/insights.md): what the beacon route stores, what it refuses (400 naming
 * the field, never 500), that it keeps nothing about the visitor, retention, and that 200
 * concurrent beacons are all counted exactly once, with the Redis buffer flushed while they
 * arrive when the site has one (the production stack) and straight upserts when it has none.
 */

namespace Vitrine\Tests;

use Vitrine\Insights\Buffer;
use Vitrine\Insights\CounterStore;
use Vitrine\Insights\Settings;
use Vitrine\Popups\PostType;

final class InsightsTest extends TestCase {
	private function beacon( mixed $events ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/insights/events' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( array( 'events' => $events ) );
		return rest_do_request( $request );
	}

	/** Today's counts of one entity as "variant|event|dimension" => count, read from the table. */
	private function counts( string $entity ): array {
		$counts = array();
		foreach ( CounterStore::rows( wp_date( 'Y-m-d' ), wp_date( 'Y-m-d' ), $entity ) as $row ) {
			if ( $row['entity'] === $entity ) {
				$counts[ $row['variant'] . '|' . $row['event'] . '|' . $row['dimension'] ] = $row['count'];
			}
		}
		return $counts;
	}

	private function popup( string $status = 'publish' ): int {
		return (int) wp_insert_post( array( 'post_type' => PostType::NAME, 'post_title' => 'Counted', 'post_status' => $status ) );
	}

	/**
	 * With Redis the counts are read after a flush, whose own transaction would commit the test's:
	 * the test transaction is closed first and what it made is removed at the end.
	 */
	public function test_a_batch_is_counted_per_entity_variant_event_and_dimension(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$popup  = $this->popup();
		$entity = "popup:$popup";
		try {
			$this->count_a_batch( $entity );
		} finally {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . CounterStore::table() . ' WHERE entity = %s', $entity ) ); // phpcs:ignore
			wp_delete_post( $popup, true );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	private function count_a_batch( string $entity ): void {
		$response = $this->beacon(
			array(
				array( 'entity' => $entity, 'event' => 'impression' ),
				array( 'entity' => $entity, 'event' => 'impression' ),
				array( 'entity' => $entity, 'event' => 'close_escape' ),
				array( 'entity' => $entity, 'event' => 'conversion', 'variant' => 'b', 'dimension' => 'link' ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 4, $response->get_data()['counted'] );
		Buffer::flush();
		$this->assertSame(
			array( '|close_escape|' => 1, '|impression|' => 2, 'b|conversion|link' => 1 ),
			$this->counts( $entity )
		);
		global $wpdb;
		$columns = $wpdb->get_col( 'SHOW COLUMNS FROM ' . CounterStore::table() ); // phpcs:ignore
		$this->assertSame( array( 'id', 'day', 'entity', 'variant', 'event', 'dimension', 'count' ), $columns, 'no address, cookie or user column' );
	}

	public function test_events_of_a_popup_that_is_not_published_are_dropped(): void {
		$draft    = $this->popup( 'draft' );
		$response = $this->beacon( array( array( 'entity' => "popup:$draft", 'event' => 'impression' ), array( 'entity' => 'popup:999999999', 'event' => 'impression' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 0, $response->get_data()['counted'] );
		$this->assertSame( array(), $this->counts( "popup:$draft" ) );
	}

	public function test_one_address_gets_429_with_retry_after_past_its_limit(): void {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 ); // A window of its own.
		add_filter( 'vitrine_insights_rate_limit', static fn() => 2, 20 ); // Above the browser tests' own.
		$events = array( array( 'entity' => 'offcanvas:limit-' . strtolower( wp_generate_password( 8, false ) ), 'event' => 'impression' ) );
		$this->assertSame( 200, $this->beacon( $events )->get_status() );
		$this->assertSame( 200, $this->beacon( $events )->get_status() );
		$third = $this->beacon( $events );
		$this->assertSame( 429, $third->get_status() );
		$this->assertGreaterThan( 0, (int) ( $third->get_headers()['Retry-After'] ?? 0 ) );
	}

	public function test_consent_statistics_count_the_first_layer_types_and_known_categories_only(): void {
		$events = array(
			array( 'entity' => 'consent:popup', 'event' => 'accept_all', 'dimension' => 'gdpr' ),
			array( 'entity' => 'consent:cat-analytics', 'event' => 'optin', 'dimension' => 'gdpr' ),
			array( 'entity' => 'consent:cat-invented', 'event' => 'optin', 'dimension' => 'gdpr' ),
			array( 'entity' => 'consent:sidebar', 'event' => 'impression', 'dimension' => 'gdpr' ),
		);
		$rows   = \Vitrine\Rest\Insights\EventsRoute::rows( $events, '2026-03-01' );
		$this->assertSame( array( 'consent:popup', 'consent:cat-analytics' ), array_column( $rows, 'entity' ) );
		$this->assertSame( array( 'accept_all', 'optin' ), array_column( $rows, 'event' ) );
		$this->assertSame( 200, $this->beacon( array( $events[0] ) )->get_status() );
	}

	public function test_the_report_names_popups_and_products_by_their_title(): void {
		$popup = $this->popup();
		$this->assertSame(
			array( "popup:$popup" => 'Counted' ),
			\Vitrine\Rest\Insights\ReportRoute::labels( array( array( 'entity' => "popup:$popup" ), array( 'entity' => 'consent:banner' ) ) )
		);
	}

	/** @return array<string, array{0: mixed, 1: string}> */
	public static function bad_input(): array {
		$ok = array( 'entity' => 'offcanvas:menu', 'event' => 'impression' );
		return array(
			'no events'             => array( array(), 'events' ),
			'not a list'            => array( 'impression', 'events' ),
			'21 events'             => array( array_fill( 0, 21, $ok ), 'events' ),
			'unknown kind'          => array( array( array( 'entity' => 'user:1', 'event' => 'impression' ) ), 'entity' ),
			'entity with markup'    => array( array( array( 'entity' => 'popup:<b>', 'event' => 'impression' ) ), 'entity' ),
			'the flush marker'      => array( array( array( 'entity' => CounterStore::MARKER, 'event' => 'impression' ) ), 'entity' ),
			'unknown event'         => array( array( array( 'entity' => 'popup:1', 'event' => 'purchase' ) ), 'event' ),
			'missing event'         => array( array( array( 'entity' => 'popup:1' ) ), 'event' ),
			'variant too long'      => array( array( $ok + array( 'variant' => str_repeat( 'b', 13 ) ) ), 'variant' ),
			'dimension with spaces' => array( array( $ok + array( 'dimension' => 'a b' ) ), 'dimension' ),
			'an extra field'        => array( array( $ok + array( 'ip' => '203.0.113.5' ) ), 'ip' ),
		);
	}

	/** @dataProvider bad_input */
	public function test_bad_input_is_refused_with_400_naming_the_field( mixed $events, string $field ): void {
		$response = $this->beacon( $events );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $field, wp_json_encode( $response->get_data() ) );
	}

	public function test_the_route_takes_no_get_and_counts_nothing_when_insights_are_off(): void {
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/insights/events', array( 'events' => array( array( 'entity' => 'bar:x', 'event' => 'impression' ) ) ) )->get_status() );
		update_option( Settings::OPTION, Settings::sanitize( array( 'consent' => 'exempt' ) ) );
		$response = $this->beacon( array( array( 'entity' => 'bar:off', 'event' => 'impression' ) ) );
		$this->assertSame( 0, $response->get_data()['counted'] );
		$this->assertSame( array(), $this->counts( 'bar:off' ) );
	}

	public function test_the_report_is_for_site_owners_and_checks_its_range(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/vitrine/v1/insights/report' )->get_status() );
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/insights/report' )->get_status() );
		$this->login_as( 'administrator' );
		CounterStore::add( array( array( 'day' => '2026-01-05', 'entity' => 'bar:report', 'variant' => '', 'event' => 'impression', 'dimension' => '', 'count' => 2 ) ) );
		$answer = $this->rest( 'GET', '/vitrine/v1/insights/report', array( 'from' => '2026-01-01', 'to' => '2026-01-31', 'entity' => 'bar:report' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( array( array( 'day' => '2026-01-05', 'entity' => 'bar:report', 'variant' => '', 'event' => 'impression', 'dimension' => '', 'count' => 2 ) ), $answer->get_data()['rows'] );
		foreach ( array( array( 'from' => '2026-02-30' ), array( 'from' => '2026-02-01', 'to' => '2026-01-01' ), array( 'to' => 'today' ), array( 'entity' => 'popup:1 OR 1' ) ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/insights/report', $bad )->get_status(), wp_json_encode( $bad ) );
		}
	}

	public function test_settings_are_sanitized(): void {
		$this->assertSame( array( 'enabled' => true, 'consent' => 'exempt', 'retention_days' => 395 ), Settings::all() );
		$this->assertSame( array( 'enabled' => true, 'consent' => 'exempt', 'retention_days' => 3650 ), Settings::sanitize( array( 'enabled' => '1', 'consent' => 'sell', 'retention_days' => '99999' ) ) );
		$this->assertSame( 'statistics', Settings::sanitize( array( 'consent' => 'statistics' ) )['consent'] );
	}

	public function test_retention_purges_old_days(): void {
		$old = array( 'day' => wp_date( 'Y-m-d', time() - 40 * DAY_IN_SECONDS ), 'entity' => 'bar:retention', 'variant' => '', 'event' => 'impression', 'dimension' => '', 'count' => 3 );
		$this->assertTrue( CounterStore::add( array( $old, array_merge( $old, array( 'day' => wp_date( 'Y-m-d' ) ) ), array_merge( $old, array( 'day' => wp_date( 'Y-m-d' ) ) ) ) ) );
		$this->assertSame( 1, ( new CounterStore() )->purge( 30 ) );
		$this->assertSame( array( '|impression|' => 6 ), $this->counts( 'bar:retention' ), 'same keys in one batch are summed' );
	}

	/**
	 * 200 concurrent beacons (40 on SQLite) of 3 events each against the running site (its PHP workers), each from
	 * its own address (a trusted proxy's X-Forwarded-For, so the per-address limit is not what is
	 * tested): every event is counted once. With Redis the buffer is flushed while half of them
	 * are still arriving, then once more at the end. The test transaction is closed first so the
	 * site's writes are visible here.
	 */
	public function test_200_concurrent_beacons_are_all_counted_once(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$entity   = 'offcanvas:load-' . strtolower( wp_generate_password( 8, false ) );
		$security = get_option( 'vitrine_security' );
		update_option( 'vitrine_security', array( 'proxy_header' => 'x-forwarded-for', 'trusted_proxies' => array( '127.0.0.1', '::1' ) ) );
		// SQLite (the dev site, four php -S workers) serialises every write: 40 beacons show the
		// same there in a tenth of the time; MariaDB gets the issue's 200.
		$count   = defined( 'VITRINE_DB_MODE' ) && 'sqlite' === VITRINE_DB_MODE ? 40 : 200;
		$buffer  = null !== Buffer::redis();
		$flushed = 0;
		try {
			$multi = curl_multi_init();
			// All are queued at once; 24 connections (three per PHP-FPM child) are open at a time, so
			// on a busy machine no beacon waits in the server's queue past nginx's 60 s timeout.
			curl_multi_setopt( $multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, 24 );
			$handles = array();
			for ( $i = 1; $i <= $count; $i++ ) {
				$handle = curl_init( home_url( '/wp-json/vitrine/v1/insights/events' ) );
				curl_setopt_array(
					$handle,
					array(
						CURLOPT_POST           => true,
						CURLOPT_POSTFIELDS     => http_build_query(
							array(
								'events' => array(
									array( 'entity' => $entity, 'event' => 'impression' ),
									array( 'entity' => $entity, 'event' => 'conversion', 'dimension' => 'link' ),
									array( 'entity' => $entity, 'event' => 'impression' ),
								),
							)
						),
						CURLOPT_HTTPHEADER     => array( 'X-Forwarded-For: 198.51.' . intdiv( $i, 250 ) . '.' . ( $i % 250 ) ),
						CURLOPT_RETURNTRANSFER => true,
						CURLOPT_TIMEOUT        => 120,
					)
				);
				curl_multi_add_handle( $multi, $handle );
				$handles[] = $handle;
			}
			$done = 0;
			do {
				curl_multi_exec( $multi, $running );
				curl_multi_select( $multi, 1.0 );
				while ( curl_multi_info_read( $multi ) ) {
					++$done;
				}
				if ( $buffer && 0 === $flushed && $done >= $count / 2 ) {
					$flushed = Buffer::flush(); // Mid-load: beacons keep arriving while it claims.
				}
			} while ( $running > 0 );
			$statuses = array_map( static fn( $h ) => curl_getinfo( $h, CURLINFO_HTTP_CODE ), $handles );
			$this->assertSame( array_fill( 0, $count, 200 ), $statuses );
			if ( $buffer ) {
				$this->assertGreaterThan( 0, $flushed, 'the mid-load flush moved counts' );
				Buffer::flush();
				$this->assertSame( 0, (int) Buffer::redis()->exists( Buffer::key( 'live' ) ), 'nothing left in Redis' );
				$this->assertSame( array(), (array) Buffer::redis()->sMembers( Buffer::key( 'claims' ) ), 'no claim left' );
			}
			$this->assertSame( array( '|conversion|link' => $count, '|impression|' => 2 * $count ), $this->counts( $entity ), $buffer ? 'sent = counted, through Redis' : 'sent = counted, straight upserts (no Redis object cache here)' );
		} finally {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . CounterStore::table() . ' WHERE entity = %s', $entity ) ); // phpcs:ignore
			update_option( 'vitrine_security', $security );
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}

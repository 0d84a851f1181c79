<?php
/**
 * Popup A/B tests (docs/popups.md, "A/B tests"; docs/insights.md for the maths): the Wilson
 * interval and the probability of beating the control against known values, the variant storage,
 * the routes (editors only, schema'd, 4xx on bad input), the results read from the counters, the
 * markup that carries every variant, and applying the winner.
 */

namespace Vitrine\Tests;

use Vitrine\Insights\CounterStore;
use Vitrine\Popups\AbStats;
use Vitrine\Popups\AbTest;
use Vitrine\Popups\Locations;
use Vitrine\Popups\Output;
use Vitrine\Popups\PostType;

final class PopupAbTestTest extends TestCase {
	private function popup(): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'    => PostType::NAME,
				'post_status'  => 'publish',
				'post_title'   => 'Spring offer',
				'post_content' => '<!-- wp:paragraph --><p>Offer A</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $id, PostType::SETTINGS_KEY, array( 'avoid_multiple_popups' => true, 'close_button_delay' => 0 ) );
		update_post_meta( $id, PostType::LOCATION_KEY, array( 'scope' => 'site' ) );
		return $id;
	}

	private function call( string $method, string $path, array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/vitrine/v1' . $path );
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	private function editor(): void {
		wp_set_current_user( (int) self::factory_user( 'editor' ) );
	}

	private static function factory_user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => $role . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}

	public function test_the_wilson_interval_matches_known_values(): void {
		list( $low, $high ) = AbStats::wilson( 10, 100 );
		$this->assertEqualsWithDelta( 0.05523, $low, 0.00001 );
		$this->assertEqualsWithDelta( 0.17437, $high, 0.00001 );
		list( $low, $high ) = AbStats::wilson( 0, 10 );
		$this->assertSame( 0.0, $low );
		$this->assertEqualsWithDelta( 0.27753, $high, 0.00001 );
		list( $low, $high ) = AbStats::wilson( 50, 50 );
		$this->assertEqualsWithDelta( 0.92865, $low, 0.00001 );
		$this->assertSame( 1.0, $high );
		$this->assertSame( array( 0.0, 0.0 ), AbStats::wilson( 0, 0 ) );
	}

	public function test_the_probability_of_beating_the_control(): void {
		$this->assertEqualsWithDelta( 0.975, AbStats::normal_cdf( AbStats::Z95 ), 0.0000002 );
		$this->assertEqualsWithDelta( 0.5, AbStats::normal_cdf( 0.0 ), 0.0000002 );
		// Beta(11, 91) against Beta(21, 81): exactly 0.9753 (2·10⁶ draws: 0.97526); the normal
		// approximation is within 0.001.
		$this->assertEqualsWithDelta( 0.9753, AbStats::probability_beats( 10, 100, 20, 100 ), 0.001 );
		$this->assertEqualsWithDelta( 0.0247, AbStats::probability_beats( 20, 100, 10, 100 ), 0.001 );
		$this->assertEqualsWithDelta( 0.5, AbStats::probability_beats( 7, 40, 7, 40 ), 0.000001 );
		$this->assertEqualsWithDelta( 0.5, AbStats::probability_beats( 0, 0, 0, 0 ), 0.000001 );
	}

	public function test_only_editors_of_the_popup_reach_the_routes_and_bad_input_gets_a_400(): void {
		$popup = $this->popup();
		$this->assertSame( 401, $this->call( 'GET', "/popups/$popup/abtest" )->get_status() );
		wp_set_current_user( self::factory_user( 'subscriber' ) );
		$this->assertSame( 403, $this->call( 'POST', "/popups/$popup/abtest/variants" )->get_status() );
		$this->editor();
		$this->assertSame( 404, $this->call( 'GET', '/popups/' . ( $popup + 999 ) . '/abtest' )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', "/popups/$popup/abtest/weights", array( 'weights' => array( 'a' => 101 ) ) )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', "/popups/$popup/abtest/weights", array( 'weights' => array( 'b' => 10 ) ) )->get_status() ); // No variant b yet.
		$this->assertSame( 400, $this->call( 'POST', "/popups/$popup/abtest/apply", array( 'winner' => 'z' ) )->get_status() );
		$this->assertSame( 400, $this->call( 'POST', "/popups/$popup/abtest/apply", array( 'winner' => 'a' ) )->get_status() ); // No test runs.
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Not a popup' ) );
		$this->assertSame( 404, $this->call( 'GET', "/popups/$page/abtest" )->get_status() );
	}

	public function test_a_variant_is_a_child_copy_and_the_results_come_from_the_counters(): void {
		$popup = $this->popup();
		$this->editor();
		$answer = $this->call( 'POST', "/popups/$popup/abtest/variants" );
		$this->assertSame( 201, $answer->get_status() );
		$variants = AbTest::variants( $popup );
		$this->assertSame( array( 'b' ), array_keys( $variants ) );
		$b = $variants['b'];
		$this->assertSame( $popup, (int) $b->post_parent );
		$this->assertSame( 'publish', $b->post_status );
		$this->assertStringContainsString( 'Offer A', $b->post_content );
		$this->assertSame( $popup, AbTest::control_of( $b->ID ) );
		$this->assertSame( 400, $this->call( 'GET', "/popups/{$b->ID}/abtest" )->get_status() ); // A variant is not a test.
		$this->assertNotContains( $b->ID, Locations::published() ); // It prints with its control only.

		$day = wp_date( 'Y-m-d' );
		$row = static fn( string $variant, string $event, int $count ) => array(
			'day'       => $day,
			'entity'    => "popup:$popup",
			'variant'   => $variant,
			'event'     => $event,
			'dimension' => '',
			'count'     => $count,
		);
		CounterStore::add( array( $row( 'a', 'impression', 100 ), $row( 'a', 'conversion', 10 ), $row( 'b', 'impression', 100 ), $row( 'b', 'conversion', 20 ), $row( '', 'impression', 7 ) ) );
		$this->assertSame( 200, $this->call( 'POST', "/popups/$popup/abtest/weights", array( 'weights' => array( 'b' => 30 ) ) )->get_status() );
		$data = $this->call( 'GET', "/popups/$popup/abtest" )->get_data();
		$this->assertTrue( $data['running'] );
		$this->assertSame( $day, $data['started'] );
		$this->assertSame( 'b', $data['leader'] );
		list( $a, $bb ) = $data['variants'];
		$this->assertSame( array( 'a', 50, 100, 10, null ), array( $a['variant'], $a['weight'], $a['impressions'], $a['conversions'], $a['beats_control'] ) );
		$this->assertSame( array( 'b', 30, 100, 20 ), array( $bb['variant'], $bb['weight'], $bb['impressions'], $bb['conversions'] ) );
		$this->assertEqualsWithDelta( 0.2, $bb['rate'], 1e-9 );
		$this->assertEqualsWithDelta( 0.9753, $bb['beats_control'], 0.001 );
		$this->assertEqualsWithDelta( 0.05523, $a['rate_low'], 0.00001 );
	}

	public function test_the_page_carries_every_variant_with_the_controls_shared_settings(): void {
		$popup = $this->popup();
		$b     = AbTest::add_variant( $popup );
		wp_update_post( array( 'ID' => $b->ID, 'post_content' => '<!-- wp:paragraph --><p>Offer B</p><!-- /wp:paragraph -->' ) );
		update_post_meta( $b->ID, PostType::SETTINGS_KEY, array( 'avoid_multiple_popups' => false, 'close_button_delay' => 3 ) );
		$html = Output::render_test( get_post( $popup ) );
		$this->assertStringContainsString( sprintf( 'id="vitrine-popup-%d" ', $popup ), $html );
		$this->assertStringContainsString( sprintf( 'id="vitrine-popup-%d-b" ', $popup ), $html );
		$this->assertSame( 2, substr_count( $html, sprintf( 'data-popup-id="%d"', $popup ) ) );
		$this->assertStringContainsString( 'data-variant="a" data-weight="50"', $html );
		$this->assertStringContainsString( 'data-variant="b" data-weight="50"', $html );
		$this->assertStringContainsString( 'Offer B', $html );
		$this->assertStringNotContainsString( 'variant B', $html ); // Named as the control for visitors.
		preg_match_all( '/data-settings="([^"]*)"/', $html, $found );
		$b_settings = json_decode( html_entity_decode( $found[1][1] ), true );
		$this->assertTrue( $b_settings['avoid_multiple_popups'] ); // The control's, for the whole test.
		$this->assertSame( 3, $b_settings['close_button_delay'] ); // Its own display.
	}

	public function test_applying_the_winner_replaces_the_control_and_ends_the_test(): void {
		$popup = $this->popup();
		$this->editor();
		$this->call( 'POST', "/popups/$popup/abtest/variants" );
		$this->call( 'POST', "/popups/$popup/abtest/variants" );
		$variants = AbTest::variants( $popup );
		$this->assertSame( array( 'b', 'c' ), array_keys( $variants ) );
		wp_update_post( array( 'ID' => $variants['c']->ID, 'post_content' => '<!-- wp:paragraph --><p>Offer C</p><!-- /wp:paragraph -->' ) );
		update_post_meta( $variants['c']->ID, PostType::SETTINGS_KEY, array( 'avoid_multiple_popups' => false, 'close_button_delay' => 4 ) );
		$answer = $this->call( 'POST', "/popups/$popup/abtest/apply", array( 'winner' => 'c' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertFalse( $answer->get_data()['running'] );
		$this->assertStringContainsString( 'Offer C', get_post( $popup )->post_content );
		$settings = PostType::settings( $popup );
		$this->assertSame( 4, $settings['close_button_delay'] );
		$this->assertTrue( $settings['avoid_multiple_popups'] );
		$this->assertSame( 'trash', get_post_status( $variants['b']->ID ) );
		$this->assertSame( 'trash', get_post_status( $variants['c']->ID ) );
		$this->assertSame( array(), AbTest::variants( $popup ) );
		$this->assertSame( '', get_post_meta( $popup, AbTest::TEST_KEY, true ) );
	}

	/** Rows as AbResults::compare returns them, for the winner rule. */
	private static function rows( array $counts, array $weights = array() ): array {
		$rows = array();
		foreach ( $counts as $letter => list( $impressions, $conversions ) ) {
			$rows[] = array(
				'variant'     => $letter,
				'weight'      => $weights[ $letter ] ?? 50,
				'impressions' => $impressions,
				'conversions' => $conversions,
			);
		}
		return \Vitrine\Popups\AbResults::compare( $rows );
	}

	public function test_a_winner_is_offered_only_after_the_minimum_sample_and_95_percent(): void {
		$this->assertSame( 100, AbStats::MIN_IMPRESSIONS );
		// 10/100 against 20/100: P(B beats A) 0.975, both at 100 impressions: B.
		$this->assertSame( 'b', AbStats::winner( self::rows( array( 'a' => array( 100, 10 ), 'b' => array( 100, 20 ) ) ) ) );
		// The same rates one impression short of the sample: no winner yet, one impression needed.
		$short = self::rows( array( 'a' => array( 100, 10 ), 'b' => array( 99, 20 ) ) );
		$this->assertSame( '', AbStats::winner( $short ) );
		$this->assertSame( 1, AbStats::impressions_needed( $short ) );
		// Enough impressions but not sure enough (11/100 against 10/100): no winner.
		$this->assertSame( '', AbStats::winner( self::rows( array( 'a' => array( 100, 10 ), 'b' => array( 100, 11 ) ) ) ) );
		// Every variant surely worse than the control: the control wins.
		$this->assertSame( 'a', AbStats::winner( self::rows( array( 'a' => array( 200, 40 ), 'b' => array( 200, 10 ), 'c' => array( 200, 12 ) ) ) ) );
		// Of two sure winners, the surer one; a paused variant (weight 0) needs no sample.
		$this->assertSame( 'c', AbStats::winner( self::rows( array( 'a' => array( 300, 15 ), 'b' => array( 300, 30 ), 'c' => array( 300, 45 ), 'd' => array( 3, 0 ) ), array( 'd' => 0 ) ) ) );
		$this->assertSame( '', AbStats::winner( self::rows( array( 'a' => array( 300, 15 ) ) ) ), 'no test, no winner' );
	}

	public function test_stopping_without_a_winner_keeps_the_control_and_the_results(): void {
		$popup = $this->popup();
		$this->editor();
		$this->assertSame( 400, $this->call( 'POST', "/popups/$popup/abtest/stop" )->get_status(), 'no test to stop' );
		$this->call( 'POST', "/popups/$popup/abtest/variants" );
		$b = AbTest::variants( $popup )['b'];
		wp_update_post( array( 'ID' => $b->ID, 'post_content' => '<!-- wp:paragraph --><p>Offer B</p><!-- /wp:paragraph -->' ) );
		$day     = wp_date( 'Y-m-d' );
		$row     = static fn( string $variant, string $event, int $count ) => array( 'day' => $day, 'entity' => "popup:$popup", 'variant' => $variant, 'event' => $event, 'dimension' => '', 'count' => $count );
		CounterStore::add( array( $row( 'a', 'impression', 40 ), $row( 'a', 'conversion', 4 ), $row( 'b', 'impression', 38 ), $row( 'b', 'conversion', 6 ) ) );
		$running = $this->call( 'GET', "/popups/$popup/abtest" )->get_data();
		$this->assertSame( '', $running['winner'], 'under 100 impressions each: nothing to apply yet' );
		$this->assertSame( 62, $running['impressions_needed'] );
		$this->assertStringContainsString( 'Running since ' . $day, \Vitrine\Popups\AbColumn::text( $popup ) );
		$this->assertStringContainsString( 'Weights: A 50 · B 50', \Vitrine\Popups\AbColumn::text( $popup ) );
		$this->assertSame( 'Variant B of “Spring offer”', \Vitrine\Popups\AbColumn::text( $b->ID ) );

		$subscriber = self::factory_user( 'subscriber' );
		wp_set_current_user( $subscriber );
		$this->assertSame( 403, $this->call( 'POST', "/popups/$popup/abtest/stop" )->get_status() );
		$this->editor();
		$answer = $this->call( 'POST', "/popups/$popup/abtest/stop" );
		$this->assertSame( 200, $answer->get_status() );
		$data = $answer->get_data();
		$this->assertFalse( $data['running'] );
		$this->assertStringContainsString( 'Offer A', get_post( $popup )->post_content, 'the control stays as it was' );
		$this->assertSame( 'trash', get_post_status( $b->ID ) );
		$this->assertSame( '', get_post_meta( $popup, AbTest::TEST_KEY, true ) );
		$this->assertSame( 'stopped', $data['last']['outcome'] );
		$this->assertSame( $day, $data['last']['started'] );
		$this->assertSame(
			array( 'a:40/4', 'b:38/6' ),
			array_map( static fn( array $r ): string => $r['variant'] . ':' . $r['impressions'] . '/' . $r['conversions'], $data['last']['variants'] )
		);
		$this->assertSame( 'Stopped without a winner on ' . $day, \Vitrine\Popups\AbColumn::text( $popup ) );
		$this->assertSame(
			'applied', ( function () use ( $popup ) {
				$this->call( 'POST', "/popups/$popup/abtest/variants" );
				$this->call( 'POST', "/popups/$popup/abtest/apply", array( 'winner' => 'b' ) );
				return AbTest::last( $popup )['outcome'] ?? '';
			} )()
		);
	}
}

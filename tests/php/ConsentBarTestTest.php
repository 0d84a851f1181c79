<?php
/**
 * The A/B test of the consent bar (docs/consent.md, "A/B test of the bar"): what the settings
 * accept (at most three variants, lettered in order; no variant can hide reject or leave it
 * without words), the page's markup (every variant, hidden, the same bytes for every visitor,
 * each id once), the weights the browser draws from, and the beacon route taking `consent:bar`.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\Declaration;
use Vitrine\Consent\FirstLayer;
use Vitrine\Consent\Gate;
use Vitrine\Consent\Options;

final class ConsentBarTestTest extends TestCase {
	private function variant( array $fields = array() ): array {
		return array_replace(
			array(
				'weight'        => 30,
				'cookie_bar_as' => 'popup',
				'title'         => 'Your privacy, your choice',
			),
			$fields
		);
	}

	public function test_the_sanitizer_keeps_three_variants_and_never_an_empty_reject(): void {
		$saved = Options::sanitize(
			array(
				'bar_test' => array(
					'control_weight' => 40,
					'variants'       => array(
						$this->variant( array( 'reject' => '   ', 'accept' => 'Yes please' ) ),
						$this->variant( array( 'cookie_bar_as' => 'widget', 'reject' => '<b>No</b> thanks' ) ),
					),
				),
			)
		);
		$test  = $saved['bar_test'];
		$this->assertSame( 40, $test['control_weight'] );
		$this->assertCount( 2, $test['variants'] );
		$this->assertSame( wp_date( 'Y-m-d' ), $test['started'], 'the test starts the day its first variant is saved' );
		$this->assertSame( '', $test['variants'][0]['reject'], 'spaces only: the control\'s label' );
		$this->assertSame( 'No thanks', $test['variants'][1]['reject'] );

		$markup = FirstLayer::markup( array_replace( Options::get(), $saved ) );
		preg_match_all( '#data-vitrine-consent-do="reject">([^<]*)</button>#', $markup, $rejects );
		$this->assertSame( array( 'Reject', 'Reject', 'No thanks' ), $rejects[1], 'every variant has a reject button with words' );
		preg_match_all( '#data-vitrine-consent-do="accept">([^<]*)</button>#', $markup, $accepts );
		$this->assertSame( array( 'Accept all', 'Yes please', 'Accept all' ), $accepts[1] );

		// A REST save is checked against the schema: a fourth variant, a longer reject label or a
		// field that would style or hide a button is refused with a message.
		$schema = Options::schema();
		$four   = array( 'bar_test' => array( 'variants' => array( $this->variant(), $this->variant(), $this->variant(), $this->variant() ) ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( $four, $schema, 'vitrine_consent' ) );
		$hide = array( 'bar_test' => array( 'variants' => array( $this->variant( array( 'reject_hidden' => true ) ) ) ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( $hide, $schema, 'vitrine_consent' ) );
		$colour = array( 'bar_test' => array( 'variants' => array( $this->variant( array( 'reject_colour' => '#ffffff' ) ) ) ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( $colour, $schema, 'vitrine_consent' ) );
		$long = array( 'bar_test' => array( 'variants' => array( $this->variant( array( 'reject' => str_repeat( 'x', 41 ) ) ) ) ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( $long, $schema, 'vitrine_consent' ) );

		$ended = Options::sanitize( array_replace( $saved, array( 'bar_test' => array_replace( $test, array( 'variants' => array() ) ) ) ) );
		$this->assertSame( '', $ended['bar_test']['started'], 'removing every variant ends the test' );
	}

	public function test_the_page_prints_every_variant_hidden_with_each_id_once(): void {
		$s             = Options::get();
		$s['bar_test'] = Options::sanitize(
			array(
				'bar_test' => array(
					'control_weight' => 50,
					'variants'       => array( $this->variant(), $this->variant( array( 'cookie_bar_as' => 'widget', 'widget_position' => 'right', 'weight' => 0 ) ) ),
				),
			)
		)['bar_test'];
		$markup        = FirstLayer::markup( $s );
		$this->assertSame( 3, substr_count( $markup, 'data-vitrine-consent-layer data-vitrine-consent-variant=' ) );
		$this->assertSame( 3, substr_count( $markup, ' hidden>' ) );
		foreach ( array( 'a' => 'is-banner', 'b' => 'is-popup', 'c' => 'is-widget is-bottom is-right' ) as $key => $class ) {
			$this->assertMatchesRegularExpression( '#data-vitrine-consent-variant="' . $key . '" hidden>.*?class="vitrine-consent-bar ' . $class . '#s', $markup );
		}
		preg_match_all( '# id="([^"]+)"#', $markup, $ids );
		$this->assertSame( $ids[1], array_unique( $ids[1] ), 'each id once' );
		$this->assertStringContainsString( 'id="cookie-law-info-bar-b"', $markup );

		$this->assertSame(
			array(
				array( 'key' => 'a', 'weight' => 50 ),
				array( 'key' => 'b', 'weight' => 30 ),
				array( 'key' => 'c', 'weight' => 0 ),
			),
			Gate::bar_test( $s )
		);
		$this->assertSame( array(), Gate::bar_test( Options::get() ), 'no test, nothing printed' );
		$this->assertStringNotContainsString( 'data-vitrine-consent-variant', FirstLayer::markup( Options::get() ) );

		$names = array_column( Declaration::own( $s ), 'type', 'name' );
		$this->assertSame( 'localStorage', $names['vitrine-consent-variant'] ?? '', 'the storage key is declared while a test runs' );
		$this->assertArrayNotHasKey( 'vitrine-consent-variant', array_column( Declaration::own( Options::get() ), 'type', 'name' ) );
	}

	public function test_the_beacon_route_counts_the_bar_under_test_with_its_variant(): void {
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/insights/events' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params(
			array(
				'events' => array(
					array( 'entity' => 'consent:bar', 'event' => 'impression', 'variant' => 'b', 'dimension' => 'gdpr' ),
					array( 'entity' => 'consent:bar', 'event' => 'reject_all', 'variant' => 'b', 'dimension' => 'gdpr' ),
				),
			)
		);
		$before   = $this->counts();
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$after = $this->counts();
		$this->assertSame( ( $before['b|impression'] ?? 0 ) + 1, $after['b|impression'] ?? 0 );
		$this->assertSame( ( $before['b|reject_all'] ?? 0 ) + 1, $after['b|reject_all'] ?? 0 );
	}

	/** Today's counts of `consent:bar` as "variant|event" => count. */
	private function counts(): array {
		\Vitrine\Insights\Buffer::flush();
		$counts = array();
		foreach ( \Vitrine\Insights\CounterStore::rows( wp_date( 'Y-m-d' ), wp_date( 'Y-m-d' ), 'consent:bar' ) as $row ) {
			if ( 'consent:bar' === $row['entity'] ) {
				$key            = $row['variant'] . '|' . $row['event'];
				$counts[ $key ] = ( $counts[ $key ] ?? 0 ) + (int) $row['count'];
			}
		}
		return $counts;
	}
}

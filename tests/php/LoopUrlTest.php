<?php
/**
 * The loop filters' URL contract on the server (docs/loop.md), run over the cases that the browser's
 * test (blocks/loop-grid/test/url-state.test.ts) runs too: tests/fixtures/rules/loop-url.json. A
 * change on one side fails the other's tests until both agree.
 */

namespace Vitrine\Tests;

use Vitrine\Loop\Query;
use Vitrine\Loop\Url;

final class LoopUrlTest extends TestCase {
	/** The shared cases, read from disk so the test holds Url to the file. */
	private static function cases( string $name ): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$cases = json_decode( (string) file_get_contents( VITRINE_DIR . '/tests/fixtures/rules/loop-url.json' ), true );
		return $cases[ $name ];
	}

	/** Cases keyed by a readable name, for PHPUnit's data providers. */
	private static function provide( string $name, string $label ): array {
		$provided = array();
		foreach ( self::cases( $name ) as $case ) {
			$provided[ $name . ' ' . $case[ $label ] ] = array( $case );
		}
		return $provided;
	}

	public function test_parameters_are_named_after_the_grid(): void {
		foreach ( self::cases( 'keys' ) as $case ) {
			$this->assertSame( $case['filterKey'], Url::filter_key( $case['widgetId'], $case['taxonomy'] ) );
			$this->assertSame( $case['pageKey'], Url::page_key( $case['widgetId'] ) );
		}
	}

	public function test_widget_ids_are_told_from_anything_else(): void {
		$ids = self::cases( 'widgetIds' );
		$this->assertSame( $ids['valid'], array_values( array_filter( $ids['valid'], array( Url::class, 'is_widget_id' ) ) ) );
		$this->assertSame( array(), array_values( array_filter( $ids['invalid'], array( Url::class, 'is_widget_id' ) ) ) );
	}

	public static function decode_cases(): array {
		return self::provide( 'decode', 'raw' );
	}

	/** @dataProvider decode_cases */
	public function test_filter_values_are_read( array $case ): void {
		$filter = Url::decode( $case['raw'] );
		$this->assertSame( $case['filter'], $filter );
		if ( null !== $filter ) {
			$this->assertSame( $case['operator'], Query::operator( $filter ) );
		}
	}

	public function test_filter_values_are_written_and_read_back(): void {
		foreach ( self::cases( 'encode' ) as $case ) {
			$this->assertSame( $case['raw'], Url::encode( $case['filter'] ), wp_json_encode( $case['filter'] ) );
		}
		foreach ( self::cases( 'roundTrip' ) as $raw ) {
			$this->assertSame( $raw, Url::encode( Url::decode( $raw ) ) );
		}
	}

	public static function read_filters_cases(): array {
		return self::provide( 'readFilters', 'query' );
	}

	/** @dataProvider read_filters_cases */
	public function test_a_grids_filters_are_read_from_the_query( array $case ): void {
		$this->assertSame( $case['filters'], Url::read_filters( $case['query'], $case['widgetId'] ) );
	}

	public function test_a_grids_page_is_read_from_the_query(): void {
		foreach ( self::cases( 'readPage' ) as $case ) {
			$this->assertSame( $case['page'], Url::read_page( $case['query'], $case['widgetId'] ), $case['query'] );
		}
	}

	public function test_the_base_url_loses_page_paged_and_the_grids_own_parameters(): void {
		foreach ( self::cases( 'base' ) as $case ) {
			$this->assertSame( $case['base'], Url::base( $case['url'], $case['widgetId'] ), $case['url'] );
		}
	}

	public function test_links_add_the_filters_then_the_page(): void {
		foreach ( self::cases( 'link' ) as $case ) {
			$this->assertSame( $case['url'], Url::link( $case['base'], $case['widgetId'], $case['filters'], $case['page'] ) );
		}
	}

	public function test_the_refresh_route_takes_the_same_widget_ids(): void {
		$ids     = self::cases( 'widgetIds' );
		$refresh = fn( $id ) => $this->rest( 'POST', '/vitrine/v1/refresh-loop', array( 'post_id' => PHP_INT_MAX, 'widget_id' => $id, 'pagination_base_url' => home_url( '/' ) ) );
		// A null widget id is a missing one to the REST server (rest_missing_callback_param).
		foreach ( array_filter( $ids['invalid'], static fn( $id ): bool => null !== $id ) as $bad ) {
			$this->assertSame( 'rest_invalid_param', $refresh( $bad )->get_data()['code'], wp_json_encode( $bad ) );
		}
		foreach ( $ids['valid'] as $good ) {
			$this->assertSame( 'vitrine_loop_no_post', $refresh( $good )->get_data()['code'], $good . ' passes the schema' );
		}
	}
}

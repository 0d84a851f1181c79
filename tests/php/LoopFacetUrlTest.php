<?php
/**
 * The meta, range, search and sort parameters of the loop filters' URL contract on the server
 * (docs/loop.md), run over the cases blocks/loop-grid/test/facet-state.test.ts runs in the browser:
 * tests/fixtures/rules/loop-url.json.
 */

namespace Vitrine\Tests;

use Vitrine\Loop\Url;

final class LoopFacetUrlTest extends TestCase {
	private static function cases( string $name ): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$cases = json_decode( (string) file_get_contents( VITRINE_DIR . '/tests/fixtures/rules/loop-url.json' ), true );
		return $cases[ $name ];
	}

	public function test_parameters_are_named_after_the_grid(): void {
		foreach ( self::cases( 'facetKeys' ) as $case ) {
			$this->assertSame( $case['metaKey'], Url::meta_key( $case['widgetId'], $case['key'] ) );
			$this->assertSame( $case['rangeKey'], Url::range_key( $case['widgetId'], $case['key'] ) );
			$this->assertSame( $case['searchKey'], Url::search_key( $case['widgetId'] ) );
			$this->assertSame( $case['sortKey'], Url::sort_key( $case['widgetId'] ) );
			$this->assertSame( $case['saleKey'], Url::sale_key( $case['widgetId'] ) );
		}
	}

	public function test_meta_values_are_read_and_written_back(): void {
		foreach ( self::cases( 'metaValues' ) as $case ) {
			$filter = Url::decode( $case['raw'], true );
			$this->assertSame( $case['filter'], $filter, $case['raw'] );
			if ( $filter ) {
				$this->assertSame( $filter, Url::decode( Url::encode( $filter, true ), true ) );
			}
		}
	}

	public function test_ranges_are_read_and_written(): void {
		foreach ( self::cases( 'ranges' ) as $case ) {
			$range = Url::decode_range( $case['raw'] );
			$this->assertSame( $case['range'], $range, $case['raw'] );
			if ( $range ) {
				$this->assertSame( $case['written'], Url::encode_range( $range ) );
			}
		}
		$this->assertSame( '', Url::encode_range( array( 'min' => null, 'max' => null ) ) );
	}

	public function test_searches_are_read_and_written(): void {
		foreach ( self::cases( 'searches' ) as $case ) {
			$this->assertSame( $case['text'], Url::decode_search( $case['raw'] ), $case['raw'] );
			$this->assertSame( $case['written'], Url::encode_search( $case['text'] ), $case['text'] );
		}
	}

	public function test_sorts_are_read(): void {
		foreach ( self::cases( 'sorts' ) as $case ) {
			$this->assertSame( $case['sort'], Url::decode_sort( $case['raw'] ), $case['raw'] );
		}
	}

	public function test_a_grids_state_is_read_from_the_query(): void {
		foreach ( self::cases( 'readFacets' ) as $case ) {
			$this->assertSame( $case['facets'], Url::read_facets( $case['query'], $case['widgetId'] ), $case['query'] );
		}
	}

	public function test_links_carry_every_filter_then_the_page(): void {
		foreach ( self::cases( 'facetLinks' ) as $case ) {
			$this->assertSame( $case['url'], Url::link( $case['base'], $case['widgetId'], $case['filters'], $case['page'], $case['facets'] ) );
		}
	}

	public function test_active_filters_are_counted(): void {
		foreach ( self::cases( 'activeFilters' ) as $case ) {
			$this->assertSame( $case['count'], Url::active_filters( $case['query'] ), $case['query'] );
		}
	}
}

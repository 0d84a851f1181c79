<?php
/**
 * The loop facets on the server (docs/loop.md): meta, range, search and sort through the refresh
 * route, only for keys a facet on the saved page declares, and the facet counts: one grouped query
 * per key, then the object cache until a post changes.
 */

namespace Vitrine\Tests;

use Vitrine\Loop\FacetCounts;
use Vitrine\Loop\Facets;
use Vitrine\Loop\GridSettings;

final class LoopFacetsTest extends TestCase {
	private const ROUTE = '/vitrine/v1/refresh-loop';

	private int $page_id;
	/** @var array<string, int> */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		wp_insert_term( 'VF root', 'category', array( 'slug' => 'vf-root' ) );
		// Title => color, size (a number).
		$posts = array(
			'Red small'  => array( 'red', '2' ),
			'Red large'  => array( 'red', '9' ),
			'Blue small' => array( 'blue', '3' ),
			'Green mid'  => array( 'green', '5' ),
		);
		$day   = 0;
		foreach ( $posts as $title => list( $color, $size ) ) {
			$id = wp_insert_post( array( 'post_title' => $title, 'post_status' => 'publish', 'post_date' => '2024-02-0' . ( ++$day ) . ' 10:00:00' ) );
			wp_set_object_terms( $id, array( 'vf-root' ), 'category' );
			$this->ids[ $title ] = $id;
			update_post_meta( $id, 'color', $color );
			update_post_meta( $id, 'size', $size );
			update_post_meta( $id, '_hidden', 'secret' );
		}
		$blocks  = array(
			array( 'type' => 'choice', 'key' => 'color' ),
			array( 'type' => 'range', 'key' => 'size' ),
			array( 'type' => 'search' ),
			array( 'type' => 'sort', 'sortOptions' => array( 'size' ) ),
		);
		$content = '<!-- wp:vitrine/loop-grid ' . wp_json_encode( array( 'widgetId' => 'vf', 'taxonomy' => 'category', 'terms' => array( 'vf-root' ), 'perPage' => 10 ) ) . ' /-->';
		foreach ( $blocks as $block ) {
			$content .= '<!-- wp:vitrine/loop-facet ' . wp_json_encode( array( 'targetWidgetId' => 'vf' ) + $block ) . ' /-->';
		}
		$this->page_id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Facet test page', 'post_content' => $content ) );
	}

	/** The titles the route answers for these widget_filters, in order. */
	private function titles( array $widget_filters ): array {
		$response = $this->rest( 'POST', self::ROUTE, array( 'post_id' => $this->page_id, 'widget_id' => 'vf', 'pagination_base_url' => home_url( '/' ), 'widget_filters' => $widget_filters ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		preg_match_all( '#vitrine-loop-card__title"><a [^>]*>([^<]+)#', $response->get_data()['data'], $match );
		return $match[1];
	}

	public function test_meta_range_search_and_sort_narrow_and_order_the_grid(): void {
		$color = static fn( array $values, string $join = 'OR', bool $exclude = false ): array => array( 'filterType' => 'meta', 'filterData' => array( 'key' => 'color', 'values' => $values, 'logicalJoin' => $join ) + ( $exclude ? array( 'exclude' => true ) : array() ) );
		$size  = static fn( $min, $max ): array => array( 'filterType' => 'range', 'filterData' => array( 'key' => 'size', 'min' => $min, 'max' => $max ) );
		$this->assertSame( array( 'Red large', 'Red small' ), $this->titles( array( 'c' => $color( array( 'red' ) ) ) ) );
		$this->assertSame( array( 'Blue small', 'Red large', 'Red small' ), $this->titles( array( 'c' => $color( array( 'red', 'blue' ) ) ) ) );
		$this->assertSame( array( 'Green mid', 'Blue small' ), $this->titles( array( 'c' => $color( array( 'red' ), 'OR', true ) ) ) );
		$this->assertSame( array( 'Green mid', 'Blue small' ), $this->titles( array( 's' => $size( 3, 5 ) ) ) );
		// Numbers compare as numbers: 9 is above 10's lower bound nowhere, and above 5.
		$this->assertSame( array( 'Red large' ), $this->titles( array( 's' => $size( 6, null ) ) ) );
		$this->assertSame( array( 'Red small' ), $this->titles( array( 'c' => $color( array( 'red' ) ), 's' => $size( null, 2 ) ) ) );
		$this->assertSame( array( 'Blue small' ), $this->titles( array( 'q' => array( 'filterType' => 'search', 'filterData' => array( 'query' => 'blue' ) ) ) ) );
		$this->assertSame(
			array( 'Red large', 'Green mid', 'Blue small', 'Red small' ),
			$this->titles( array( 'o' => array( 'filterType' => 'sort', 'filterData' => array( 'key' => 'size', 'order' => 'DESC' ) ) ) )
		);
		$this->assertSame(
			array( 'Blue small', 'Green mid', 'Red large', 'Red small' ),
			$this->titles( array( 'o' => array( 'filterType' => 'sort', 'filterData' => array( 'key' => 'title', 'order' => 'ASC' ) ) ) )
		);
	}

	public function test_undeclared_keys_and_malformed_facets_are_refused(): void {
		$bad = array(
			array( 'filterType' => 'meta', 'filterData' => array( 'key' => '_hidden', 'values' => array( 'secret' ), 'logicalJoin' => 'OR' ) ),
			array( 'filterType' => 'range', 'filterData' => array( 'key' => 'color', 'min' => 1, 'max' => 2 ) ),
			array( 'filterType' => 'range', 'filterData' => array( 'key' => 'size', 'min' => 5, 'max' => 2 ) ),
			array( 'filterType' => 'range', 'filterData' => array( 'key' => 'size', 'min' => 'a', 'max' => null ) ),
			array( 'filterType' => 'meta', 'filterData' => array( 'key' => 'color', 'values' => array( '<b>' ), 'logicalJoin' => 'OR' ) ),
			array( 'filterType' => 'sort', 'filterData' => array( 'key' => '_hidden', 'order' => 'ASC' ) ),
			array( 'filterType' => 'sort', 'filterData' => array( 'key' => 'size', 'order' => 'UP' ) ),
			array( 'filterType' => 'nope', 'filterData' => array() ),
		);
		foreach ( $bad as $filter ) {
			$response = $this->rest( 'POST', self::ROUTE, array( 'post_id' => $this->page_id, 'widget_id' => 'vf', 'pagination_base_url' => home_url( '/' ), 'widget_filters' => array( 'x' => $filter ) ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $filter ) );
			$this->assertSame( 'vitrine_loop_bad_filters', $response->get_data()['code'] );
		}
		// From a URL the same keys are left out instead: the page still renders, unfiltered.
		$declared = Facets::declared( get_post( $this->page_id )->post_content, 'vf' );
		$this->assertSame( Facets::none(), Facets::lenient( \Vitrine\Loop\Url::read_facets( 'e-meta-vf-_hidden=secret&e-range-vf-color=1..2&e-sort-vf=_hidden', 'vf' ), $declared ) );
	}

	public function test_counts_take_two_queries_then_the_cache_until_a_post_changes(): void {
		global $wpdb;
		$grid   = GridSettings::from_attributes( array( 'widgetId' => 'vf', 'taxonomy' => 'category', 'terms' => array( 'vf-root' ) ) );
		$facets = Facets::none();
		// The size range leaves Red large out; the color's own selection never narrows its counts.
		$facets['range']['size'] = array( 'min' => null, 'max' => 5 );
		// The grid's own query runs first on a page and resolves its terms (cached) as every query does.
		new \WP_Query( \Vitrine\Loop\Query::args( $grid, array(), 1, $facets ) );
		$before = $wpdb->num_queries;
		$counts = FacetCounts::meta( $grid, array(), $facets, 'color' );
		$this->assertSame( 2, $wpdb->num_queries - $before, 'the values, then one grouped query for their hits' );
		$this->assertSame( array( 'blue' => 1, 'green' => 1, 'red' => 1 ), $counts );
		$before = $wpdb->num_queries;
		$this->assertSame( $counts, FacetCounts::meta( $grid, array(), $facets, 'color' ) );
		$this->assertSame( 0, $wpdb->num_queries - $before, 'the second time from the object cache' );
		// A value no post in the range has is still listed, with 0.
		$facets['range']['size'] = array( 'min' => 8, 'max' => null );
		$before                  = $wpdb->num_queries;
		$this->assertSame( array( 'blue' => 0, 'green' => 0, 'red' => 1 ), FacetCounts::meta( $grid, array(), $facets, 'color' ) );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'other filters: only the hits query (the values are cached)' );
		update_post_meta( $this->ids['Green mid'], 'size', '8' );
		$this->assertSame( array( 'blue' => 0, 'green' => 1, 'red' => 1 ), FacetCounts::meta( $grid, array(), $facets, 'color' ) );
		$this->assertSame( array( 2.0, 9.0 ), FacetCounts::bounds( $grid, 'size' ) );
	}

	public function test_the_route_answers_counts_for_the_declared_choices(): void {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'post_id'             => $this->page_id,
				'widget_id'           => 'vf',
				'pagination_base_url' => home_url( '/' ),
				'widget_filters'      => array(
					'c' => array( 'filterType' => 'meta', 'filterData' => array( 'key' => 'color', 'values' => array( 'blue' ), 'logicalJoin' => 'OR' ) ),
					's' => array( 'filterType' => 'range', 'filterData' => array( 'key' => 'size', 'min' => 3, 'max' => null ) ),
				),
			)
		);
		$this->assertEquals( array( 'color' => array( 'blue' => 1, 'green' => 1, 'red' => 1 ) ), (array) $response->get_data()['counts'] );
	}

	public function test_a_submitted_facet_form_is_redirected_to_the_canonical_query(): void {
		$cases = array(
			'e-range-g1-price-min=10&e-range-g1-price-max=50&keep=1' => '?e-range-g1-price=10..50&keep=1',
			'e-range-g1-price-min=&e-range-g1-price-max=50'         => '?e-range-g1-price=..50',
			'e-range-g1-price-min=&e-range-g1-price-max='           => '',
			'e-range-g1-price-min=abc&e-range-g1-price-max=5'       => '?e-range-g1-price=..5',
			'e-meta-g1-color=red&e-meta-g1-color=blue&e-search-g1=' => '?e-meta-g1-color=red~blue',
			'e-filter-g1-category=a%7Eb&e-sort-g1=&other='          => '?e-filter-g1-category=a~b&other',
		);
		foreach ( $cases as $query => $canonical ) {
			$this->assertSame( $canonical, \Vitrine\Loop\FormRedirect::canonical( $query ), $query );
		}
		// A canonical query, or one without the grid's fields, is left alone.
		$this->assertNull( \Vitrine\Loop\FormRedirect::canonical( 'e-range-g1-price=10..50&e-meta-g1-color=red~blue&x=' ) );
	}
}

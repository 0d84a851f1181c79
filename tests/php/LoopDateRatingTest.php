<?php
/**
 * The date range and the product rating facets (docs/loop.md, "Date range" and "Rating"): two date
 * fields over the grid's first and last day whose YYYY-MM-DD the form redirect writes as the URL's
 * YYYYMMDD, chips in the site's date format, bad days ignored; and "n stars & up" radio buttons
 * with counts from one query under the other filters.
 */

namespace Vitrine\Tests;

use Vitrine\Loop\ChipLabels;
use Vitrine\Loop\FacetCounts;
use Vitrine\Loop\Facets;
use Vitrine\Loop\FormRedirect;
use Vitrine\Loop\GridSettings;

final class LoopDateRatingTest extends TestCase {
	private const ROUTE = '/vitrine/v1/refresh-loop';

	private int $page_id;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'date_format', 'j F Y' );
		wp_insert_term( 'VD root', 'category', array( 'slug' => 'vd-root' ) );
		foreach ( array( 'First', 'Second', 'Third', 'Fourth' ) as $i => $title ) {
			$id = wp_insert_post( array( 'post_title' => 'VD ' . $title, 'post_status' => 'publish', 'post_date' => '2024-02-0' . ( $i + 1 ) . ' 10:00:00' ) );
			wp_set_object_terms( $id, array( 'vd-root' ), 'category' );
		}
		$content       = '<!-- wp:vitrine/loop-grid {"widgetId":"vd","taxonomy":"category","terms":["vd-root"],"perPage":10,"orderBy":"date","order":"ASC"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vd","type":"range","key":"date","label":"Published"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vd","type":"chips"} /-->';
		$this->page_id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Date test page', 'post_content' => $content ) );
	}

	private function refresh( int $page_id, string $widget_id, array $widget_filters ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, array( 'post_id' => $page_id, 'widget_id' => $widget_id, 'pagination_base_url' => home_url( '/' ), 'widget_filters' => $widget_filters ) );
	}

	private static function titles( string $html ): array {
		preg_match_all( '#vitrine-loop-card__title"><a [^>]*>([^<]+)#', $html, $match );
		return $match[1];
	}

	private static function cases( string $name ): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return json_decode( (string) file_get_contents( VITRINE_DIR . '/tests/fixtures/rules/loop-url.json' ), true )[ $name ];
	}

	public function test_a_date_range_keeps_the_posts_of_those_days_both_included(): void {
		$date = static fn( $min, $max ): array => array( 'd' => array( 'filterType' => 'range', 'filterData' => array( 'key' => 'date', 'min' => $min, 'max' => $max ) ) );
		$this->assertSame( array( 'VD Second', 'VD Third' ), self::titles( $this->refresh( $this->page_id, 'vd', $date( 20240202, 20240203 ) )->get_data()['data'] ) );
		$this->assertSame( array( 'VD Third', 'VD Fourth' ), self::titles( $this->refresh( $this->page_id, 'vd', $date( 20240203, null ) )->get_data()['data'] ) );
		$this->assertSame( array( 'VD First' ), self::titles( $this->refresh( $this->page_id, 'vd', $date( null, 20240201 ) )->get_data()['data'] ) );
		// A number that is no day is refused by the route, not turned into another day.
		foreach ( array( array( 20240231, null ), array( null, 2024 ), array( 20241301, null ) ) as list( $min, $max ) ) {
			$response = $this->refresh( $this->page_id, 'vd', $date( $min, $max ) );
			$this->assertSame( 400, $response->get_status(), "$min..$max" );
			$this->assertSame( 'vitrine_loop_bad_filters', $response->get_data()['code'] );
		}
	}

	public function test_the_date_facet_is_two_labelled_date_fields_over_the_data(): void {
		$html = $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vd', 'type' => 'range', 'key' => 'date', 'label' => 'Published' ), '/date-test-page/?e-range-vd-date=20240202..&utm=x', $this->page_id );
		$this->assertStringContainsString( '<legend class="vitrine-loop-facet__label">Published</legend>', $html );
		$this->assertMatchesRegularExpression( '#<label for="([^"]+)">From</label><input id="\1" type="date" name="e-range-vd-date-min" value="2024-02-02" min="2024-02-01" max="2024-02-04" data-range-end="min" data-day="#', $html );
		$this->assertMatchesRegularExpression( '#<label for="([^"]+)">To</label><input id="\1" type="date" name="e-range-vd-date-max" value="" min="2024-02-01" max="2024-02-04" data-range-end="max">#', $html );
		$this->assertStringNotContainsString( 'type="range"', $html, 'no sliders over days' );
		$this->assertStringNotContainsString( 'type="number"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="utm" value="x">', $html );
		// What the browser's chips need to say what the server's say.
		preg_match( '#data-day="([^"]+)"#', $html, $m );
		$day = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertSame( 'j F Y', $day['format'] );
		$this->assertSame( 'March', $day['names']['months'][2] );
		$this->assertSame( 'from %s', $day['from'] );
	}

	public function test_chips_say_the_days_in_the_sites_date_format_and_bad_days_are_ignored(): void {
		$chips = fn( string $query ): string => $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vd', 'type' => 'chips' ), '/date-test-page/?' . $query, $this->page_id );
		$this->assertStringContainsString( 'aria-label="Remove filter: 2 February 2024 – 3 February 2024"', $chips( 'e-range-vd-date=20240202..20240203' ) );
		$this->assertStringContainsString( 'aria-label="Remove filter: from 2 February 2024"', $chips( 'e-range-vd-date=20240202..' ) );
		update_option( 'date_format', 'F j, Y' );
		$this->assertStringContainsString( 'aria-label="Remove filter: until February 3, 2024"', $chips( 'e-range-vd-date=..20240203' ) );
		// 31 February, a month 13, letters: no chip, no filter, no notice (the test fails on one).
		foreach ( array( 'e-range-vd-date=20240231..', 'e-range-vd-date=..20241301', 'e-range-vd-date=abc..' ) as $query ) {
			$this->assertStringContainsString( '<ul class="vitrine-loop-facet__chips" role="list" aria-label="Active filters" hidden>', $chips( $query ), $query );
			$grid = GridSettings::from_attributes( parse_blocks( (string) get_post_field( 'post_content', $this->page_id ) )[0]['attrs'] );
			$this->assertCount( 4, self::titles( \Vitrine\Loop\Renderer::grid( $grid, $this->page_id, '/date-test-page/?' . $query, '' ) ), $query );
		}
	}

	public function test_a_date_forms_days_are_redirected_to_the_contracts_numbers(): void {
		$cases = array(
			'e-range-g1-date-min=2026-03-01&e-range-g1-date-max=2026-03-31&keep=1' => '?e-range-g1-date=20260301..20260331&keep=1',
			'e-range-g1-date-min=2026-03-01&e-range-g1-date-max='                  => '?e-range-g1-date=20260301..',
			'e-range-g1-date-min=&e-range-g1-date-max=2024-02-29'                  => '?e-range-g1-date=..20240229',
			'e-range-g1-date-min=2026-02-31&e-range-g1-date-max='                  => '',
			'e-range-g1-date-min=abc&e-range-g1-date-max=2026-03-31'               => '?e-range-g1-date=..20260331',
			'e-range-g1-date-min=20260301&e-range-g1-date-max=2026'                => '?e-range-g1-date=20260301..',
			// Only the `date` key takes days: a number field's YYYY-MM-DD is no number.
			'e-range-g1-price-min=2026-03-01&e-range-g1-price-max=5'               => '?e-range-g1-price=..5',
		);
		foreach ( $cases as $query => $canonical ) {
			$this->assertSame( $canonical, FormRedirect::canonical( $query ), $query );
		}
	}

	public function test_days_are_read_and_written_as_the_browser_does(): void {
		foreach ( self::cases( 'days' ) as $case ) {
			$this->assertSame( $case['day'], \Vitrine\Loop\Url::day_from_form( $case['form'] ), $case['form'] );
		}
		$names = ChipLabels::day_names(); // An English site: WP_Locale's names.
		foreach ( self::cases( 'dayLabels' ) as $case ) {
			$this->assertSame( $case['label'], ChipLabels::format_day( $case['format'], $names, $case['day'] ), $case['format'] );
			// And what WordPress itself writes for that day in that format.
			$day = (string) $case['day'];
			$at  = gmmktime( 12, 0, 0, (int) substr( $day, 4, 2 ), (int) substr( $day, 6, 2 ), (int) substr( $day, 0, 4 ) );
			$this->assertSame( $case['label'], wp_date( $case['format'], $at, new \DateTimeZone( 'UTC' ) ), $case['format'] );
		}
	}

	public function test_a_date_format_the_browser_cannot_write_falls_back_to_iso_days(): void {
		update_option( 'date_format', 'l jS \o\f F' );
		$this->assertSame( 'l jS \o\f F', ChipLabels::day_format(), 'escaped letters are written as they are' );
		update_option( 'date_format', 'U' );
		$this->assertSame( 'Y-m-d', ChipLabels::day_format() );
		$this->assertSame( 'from 2024-02-02', ChipLabels::days( array( 'min' => 20240202, 'max' => null ) ) );
	}

	/** Products rated 4.5, 4, 3.2, 2 and one never rated, in a grid with a rating and a price facet. */
	private function products(): int {
		if ( ! class_exists( 'WooCommerce' ) ) {
			$this->markTestSkipped( 'rating test skipped: ../shared/third-party/woocommerce not found, so the local site has no WooCommerce' );
		}
		wp_insert_term( 'VR root', 'product_cat', array( 'slug' => 'vr-root' ) );
		$term = get_term_by( 'slug', 'vr-root', 'product_cat' );
		foreach ( array(
			'VR best'    => array( 4.5, '10' ),
			'VR good'    => array( 4.0, '20' ),
			'VR fair'    => array( 3.2, '30' ),
			'VR poor'    => array( 2.0, '40' ),
			'VR unrated' => array( 0.0, '50' ),
		) as $name => list( $rating, $price ) ) {
			$product = new \WC_Product_Simple();
			$product->set_props(
				array(
					'name'           => $name,
					'status'         => 'publish',
					'regular_price'  => $price,
					'category_ids'   => array( $term->term_id ),
					'average_rating' => $rating,
				)
			);
			$product->save();
		}
		$content = '<!-- wp:vitrine/loop-grid {"widgetId":"vr","postType":"product","taxonomy":"product_cat","terms":["vr-root"],"perPage":10,"orderBy":"title","order":"ASC"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vr","type":"range","key":"_wc_average_rating"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vr","type":"range","key":"price"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vr","type":"chips"} /-->';
		return wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Rating test page', 'post_content' => $content ) );
	}

	public function test_rating_counts_are_one_query_under_the_other_filters(): void {
		global $wpdb;
		$this->products();
		$grid   = GridSettings::from_attributes( array( 'widgetId' => 'vr', 'postType' => 'product', 'taxonomy' => 'product_cat', 'terms' => array( 'vr-root' ) ) );
		$facets = Facets::none();
		new \WP_Query( \Vitrine\Loop\Query::args( $grid, array(), 1, $facets ) ); // The grid's own query resolves its terms first, as on a page.
		$before = $wpdb->num_queries;
		$this->assertSame( array( '4' => 2, '3' => 3, '2' => 4, '1' => 4 ), FacetCounts::rating( $grid, array(), $facets ) );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'one query for every choice' );
		$facets['range']['price'] = array( 'min' => 15, 'max' => null );
		$this->assertSame( array( '4' => 1, '3' => 2, '2' => 3, '1' => 3 ), FacetCounts::rating( $grid, array(), $facets ) );
	}

	public function test_the_route_keeps_products_rated_at_least_the_choice_and_counts_the_others(): void {
		$page_id  = $this->products();
		$response = $this->refresh(
			$page_id,
			'vr',
			array(
				'r' => array( 'filterType' => 'range', 'filterData' => array( 'key' => '_wc_average_rating', 'min' => 4, 'max' => null ) ),
				'p' => array( 'filterType' => 'range', 'filterData' => array( 'key' => 'price', 'min' => null, 'max' => 35 ) ),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'VR best', 'VR good' ), self::titles( $response->get_data()['data'] ) );
		// Its own choice left out: what each choice would show with the price up to 35.
		$this->assertSame( array( '4' => 2, '3' => 3, '2' => 3, '1' => 3 ), ( (array) $response->get_data()['counts'] )['rating:'] );
	}

	public function test_the_rating_facet_is_radio_buttons_named_in_words_with_counts(): void {
		$page_id = $this->products();
		$uri     = '/rating-test-page/?e-range-vr-_wc_average_rating=4..&e-range-vr-price=25..';
		$html    = $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vr', 'type' => 'range', 'key' => '_wc_average_rating' ), $uri, $page_id );
		$this->assertStringContainsString( '<legend class="vitrine-loop-facet__label">Rating</legend>', $html );
		$this->assertStringContainsString( '<input type="radio" name="e-range-vr-_wc_average_rating-min" value="" data-rating=""> <span>Any rating</span>', $html, 'not "Any" when a rating is chosen' );
		$this->assertMatchesRegularExpression( '#value="4" checked=\'checked\' data-rating="4" data-label="4 stars and up">.*?<span class="screen-reader-text">4 stars and up</span> <span class="vitrine-loop-facet__count">\(0\)</span>#', $html, 'the chosen one stays enabled at 0' );
		$this->assertMatchesRegularExpression( '#value="3" data-rating="3" data-label="3 stars and up">.*?\(1\)</span>#', $html );
		$this->assertMatchesRegularExpression( '#value="1" data-rating="1" data-label="1 star and up">#', $html );
		$this->assertStringNotContainsString( 'type="range"', $html, 'no sliders over stars' );
		$chips = $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vr', 'type' => 'chips' ), '/rating-test-page/?e-range-vr-_wc_average_rating=3..', $page_id );
		$this->assertStringContainsString( 'aria-label="Remove filter: 3 stars and up"', $chips );
		// A zero-count choice is disabled, not removed (nothing from 25 up is rated 4 or more).
		$dear = $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vr', 'type' => 'range', 'key' => '_wc_average_rating' ), '/rating-test-page/?e-range-vr-price=25..', $page_id );
		$this->assertStringContainsString( 'value="4" disabled data-rating="4"', $dear );
		$this->assertStringContainsString( 'value="3" data-rating="3"', $dear );
		$this->assertStringContainsString( "value=\"\" checked='checked' data-rating=\"\"", $dear );
	}
}

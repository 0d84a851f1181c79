<?php
/**
 * The on-sale facet of a product grid (docs/loop.md, "Products"): WooCommerce's on-sale products
 * only, through the refresh route and from the URL, with its count under the other filters, a chip,
 * and never written to the database on a visitor's GET (the ids stay in the object cache).
 */

namespace Vitrine\Tests;

use Vitrine\Loop\OnSale;

final class LoopOnSaleTest extends TestCase {
	private int $page_id;

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( 'WooCommerce' ) ) {
			$this->markTestSkipped( 'on-sale test skipped: ../shared/third-party/woocommerce not found, so the local site has no WooCommerce' );
		}
		wp_insert_term( 'VS root', 'product_cat', array( 'slug' => 'vs-root' ) );
		$term = get_term_by( 'slug', 'vs-root', 'product_cat' );
		// Name => regular price, sale price ('' for none).
		foreach ( array(
			'VS cheap sale' => array( '10', '8' ),
			'VS dear sale'  => array( '90', '70' ),
			'VS full price' => array( '30', '' ),
		) as $name => list( $regular, $sale ) ) {
			$product = new \WC_Product_Simple();
			$product->set_props(
				array(
					'name'          => $name,
					'status'        => 'publish',
					'regular_price' => $regular,
					'sale_price'    => $sale,
					'category_ids'  => array( $term->term_id ),
				)
			);
			$product->save();
		}
		$grid          = array(
			'widgetId' => 'vs',
			'postType' => 'product',
			'taxonomy' => 'product_cat',
			'terms'    => array( 'vs-root' ),
			'perPage'  => 10,
			'orderBy'  => 'title',
			'order'    => 'ASC',
		);
		$content       = '<!-- wp:vitrine/loop-grid ' . wp_json_encode( $grid ) . ' /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vs","type":"sale"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vs","type":"range","key":"price"} /-->'
			. '<!-- wp:vitrine/loop-facet {"targetWidgetId":"vs","type":"chips"} /-->';
		$this->page_id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'On sale test page', 'post_content' => $content ) );
	}

	private function refresh( array $widget_filters ): \WP_REST_Response {
		return $this->rest( 'POST', '/vitrine/v1/refresh-loop', array( 'post_id' => $this->page_id, 'widget_id' => 'vs', 'pagination_base_url' => home_url( '/' ), 'widget_filters' => $widget_filters ) );
	}

	private static function titles( string $html ): array {
		preg_match_all( '#vitrine-loop-card__title"><a [^>]*>([^<]+)#', $html, $match );
		return $match[1];
	}

	public function test_the_route_narrows_to_products_on_sale_and_counts_them(): void {
		$sale     = array( 'filterType' => 'sale', 'filterData' => array() );
		$response = $this->refresh( array( 'sale:' => $sale ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'VS cheap sale', 'VS dear sale' ), self::titles( $response->get_data()['data'] ) );
		// The count leaves the on-sale filter itself out, and follows the others (price up to 50).
		$this->assertSame( array( '1' => 2 ), ( (array) $response->get_data()['counts'] )['sale:'] );
		$response = $this->refresh(
			array(
				'sale:' => $sale,
				'p'     => array( 'filterType' => 'range', 'filterData' => array( 'key' => 'price', 'min' => null, 'max' => 50 ) ),
			)
		);
		$this->assertSame( array( 'VS cheap sale' ), self::titles( $response->get_data()['data'] ) );
		$this->assertSame( array( '1' => 1 ), ( (array) $response->get_data()['counts'] )['sale:'] );
	}

	public function test_a_grid_without_an_on_sale_facet_refuses_the_filter(): void {
		$content = (string) get_post_field( 'post_content', $this->page_id );
		wp_update_post( array( 'ID' => $this->page_id, 'post_content' => str_replace( '{"targetWidgetId":"vs","type":"sale"}', '{"targetWidgetId":"vs","type":"search"}', $content ) ) );
		$response = $this->refresh( array( 'sale:' => array( 'filterType' => 'sale', 'filterData' => array() ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'vitrine_loop_bad_filters', $response->get_data()['code'] );
	}

	public function test_the_box_and_chip_render_from_the_url_and_the_ids_are_never_written(): void {
		$uri  = '/on-sale-test-page/?e-sale-vs=1';
		$box  = $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vs', 'type' => 'sale' ), $uri, $this->page_id );
		$chip = $this->render_block_at( 'vitrine/loop-facet', array( 'targetWidgetId' => 'vs', 'type' => 'chips' ), $uri, $this->page_id );
		$this->assertMatchesRegularExpression( '#<input type="checkbox" name="e-sale-vs" value="1" checked#', $box );
		$this->assertStringContainsString( '<span>On sale</span> <span class="vitrine-loop-facet__count">(2)</span>', $box );
		$this->assertStringContainsString( 'aria-label="Remove filter: On sale"', $chip );

		global $wpdb;
		delete_transient( 'wc_products_onsale' );
		wp_cache_flush_group( 'vitrine_loop_counts' );
		$options = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		$ids     = OnSale::ids();
		$this->assertSame( $options, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ), 'a visitor GET wrote an option' );
		$this->assertFalse( get_transient( 'wc_products_onsale' ) );
		// The same ids as WooCommerce's own function.
		$expected = array_map( 'intval', wc_get_product_ids_on_sale() );
		sort( $expected );
		sort( $ids );
		$this->assertSame( $expected, $ids );
	}
}

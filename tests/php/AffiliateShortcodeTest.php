<?php
/**
 * The [vitrine_product] shortcode and the affiliate product block: every variant, the data that
 * click tracking reads, escaping of hostile input, and notices for editors only.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Frontend;
use Vitrine\Affiliate\Shortcode;

final class AffiliateShortcodeTest extends TestCase {
	private int $product;

	protected function setUp(): void {
		parent::setUp();
		Catalogue::forget();
		Frontend::reset();
		wp_dequeue_script( Frontend::HANDLE );
		$this->product = $this->product( 'B0TEST0001', 'Test "Quoted" & <b>Bold</b> Headphones', array( 'prime' => 1, 'bestseller_rank' => 1, 'keywords' => 'zzkeyword', 'new_release' => '2026-01-02' ) );
		$this->product( 'B0TEST0002', 'Second Test Product', array( 'bestseller_rank' => 2, 'keywords' => 'zzkeyword' ) );
	}

	protected function tearDown(): void {
		Catalogue::forget();
		Frontend::reset();
		parent::tearDown();
	}

	private function product( string $asin, string $title, array $extra = array() ): int {
		$id = Catalogue::save( $extra + array( 'asin' => $asin, 'title' => $title, 'price' => '$10.00', 'rating' => 4.5, 'reviews' => 12, 'image' => 'https://example.com/i.png', 'features' => array( 'One', 'Two' ) ) );
		$this->assertIsInt( $id );
		return $id;
	}

	private function shortcode( string $code ): string {
		return do_shortcode( $code );
	}

	/** The block's catalogue picker: GET vitrine/v1/affiliate-products (docs/affiliate.md, "Picking a product"). */
	private function find( string $search ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/vitrine/v1/affiliate-products' );
		$request->set_query_params( array( 'search' => $search ) );
		return rest_do_request( $request );
	}

	public function test_catalogue_picker_finds_products_by_title_or_asin_for_editors_only(): void {
		$this->login_as( 'editor' );
		$by_title = $this->find( 'second test' );
		$this->assertSame( 200, $by_title->get_status() );
		$this->assertSame(
			array( array( 'asin' => 'B0TEST0002', 'title' => 'Second Test Product', 'image' => 'https://example.com/i.png', 'price' => '$10.00' ) ),
			$by_title->get_data()
		);
		$this->assertSame( array( 'B0TEST0001' ), array_column( $this->find( 'b0test0001' )->get_data(), 'asin' ) );
		// Ordered by title: "Second…" before "Test…".
		$this->assertSame( array( 'B0TEST0002', 'B0TEST0001' ), array_column( $this->find( 'B0TEST' )->get_data(), 'asin' ) );
		$this->assertSame( array(), $this->find( 'zznothing' )->get_data() );
		$this->assertSame( 400, $this->find( '' )->get_status() );

		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->find( 'second' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->find( 'second' )->get_status() );
	}

	public function test_box_has_product_data_links_and_disclosure(): void {
		$html = $this->shortcode( '[vitrine_product box="B0TEST0001"]' );
		$this->assertStringContainsString( 'data-vitrine-product-id="' . $this->product . '"', $html );
		$this->assertStringContainsString( 'data-vitrine-tracking-id="', $html );
		$this->assertStringContainsString( 'data-vitrine-product-asin="B0TEST0001"', $html );
		$this->assertStringContainsString( 'data-vitrine-geotargeting="1"', $html );
		foreach ( array( 'vitrine-product__thumb', 'vitrine-product__title', 'vitrine-product__rating', 'vitrine-product__prime', 'vitrine-product__button' ) as $class ) {
			$this->assertMatchesRegularExpression( '/<a href="https:\/\/www\.amazon\.[^"]+" class="' . $class . '" rel="sponsored nofollow noopener"/', $html, $class );
		}
		$this->assertStringContainsString( 'tag=', $html );
		$this->assertStringContainsString( 'class="vitrine-disclosure"', $html );
		$this->assertTrue( wp_script_is( Frontend::HANDLE, 'enqueued' ) );
	}

	public function test_every_output_is_escaped(): void {
		$html = $this->shortcode( '[vitrine_product box="B0TEST0001"]' );
		$this->assertStringNotContainsString( '<b>', $html, 'tags in titles are removed on save' );
		$this->assertStringContainsString( 'data-vitrine-product-title="Test &quot;Quoted&quot; &amp; Bold Headphones"', $html );
		$link = $this->shortcode( '[vitrine_product link="B0TEST0001" text="\'><script>alert(1)</script>"]' );
		$this->assertStringNotContainsString( '<script>', $link );
		$this->assertStringNotContainsString( "'>", $link );
	}

	public function test_hostile_attributes_give_an_escaped_notice_to_editors(): void {
		$this->login_as( 'editor' );
		$html = $this->shortcode( '[vitrine_product box="<script>alert(1)</script>"]' );
		$this->assertStringContainsString( 'vitrine-affiliate-notice', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$html = $this->shortcode( '[vitrine_product table="1 onload=alert(1)"]' );
		$this->assertStringContainsString( 'vitrine-affiliate-notice', $html );
		$html = $this->shortcode( "[vitrine_product fields=\"B0TEST0001\" value='\"><img src=x onerror=alert(1)>']" );
		$this->assertStringContainsString( 'vitrine-affiliate-notice', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
	}

	public function test_unknown_asin_and_table_show_a_notice_to_editors_and_nothing_to_visitors(): void {
		foreach ( array( '[vitrine_product box="B0NOTHERE1"]', '[vitrine_product table="999999"]', '[vitrine_product]', '[vitrine_product bestseller="nothing-matches-this"]' ) as $code ) {
			$this->assertSame( '', $this->shortcode( $code ), "visitor: $code" );
		}
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'B0NOTHERE1', $this->shortcode( '[vitrine_product box="B0NOTHERE1"]' ) );
		$this->assertStringContainsString( '999999', $this->shortcode( '[vitrine_product table="999999"]' ) );
		$this->assertStringContainsString( 'role="note"', $this->shortcode( '[vitrine_product]' ) );
		$this->assertFalse( wp_script_is( Frontend::HANDLE, 'enqueued' ), 'notices alone load no script' );
	}

	public function test_link_and_fields(): void {
		$link = $this->shortcode( '[vitrine_product link="B0TEST0002"]' );
		$this->assertMatchesRegularExpression( '/<span class="vitrine-product vitrine-product--link" data-vitrine-product-id="\d+"[^>]*><a href="[^"]+" class="vitrine-product__link" rel="sponsored nofollow noopener" target="_blank">Second Test Product<\/a><\/span>/', $link );
		$this->assertStringContainsString( '$10.00', $this->shortcode( '[vitrine_product fields="B0TEST0002" value="price"]' ) );
		$this->assertStringContainsString( 'vitrine-product__button', $this->shortcode( '[vitrine_product fields="B0TEST0002" value="button"]' ) );
		$this->assertStringContainsString( 'vitrine-product__rating', $this->shortcode( '[vitrine_product fields="B0TEST0002" value="rating"]' ) );
		$this->assertStringContainsString( 'vitrine-product__prime', $this->shortcode( '[vitrine_product fields="B0TEST0001" value="prime"]' ) );
	}

	public function test_bestseller_and_new_lists(): void {
		$html = $this->shortcode( '[vitrine_product bestseller="zzkeyword" items="1"]' );
		$this->assertSame( 1, substr_count( $html, 'vitrine-product--box' ) );
		$this->assertStringContainsString( 'B0TEST0001', $html, 'rank 1 first' );
		$html = $this->shortcode( '[vitrine_product bestseller="zzkeyword" items="5" template="list"]' );
		$this->assertSame( 2, substr_count( $html, 'vitrine-product--box' ) );
		$this->assertStringContainsString( 'vitrine-template-list', $html );
		$this->assertLessThan( strpos( $html, 'B0TEST0002' ), strpos( $html, 'B0TEST0001' ) );
		$new = $this->shortcode( '[vitrine_product new="zzkeyword"]' );
		$this->assertSame( 1, substr_count( $new, 'vitrine-product--box' ), 'only products with a release date' );
		$this->assertStringContainsString( 'vitrine-product-list--new', $new );
	}

	public function test_table_puts_product_data_on_every_link(): void {
		$table = wp_insert_post( array( 'post_type' => Catalogue::TABLE, 'post_status' => 'publish', 'post_title' => 'Compared' ) );
		update_post_meta( $table, '_vitrine_table_asins', array( 'B0TEST0001', 'B0TEST0002', 'B0MISSING1' ) );
		update_post_meta( $table, '_vitrine_table_rows', array( 'thumbnail', 'title', 'button' ) );
		$html = $this->shortcode( "[vitrine_product table=\"$table\"]" );
		$this->assertStringContainsString( '<caption>Compared</caption>', $html );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-table__thumb"' ) );
		$this->assertSame( 6, substr_count( $html, 'data-vitrine-product-id=' ), 'thumbnail, title and button per product' );
		$this->assertStringNotContainsString( 'B0MISSING1', $html, 'visitors see no notice' );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'B0MISSING1', $this->shortcode( "[vitrine_product table=\"$table\"]" ) );
	}

	public function test_block_builds_the_same_output_as_the_shortcode(): void {
		$this->assertSame( array( 'fields' => 'B0TEST0001', 'value' => 'price' ), Shortcode::block_atts( array( 'display_variant' => 'fields', 'asin' => ' b0test0001 ', 'field_value' => 'price', 'template' => 'default' ) ) );
		$this->assertSame( array( 'bestseller' => 'usb hub', 'items' => '10', 'template' => 'vertical' ), Shortcode::block_atts( array( 'display_variant' => 'bestseller', 'keywords' => 'usb "hub"', 'items' => 50, 'template' => 'vertical' ) ) );
		$this->assertSame( array(), Shortcode::block_atts( array( 'display_variant' => '', 'asin' => 'B0TEST0001' ) ) );
		$html = $this->render( '<!-- wp:vitrine/affiliate-product {"display_variant":"box","asin":"B0TEST0002","template":"vertical"} /-->' );
		$this->assertStringContainsString( 'wp-block-vitrine-affiliate-product', $html );
		$this->assertStringContainsString( 'vitrine-template-vertical', $html );
		$this->assertStringContainsString( 'data-vitrine-product-asin="B0TEST0002"', $html );
	}

	public function test_stale_amazon_data_is_not_shown(): void {
		Catalogue::save( array( 'asin' => 'B0TEST0003', 'title' => 'Fetched', 'price' => '$5.00', 'rating' => 4, 'prime' => 1, 'source' => 'amazon', 'fetched_at' => time() - 25 * HOUR_IN_SECONDS ) );
		$product = Catalogue::by_asin( 'B0TEST0003' );
		$this->assertSame( '', $product['price'] );
		$this->assertNull( $product['rating'] );
		$this->assertFalse( $product['prime'] );
		Catalogue::save( array( 'asin' => 'B0TEST0003', 'title' => 'Fetched', 'price' => '$5.00', 'source' => 'amazon', 'fetched_at' => time() - HOUR_IN_SECONDS ) );
		$this->assertSame( '$5.00', Catalogue::by_asin( 'B0TEST0003' )['price'] );
	}

	public function test_page_settings_are_the_same_for_every_visitor(): void {
		$settings = Frontend::page_settings();
		$this->assertArrayNotHasKey( 'country', $settings['geo'] ?? array() );
		$this->assertSame( untrailingslashit( home_url() ), $settings['click']['home_url'] );
		$this->assertTrue( $settings['click']['country'] );
		$this->assertSame( 'com.be', $settings['geo']['countries']->be );
		foreach ( array( 'be' => 'com.be', 'ae' => 'ae', 'eg' => 'eg', 'ie' => 'ie', 'sa' => 'sa', 'gb' => 'co.uk', 'jp' => 'co.jp' ) as $country => $store ) {
			$this->assertSame( $store, \Vitrine\Affiliate\Stores::COUNTRIES[ $country ] );
		}
		$this->assertCount( 22, \Vitrine\Affiliate\Stores::STORES );
	}
}

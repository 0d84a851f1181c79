<?php
/**
 * The `vitrine/product` block bindings source (6.9+, docs/affiliate.md): core Heading, Paragraph,
 * Image and Button blocks bound to a catalogue product render its title, dated price, image and
 * affiliate link, as product elements the click tracking reads; hostile titles stay text; a missing
 * or unpublished product leaves the saved content. Skipped before WordPress 6.9.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Frontend;

final class ProductBindingTest extends TestCase {
	protected function setUp(): void {
		if ( ! function_exists( 'get_block_bindings_supported_attributes' ) ) {
			$this->markTestSkipped( 'WordPress ' . get_bloginfo( 'version' ) . ' is older than 6.9: Vitrine registers no block bindings source there.' );
		}
		parent::setUp();
		Catalogue::forget();
		Frontend::reset();
		wp_dequeue_script( Frontend::HANDLE );
	}

	protected function tearDown(): void {
		Catalogue::forget();
		Frontend::reset();
		parent::tearDown();
	}

	/** A block's comment with bindings of attribute => field for the product $asin. */
	private static function bound( string $block, array $fields, string $asin, string $inner ): string {
		$bindings = array();
		foreach ( $fields as $attribute => $field ) {
			$bindings[ $attribute ] = array(
				'source' => 'vitrine/product',
				'args'   => array(
					'asin'  => $asin,
					'field' => $field,
				),
			);
		}
		$attrs = wp_json_encode( array( 'metadata' => array( 'bindings' => $bindings ) ) );
		return "<!-- wp:$block $attrs -->\n$inner\n<!-- /wp:$block -->";
	}

	private function page( string $asin ): string {
		return $this->render(
			self::bound( 'heading', array( 'content' => 'title' ), $asin, '<h2 class="wp-block-heading">Saved heading</h2>' )
			. self::bound( 'paragraph', array( 'content' => 'price' ), $asin, '<p>Saved price</p>' )
			. self::bound( 'image', array( 'url' => 'image', 'alt' => 'title' ), $asin, '<figure class="wp-block-image"><img src="https://example.com/saved.png" alt=""/></figure>' )
			. '<!-- wp:buttons --><div class="wp-block-buttons">'
			. self::bound( 'button', array( 'url' => 'url', 'rel' => 'rel', 'linkTarget' => 'target' ), $asin, '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://example.com/saved">Buy now</a></div>' )
			. '</div><!-- /wp:buttons -->'
		);
	}

	public function test_core_blocks_show_the_product_with_its_dated_price_and_a_tracked_affiliate_link(): void {
		$fetched = time() - 2 * HOUR_IN_SECONDS;
		$id      = Catalogue::save( array( 'asin' => 'B0BIND0001', 'title' => 'Kettle "Pro" & Co', 'price' => '$31.00', 'image' => 'https://example.com/kettle.png', 'source' => 'amazon', 'fetched_at' => $fetched ) );
		$html    = $this->page( 'B0BIND0001' );

		$this->assertMatchesRegularExpression( '#<h2 [^>]*class="wp-block-heading vitrine-product">Kettle &quot;Pro&quot; &amp; Co</h2>#', $html, 'the title, as text' );
		$this->assertStringNotContainsString( 'Saved heading', $html );
		$date = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T', $fetched );
		$this->assertStringContainsString( '>$31.00 (Price as of ' . esc_html( $date ) . ')</p>', $html, 'an Amazon price carries the time it was fetched' );
		$this->assertStringContainsString( 'src="https://example.com/kettle.png"', $html );
		$this->assertStringContainsString( 'alt="Kettle &quot;Pro&quot; &amp; Co"', $html );

		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'wp-block-button' ) ) );
		$this->assertSame( (string) $id, $tags->get_attribute( 'data-vitrine-product-id' ), 'the button is a product element for click tracking' );
		$this->assertSame( 'B0BIND0001', $tags->get_attribute( 'data-vitrine-product-asin' ) );
		$this->assertTrue( $tags->next_tag( 'A' ) );
		$this->assertMatchesRegularExpression( '#^https://www\.amazon\.[a-z.]+/dp/B0BIND0001/\?tag=#', (string) $tags->get_attribute( 'href' ) );
		$this->assertSame( 'sponsored nofollow noopener', $tags->get_attribute( 'rel' ), 'affiliate links are marked sponsored (and never prefetched: core skips rel=nofollow)' );
		$this->assertSame( '_blank', $tags->get_attribute( 'target' ) );
		$this->assertTrue( $tags->has_class( 'vitrine-product__button' ), 'its clicks count as button clicks' );
		$this->assertTrue( wp_script_is( Frontend::HANDLE, 'enqueued' ), 'the page gets the links script' );

		ob_start();
		Frontend::print_footer();
		$this->assertStringContainsString( 'Product prices and availability are accurate as of the date/time indicated', (string) ob_get_clean(), 'the disclosure carries Amazon’s price disclaimer' );
	}

	public function test_a_missing_or_unpublished_product_leaves_the_saved_content(): void {
		$id = Catalogue::save( array( 'asin' => 'B0BIND0002', 'title' => 'Draft kettle', 'price' => '$9.00' ) );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'draft' ) );
		Catalogue::forget();
		foreach ( array( 'B0BIND0002', 'B0BIND0404', 'not an asin' ) as $asin ) {
			$html = $this->page( $asin );
			$this->assertStringContainsString( 'Saved heading', $html, $asin );
			$this->assertStringContainsString( 'https://example.com/saved', $html, $asin );
			$this->assertStringNotContainsString( 'Draft kettle', $html );
			$this->assertStringNotContainsString( 'data-vitrine-product', $html );
		}
		$this->assertFalse( wp_script_is( Frontend::HANDLE, 'enqueued' ) );
	}

	public function test_the_source_is_registered_for_the_editor(): void {
		$source = get_block_bindings_source( 'vitrine/product' );
		$this->assertNotNull( $source );
		$this->assertSame( 'Vitrine product', $source->label );
	}
}

<?php
/**
 * Swatch filters over WooCommerce attributes (docs/loop.md, "Swatches"): real checkboxes named by
 * the term, each with its colour or image from term meta and its facet count (under the other
 * filters, zero disabled), an attribute without archives (WooCommerce's default, not public) still
 * filters, the route answers the terms' counts, and a no-JS form's repeated boxes redirect to `~`.
 */

namespace Vitrine\Tests;

use Vitrine\Loop\FormRedirect;
use Vitrine\Loop\GridSettings;
use Vitrine\Loop\Swatches;

final class LoopSwatchesTest extends TestCase {
	private const TAXONOMY = 'pa_vtshade';

	private int $page_id;

	protected function setUp(): void {
		parent::setUp();
		if ( ! class_exists( 'WooCommerce' ) ) {
			$this->markTestSkipped( 'swatch test skipped: ../shared/third-party/woocommerce not found, so the local site has no WooCommerce' );
		}
		$made = wc_create_attribute( array( 'name' => 'VT shade', 'slug' => 'vtshade', 'type' => 'select', 'has_archives' => false ) );
		$this->assertIsInt( $made, is_wp_error( $made ) ? $made->get_error_message() : '' );
		$this->assertContains( self::TAXONOMY, wc_get_attribute_taxonomy_names(), wp_json_encode( wc_get_attribute_taxonomies() ) );
		// WooCommerce registers attribute taxonomies on init, not public without archives: as it does.
		register_taxonomy( self::TAXONOMY, array( 'product' ), array( 'public' => false, 'label' => 'VT shade' ) );
		$terms = array(
			'crimson' => '#AA0000',
			'navy'    => '#000080',
			'plain'   => '',
		);
		foreach ( $terms as $slug => $color ) {
			$term = wp_insert_term( ucfirst( $slug ), self::TAXONOMY, array( 'slug' => $slug ) );
			if ( '' !== $color ) {
				update_term_meta( $term['term_id'], Swatches::COLOR, Swatches::sanitize_color( $color ) );
			}
		}
		wp_insert_term( 'VT root', 'product_cat', array( 'slug' => 'vt-root' ) );
		// Title => shades, category.
		$products = array(
			'Crimson cap'      => array( array( 'crimson' ), 'vt-root' ),
			'Crimson and navy' => array( array( 'crimson', 'navy' ), 'vt-root' ),
			'Plain elsewhere'  => array( array( 'plain' ), '' ),
		);
		foreach ( $products as $title => list( $shades, $category ) ) {
			$id = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => $title ) );
			wp_set_object_terms( $id, $shades, self::TAXONOMY );
			if ( $category ) {
				wp_set_object_terms( $id, array( $category ), 'product_cat' );
			}
		}
		$content       = '<!-- wp:vitrine/loop-grid ' . wp_json_encode( array( 'widgetId' => 'sw', 'postType' => 'product', 'perPage' => 10 ) ) . ' /-->'
			. '<!-- wp:vitrine/loop-filter ' . wp_json_encode( $this->attributes() ) . ' /-->';
		$this->page_id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Swatch test page', 'post_content' => $content ) );
	}

	protected function tearDown(): void {
		unregister_taxonomy( self::TAXONOMY );
		parent::tearDown();
	}

	private function attributes( array $more = array() ): array {
		return $more + array(
			'targetWidgetId' => 'sw',
			'taxonomy'       => self::TAXONOMY,
			'display'        => 'swatches',
			'logicalJoin'    => 'OR',
			'label'          => 'Shade',
		);
	}

	/** The swatch label of a term in the markup, or '' when absent. */
	private static function swatch( string $html, string $slug ): string {
		return preg_match( '#<label class="vitrine-loop-filter__swatch">(?:(?!</label>).)*value="' . $slug . '"(?:(?!</label>).)*</label>#s', $html, $match ) ? $match[0] : '';
	}

	public function test_swatches_are_named_boxes_with_their_colour_and_counts(): void {
		$html = $this->render_block_at( 'vitrine/loop-filter', $this->attributes(), '/swatch-test-page/?e-filter-sw-pa_vtshade=crimson&keep=1', $this->page_id );
		$this->assertStringContainsString( '<form ', $html );
		$this->assertStringContainsString( 'method="get"', $html );
		$this->assertStringContainsString( '<legend class="vitrine-loop-filter__label">Shade</legend>', $html );
		// The page's other parameters ride along; the filter's own does not.
		$this->assertStringContainsString( '<input type="hidden" name="keep" value="1">', $html );
		$this->assertStringNotContainsString( 'type="hidden" name="e-filter-sw-pa_vtshade"', $html );

		$crimson = self::swatch( $html, 'crimson' );
		$this->assertStringContainsString( 'type="checkbox" name="e-filter-sw-pa_vtshade" value="crimson"', $crimson );
		$this->assertStringContainsString( 'checked', $crimson );
		$this->assertStringContainsString( '--vitrine-swatch:#aa0000', $crimson );
		$this->assertStringContainsString( '<span class="vitrine-loop-filter__name">Crimson</span>', $crimson );
		$this->assertMatchesRegularExpression( '#>\(2\)</span>#', $crimson );
		// Navy's count leaves Crimson's own selection out (one product has navy).
		$navy = self::swatch( $html, 'navy' );
		$this->assertMatchesRegularExpression( '#>\(1\)</span>#', $navy );
		$this->assertStringNotContainsString( 'disabled', $navy );
		$this->assertStringNotContainsString( ' checked', $navy );
		// Plain has no colour, and with the category filter no product: shown, disabled.
		$html  = $this->render_block_at( 'vitrine/loop-filter', $this->attributes(), '/swatch-test-page/?e-filter-sw-product_cat=vt-root', $this->page_id );
		$plain = self::swatch( $html, 'plain' );
		$this->assertStringContainsString( 'is-plain', $plain );
		$this->assertStringContainsString( ' disabled', $plain );
		$this->assertMatchesRegularExpression( '#>\(0\)</span>#', $plain );
		// A single choice is radio buttons with "All".
		$html = $this->render_block_at( 'vitrine/loop-filter', $this->attributes( array( 'multiple' => false ) ), '/swatch-test-page/', $this->page_id );
		$this->assertStringContainsString( 'type="radio" name="e-filter-sw-pa_vtshade" value="" data-term="" checked', $html );
		$this->assertStringContainsString( 'type="radio" name="e-filter-sw-pa_vtshade" value="navy"', $html );
	}

	public function test_an_attribute_without_archives_filters_the_grid_and_the_route_counts_its_terms(): void {
		$this->assertTrue( GridSettings::taxonomy_allowed( self::TAXONOMY, 'product' ) );
		$response = $this->rest(
			'POST',
			'/vitrine/v1/refresh-loop',
			array(
				'post_id'             => $this->page_id,
				'widget_id'           => 'sw',
				'pagination_base_url' => home_url( '/' ),
				'widget_filters'      => array(
					'a' => array(
						'filterType' => 'taxonomy',
						'filterData' => array(
							'selectedTaxonomy' => self::TAXONOMY,
							'terms'            => array( 'navy' ),
							'logicalJoin'      => 'OR',
						),
					),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 1, $data['found'] );
		$this->assertStringContainsString( 'Crimson and navy', $data['data'] );
		// Counts of every term under the other filters (none): its own selection left out.
		$this->assertEquals(
			array(
				'crimson' => 2,
				'navy'    => 1,
				'plain'   => 1,
			),
			( (array) $data['counts'] )[ 'tax:' . self::TAXONOMY ]
		);
	}

	public function test_a_submitted_swatch_form_redirects_to_any_of_the_checked_terms(): void {
		$this->assertSame( '?e-filter-g1-pa_color=red~blue&x=1', FormRedirect::canonical( 'e-filter-g1-pa_color=red&e-filter-g1-pa_color=blue&x=1' ) );
		$this->assertSame( '?x=1', FormRedirect::canonical( 'e-filter-g1-pa_color=&x=1' ) );
	}

	public function test_swatch_colours_are_sanitized(): void {
		$this->assertSame( '#aabbcc', Swatches::sanitize_color( ' #AABBCC ' ) );
		$this->assertSame( '', Swatches::sanitize_color( 'red' ) );
		$this->assertSame( '', Swatches::sanitize_color( '#12345g' ) );
		$this->assertSame( '', Swatches::sanitize_color( array( '#aabbcc' ) ) );
	}

	public function test_the_term_screens_of_attributes_load_the_media_library_picker(): void {
		$this->login_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'edit-' . self::TAXONOMY );
		Swatches::enqueue( 'edit-tags.php' );
		$this->assertTrue( wp_script_is( Swatches::SCRIPT, 'enqueued' ), 'the picker' );
		$this->assertTrue( wp_script_is( 'media-editor', 'enqueued' ), 'the media library' );
		// Other taxonomies' screens, and other screens, load neither.
		wp_dequeue_script( Swatches::SCRIPT );
		set_current_screen( 'edit-product_cat' );
		Swatches::enqueue( 'edit-tags.php' );
		$this->assertFalse( wp_script_is( Swatches::SCRIPT, 'enqueued' ) );
		set_current_screen( 'edit-' . self::TAXONOMY );
		Swatches::enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( Swatches::SCRIPT, 'enqueued' ) );
		// The picker's field keeps the id for a page without JavaScript, the picture beside it.
		$term = get_term_by( 'slug', 'navy', self::TAXONOMY );
		update_term_meta( $term->term_id, Swatches::IMAGE, 0 );
		ob_start();
		Swatches::edit_fields( $term );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<div class="vitrine-swatch-image" data-vitrine-swatch-image data-picture=""><input type="number" min="0" id="vitrine-swatch-image" name="vitrine_swatch_image" value=""></div>', $html );
		$this->assertStringContainsString( '<label for="vitrine-swatch-image">Swatch image</label>', $html );
		// What wp_enqueue_media() left for the footers of later tests' renders.
		wp_dequeue_script( 'media-editor' );
		remove_action( 'wp_footer', 'wp_print_media_templates' );
		remove_action( 'admin_footer', 'wp_print_media_templates' );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's own screen.
	}
}

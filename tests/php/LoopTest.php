<?php
/**
 * The loop grid and its filters on the server: the refresh-loop route's filtering, permissions and
 * validation, and the grid rendered from the URL (the URL contract itself: LoopUrlTest.php).
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Loop\GridSettings;

final class LoopTest extends TestCase {
	private const ROUTE = '/vitrine/v1/refresh-loop';

	private int $page_id;
	/** @var array<string, int> */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		$root = wp_insert_term( 'VT root', 'category', array( 'slug' => 'vt-root' ) )['term_id'];
		foreach ( array( 'vt-a', 'vt-b' ) as $slug ) {
			wp_insert_term( strtoupper( $slug ), 'category', array( 'slug' => $slug, 'parent' => $root ) );
		}
		wp_insert_term( 'VT tag', 'post_tag', array( 'slug' => 'vt-tag' ) );
		$make = function ( string $title, array $cats, string $status = 'publish', array $extra = array() ): int {
			$id = wp_insert_post( array_merge( array( 'post_title' => $title, 'post_status' => $status, 'post_type' => 'post' ), $extra ) );
			wp_set_object_terms( $id, array_merge( array( 'vt-root' ), $cats ), 'category' );
			$this->posts[ $title ] = $id;
			return $id;
		};
		$make( 'Alpha post', array( 'vt-a' ), 'publish', array( 'post_date' => '2024-01-01 10:00:00' ) );
		$make( 'Beta post', array( 'vt-b' ), 'publish', array( 'post_date' => '2024-01-02 10:00:00' ) );
		$both = $make( 'Both post', array( 'vt-a', 'vt-b' ), 'publish', array( 'post_date' => '2024-01-03 10:00:00' ) );
		wp_set_object_terms( $both, array( 'vt-tag' ), 'post_tag' );
		$make( 'Secret private post', array( 'vt-a' ), 'private' );
		$make( 'Secret draft post', array( 'vt-a' ), 'draft' );
		$make( 'Secret password post', array( 'vt-a' ), 'publish', array( 'post_password' => 'pw' ) );
		$grid          = array( 'widgetId' => 'testgrid', 'taxonomy' => 'category', 'terms' => array( 'vt-root' ), 'perPage' => 2 );
		$this->page_id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Loop test page',
				'post_content' => '<!-- wp:group --><div class="wp-block-group"><!-- wp:vitrine/loop-grid ' . wp_json_encode( $grid ) . ' /--></div><!-- /wp:group -->',
			)
		);
	}

	/** @param array<string, mixed> $params */
	private function refresh( array $params = array(), array $headers = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			self::ROUTE,
			array_merge(
				array(
					'post_id'             => $this->page_id,
					'widget_id'           => 'testgrid',
					'pagination_base_url' => home_url( '/loop-test/?keep=1&page=3' ),
				),
				$params
			),
			$headers
		);
	}

	private static function filter( string $taxonomy, array $terms, $join = 'OR', bool $exclude = false ): array {
		$data = array( 'selectedTaxonomy' => $taxonomy, 'terms' => $terms, 'logicalJoin' => $join );
		return array( 'filterType' => 'taxonomy', 'filterData' => $exclude ? $data + array( 'exclude' => true ) : $data );
	}

	/** @return string[] The card titles in the markup. */
	private static function titles( string $html ): array {
		preg_match_all( '#vitrine-loop-card__title"><a href="[^"]*">([^<]*)</a>#', $html, $matches );
		return $matches[1];
	}

	public function test_route_renders_the_saved_grid_newest_first_within_its_page_size(): void {
		$response = $this->refresh();
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'Both post', 'Beta post' ), self::titles( $data['data'] ), 'two cards: the saved page size' );
		$this->assertSame( 3, $data['found'] );
		$this->assertSame( 2, $data['pages'] );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/loop-test/?keep=1&e-page-testgrid=2' ) ) . '"', $data['data'], 'pagination keeps other parameters and drops page' );
		$page2 = $this->refresh( array( 'page' => 2 ) )->get_data();
		$this->assertSame( array( 'Alpha post' ), self::titles( $page2['data'] ) );
	}

	public function test_route_filters_with_or_and_not(): void {
		$or = $this->refresh( array( 'widget_filters' => array( 'category' => self::filter( 'category', array( 'vt-a' ) ) ) ) )->get_data();
		$this->assertSame( 2, $or['found'] );
		$this->assertSame( array( 'Both post', 'Alpha post' ), self::titles( $or['data'] ) );
		$this->assertStringNotContainsString( 'Secret', $or['data'] );

		$and = $this->refresh( array( 'widget_filters' => array( 'c' => self::filter( 'category', array( 'vt-a', 'vt-b' ), 'AND' ) ) ) )->get_data();
		$this->assertSame( array( 'Both post' ), self::titles( $and['data'] ) );

		$not = $this->refresh( array( 'widget_filters' => array( 'c' => self::filter( 'category', array( 'vt-a' ), 'OR', true ) ) ) )->get_data();
		$this->assertSame( array( 'Beta post' ), self::titles( $not['data'] ) );

		$two = $this->refresh(
			array(
				'widget_filters' => array(
					'c' => self::filter( 'category', array( 'vt-b' ) ),
					't' => self::filter( 'post_tag', array( 'vt-tag' ) ),
				),
			)
		)->get_data();
		$this->assertSame( array( 'Both post' ), self::titles( $two['data'] ), 'filters of two taxonomies all apply' );
	}

	public function test_route_never_shows_private_draft_or_password_posts_even_to_an_admin(): void {
		$this->login_as( 'administrator' );
		$data = $this->refresh( array( 'widget_filters' => array( 'c' => self::filter( 'category', array( 'vt-a' ) ) ), 'page' => 1 ) )->get_data();
		$this->assertStringNotContainsString( 'Secret', $data['data'] );
		$this->assertSame( 2, $data['found'] );
	}

	public function test_a_logical_join_other_than_and_or_or_disables_the_filter(): void {
		$data = $this->refresh( array( 'widget_filters' => array( 'c' => self::filter( 'category', array( 'vt-a' ), 'XOR' ) ) ) )->get_data();
		$this->assertSame( 3, $data['found'] );
	}

	/** @return array<string, array{0: array<string, mixed>, 1: string}> */
	public static function bad_requests(): array {
		return array(
			'missing post'        => array( array( 'post_id' => 999999 ), 'vitrine_loop_no_post' ),
			'missing widget'      => array( array( 'widget_id' => 'nothere' ), 'vitrine_loop_no_widget' ),
			'bad widget id'       => array( array( 'widget_id' => 'Bad-Id' ), 'rest_invalid_param' ),
			'unknown taxonomy'    => array( array( 'widget_filters' => array( 'x' => self::filter( 'no_such_tax', array( 'a' ) ) ) ), 'vitrine_loop_bad_filters' ),
			'private taxonomy'    => array( array( 'widget_filters' => array( 'x' => self::filter( 'nav_menu', array( 'a' ) ) ) ), 'vitrine_loop_bad_filters' ),
			'unknown term'        => array( array( 'widget_filters' => array( 'x' => self::filter( 'category', array( 'no-such-term' ) ) ) ), 'vitrine_loop_bad_filters' ),
			'term not a slug'     => array( array( 'widget_filters' => array( 'x' => self::filter( 'category', array( '<b>' ) ) ) ), 'vitrine_loop_bad_filters' ),
			'wrong filter type'   => array( array( 'widget_filters' => array( 'x' => array( 'filterType' => 'meta', 'filterData' => array() ) ) ), 'vitrine_loop_bad_filters' ),
			'terms not a list'    => array( array( 'widget_filters' => array( 'x' => array( 'filterType' => 'taxonomy', 'filterData' => array( 'selectedTaxonomy' => 'category', 'terms' => 'vt-a', 'logicalJoin' => 'OR' ) ) ) ), 'vitrine_loop_bad_filters' ),
			'filters not objects' => array( array( 'widget_filters' => array( 1, 2 ) ), 'vitrine_loop_bad_filters' ),
			'page out of range'   => array( array( 'page' => 3 ), 'vitrine_loop_page_out_of_range' ),
			'page zero'           => array( array( 'page' => 0 ), 'rest_invalid_param' ),
			'foreign base url'    => array( array( 'pagination_base_url' => 'https://evil.example/' ), 'vitrine_loop_bad_base_url' ),
			'base url not http'   => array( array( 'pagination_base_url' => 'javascript:alert(1)' ), 'vitrine_loop_bad_base_url' ),
		);
	}

	/** @dataProvider bad_requests */
	public function test_route_answers_400_with_a_clear_message( array $params, string $code ): void {
		$response = $this->refresh( $params );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertNotEmpty( $response->get_data()['message'] );
	}

	public function test_route_needs_the_post_to_be_published(): void {
		wp_update_post( array( 'ID' => $this->page_id, 'post_status' => 'draft' ) );
		$this->assertSame( 'vitrine_loop_no_post', $this->refresh()->get_data()['code'] );
		wp_update_post( array( 'ID' => $this->page_id, 'post_status' => 'private' ) );
		$this->login_as( 'administrator' );
		$this->assertSame( 400, $this->refresh()->get_status(), 'not even for an admin without edit mode' );
	}

	public function test_widget_model_needs_capability_and_nonce(): void {
		$model = array( 'widget_model' => array( 'perPage' => 1, 'taxonomy' => 'category', 'terms' => array( 'vt-root' ) ), 'is_edit_mode' => true );
		$this->assertSame( 403, $this->refresh( $model )->get_status(), 'anonymous' );
		$this->assertSame( 403, $this->refresh( array( 'is_edit_mode' => true ) )->get_status(), 'edit mode alone' );

		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->refresh( $model, array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) ) )->get_status(), 'subscriber with nonce' );

		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->refresh( $model )->get_status(), 'editor without nonce' );
		$this->assertSame( 403, $this->refresh( $model, array( 'X-WP-Nonce' => 'forged' ) )->get_status(), 'editor with a bad nonce' );
		$response = $this->refresh( $model, array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'Both post' ), self::titles( $response->get_data()['data'] ), 'the unsaved model is used' );
	}

	public function test_widget_model_cannot_exceed_the_page_size_limit_or_show_private_posts(): void {
		$this->login_as( 'administrator' );
		$model    = array( 'widget_model' => array( 'perPage' => 5000, 'postType' => 'post', 'taxonomy' => 'category', 'terms' => array( 'vt-a' ) ) );
		$response = $this->refresh( $model, array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 2, $response->get_data()['found'] );
		$this->assertStringNotContainsString( 'Secret', $response->get_data()['data'] );
		$args = \Vitrine\Loop\Query::args( \Vitrine\Loop\GridSettings::from_attributes( array( 'perPage' => 5000 ) ), array(), 1 );
		$this->assertSame( 48, $args['posts_per_page'] );
	}

	public function test_the_page_renders_the_filtered_grid_from_the_url(): void {
		$content = get_post( $this->page_id )->post_content;
		$render  = function ( string $uri ) use ( $content ): string {
			$_SERVER['REQUEST_URI'] = $uri;
			return $this->render( $content );
		};
		$html    = $render( '/loop-test/?e-filter-testgrid-category=vt-a~vt-b&e-filter-testgrid-post_tag=vt-tag' );
		$this->assertSame( array( 'Both post' ), self::titles( $html ) );
		$this->assertStringContainsString( 'data-widget-id="testgrid"', $html );
		$this->assertStringContainsString( 'role="status"', $html );

		$this->assertSame( array( 'Alpha post' ), self::titles( $render( '/loop-test/?e-page-testgrid=2' ) ) );
		$this->assertSame( array( 'Both post', 'Beta post' ), self::titles( $render( '/loop-test/?e-page-testgrid=99' ) ), 'a stale page shows the first' );
		$this->assertSame( array( 'Both post', 'Beta post' ), self::titles( $render( '/loop-test/?e-filter-testgrid-category=vt-a+vt-b~x' ) ), 'a malformed filter is ignored' );
		$this->assertSame( array( 'Both post', 'Beta post' ), self::titles( $render( '/loop-test/?e-filter-testgrid-nav_menu=x' ) ), 'a non-public taxonomy is ignored' );
		$this->assertSame( array( 'Beta post' ), self::titles( $render( '/loop-test/?e-filter-testgrid-category=!vt-a' ) ) );
		// The newest posts of vt-a are the private, draft and password-protected ones: never on the page.
		$this->assertSame( array( 'Both post', 'Alpha post' ), self::titles( $render( '/loop-test/?e-filter-testgrid-category=vt-a' ) ) );
		$_SERVER['REQUEST_URI'] = '/';
	}

	public function test_a_grid_set_to_a_post_type_that_is_not_public_lists_posts(): void {
		// Popups are not public but publicly queryable (for their editor preview): "viewable" is not
		// enough, or a grid would list every published popup's title and text (docs/security.md).
		$this->assertTrue( is_post_type_viewable( \Vitrine\Popups\PostType::NAME ) );
		foreach ( array( Catalogue::PRODUCT, \Vitrine\Popups\PostType::NAME, 'attachment', 'no_such_type', '' ) as $type ) {
			$this->assertSame( 'post', GridSettings::from_attributes( array( 'postType' => $type ) )->post_type, "postType '$type'" );
		}
		$this->assertSame( 'page', GridSettings::from_attributes( array( 'postType' => 'page' ) )->post_type, 'a public type is kept' );

		// The affiliate catalogue is a post type visitors may not list: a grid saved (or previewed) with
		// it shows the posts of its terms, not the products.
		Catalogue::save( array( 'asin' => 'B0LOOPNP01', 'title' => 'Catalogue item' ) );
		$grid = array( 'widgetId' => 'npgrid', 'postType' => Catalogue::PRODUCT, 'taxonomy' => 'category', 'terms' => array( 'vt-root' ), 'perPage' => 2 );
		$this->assertSame( array( 'Both post', 'Beta post' ), self::titles( $this->render( '<!-- wp:vitrine/loop-grid ' . wp_json_encode( $grid ) . ' /-->' ) ) );
		$this->login_as( 'editor' );
		$preview = $this->refresh( array( 'widget_model' => $grid, 'is_edit_mode' => true ), array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) ) );
		$this->assertSame( 200, $preview->get_status() );
		$this->assertSame( array( 'Both post', 'Beta post' ), self::titles( $preview->get_data()['data'] ) );
	}

	public function test_filter_renders_term_links_and_is_disabled_by_a_bad_join(): void {
		$filter                 = array( 'targetWidgetId' => 'testgrid', 'taxonomy' => 'category', 'terms' => array( 'vt-a', 'vt-b' ), 'logicalJoin' => 'AND' );
		$_SERVER['REQUEST_URI'] = '/loop-test/?e-filter-testgrid-category=vt-a&e-page-testgrid=2';
		$html                   = $this->render( '<!-- wp:vitrine/loop-filter ' . wp_json_encode( $filter ) . ' /-->' );
		$this->assertStringContainsString( 'data-vitrine="loop-filter"', $html );
		$this->assertMatchesRegularExpression( '#href="/loop-test/\?e-filter-testgrid-category=vt-a\+vt-b" role="button" aria-pressed="false" data-term="vt-b"#', $html, 'AND join, page dropped' );
		$this->assertMatchesRegularExpression( '#href="/loop-test/" role="button" aria-pressed="true" data-term="vt-a"#', $html, 'pressing a selected term clears it' );
		$this->assertStringContainsString( 'aria-pressed="false" data-term="">All', $html );

		$filter['logicalJoin'] = 'XOR';
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/loop-filter ' . wp_json_encode( $filter ) . ' /-->' ) ) );
		$_SERVER['REQUEST_URI'] = '/';
	}
}

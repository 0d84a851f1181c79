<?php
/**
 * The theme's infinite-scroll endpoint (POST vitrine-theme/v1/posts/page/{page}[/{lang}]): the same
 * cards as the index, only whitelisted query keys, a 400 with a clear message for bad input, and never
 * a private or draft post.
 */

namespace Vitrine\Tests;

final class ThemePostsRouteTest extends TestCase {
	private const ROUTE = '/vitrine-theme/v1/posts/page/';

	/** Sends a raw body, for the malformed cases TestCase::rest() cannot express. */
	private function post_raw( string $path, string $body, string $type = 'application/json' ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::ROUTE . $path );
		$request->set_header( 'Content-Type', $type );
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	private function assert_bad_request( \WP_REST_Response $response, string $code, string $message_part ): void {
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertStringContainsString( $message_part, $response->get_data()['message'] );
	}

	private function card_ids( string $html ): array {
		preg_match_all( '/<article id="post-(\d+)"/', $html, $matches );
		return array_map( 'intval', $matches[1] );
	}

	public function test_page_two_answers_a_json_string_of_cards_from_the_card_template(): void {
		$response = $this->rest( 'POST', self::ROUTE . '2' );
		$this->assertSame( 200, $response->get_status() );
		$html = $response->get_data();
		$this->assertIsString( $html );
		$this->assertCount( (int) get_option( 'posts_per_page' ), $this->card_ids( $html ) );
		$this->assertStringContainsString( 'class="vitrine-card-title"', $html );
		$this->assertMatchesRegularExpression( '/<img[^>]+width="\d+"[^>]+height="\d+"/', $html, 'images keep their sizes' );
		$this->assertStringContainsString( 'loading="lazy"', $html );
	}

	public function test_pages_do_not_repeat_posts_and_follow_the_blog_order(): void {
		$expected = get_posts( array( 'post_type' => 'post', 'post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids' ) );
		$per_page = (int) get_option( 'posts_per_page' );
		$pages    = (int) ceil( count( $expected ) / $per_page );
		$seen     = array();
		for ( $page = 1; $page <= $pages; $page++ ) {
			$seen = array_merge( $seen, $this->card_ids( $this->rest( 'POST', self::ROUTE . $page )->get_data() ) );
		}
		$this->assertSame( array_map( 'intval', $expected ), $seen );
	}

	public function test_non_numeric_zero_and_huge_pages_are_rejected(): void {
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . 'abc' ), 'vitrine_theme_bad_page', 'whole number' );
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '2.5' ), 'vitrine_theme_bad_page', 'whole number' );
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '0' ), 'vitrine_theme_bad_page', 'between 1 and' );
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '99999' ), 'vitrine_theme_bad_page', 'between 1 and' );
	}

	public function test_a_page_past_the_last_one_is_out_of_range(): void {
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '500' ), 'vitrine_theme_page_out_of_range', 'out of range' );
	}

	public function test_unknown_query_keys_are_named_in_the_error(): void {
		$response = $this->rest( 'POST', self::ROUTE . '2', array( 'post_status' => 'draft', 'posts_per_page' => 500 ) );
		$this->assert_bad_request( $response, 'vitrine_theme_unknown_query_key', 'post_status, posts_per_page' );
	}

	public function test_a_body_that_is_not_a_json_object_is_rejected(): void {
		$this->assert_bad_request( $this->post_raw( '2', '[1,2]' ), 'vitrine_theme_bad_query', 'JSON object' );
		$this->assert_bad_request( $this->post_raw( '2', '"cat"' ), 'vitrine_theme_bad_query', 'JSON object' );
		$this->assert_bad_request( $this->post_raw( '2', '{"cat":' ), 'rest_invalid_json', 'Invalid JSON' );
		$this->assert_bad_request( $this->post_raw( '2', 'cat=1', 'application/x-www-form-urlencoded' ), 'vitrine_theme_bad_body', 'JSON' );
	}

	public function test_invalid_values_of_allowed_keys_are_rejected(): void {
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '1', array( 'monthnum' => 13 ) ), 'vitrine_theme_bad_query', 'monthnum' );
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '1', array( 'cat' => '1 OR 1=1' ) ), 'vitrine_theme_bad_query', 'cat' );
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '1', array( 's' => array( 'x' ) ) ), 'vitrine_theme_bad_query', 's' );
	}

	public function test_the_stored_query_narrows_the_list(): void {
		$design = get_term_by( 'slug', 'design', 'category' );
		$this->assertNotFalse( $design, 'the seed made the Design category' );
		$html = $this->rest( 'POST', self::ROUTE . '1', array( 'category_name' => 'design' ) )->get_data();
		$ids  = $this->card_ids( $html );
		$this->assertNotEmpty( $ids );
		foreach ( $ids as $id ) {
			$this->assertTrue( has_category( 'design', $id ), "post $id is in Design" );
		}
	}

	public function test_private_and_draft_posts_never_appear_even_for_an_administrator(): void {
		$this->login_as( 'administrator' );
		$future = gmdate( 'Y-m-d H:i:s', time() + 10 );
		$ids    = array();
		foreach ( array( 'private', 'draft', 'pending', 'publish' ) as $status ) {
			$ids[ $status ] = wp_insert_post( array( 'post_title' => "Newest $status", 'post_status' => $status, 'post_date' => $future, 'post_date_gmt' => $future ) );
		}
		wp_update_post( array( 'ID' => $ids['publish'], 'post_status' => 'publish' ) );
		$shown = $this->card_ids( $this->rest( 'POST', self::ROUTE . '1' )->get_data() );
		$this->assertNotContains( $ids['private'], $shown );
		$this->assertNotContains( $ids['draft'], $shown );
		$this->assertNotContains( $ids['pending'], $shown );
		$this->assertContains( $ids['publish'], $shown, 'the newest published post heads page 1' );
	}

	public function test_the_language_segment_is_checked_and_passed_to_the_query(): void {
		$this->assert_bad_request( $this->rest( 'POST', self::ROUTE . '2/<script>' ), 'vitrine_theme_bad_lang', 'language code' );
		$seen = null;
		$spy  = static function ( array $args ) use ( &$seen ): array {
			$seen = $args;
			return $args;
		};
		add_filter( 'vitrine_theme_posts_query_args', $spy );
		$response = $this->rest( 'POST', self::ROUTE . '2/pt-br' );
		remove_filter( 'vitrine_theme_posts_query_args', $spy );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'pt-br', $seen['lang'] );
		$this->assertSame( 'publish', $seen['post_status'] );
		$this->assertSame( 2, $seen['paged'] );
	}

	public function test_the_body_cannot_override_the_page_in_the_path(): void {
		$response = $this->rest( 'POST', self::ROUTE . '2', array( 'page' => 3 ) );
		$this->assert_bad_request( $response, 'vitrine_theme_unknown_query_key', 'page' );
	}
}

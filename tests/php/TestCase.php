<?php
/**
 * Base of the PHP integration tests: each test runs in a database transaction that is rolled back,
 * with a fresh REST server and no current user.
 */

namespace Vitrine\Tests;

abstract class TestCase extends \PHPUnit\Framework\TestCase {
	protected function setUp(): void {
		parent::setUp();
		global $wpdb, $wp_rest_server;
		$wpdb->query( 'START TRANSACTION' );
		$wp_rest_server = null;
		wp_set_current_user( 0 );
		wp_cache_flush();
	}

	protected function tearDown(): void {
		global $wpdb, $wp_rest_server;
		$wpdb->query( 'ROLLBACK' );
		// A test that switched the theme (deactivating Vitrine does) leaves WordPress's cached theme
		// paths behind; the rollback restored the stored theme, so they are worked out again.
		$GLOBALS['wp_stylesheet_path'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_template_path']   = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_rest_server                = null;
		wp_set_current_user( 0 );
		wp_cache_flush();
		parent::tearDown();
	}

	/** Sends a request through the real REST server and returns the response. */
	protected function rest( string $method, string $route, array $params = array(), array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}

	/** Creates a user with the role and logs in as them. */
	protected function login_as( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'vitrine_' . $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		wp_set_current_user( $id );
		return $id;
	}

	/** Renders block markup the way a page does. */
	protected function render( string $markup ): string {
		return do_blocks( $markup );
	}

	/**
	 * Renders one block the way the page `$post_id` does at the address `$uri` (its render.php reads
	 * the request's URI and the current post). Through the block, not its renderer class, because
	 * block supports (get_block_wrapper_attributes) need the block being rendered: WordPress 6.8
	 * warns without one.
	 */
	protected function render_block_at( string $name, array $attributes, string $uri, int $post_id ): string {
		global $post;
		$saved_uri              = $_SERVER['REQUEST_URI'] ?? null;
		$saved_post             = $post;
		$_SERVER['REQUEST_URI'] = $uri;
		$post                   = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		setup_postdata( $post );
		try {
			return do_blocks( '<!-- wp:' . $name . ' ' . wp_json_encode( $attributes ) . ' /-->' );
		} finally {
			$_SERVER['REQUEST_URI'] = $saved_uri;
			$post                   = $saved_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			if ( $post ) {
				setup_postdata( $post );
			} else {
				wp_reset_postdata();
			}
		}
	}
}

<?php
/**
 * The infinite-scroll endpoint: POST /wp-json/vitrine-theme/v1/posts/page/{page}[/{lang}] with the
 * stored query as a JSON object body answers a JSON string of the cards of that page, rendered with
 * the same template part as the index. Public (it shows what the blog index shows); bad input gets a
 * 400 that says what is wrong.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

const REST_NAMESPACE = 'vitrine-theme/v1';
const MAX_PAGE       = 10000;
const LANG_PATTERN   = '/^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?$/';

add_action(
	'rest_api_init',
	static function (): void {
		// The page segment matches anything so that a non-numeric page gets a clear 400, not a 404.
		register_rest_route(
			REST_NAMESPACE,
			'/posts/page/(?P<page>[^/]+)(?:/(?P<lang>[^/]+))?',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\posts_page_response',
				// Public on purpose: it lists only published posts, as the blog index does for anyone.
				'permission_callback' => '__return_true',
			)
		);
	}
);

function bad_request( string $code, string $message ): \WP_Error {
	return new \WP_Error( $code, $message, array( 'status' => 400 ) );
}

/** Answers one page of cards. Path parameters are read from the URL only, never from the body. */
function posts_page_response( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	$url  = $request->get_url_params();
	$page = (string) ( $url['page'] ?? '' );
	if ( ! preg_match( '/^[0-9]{1,6}$/', $page ) ) {
		return bad_request( 'vitrine_theme_bad_page', __( 'The page must be a whole number, such as 2.', 'vitrine' ) );
	}
	$page = (int) $page;
	if ( $page < 1 || $page > MAX_PAGE ) {
		/* translators: %d: the largest page number. */
		return bad_request( 'vitrine_theme_bad_page', sprintf( __( 'The page must be between 1 and %d.', 'vitrine' ), MAX_PAGE ) );
	}
	$lang = (string) ( $url['lang'] ?? '' );
	if ( '' !== $lang && ! preg_match( LANG_PATTERN, $lang ) ) {
		return bad_request( 'vitrine_theme_bad_lang', __( 'The language segment must be a language code such as en or pt-br.', 'vitrine' ) );
	}
	$body = $request->get_body();
	if ( '' !== trim( $body ) && ! $request->is_json_content_type() ) {
		return bad_request( 'vitrine_theme_bad_body', __( 'Send the stored query as a JSON object with Content-Type: application/json.', 'vitrine' ) );
	}
	$query = validate_query( '' === trim( $body ) ? null : $request->get_json_params() );
	if ( is_wp_error( $query ) ) {
		return $query;
	}

	$posts = new \WP_Query( query_args( $query, $page, $lang ) );
	if ( $page > max( 1, (int) $posts->max_num_pages ) ) {
		return bad_request(
			'vitrine_theme_page_out_of_range',
			/* translators: 1: the requested page, 2: how many pages the query has. */
			sprintf( __( 'Page %1$d is out of range: this list has %2$d page(s).', 'vitrine' ), $page, max( 1, (int) $posts->max_num_pages ) )
		);
	}
	$response = new \WP_REST_Response( render_cards( $posts, false ) );
	$response->header( 'X-Vitrine-Posts', (string) $posts->post_count );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

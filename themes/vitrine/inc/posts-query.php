<?php
/**
 * The query a post list hands to the posts endpoint: only the keys a blog index or archive needs,
 * never arbitrary WP_Query arguments. One schema serves the page (what it stores) and the endpoint
 * (what it accepts).
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

const ID_LIST = '^-?[0-9]+(,-?[0-9]+)*$';
const SLUGS   = '^[^\s<>"\'&]+$';

/**
 * The JSON schema of a stored query.
 *
 * @return array<string, mixed>
 */
function query_schema(): array {
	return array(
		'type'                 => 'object',
		'additionalProperties' => false,
		'properties'           => array(
			'cat'           => array( 'type' => 'string', 'pattern' => ID_LIST, 'maxLength' => 200 ),
			'category_name' => array( 'type' => 'string', 'pattern' => SLUGS, 'maxLength' => 200 ),
			'tag'           => array( 'type' => 'string', 'pattern' => SLUGS, 'maxLength' => 200 ),
			'tag_id'        => array( 'type' => 'integer', 'minimum' => 1 ),
			'author'        => array( 'type' => 'string', 'pattern' => ID_LIST, 'maxLength' => 200 ),
			'author_name'   => array( 'type' => 'string', 'pattern' => SLUGS, 'maxLength' => 60 ),
			'year'          => array( 'type' => 'integer', 'minimum' => 1000, 'maximum' => 9999 ),
			'monthnum'      => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 12 ),
			'day'           => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 31 ),
			's'             => array( 'type' => 'string', 'maxLength' => 200 ),
		),
	);
}

/**
 * The stored form of a page's query: its allowed, valid keys (others are dropped silently, since
 * WordPress itself adds keys such as pagename or paged).
 *
 * @param array<string, mixed> $vars The main query's request vars ($wp_query->query).
 * @return array<string, mixed>
 */
function stored_query( array $vars ): array {
	$schema = query_schema();
	$stored = array();
	foreach ( $schema['properties'] as $key => $rule ) {
		if ( ! isset( $vars[ $key ] ) || '' === $vars[ $key ] || is_array( $vars[ $key ] ) ) {
			continue;
		}
		$value = 'string' === $rule['type'] ? (string) $vars[ $key ] : $vars[ $key ];
		if ( true === rest_validate_value_from_schema( $value, $rule, $key ) ) {
			$stored[ $key ] = rest_sanitize_value_from_schema( $value, $rule, $key );
		}
	}
	return $stored;
}

/**
 * Checks a query sent by a browser: an object of allowed keys with valid values.
 *
 * @return array<string, mixed>|\WP_Error The sanitized query, or a 400 error that names the problem.
 */
function validate_query( mixed $query ): array|\WP_Error {
	if ( null === $query || array() === $query ) {
		return array();
	}
	if ( ! is_array( $query ) || array_is_list( $query ) ) {
		return new \WP_Error( 'vitrine_theme_bad_query', __( 'The request body must be a JSON object holding the stored query.', 'vitrine' ), array( 'status' => 400 ) );
	}
	$schema  = query_schema();
	$unknown = array_diff( array_map( 'strval', array_keys( $query ) ), array_keys( $schema['properties'] ) );
	if ( $unknown ) {
		return new \WP_Error(
			'vitrine_theme_unknown_query_key',
			/* translators: 1: the unknown keys, 2: the allowed keys. */
			sprintf( __( 'Unknown query key(s): %1$s. Allowed keys: %2$s.', 'vitrine' ), implode( ', ', $unknown ), implode( ', ', array_keys( $schema['properties'] ) ) ),
			array( 'status' => 400 )
		);
	}
	$valid = rest_validate_value_from_schema( $query, $schema, 'query' );
	if ( is_wp_error( $valid ) ) {
		return new \WP_Error( 'vitrine_theme_bad_query', $valid->get_error_message(), array( 'status' => 400 ) );
	}
	return (array) rest_sanitize_value_from_schema( $query, $schema, 'query' );
}

/**
 * WP_Query arguments for page $page of a stored query: published posts only, whoever asks.
 *
 * @param array<string, mixed> $query A validated stored query.
 * @return array<string, mixed>
 */
function query_args( array $query, int $page, string $lang = '' ): array {
	$args = array_merge(
		$query,
		array(
			'post_type'           => isset( $query['s'] ) ? array_values( get_post_types( array( 'exclude_from_search' => false ) ) ) : 'post',
			'post_status'         => 'publish',
			'perm'                => 'readable',
			'paged'               => $page,
			'posts_per_page'      => max( 1, (int) get_option( 'posts_per_page' ) ),
			'ignore_sticky_posts' => true,
			'no_found_rows'       => false,
		)
	);
	if ( '' !== $lang ) {
		$args['lang'] = $lang; // Read by multilingual plugins such as Polylang; ignored by WordPress itself.
	}
	/**
	 * Filters the posts endpoint's query (for a site whose blog index narrows its main query).
	 *
	 * @param array  $args  WP_Query arguments.
	 * @param array  $query The validated stored query.
	 * @param string $lang  The language segment, or ''.
	 */
	return (array) apply_filters( 'vitrine_theme_posts_query_args', $args, $query, $lang );
}

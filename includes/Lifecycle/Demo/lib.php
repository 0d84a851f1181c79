<?php
/**
 * Helpers for the idempotent demo parts (listed in Parts.php): each creates or updates content by a
 * stable key. The parts run from the demo content importer (Vitrine → Demo and data, `wp vitrine demo
 * import`, and tools/setup.php for npm start) on any site, so they report failure by throwing, never
 * by writing to STDERR or exiting. An existing post the demo did not create is left as it is
 * (Ledger::owns_post()), so the owner's own page at a demo path is never overwritten.
 */

defined( 'ABSPATH' ) || exit;

/** Stops the seeding: setup.php prints the message and exits 1, the importer shows it. */
function vitrine_seed_fail( string $message ): never {
	throw new RuntimeException( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
}

/**
 * Creates or updates the page at $path (e.g. 'widgets/carousel'); the parent must exist.
 * Returns the page id.
 */
function vitrine_seed_page( string $path, string $title, string $content, array $extra = array() ): int {
	$existing = get_page_by_path( $path, OBJECT, 'page' );
	$slug     = basename( $path );
	$parent   = 0;
	if ( str_contains( $path, '/' ) ) {
		$parent_page = get_page_by_path( dirname( $path ), OBJECT, 'page' );
		$parent      = $parent_page ? $parent_page->ID : 0;
	}
	$post = array_merge(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_name'    => $slug,
			'post_parent'  => $parent,
			'post_content' => $content,
		),
		$extra
	);
	if ( $existing && ! \Vitrine\Lifecycle\Demo\Ledger::owns_post( (int) $existing->ID ) ) {
		return (int) $existing->ID;
	}
	if ( $existing ) {
		$post['ID'] = $existing->ID;
		$changed    = $existing->post_title !== $title || $existing->post_content !== $content || (int) $existing->post_parent !== $parent;
		foreach ( $extra as $key => $value ) {
			$changed = $changed || ( isset( $existing->$key ) && $existing->$key != $value ); // phpcs:ignore
		}
		return $changed ? (int) wp_update_post( wp_slash( $post ), true ) : (int) $existing->ID;
	}
	$id = wp_insert_post( wp_slash( $post ), true );
	if ( is_wp_error( $id ) ) {
		vitrine_seed_fail( "could not seed page $path: " . $id->get_error_message() );
	}
	return (int) $id;
}

/** Sets a page-level meta value only when it differs, on posts the demo owns. */
function vitrine_seed_meta( int $post_id, string $key, $value ): void {
	if ( get_post_meta( $post_id, $key, true ) !== $value && \Vitrine\Lifecycle\Demo\Ledger::owns_post( $post_id ) ) {
		update_post_meta( $post_id, $key, $value );
	}
}

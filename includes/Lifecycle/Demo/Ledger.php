<?php
/**
 * What the demo import created, so that removing the demo removes exactly that: every post
 * (pages, posts, products, popups, attachments, menu items…) and term the import inserted carries
 * the meta key `_vitrine_demo`; folders it created under uploads are listed in the option
 * `vitrine_demo`. Existing content is never marked, so the owner's own posts, pages, categories and
 * menus are never removed, and the parts leave them as they are (owns_*()).
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Demo;

defined( 'ABSPATH' ) || exit;

final class Ledger {
	public const META   = '_vitrine_demo';
	public const OPTION = 'vitrine_demo';
	/** Upload folders the demo parts write to. */
	public const FOLDERS = array( 'vitrine-demo' );

	/** True while the local development site adopts demo content made before the ledger existed. */
	private static bool $adopting = false;

	/** @var array<string, int> Created items per post type label, for the importer's report. */
	private static array $created = array();

	private static int $updated = 0;

	public static function start( bool $adopt ): void {
		self::$adopting = $adopt;
		self::$created  = array();
		self::$updated  = 0;
		$uploads        = wp_upload_dir( null, false );
		$record         = self::record();
		foreach ( self::FOLDERS as $folder ) {
			if ( ! is_dir( $uploads['basedir'] . '/' . $folder ) && ! in_array( $folder, $record['folders'], true ) ) {
				$record['folders'][] = $folder;
			}
		}
		$record['imported'] = time();
		update_option( self::OPTION, $record, false );
		add_action( 'wp_insert_post', array( self::class, 'inserted_post' ), 10, 3 );
		add_action( 'created_term', array( self::class, 'created_term' ), 10, 3 );
	}

	/** @return array{created: array<string, int>, updated: int} */
	public static function stop(): array {
		remove_action( 'wp_insert_post', array( self::class, 'inserted_post' ), 10 );
		remove_action( 'created_term', array( self::class, 'created_term' ), 10 );
		self::$adopting = false;
		// Each demo post's title and text as the import left them: what the owner changes afterwards
		// shows as "edited since the import", and removing the demo keeps it unless asked (edited()).
		foreach ( self::post_ids() as $id ) {
			$post = get_post( $id );
			if ( $post && self::stamp( $post ) !== get_post_meta( $id, self::META, true ) ) {
				update_post_meta( $id, self::META, self::stamp( $post ) );
			}
		}
		return array(
			'created' => self::$created,
			'updated' => self::$updated,
		);
	}

	/** @param \WP_Post|mixed $post */
	public static function inserted_post( $post_id, $post, $update ): void {
		if ( ! $post instanceof \WP_Post || wp_is_post_revision( $post ) || 'auto-draft' === $post->post_status ) {
			return;
		}
		if ( $update ) {
			++self::$updated;
			return;
		}
		update_post_meta( (int) $post_id, self::META, 1 );
		// Counted by post type: DemoImporter::summary() names them, singular or plural.
		self::$created[ $post->post_type ] = ( self::$created[ $post->post_type ] ?? 0 ) + 1;
	}

	public static function created_term( $term_id, $tt_id = 0, $taxonomy = '' ): void {
		update_term_meta( (int) $term_id, self::META, 1 );
	}

	/** Whether the demo may change this existing post: one it created (or, on the dev site, adopts). */
	public static function owns_post( int $post_id ): bool {
		return self::owns( 'post', $post_id );
	}

	/** The same for a term (a category, a menu). */
	public static function owns_term( int $term_id ): bool {
		return self::owns( 'term', $term_id );
	}

	/** @param string $type 'post' or 'term': whose metadata marks the item as the demo's. */
	private static function owns( string $type, int $id ): bool {
		if ( get_metadata( $type, $id, self::META, true ) ) {
			return true;
		}
		if ( self::$adopting ) {
			update_metadata( $type, $id, self::META, 1 );
			return true;
		}
		return false;
	}

	/** @return array{folders: string[], imported: int} */
	public static function record(): array {
		$saved = get_option( self::OPTION );
		$saved = is_array( $saved ) ? $saved : array();
		return array(
			'folders'  => array_values( array_intersect( self::FOLDERS, (array) ( $saved['folders'] ?? array() ) ) ),
			'imported' => (int) ( $saved['imported'] ?? 0 ),
		);
	}

	/** A demo post's fingerprint: its title and text (meta and terms are not compared). */
	private static function stamp( \WP_Post $post ): string {
		return 'v1:' . md5( $post->post_title . "\0" . $post->post_content );
	}

	/**
	 * Demo posts, pages and other content (not images, not menu items) whose title or text changed
	 * since the last import: the owner's work now, kept by remove() unless they are named. A post
	 * marked before stamps existed counts as not edited.
	 *
	 * @return \WP_Post[]
	 */
	public static function edited(): array {
		$edited = array();
		foreach ( self::post_ids() as $id ) {
			$post  = get_post( $id );
			$stamp = (string) get_post_meta( $id, self::META, true );
			if ( $post && ! in_array( $post->post_type, array( 'attachment', 'nav_menu_item', 'revision' ), true ) && str_starts_with( $stamp, 'v1:' ) && self::stamp( $post ) !== $stamp ) {
				$edited[] = $post;
			}
		}
		return $edited;
	}

	/** @return array<string, int> How many items of the demo are here, per post type, for the removal's confirmation. */
	public static function counts(): array {
		$counts = array();
		foreach ( self::post_ids() as $id ) {
			$type = get_post_type( $id );
			if ( $type ) {
				$counts[ $type ] = ( $counts[ $type ] ?? 0 ) + 1;
			}
		}
		ksort( $counts );
		return $counts;
	}

	/** @return int[] Ids of every post the demo created, whatever its type and status. */
	public static function post_ids(): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", self::META ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes what the demo created and forgets it.
	 *
	 * @param int[]|null $edited_too Null: everything the demo made. A list: posts edited since the
	 *                               import (edited()) stay, but those named here, and become the
	 *                               owner's own content.
	 * @return array{posts: int, terms: int, folders: int, kept: int}
	 */
	public static function remove( ?array $edited_too = null ): array {
		global $wpdb;
		$removed = array(
			'posts'   => 0,
			'terms'   => 0,
			'folders' => 0,
			'kept'    => 0,
		);
		$keep    = null === $edited_too ? array() : array_diff( wp_list_pluck( self::edited(), 'ID' ), array_map( 'intval', $edited_too ) );
		foreach ( self::post_ids() as $id ) {
			$post = get_post( $id );
			if ( ! $post ) {
				continue; // Deleted by hand since: its meta row goes below.
			}
			if ( in_array( $id, $keep, true ) ) {
				++$removed['kept'];
				continue;
			}
			$done              = 'attachment' === $post->post_type ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true );
			$removed['posts'] += $done ? 1 : 0;
		}
		$wpdb->delete( $wpdb->postmeta, array( 'meta_key' => self::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		$terms = (array) $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id, tt.taxonomy FROM {$wpdb->termmeta} m JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = m.term_id JOIN {$wpdb->terms} t ON t.term_id = m.term_id WHERE m.meta_key = %s", self::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		// A kept post keeps its categories and tags too.
		$in_use = $keep ? array_map( 'intval', (array) wp_get_object_terms( $keep, get_taxonomies(), array( 'fields' => 'ids' ) ) ) : array();
		foreach ( $terms as $term ) {
			if ( ! in_array( (int) $term->term_id, $in_use, true ) ) {
				$removed['terms'] += true === wp_delete_term( (int) $term->term_id, (string) $term->taxonomy ) ? 1 : 0;
			}
		}
		$wpdb->delete( $wpdb->termmeta, array( 'meta_key' => self::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		$uploads = wp_upload_dir( null, false );
		foreach ( self::record()['folders'] as $folder ) {
			$removed['folders'] += self::delete_folder( $uploads['basedir'] . '/' . $folder ) ? 1 : 0;
		}
		delete_option( self::OPTION );
		delete_option( 'vitrine_theme_menu_seed' );
		wp_cache_flush();
		return $removed;
	}

	/** Deletes a folder the demo created, with its files. */
	public static function delete_folder( string $dir ): bool {
		if ( ! is_dir( $dir ) ) {
			return false;
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		WP_Filesystem();
		global $wp_filesystem;
		return $wp_filesystem && $wp_filesystem->delete( $dir, true );
	}
}

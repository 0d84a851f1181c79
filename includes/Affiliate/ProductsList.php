<?php
/**
 * The affiliate products as an admin list (Vitrine\Lists, docs/affiliate.md "Products"): a product is
 * a `vitrine_product` post, its fields are post meta and its clicks live in Vitrine's click table,
 * so the list reads one derived table that joins them (ASIN, price, merchant, image, data source, and
 * the clicks of the last 30 days), and search, filters and sorting are plain conditions on it.
 * Search by title or ASIN, filter by status, merchant and data source, sort by title, ASIN, clicks
 * or last change. Readable by whoever edits posts (as WordPress's own product list was); Delete moves
 * to the Trash, and deletes for good what is already there, each product only if the user may.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

use Vitrine\Forms\Csv;
use Vitrine\Lists\Query;

defined( 'ABSPATH' ) || exit;

final class ProductsList implements \Vitrine\Lists\Source {
	/** The statuses the list filters by; without a status filter it shows all of them but the Trash. */
	public const STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private', 'trash' );

	/** The days the clicks column counts (today included). */
	public const CLICK_DAYS = 30;

	public function id(): string {
		return 'products';
	}

	public function capability(): string {
		return 'edit_posts';
	}

	public function delete_capability(): string {
		return 'delete_posts';
	}

	/**
	 * The products with their meta and clicks as one derived table, prepared once: the meta keys
	 * (Catalogue::FIELDS), the first day the clicks column counts and the post type are placeholders;
	 * only table and column names, which are the site's own, are written into the query.
	 */
	public function table(): string {
		global $wpdb;
		$fields   = array( 'asin', 'price', 'merchant', 'image', 'source' );
		$clicks   = ClickStore::table();
		$columns  = implode(
			', ',
			array_map( static fn( string $field ): string => "(SELECT m.meta_value FROM $wpdb->postmeta m WHERE m.post_id = p.ID AND m.meta_key = %s LIMIT 1) AS $field", $fields )
		);
		$values   = array_map( static fn( string $field ): string => Catalogue::FIELDS[ $field ], $fields );
		$values[] = wp_date( 'Y-m-d', time() - ( self::CLICK_DAYS - 1 ) * DAY_IN_SECONDS );
		$values[] = Catalogue::PRODUCT;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- names only; every value is a placeholder (seven, in $values).
		return (string) $wpdb->prepare(
			"(SELECT p.ID AS id, p.post_title, p.post_status, p.post_author, p.post_modified_gmt, $columns, (SELECT COALESCE(SUM(c.count), 0) FROM $clicks c WHERE c.product_id = p.ID AND c.day >= %s) AS clicks FROM $wpdb->posts p WHERE p.post_type = %s) AS products",
			$values
		);
		// phpcs:enable
	}

	public function sortable(): array {
		return array(
			'modified' => 'post_modified_gmt',
			'title'    => 'post_title',
			'asin'     => 'asin',
			'clicks'   => 'clicks',
		);
	}

	public function filters(): array {
		return array( 'post_status', 'merchant', 'source' );
	}

	public function where( array $args ): array {
		global $wpdb;
		$statuses = $args['post_status'] ? $args['post_status'] : array_diff( self::STATUSES, array( 'trash' ) );
		$where    = array( Query::in( 'post_status', array_values( $statuses ) ) );
		if ( ! current_user_can( 'read_private_posts' ) ) {
			// As in WordPress's own lists: others' private products stay out of sight.
			$where[] = (string) $wpdb->prepare( "(post_status <> 'private' OR post_author = %d)", get_current_user_id() );
		}
		if ( '' !== $args['search'] ) {
			$where[] = Query::search( array( 'post_title', 'asin' ), (string) $args['search'] );
		}
		if ( $args['merchant'] ) {
			$where[] = Query::in( 'merchant', $args['merchant'] );
		}
		if ( $args['source'] && 1 === count( array_unique( $args['source'] ) ) ) {
			// One of the two: products fetched from Amazon, or the others (typed or imported by the owner).
			$where[] = in_array( 'amazon', $args['source'], true ) ? "source = 'amazon'" : "(source IS NULL OR source <> 'amazon')";
		}
		return $where;
	}

	public function item( array $row ): array {
		$id       = (int) $row['id'];
		$modified = strtotime( (string) $row['post_modified_gmt'] . ' UTC' );
		return array(
			'id'          => $id,
			'title'       => '' !== (string) $row['post_title'] ? (string) $row['post_title'] : __( '(no title)', 'vitrine' ),
			'status'      => (string) $row['post_status'],
			'asin'        => (string) $row['asin'],
			'price'       => (string) $row['price'],
			'merchant'    => (string) $row['merchant'],
			'source'      => 'amazon' === $row['source'] ? 'amazon' : 'manual',
			// Only an http(s) address reaches the app's <img>.
			'image'       => esc_url_raw( (string) $row['image'], array( 'http', 'https' ) ),
			'clicks'      => (int) $row['clicks'],
			'modified'    => (string) $row['post_modified_gmt'],
			'date'        => false === $modified ? '' : (string) wp_date( get_option( 'date_format' ), $modified ),
			'shortcode'   => '' !== (string) $row['asin'] ? sprintf( '[vitrine_product box="%s"]', $row['asin'] ) : '',
			'edit_url'    => current_user_can( 'edit_post', $id ) ? (string) get_edit_post_link( $id, 'raw' ) : '',
			// WordPress's own Restore link (nonce'd; not wp_nonce_url(), whose &amp; is for HTML): it returns to this list.
			'restore_url' => 'trash' === $row['post_status'] && current_user_can( 'delete_post', $id ) ? add_query_arg( array( 'post' => $id, 'action' => 'untrash', '_wpnonce' => wp_create_nonce( 'untrash-post_' . $id ) ), admin_url( 'post.php' ) ) : '',
		);
	}

	public function csv( array $rows ): string {
		$out = Csv::line( array( 'id', 'title', 'asin', 'price', 'merchant', 'source', 'status', 'clicks_' . self::CLICK_DAYS . '_days', 'modified_utc' ) );
		foreach ( $rows as $row ) {
			$item = $this->item( $row );
			$out .= Csv::line( array( $item['id'], $item['title'], $item['asin'], $item['price'], $item['merchant'], $item['source'], $item['status'], $item['clicks'], $item['modified'] ) );
		}
		return $out;
	}

	public function file_name(): string {
		return 'affiliate-products';
	}

	/** Moves products to the Trash, or deletes for good those already there; each only if the user may. */
	public function delete( array $ids ): int {
		$done = 0;
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post || Catalogue::PRODUCT !== $post->post_type || ! current_user_can( 'delete_post', $id ) ) {
				continue;
			}
			$done += (int) (bool) ( 'trash' === $post->post_status ? wp_delete_post( $id, true ) : wp_trash_post( $id ) );
		}
		Catalogue::forget();
		return $done;
	}
}

<?php
/**
 * The affiliate clicks as an admin list (Vitrine\Lists): one row per day, product, link type, source
 * and country with its count. Search by product title or ASIN, filter by link type, country and
 * days, sort by day, clicks, link type or country. Readable by whoever sees the report (edit_posts);
 * deleting statistics needs manage_options (docs/affiliate.md, "Clicks").
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

use Vitrine\Forms\Csv;
use Vitrine\Lists\Query;

defined( 'ABSPATH' ) || exit;

final class ClicksList implements \Vitrine\Lists\Source {
	public function id(): string {
		return 'clicks';
	}

	public function capability(): string {
		return 'edit_posts';
	}

	public function delete_capability(): string {
		return 'manage_options';
	}

	public function table(): string {
		return ClickStore::table();
	}

	public function sortable(): array {
		return array(
			'day'       => 'day',
			'count'     => 'count',
			'link_type' => 'link_type',
			'country'   => 'country',
		);
	}

	public function filters(): array {
		return array( 'link_type', 'country', 'after', 'before' );
	}

	public function where( array $args ): array {
		global $wpdb;
		$where = array();
		if ( '' !== $args['search'] ) {
			$where[] = $this->products_matching( (string) $args['search'] );
		}
		if ( $args['link_type'] ) {
			$where[] = Query::in( 'link_type', $args['link_type'] );
		}
		if ( $args['country'] ) {
			$where[] = Query::in( 'country', array_map( static fn( $c ) => 'unknown' === $c ? '' : $c, $args['country'] ) );
		}
		// Days are stored as the site's days already.
		if ( $args['after'] ) {
			$where[] = (string) $wpdb->prepare( 'day >= %s', $args['after'] );
		}
		if ( $args['before'] ) {
			$where[] = (string) $wpdb->prepare( 'day < %s', $args['before'] );
		}
		return $where;
	}

	/** The products whose title or ASIN contains the words, as a prepared condition. */
	private function products_matching( string $search ): string {
		global $wpdb;
		$like = '%' . $wpdb->esc_like( $search ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a search over titles and one meta key, for an admin list.
		$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM $wpdb->posts WHERE post_title LIKE %s UNION SELECT post_id FROM $wpdb->postmeta WHERE meta_key = '_vitrine_asin' AND meta_value LIKE %s", $like, $like ) ) );
		return $ids ? Query::in( 'product_id', $ids, '%d' ) : '1=0';
	}

	public function item( array $row ): array {
		$day = strtotime( (string) $row['day'] );
		return array(
			'id'         => (int) $row['id'],
			'day'        => (string) $row['day'],
			'date'       => false === $day ? (string) $row['day'] : date_i18n( (string) get_option( 'date_format' ), $day ),
			'product'    => Admin\ReportPage::product_label( (int) $row['product_id'] ),
			'link_type'  => (string) $row['link_type'],
			'country'    => (string) $row['country'],
			'source'     => $this->source_label( $row ),
			'count'      => (int) $row['count'],
		);
	}

	/** Where the link was: the post's title when the user may read it, else its kind. */
	private function source_label( array $row ): string {
		$id = (int) $row['source_id'];
		if ( $id && get_post( $id ) && ( 'publish' === get_post_status( $id ) || current_user_can( 'read_post', $id ) ) ) {
			return get_the_title( $id );
		}
		return (string) $row['source_type'];
	}

	public function csv( array $rows ): string {
		$out = Csv::line( array( 'day', 'product', 'link_type', 'country', 'source', 'clicks' ) );
		foreach ( $rows as $row ) {
			$item = $this->item( $row );
			$out .= Csv::line( array( $item['day'], $item['product'], $item['link_type'], strtoupper( $item['country'] ), $item['source'], $item['count'] ) );
		}
		return $out;
	}

	public function file_name(): string {
		return 'affiliate-clicks';
	}

	public function delete( array $ids ): int {
		global $wpdb;
		$table = ClickStore::table();
		return (int) $wpdb->query( "DELETE FROM $table WHERE " . Query::in( 'id', $ids, '%d' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared in Query::in().
	}
}

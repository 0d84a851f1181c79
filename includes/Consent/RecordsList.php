<?php
/**
 * The consent records as an admin list (Vitrine\Lists): search by consent id, filter by law and
 * decision, sort by time, id, decision or law; CSV as RecordsCsv writes it (docs/consent.md, "Records").
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

use Vitrine\Lists\Query;

defined( 'ABSPATH' ) || exit;

final class RecordsList implements \Vitrine\Lists\Source {
	public function id(): string {
		return 'consent-records';
	}

	public function capability(): string {
		return 'manage_options';
	}

	public function delete_capability(): string {
		return 'manage_options';
	}

	public function table(): string {
		return Records::table();
	}

	public function sortable(): array {
		return array(
			'created_at' => 'created_at',
			'consent_id' => 'consent_id',
			'action'     => 'action',
			'law'        => 'law',
		);
	}

	public function filters(): array {
		return array( 'law', 'decision', 'after', 'before' );
	}

	public function where( array $args ): array {
		global $wpdb;
		$where = array();
		if ( '' !== $args['search'] ) {
			$where[] = Query::search( array( 'consent_id' ), (string) $args['search'] );
		}
		if ( $args['law'] ) {
			$where[] = Query::in( 'law', $args['law'] );
		}
		if ( $args['decision'] ) {
			$where[] = Query::in( 'action', $args['decision'] );
		}
		// Days are the site's days; records are stored in UTC.
		if ( $args['after'] ) {
			$where[] = (string) $wpdb->prepare( 'created_at >= %s', get_gmt_from_date( $args['after'] . ' 00:00:00' ) );
		}
		if ( $args['before'] ) {
			$where[] = (string) $wpdb->prepare( 'created_at < %s', get_gmt_from_date( $args['before'] . ' 00:00:00' ) );
		}
		return $where;
	}

	public function item( array $row ): array {
		return Records::item( $row ) + array( 'date' => Query::site_time( (string) $row['created_at'] ) );
	}

	public function csv( array $rows ): string {
		return RecordsCsv::csv( array_map( array( Records::class, 'item' ), $rows ) );
	}

	public function file_name(): string {
		return 'consent-records';
	}

	public function delete( array $ids ): int {
		return count( array_filter( array_map( array( Records::class, 'delete' ), $ids ) ) );
	}
}

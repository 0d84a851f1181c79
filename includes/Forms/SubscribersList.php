<?php
/**
 * The newsletter subscribers as an admin list (Vitrine\Lists): search by address or name, filter by
 * status, sort by sign-up date, address, name, list or status; CSV of every column (docs/forms.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

use Vitrine\Lists\Query;

defined( 'ABSPATH' ) || exit;

final class SubscribersList implements \Vitrine\Lists\Source {
	private const CSV_COLUMNS = array( 'email', 'name', 'list_id', 'status', 'consent_text', 'consent_gmt', 'created_gmt', 'confirmed_gmt', 'unsubscribed_gmt' );

	public function id(): string {
		return 'subscribers';
	}

	public function capability(): string {
		return Admin\RowsPage::CAP;
	}

	public function delete_capability(): string {
		return Admin\RowsPage::CAP;
	}

	public function table(): string {
		return SubscriberStore::table();
	}

	public function sortable(): array {
		return array(
			'created_gmt' => 'created_gmt',
			'email'       => 'email',
			'name'        => 'name',
			'list_id'     => 'list_id',
			'status'      => 'status',
		);
	}

	public function filters(): array {
		return array( 'status' );
	}

	public function where( array $args ): array {
		$where = array();
		if ( '' !== $args['search'] ) {
			$where[] = Query::search( array( 'email', 'name' ), (string) $args['search'] );
		}
		if ( $args['status'] ) {
			$where[] = Query::in( 'status', $args['status'] );
		}
		return $where;
	}

	public function item( array $row ): array {
		return array(
			'id'           => (int) $row['id'],
			'email'        => (string) $row['email'],
			'name'         => (string) $row['name'],
			'list_id'      => (string) $row['list_id'],
			'status'       => (string) $row['status'],
			'consent_text' => (string) $row['consent_text'],
			'consent_date' => Query::site_time( (string) $row['consent_gmt'] ),
			'created_gmt'  => mysql_to_rfc3339( (string) $row['created_gmt'] ) . 'Z',
			'date'         => Query::site_time( (string) $row['created_gmt'] ),
			'mail_status'  => (string) $row['mail_status'],
			'mail_error'   => (string) $row['mail_error'],
		);
	}

	public function csv( array $rows ): string {
		$out = Csv::line( self::CSV_COLUMNS );
		foreach ( $rows as $row ) {
			$out .= Csv::line( array_map( static fn( $c ) => (string) $row[ $c ], self::CSV_COLUMNS ) );
		}
		return $out;
	}

	public function file_name(): string {
		return 'subscribers';
	}

	public function delete( array $ids ): int {
		return count( array_filter( array_map( array( SubscriberStore::class, 'delete' ), $ids ) ) );
	}
}

<?php
/**
 * The form entries as an admin list (Vitrine\Lists): search in the address and the answers, filter
 * by form and day, sort by date, form or address; CSV with one column per field label (docs/forms.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

use Vitrine\Lists\Query;

defined( 'ABSPATH' ) || exit;

final class EntriesList implements \Vitrine\Lists\Source {
	public function id(): string {
		return 'form-entries';
	}

	public function capability(): string {
		return Admin\RowsPage::CAP;
	}

	public function delete_capability(): string {
		return Admin\RowsPage::CAP;
	}

	public function table(): string {
		return EntryStore::table();
	}

	public function sortable(): array {
		return array(
			'created_gmt' => 'created_gmt',
			'form_id'     => 'form_id',
			'email'       => 'email',
		);
	}

	public function filters(): array {
		return array( 'form', 'after', 'before' );
	}

	public function where( array $args ): array {
		global $wpdb;
		$where = array();
		if ( '' !== $args['search'] ) {
			$where[] = Query::search( array( 'email', 'data' ), (string) $args['search'] );
		}
		if ( $args['form'] ) {
			$where[] = Query::in( 'form_id', $args['form'] );
		}
		if ( $args['after'] ) {
			$where[] = (string) $wpdb->prepare( 'created_gmt >= %s', get_gmt_from_date( $args['after'] . ' 00:00:00' ) );
		}
		if ( $args['before'] ) {
			$where[] = (string) $wpdb->prepare( 'created_gmt < %s', get_gmt_from_date( $args['before'] . ' 00:00:00' ) );
		}
		return $where;
	}

	public function item( array $row ): array {
		$data    = (array) json_decode( (string) $row['data'], true );
		$summary = implode( ' · ', array_map( static fn( $f ) => is_array( $f['value'] ?? '' ) ? implode( ', ', $f['value'] ) : (string) ( $f['value'] ?? '' ), $data ) );
		return array(
			'id'          => (int) $row['id'],
			'form_id'     => (string) $row['form_id'],
			'email'       => (string) $row['email'],
			'created_gmt' => mysql_to_rfc3339( (string) $row['created_gmt'] ) . 'Z',
			'date'        => Query::site_time( (string) $row['created_gmt'] ),
			'summary'     => wp_trim_words( $summary, 16 ),
			'mail_status' => (string) $row['mail_status'],
			'mail_error'  => (string) $row['mail_error'],
			'url'         => Admin\EntriesPage::entry_url( (int) $row['id'] ),
		);
	}

	public function csv( array $rows ): string {
		$rows   = array_map( static fn( $row ) => array( 'data' => (array) json_decode( (string) $row['data'], true ) ) + $row, $rows );
		$labels = array();
		foreach ( $rows as $row ) {
			foreach ( $row['data'] as $field ) {
				$labels[ (string) $field['label'] ] = true;
			}
		}
		$labels = array_keys( $labels );
		$out    = Csv::line( array_merge( array( 'id', 'date_utc', 'form', 'mail' ), $labels ) );
		foreach ( $rows as $row ) {
			$by   = array_column( $row['data'], 'value', 'label' );
			$out .= Csv::line( array_merge( array( $row['id'], $row['created_gmt'], $row['form_id'], $row['mail_status'] ), array_map( static fn( $l ) => $by[ $l ] ?? '', $labels ) ) );
		}
		return $out;
	}

	public function file_name(): string {
		return 'form-entries';
	}

	public function delete( array $ids ): int {
		// One by one: an entry's uploaded files go with it.
		return count( array_filter( array_map( array( EntryStore::class, 'delete' ), $ids ) ) );
	}
}

<?php
/**
 * The parts of a data store (Store) that hold nothing tied to a person and live in one table of their
 * own, named by the store's static table(): uninstall drops the table, and the privacy exporter and
 * eraser have nothing to export or erase (docs/lifecycle.md, Privacy). Click counts, consent records
 * (a random id from the visitor's cookie) and rate-limit counters (hashed addresses) are such stores.
 *
 * @package Vitrine
 */

namespace Vitrine\Data;

defined( 'ABSPATH' ) || exit;

trait AnonymousTable {
	public function uninstall(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery
	}

	/** Nothing in the table can be tied to an email address: nothing to export. */
	public function export_personal_data( string $email, int $page ): array {
		return array(
			'data' => array(),
			'done' => true,
		);
	}

	/** Nothing in the table can be tied to an email address: nothing erased or retained. */
	public function erase_personal_data( string $email, int $page ): array {
		return array(
			'items_removed'  => false,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}

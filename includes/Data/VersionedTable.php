<?php
/**
 * The parts of a data store (Store) whose one table carries a schema version in an option, so the
 * table is (re)built only when the code's version differs from the installed one: install() writes
 * columns() through Schema::create_table and records the version, maybe_install() runs on init,
 * drop_table() removes both (docs/lifecycle.md). The store names its static table(), its
 * DB_VERSION_OPTION and DB_VERSION, and its columns in dbDelta's format.
 *
 * @package Vitrine
 */

namespace Vitrine\Data;

defined( 'ABSPATH' ) || exit;

trait VersionedTable {
	/** The column and key definitions, one a line, as Schema::create_table takes them. */
	abstract protected function columns(): string;

	/** Runs install() when the installed version is not this code's (on init, so upgrades apply). */
	public static function maybe_install(): void {
		if ( get_option( self::DB_VERSION_OPTION ) !== self::DB_VERSION ) {
			( new self() )->install();
		}
	}

	public function install(): void {
		Schema::create_table( self::table(), $this->columns() );
		update_option( self::DB_VERSION_OPTION, self::DB_VERSION, true );
	}

	/** Drops the table and forgets its version (an opted-in uninstall). */
	protected function drop_table(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery
		delete_option( self::DB_VERSION_OPTION );
	}
}

<?php
/**
 * Creates or upgrades a store's table with dbDelta, the one way every data store (Store::install())
 * writes its schema: WordPress's upgrade functions loaded, the site's charset and collation applied.
 * dbDelta compares the statement with the table and only adds what is missing, so it is safe to run
 * any number of times (docs/lifecycle.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Data;

defined( 'ABSPATH' ) || exit;

final class Schema {
	/**
	 * @param string $table   The full table name, prefix included.
	 * @param string $columns The column and key definitions, one a line, in dbDelta's format
	 *                        (two spaces after PRIMARY KEY).
	 */
	public static function create_table( string $table, string $columns ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( "CREATE TABLE $table (\n" . trim( $columns ) . "\n) " . $wpdb->get_charset_collate() . ';' );
	}
}

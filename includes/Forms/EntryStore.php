<?php
/**
 * Form entries: one row per submission, stored BEFORE any mail is sent, with the mail's outcome
 * recorded on the row afterwards. The values are kept as JSON with each field's label at the time,
 * so an entry still reads right after the editor renames a field. Files are referenced by their
 * random stored names (see Uploads).
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

use Vitrine\Data\Store;
use Vitrine\Data\VersionedTable;

defined( 'ABSPATH' ) || exit;

final class EntryStore implements Store {
	use VersionedTable;

	public const DB_VERSION_OPTION = 'vitrine_form_entries_db_version';
	public const DB_VERSION        = '1';

	public function id(): string {
		return 'form_entries';
	}

	public function label(): string {
		return __( 'Form entries', 'vitrine' );
	}

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_form_entries';
	}

	protected function columns(): string {
		return "
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				form_id varchar(64) NOT NULL,
				post_id bigint(20) unsigned NOT NULL DEFAULT 0,
				created_gmt datetime NOT NULL,
				email varchar(190) NOT NULL DEFAULT '',
				data longtext NOT NULL,
				files longtext NOT NULL,
				mail_status varchar(12) NOT NULL DEFAULT 'pending',
				mail_error text NOT NULL,
				PRIMARY KEY  (id),
				KEY form_id (form_id),
				KEY email (email),
				KEY created_gmt (created_gmt)
			";
	}

	public function uninstall(): void {
		foreach ( self::rows( 'SELECT * FROM ' . self::table() ) as $row ) {
			self::delete_files( $row );
		}
		$this->drop_table();
	}

	/**
	 * @param array<int, array{name: string, label: string, value: string|string[]}> $data
	 * @param array<string, array{name: string, stored: string, size: int}>          $files
	 * @return int The new entry's id (0 on failure).
	 */
	public static function insert( string $form_id, int $post_id, string $email, array $data, array $files ): int {
		global $wpdb;
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
			self::table(),
			array(
				'form_id'     => $form_id,
				'post_id'     => $post_id,
				'created_gmt' => gmdate( 'Y-m-d H:i:s' ),
				'email'       => $email,
				'data'        => wp_json_encode( $data ),
				'files'       => wp_json_encode( (object) $files ),
				'mail_status' => 'pending',
				'mail_error'  => '',
			)
		);
		return $ok ? (int) $wpdb->insert_id : 0;
	}

	public static function mark_mail( int $id, string $status, string $error = '' ): void {
		global $wpdb;
		$wpdb->update( self::table(), array( 'mail_status' => $status, 'mail_error' => $error ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
	}

	/** @return array<string, mixed>|null One entry with data and files decoded. */
	public static function get( int $id ): ?array {
		global $wpdb;
		$rows = self::rows( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return $rows[0] ?? null;
	}

	/** @return array<int, array<string, mixed>> Newest first. */
	public static function page( int $page, int $per_page, string $form_id = '' ): array {
		global $wpdb;
		$where = '' === $form_id ? '1=1' : $wpdb->prepare( 'form_id = %s', $form_id );
		return self::rows( $wpdb->prepare( 'SELECT * FROM ' . self::table() . " WHERE $where ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, max( 0, $page - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	public static function count( string $form_id = '' ): int {
		global $wpdb;
		$where = '' === $form_id ? '1=1' : $wpdb->prepare( 'form_id = %s', $form_id );
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . self::table() . " WHERE $where" ); // phpcs:ignore WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
	}

	public static function delete( int $id ): bool {
		global $wpdb;
		$row = self::get( $id );
		if ( ! $row ) {
			return false;
		}
		self::delete_files( $row );
		return (bool) $wpdb->delete( self::table(), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
	}

	public function export_personal_data( string $email, int $page ): array {
		global $wpdb;
		$per  = 50;
		$rows = self::rows( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE email = %s ORDER BY id LIMIT %d OFFSET %d', $email, $per, ( max( 1, $page ) - 1 ) * $per ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$data = array();
		foreach ( $rows as $row ) {
			$items = array(
				array( 'name' => __( 'Form', 'vitrine' ), 'value' => $row['form_id'] ),
				array( 'name' => __( 'Sent', 'vitrine' ), 'value' => $row['created_gmt'] . ' UTC' ),
			);
			foreach ( $row['data'] as $field ) {
				$items[] = array( 'name' => (string) $field['label'], 'value' => is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : (string) $field['value'] );
			}
			$data[] = array(
				'group_id'    => 'vitrine-form-entries',
				'group_label' => $this->label(),
				'item_id'     => 'vitrine-form-entry-' . $row['id'],
				'data'        => $items,
			);
		}
		return array( 'data' => $data, 'done' => count( $rows ) < $per );
	}

	public function erase_personal_data( string $email, int $page ): array {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . self::table() . ' WHERE email = %s LIMIT 100', $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
		foreach ( $ids as $id ) {
			self::delete( (int) $id );
		}
		return array(
			'items_removed'  => count( $ids ) > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => count( $ids ) < 100,
		);
	}

	public function purge( int $older_than_days ): int {
		global $wpdb;
		if ( $older_than_days <= 0 ) {
			return 0;
		}
		$limit = gmdate( 'Y-m-d H:i:s', time() - $older_than_days * DAY_IN_SECONDS );
		$rows  = self::rows( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE created_gmt < %s', $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		foreach ( $rows as $row ) {
			self::delete_files( $row );
		}
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE created_gmt < %s', $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
	}

	/** @return array<int, array<string, mixed>> */
	private static function rows( string $sql ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own form entries table (no WordPress API for it); read fresh for the admin screens and exports, so not cached.
		foreach ( $rows as &$row ) {
			$row['id']    = (int) $row['id'];
			$row['data']  = (array) json_decode( (string) $row['data'], true );
			$row['files'] = (array) json_decode( (string) $row['files'], true );
		}
		return $rows;
	}

	private static function delete_files( array $row ): void {
		foreach ( (array) $row['files'] as $file ) {
			Uploads::delete( (string) ( $file['stored'] ?? '' ) );
		}
	}
}

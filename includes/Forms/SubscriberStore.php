<?php
/**
 * Subscribers: one row per list and address, with status pending → confirmed → unsubscribed, the
 * consent text the visitor agreed to (as it read at that moment) and when, and the outcome of the
 * last confirmation mail. Retention purges only rows that are not confirmed (stale pending sign-ups
 * and unsubscribed addresses); an active subscriber is kept until they leave or are erased.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

use Vitrine\Data\Store;
use Vitrine\Data\VersionedTable;

defined( 'ABSPATH' ) || exit;

final class SubscriberStore implements Store {
	use VersionedTable;

	public const DB_VERSION_OPTION = 'vitrine_subscribers_db_version';
	public const DB_VERSION        = '1';
	public const STATUSES          = array( 'pending', 'confirmed', 'unsubscribed' );

	public function id(): string {
		return 'subscribers';
	}

	public function label(): string {
		return __( 'Newsletter subscribers', 'vitrine' );
	}

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_subscribers';
	}

	protected function columns(): string {
		return "
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				list_id varchar(64) NOT NULL,
				post_id bigint(20) unsigned NOT NULL DEFAULT 0,
				email varchar(190) NOT NULL,
				name varchar(190) NOT NULL DEFAULT '',
				status varchar(16) NOT NULL DEFAULT 'pending',
				consent_text text NOT NULL,
				consent_gmt datetime NOT NULL,
				created_gmt datetime NOT NULL,
				confirmed_gmt datetime NULL,
				unsubscribed_gmt datetime NULL,
				mail_status varchar(12) NOT NULL DEFAULT 'pending',
				mail_error text NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY list_email (list_id,email),
				KEY email (email),
				KEY status (status)
			";
	}

	public function uninstall(): void {
		$this->drop_table();
	}

	/** @return array<string, mixed>|null */
	public static function get( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
		return $row ? array_merge( $row, array( 'id' => (int) $row['id'], 'post_id' => (int) $row['post_id'] ) ) : null;
	}

	public static function find( string $list_id, string $email ): ?array {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . self::table() . ' WHERE list_id = %s AND email = %s', $list_id, $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
		return $id ? self::get( (int) $id ) : null;
	}

	/**
	 * A new sign-up, or a repeated one of a pending or unsubscribed address: pending again with the
	 * consent given now. A confirmed subscriber stays confirmed.
	 *
	 * @return array<string, mixed>|null The row after the change.
	 */
	public static function sign_up( string $list_id, int $post_id, string $email, string $name, string $consent ): ?array {
		global $wpdb;
		$now      = gmdate( 'Y-m-d H:i:s' );
		$existing = self::find( $list_id, $email );
		if ( $existing && 'confirmed' === $existing['status'] ) {
			return $existing;
		}
		$row = array(
			'post_id'      => $post_id,
			'name'         => $name,
			'status'       => 'pending',
			'consent_text' => $consent,
			'consent_gmt'  => $now,
		);
		if ( $existing ) {
			$wpdb->update( self::table(), $row, array( 'id' => $existing['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
			return self::get( $existing['id'] );
		}
		$ok = $wpdb->insert( self::table(), $row + array( 'list_id' => $list_id, 'email' => $email, 'created_gmt' => $now, 'mail_error' => '' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
		return $ok ? self::get( (int) $wpdb->insert_id ) : null;
	}

	public static function set_status( int $id, string $status ): void {
		global $wpdb;
		$dates = array(
			'confirmed'    => array( 'confirmed_gmt' => gmdate( 'Y-m-d H:i:s' ) ),
			'unsubscribed' => array( 'unsubscribed_gmt' => gmdate( 'Y-m-d H:i:s' ) ),
		);
		$wpdb->update( self::table(), array( 'status' => $status ) + ( $dates[ $status ] ?? array() ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
	}

	public static function mark_mail( int $id, string $error ): void {
		global $wpdb;
		$wpdb->update( self::table(), array( 'mail_status' => '' === $error ? 'sent' : 'failed', 'mail_error' => $error ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
	}

	/** @return array<int, array<string, mixed>> Newest first. */
	public static function page( int $page, int $per_page, string $status = '' ): array {
		global $wpdb;
		$where = in_array( $status, self::STATUSES, true ) ? $wpdb->prepare( 'status = %s', $status ) : '1=1';
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . self::table() . " WHERE $where ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, max( 0, $page - 1 ) * $per_page ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
	}

	public static function count( string $status = '' ): int {
		global $wpdb;
		$where = in_array( $status, self::STATUSES, true ) ? $wpdb->prepare( 'status = %s', $status ) : '1=1';
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . self::table() . " WHERE $where" ); // phpcs:ignore WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
	}

	public static function delete( int $id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( self::table(), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
	}

	public function export_personal_data( string $email, int $page ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE email = %s ORDER BY id', $email ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
		$data = array();
		foreach ( $rows as $row ) {
			$data[] = array(
				'group_id'    => 'vitrine-subscribers',
				'group_label' => $this->label(),
				'item_id'     => 'vitrine-subscriber-' . $row['id'],
				'data'        => array(
					array( 'name' => __( 'List', 'vitrine' ), 'value' => (string) $row['list_id'] ),
					array( 'name' => __( 'Email', 'vitrine' ), 'value' => (string) $row['email'] ),
					array( 'name' => __( 'Name', 'vitrine' ), 'value' => (string) $row['name'] ),
					array( 'name' => __( 'Status', 'vitrine' ), 'value' => (string) $row['status'] ),
					array( 'name' => __( 'Consent text', 'vitrine' ), 'value' => (string) $row['consent_text'] ),
					array( 'name' => __( 'Consent given (UTC)', 'vitrine' ), 'value' => (string) $row['consent_gmt'] ),
					array( 'name' => __( 'Confirmed (UTC)', 'vitrine' ), 'value' => (string) $row['confirmed_gmt'] ),
				),
			);
		}
		return array( 'data' => $data, 'done' => true );
	}

	public function erase_personal_data( string $email, int $page ): array {
		global $wpdb;
		$removed = (int) $wpdb->delete( self::table(), array( 'email' => $email ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
		return array( 'items_removed' => $removed > 0, 'items_retained' => false, 'messages' => array(), 'done' => true );
	}

	public function purge( int $older_than_days ): int {
		global $wpdb;
		if ( $older_than_days <= 0 ) {
			return 0;
		}
		$limit = gmdate( 'Y-m-d H:i:s', time() - $older_than_days * DAY_IN_SECONDS );
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . " WHERE status <> 'confirmed' AND consent_gmt < %s", $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own subscribers table (no WordPress API for it); read fresh for confirmations and the admin screens, so not cached.
	}
}

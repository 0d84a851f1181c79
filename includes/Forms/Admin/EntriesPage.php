<?php
/**
 * Tools → Form entries: the list (a Vitrine\Lists app: search, filter by form, sort, bulk delete,
 * CSV export), one entry in full with its files and its deletion. Entries hold personal data, so everything here needs
 * manage_options, and every action that changes or exports data a nonce.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms\Admin;

use Vitrine\Forms\Csv;
use Vitrine\Forms\EntriesList;
use Vitrine\Forms\EntryStore;
use Vitrine\Forms\Uploads;
use Vitrine\Lists\Query;
use Vitrine\Lists\Screen;

defined( 'ABSPATH' ) || exit;

final class EntriesPage extends RowsPage {
	public const SLUG = 'vitrine-form-entries';

	protected function title(): string {
		return __( 'Form entries', 'vitrine' );
	}

	public function render(): void {
		if ( ! $this->open( __( 'Entry deleted.', 'vitrine' ) ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only view choices.
		$entry = isset( $_GET['entry'] ) ? EntryStore::get( (int) $_GET['entry'] ) : null;
		// phpcs:enable
		$entry ? $this->one( $entry ) : $this->list();
		echo '</div>';
	}

	/**
	 * The list is the lists app (Vitrine\Lists, docs/forms.md): search, form filter, sort, paging,
	 * bulk delete and CSV over REST. The forms it offers to filter by are the ones with entries.
	 */
	private function list(): void {
		Screen::mount( 'form-entries', array( 'forms' => Query::distinct( new EntriesList(), 'form_id' ) ) );
	}

	/** The address of one entry in full (the list links each row to it). */
	public static function entry_url( int $id ): string {
		return self::url( '&entry=' . $id );
	}

	private function one( array $entry ): void {
		echo '<p><a href="' . esc_url( self::url() ) . '">' . esc_html__( '← All entries', 'vitrine' ) . '</a></p>';
		/* translators: 1: form id, 2: date */
		echo '<h2>' . esc_html( sprintf( __( 'Entry of “%1$s”, %2$s UTC', 'vitrine' ), $entry['form_id'], $entry['created_gmt'] ) ) . '</h2>';
		echo '<p>' . self::mail_status( $entry ) . '</p><table class="widefat striped"><tbody>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in mail_status().
		foreach ( $entry['data'] as $field ) {
			$value = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : (string) $field['value'];
			$file  = $entry['files'][ $field['name'] ] ?? null;
			if ( $file ) {
				$url   = wp_nonce_url( admin_url( 'admin-post.php?action=vitrine_form_file&entry=' . $entry['id'] . '&field=' . rawurlencode( $field['name'] ) ), 'vitrine_form_file_' . $entry['id'] );
				$value = '<a href="' . esc_url( $url ) . '">' . esc_html( $value ) . '</a> (' . esc_html( size_format( (int) $file['size'] ) ) . ')';
			} else {
				$value = nl2br( esc_html( $value ) );
			}
			echo '<tr><th scope="row">' . esc_html( $field['label'] ) . '</th><td>' . $value . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		}
		echo '</tbody></table>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><input type="hidden" name="action" value="vitrine_form_delete"><input type="hidden" name="entry" value="' . (int) $entry['id'] . '">';
		wp_nonce_field( 'vitrine_form_delete_' . $entry['id'] );
		submit_button( __( 'Delete this entry', 'vitrine' ), 'delete' );
		echo '</form>';
	}

	private static function mail_status( array $row ): string {
		if ( 'failed' === $row['mail_status'] ) {
			/* translators: %s: the mail error */
			return '<strong class="vitrine-mail-failed" style="color:#b32d2e">' . esc_html( sprintf( __( 'Mail failed: %s', 'vitrine' ), $row['mail_error'] ) ) . '</strong>';
		}
		return esc_html( 'sent' === $row['mail_status'] ? __( 'Mail sent', 'vitrine' ) : __( 'Mail pending', 'vitrine' ) );
	}

	public function delete(): void {
		$this->delete_row( 'entry', 'vitrine_form_delete_', __( 'You may not delete form entries.', 'vitrine' ), array( EntryStore::class, 'delete' ) );
	}

	public function export(): void {
		$this->export_rows( 'vitrine_form_export', __( 'You may not export form entries.', 'vitrine' ), 'form', 'form-entries', array( self::class, 'csv' ) );
	}

	/** The CSV text: fixed columns, then one column per field label seen. */
	public static function csv( string $form ): string {
		$rows   = array();
		$labels = array();
		for ( $page = 1; $batch = EntryStore::page( $page, 500, $form ); $page++ ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition, Generic.CodeAnalysis.ForLoopWithTestFunctionCall
			foreach ( $batch as $row ) {
				$rows[] = $row;
				foreach ( $row['data'] as $field ) {
					$labels[ $field['label'] ] = true;
				}
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

	public function download(): void {
		$id = isset( $_GET['entry'] ) ? (int) $_GET['entry'] : 0;
		check_admin_referer( 'vitrine_form_file_' . $id );
		$entry = current_user_can( self::CAP ) ? EntryStore::get( $id ) : null;
		$file  = $entry['files'][ sanitize_key( wp_unslash( $_GET['field'] ?? '' ) ) ] ?? null;
		$path  = $file ? Uploads::path( (string) $file['stored'] ) : null;
		if ( ! $path ) {
			wp_die( esc_html__( 'This file is not available.', 'vitrine' ), 404 );
		}
		nocache_headers();
		header( 'Content-Type: application/octet-stream' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $file['name'] ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Content-Length: ' . filesize( $path ) );
		readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile
		exit;
	}
}

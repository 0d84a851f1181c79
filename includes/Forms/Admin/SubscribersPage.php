<?php
/**
 * Tools → Subscribers: every sign-up with its status, the consent text it agreed to and when, the
 * outcome of its confirmation mail; filter by status, delete, CSV export. Personal data, so
 * manage_options everywhere and a nonce on every action.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms\Admin;

use Vitrine\Forms\Csv;
use Vitrine\Forms\SubscriberStore;

defined( 'ABSPATH' ) || exit;

final class SubscribersPage extends RowsPage {
	public const SLUG = 'vitrine-subscribers';
	private const PER = 50;

	protected function title(): string {
		return __( 'Subscribers', 'vitrine' );
	}

	public function render(): void {
		if ( ! $this->open( __( 'Subscriber deleted.', 'vitrine' ) ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only view choices.
		$status = sanitize_key( wp_unslash( $_GET['status'] ?? '' ) );
		$page   = max( 1, isset( $_GET['paged'] ) ? (int) $_GET['paged'] : 1 );
		// phpcs:enable
		echo '<ul class="subsubsub">';
		foreach ( array_merge( array( '' ), SubscriberStore::STATUSES ) as $one ) {
			printf(
				'<li><a href="%1$s"%2$s>%3$s (%4$d)</a> </li>',
				esc_url( self::url( $one ? '&status=' . $one : '' ) ),
				$one === $status ? ' aria-current="page" class="current"' : '',
				esc_html( $one ? self::status_label( $one ) : __( 'All', 'vitrine' ) ),
				(int) SubscriberStore::count( $one )
			);
		}
		echo '</ul><p style="clear:both"><a class="button" href="' . esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=vitrine_subscribers_export&status=' . $status ), 'vitrine_subscribers_export' ) ) . '">' . esc_html__( 'Export CSV', 'vitrine' ) . '</a></p>';
		echo '<table class="widefat striped"><thead><tr>';
		foreach ( array( __( 'Email', 'vitrine' ), __( 'Name', 'vitrine' ), __( 'List', 'vitrine' ), __( 'Status', 'vitrine' ), __( 'Consent', 'vitrine' ), __( 'Confirmation mail', 'vitrine' ), '' ) as $head ) {
			echo '<th scope="col">' . esc_html( $head ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$rows = SubscriberStore::page( $page, self::PER, $status );
		if ( ! $rows ) {
			echo '<tr><td colspan="7">' . esc_html__( 'No subscribers yet.', 'vitrine' ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			$mail = 'failed' === $row['mail_status'] ? '<strong style="color:#b32d2e">' . esc_html( sprintf( /* translators: %s: error */ __( 'Failed: %s', 'vitrine' ), $row['mail_error'] ) ) . '</strong>' : esc_html( $row['mail_status'] );
			echo '<tr><td>' . esc_html( $row['email'] ) . '</td><td>' . esc_html( $row['name'] ) . '</td><td>' . esc_html( $row['list_id'] ) . '</td><td>' . esc_html( self::status_label( $row['status'] ) ) . '</td><td>' . esc_html( $row['consent_text'] ) . '<br><small>' . esc_html( $row['consent_gmt'] ) . ' UTC</small></td><td>' . $mail . '</td><td>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $mail escaped above.
			echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><input type="hidden" name="action" value="vitrine_subscriber_delete"><input type="hidden" name="subscriber" value="' . (int) $row['id'] . '">';
			wp_nonce_field( 'vitrine_subscriber_delete_' . $row['id'] );
			/* translators: %s: email address */
			echo '<button type="submit" class="button-link delete" aria-label="' . esc_attr( sprintf( __( 'Delete %s', 'vitrine' ), $row['email'] ) ) . '">' . esc_html__( 'Delete', 'vitrine' ) . '</button></form></td></tr>';
		}
		echo '</tbody></table>';
		self::page_links( $page, SubscriberStore::count( $status ), self::PER );
		echo '</div>';
	}

	private static function status_label( string $status ): string {
		return array(
			'pending'      => __( 'Pending confirmation', 'vitrine' ),
			'confirmed'    => __( 'Confirmed', 'vitrine' ),
			'unsubscribed' => __( 'Unsubscribed', 'vitrine' ),
		)[ $status ] ?? $status;
	}

	public function delete(): void {
		$this->delete_row( 'subscriber', 'vitrine_subscriber_delete_', __( 'You may not delete subscribers.', 'vitrine' ), array( SubscriberStore::class, 'delete' ) );
	}

	public function export(): void {
		$this->export_rows( 'vitrine_subscribers_export', __( 'You may not export subscribers.', 'vitrine' ), 'status', 'subscribers', array( self::class, 'csv' ) );
	}

	public static function csv( string $status ): string {
		$columns = array( 'email', 'name', 'list_id', 'status', 'consent_text', 'consent_gmt', 'created_gmt', 'confirmed_gmt', 'unsubscribed_gmt' );
		$out     = Csv::line( $columns );
		for ( $page = 1; $rows = SubscriberStore::page( $page, 1000, $status ); $page++ ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition, Generic.CodeAnalysis.ForLoopWithTestFunctionCall
			foreach ( $rows as $row ) {
				$out .= Csv::line( array_map( static fn( $c ) => (string) $row[ $c ], $columns ) );
			}
		}
		return $out;
	}
}

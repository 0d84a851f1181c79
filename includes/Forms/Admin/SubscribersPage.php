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
use Vitrine\Forms\SubscribersList;
use Vitrine\Lists\Query;
use Vitrine\Lists\Screen;

defined( 'ABSPATH' ) || exit;

final class SubscribersPage extends RowsPage {
	public const SLUG = 'vitrine-subscribers';

	protected function title(): string {
		return __( 'Subscribers', 'vitrine' );
	}

	public function render(): void {
		if ( ! $this->open( __( 'Subscriber deleted.', 'vitrine' ) ) ) {
			return;
		}
		// The lists app (Vitrine\Lists, docs/forms.md): search, status filter, sort, paging, bulk
		// delete and CSV over REST.
		Screen::mount( 'subscribers', array( 'lists' => Query::distinct( new SubscribersList(), 'list_id' ) ) );
		echo '</div>';
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

<?php
/**
 * What the Vitrine menu's pages of a forms data store share (form entries, subscribers): the menu entry, the
 * heading with the "deleted" notice, the page links, and the admin-post handlers that delete one
 * row and export the rows as CSV. The rows are personal data, so everything needs CAP and every
 * action a nonce (docs/forms.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Forms\Admin;

use Vitrine\Forms\Csv;

defined( 'ABSPATH' ) || exit;

abstract class RowsPage {
	public const CAP = 'manage_options';

	/** The page's slug under the Vitrine menu (docs/admin.md). */
	public const SLUG = '';

	/** The page's translated title, also its menu label. */
	abstract protected function title(): string;

	public function menu(): void {
		add_submenu_page( \Vitrine\Admin\Menu::SLUG, $this->title(), $this->title(), self::CAP, static::SLUG, array( $this, 'render' ) );
	}

	/** The page's URL, with extra query arguments (already safe in a URL) appended. */
	protected static function url( string $query = '' ): string {
		return admin_url( 'admin.php?page=' . static::SLUG . $query );
	}

	/**
	 * Opens the page (wrap and heading, and `$deleted` after a deletion); false, with nothing
	 * printed, for a user without CAP. The caller closes the wrap.
	 */
	protected function open( string $deleted ): bool {
		if ( ! current_user_can( self::CAP ) ) {
			return false;
		}
		echo '<div class="wrap"><h1>' . esc_html( $this->title() ) . '</h1>';
		if ( isset( $_GET['deleted'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks a notice.
			echo '<div class="notice notice-success"><p>' . esc_html( $deleted ) . '</p></div>';
		}
		return true;
	}

	/** WordPress's page links, when the rows take more than one page. */
	protected static function page_links( int $page, int $count, int $per_page ): void {
		$pages = (int) ceil( $count / $per_page );
		if ( $pages > 1 ) {
			echo '<p class="tablenav-pages">' . paginate_links( array( 'base' => add_query_arg( 'paged', '%#%' ), 'format' => '', 'current' => $page, 'total' => $pages ) ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core markup.
		}
	}

	/**
	 * Deletes the row whose id the form posts as `$field` (nonce `$nonce` followed by the id), then
	 * goes back to the list with the notice.
	 *
	 * @param callable(int): bool $delete
	 */
	protected function delete_row( string $field, string $nonce, string $denied, callable $delete ): never {
		$id = isset( $_POST[ $field ] ) ? (int) $_POST[ $field ] : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the nonce names the id, checked next.
		check_admin_referer( $nonce . $id );
		if ( ! current_user_can( self::CAP ) ) {
			wp_die( esc_html( $denied ), 403 );
		}
		$delete( $id );
		wp_safe_redirect( self::url( '&deleted=1' ) );
		exit;
	}

	/**
	 * Sends the CSV of the rows the list shows, filtered by the key in the query argument `$filter`;
	 * the file is named `$name`, the filter, and today's date.
	 *
	 * @param callable(string): string $csv The CSV text for a filter value.
	 */
	protected function export_rows( string $nonce, string $denied, string $filter, string $name, callable $csv ): never {
		check_admin_referer( $nonce );
		if ( ! current_user_can( self::CAP ) ) {
			wp_die( esc_html( $denied ), 403 );
		}
		$value = sanitize_key( wp_unslash( $_GET[ $filter ] ?? '' ) );
		Csv::start( $name . ( $value ? '-' . $value : '' ) . '-' . gmdate( 'Y-m-d' ) . '.csv' );
		echo $csv( $value ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, not HTML; cells made safe in Csv.
		exit;
	}
}

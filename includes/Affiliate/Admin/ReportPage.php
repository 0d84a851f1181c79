<?php
/**
 * Affiliate → Clicks: totals, clicks per day (a uPlot chart beside its table, Chart::figure()), top products, link types and countries
 * for a chosen period.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Chart;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Affiliate\ClicksList;
use Vitrine\Affiliate\Settings;
use Vitrine\Lists\Query;
use Vitrine\Lists\Screen;

defined( 'ABSPATH' ) || exit;

final class ReportPage {
	public const PERIODS = array( 7, 30, 90, 365 );

	public function render(): void {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		$days  = isset( $_GET['days'] ) ? (int) $_GET['days'] : 30; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view choice.
		$days  = in_array( $days, self::PERIODS, true ) ? $days : 30;
		$today = wp_date( 'Y-m-d' );
		$since = wp_date( 'Y-m-d', time() - ( $days - 1 ) * DAY_IN_SECONDS );

		echo '<div class="wrap"><h1>' . esc_html__( 'Affiliate clicks', 'vitrine' ) . '</h1>';
		echo '<form method="get"><input type="hidden" name="page" value="' . esc_attr( Menu::SLUG ) . '"><label for="vitrine-days">' . esc_html__( 'Period', 'vitrine' ) . '</label> <select id="vitrine-days" name="days">';
		foreach ( self::PERIODS as $period ) {
			/* translators: %d: number of days */
			printf( '<option value="%1$d"%2$s>%3$s</option>', (int) $period, selected( $days, $period, false ), esc_html( sprintf( _n( 'Last %d day', 'Last %d days', $period, 'vitrine' ), $period ) ) );
		}
		echo '</select> ';
		submit_button( __( 'Show', 'vitrine' ), 'secondary', '', false );
		echo '</form>';

		$totals = array(
			__( 'Today', 'vitrine' )             => ClickStore::total( $today ),
			__( 'Last 7 days', 'vitrine' )       => ClickStore::total( wp_date( 'Y-m-d', time() - 6 * DAY_IN_SECONDS ) ),
			__( 'Selected period', 'vitrine' )   => ClickStore::total( $since ),
		);
		echo '<ul class="vitrine-click-totals" style="display:flex;gap:2em;list-style:none;padding:0">';
		foreach ( $totals as $label => $value ) {
			printf( '<li><strong style="display:block;font-size:2em">%1$s</strong>%2$s</li>', esc_html( number_format_i18n( $value ) ), esc_html( $label ) );
		}
		echo '</ul>';

		echo '<h2>' . esc_html__( 'Clicks per day', 'vitrine' ) . '</h2>';
		echo Chart::figure( Chart::daily( ClickStore::grouped( 'day', $since, 400 ), $since, $today ), __( 'Clicks per day', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Chart::figure().
		wp_enqueue_script( Chart::HANDLE );
		if ( wp_style_is( Chart::HANDLE, 'registered' ) ) {
			wp_enqueue_style( Chart::HANDLE );
		}

		$products = array();
		foreach ( ClickStore::grouped( 'product_id', $since ) as $row ) {
			$products[] = array( self::product_label( (int) $row['key'] ), $row['clicks'] );
		}
		$types = array_map( static fn( $row ) => array( ClickLabels::link_type( $row['key'] ), $row['clicks'] ), ClickStore::grouped( 'link_type', $since ) );
		$lands = array_map( static fn( $row ) => array( $row['key'], $row['clicks'] ), ClickStore::grouped( 'country', $since ) );

		echo '<div style="display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:2em">';
		$this->table( __( 'Top products', 'vitrine' ), __( 'Product', 'vitrine' ), $products );
		$this->table( __( 'Link types', 'vitrine' ), __( 'Link type', 'vitrine' ), $types );
		$this->table( __( 'Countries', 'vitrine' ), __( 'Country', 'vitrine' ), $lands, true );
		echo '</div>';
		// Every click row, searchable and filterable (Vitrine\Lists, docs/affiliate.md, "Clicks").
		echo '<h2>' . esc_html__( 'All clicks', 'vitrine' ) . '</h2>';
		Screen::mount( 'clicks', array( 'countries' => Query::distinct( new ClicksList(), 'country' ) ) );
		/* translators: %d: number of days */
		echo '<p class="description">' . esc_html( sprintf( __( 'Clicks are kept for %d days (Vitrine → Affiliate settings). No IP address or personal data is stored.', 'vitrine' ), (int) Settings::get( 'retention_days' ) ) ) . '</p></div>';
	}

	/** @param array<int, array{0: string, 1: int}> $rows */
	/**
	 * A product's row label. The report is open to Contributors, who must not learn the titles of
	 * products they cannot read (a draft for a launch): those show by id only (docs/security.md).
	 */
	public static function product_label( int $id ): string {
		if ( ! get_post( $id ) ) {
			/* translators: %s: product id */
			return sprintf( __( 'Deleted product #%s', 'vitrine' ), $id );
		}
		if ( 'publish' !== get_post_status( $id ) && ! current_user_can( 'read_post', $id ) ) {
			/* translators: %s: product id */
			return sprintf( __( 'Unpublished product #%s', 'vitrine' ), $id );
		}
		$asin = (string) get_post_meta( $id, '_vitrine_asin', true );
		return get_the_title( $id ) . ( $asin ? " ($asin)" : '' );
	}

	private function table( string $title, string $column, array $rows, bool $countries = false ): void {
		echo '<div><h2>' . esc_html( $title ) . '</h2><table class="widefat striped"><thead><tr><th scope="col">' . esc_html( $column ) . '</th><th scope="col">' . esc_html__( 'Clicks', 'vitrine' ) . '</th></tr></thead><tbody>';
		if ( ! $rows ) {
			echo '<tr><td colspan="2">' . esc_html__( 'No clicks in this period.', 'vitrine' ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			printf( '<tr><td>%1$s</td><td>%2$s</td></tr>', $countries ? ClickLabels::country_html( $row[0] ) : esc_html( $row[0] ), esc_html( number_format_i18n( $row[1] ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- country_html() escapes.
		}
		echo '</tbody></table></div>';
	}
}

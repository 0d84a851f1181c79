<?php
/**
 * Affiliate → Import: products from a CSV or JSON file (or pasted text), and products fetched from
 * Amazon's Product Advertising API by ASIN. Results and errors come back as admin notices.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Importer;
use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Settings;
use Vitrine\Affiliate\Source\AmazonSource;

defined( 'ABSPATH' ) || exit;

final class ImportPage {
	public const SLUG = 'vitrine-affiliate-import';

	public function register(): void {
		add_action( 'admin_post_vitrine_affiliate_import', array( $this, 'import' ) );
		add_action( 'admin_post_vitrine_affiliate_fetch', array( $this, 'fetch' ) );
	}

	public function render(): void {
		echo '<div class="wrap"><h1>' . esc_html__( 'Import products', 'vitrine' ) . '</h1>';
		Notices::show( 'import' );
		echo '<h2>' . esc_html__( 'From a CSV or JSON file', 'vitrine' ) . '</h2>';
		echo '<p>' . esc_html__( 'CSV: a header row with asin and title, and any of image, url, price, rating, reviews, prime, features (separated by |), keywords, bestseller_rank, new_release (YYYY-MM-DD). JSON: a list of objects with the same keys. Products are matched by ASIN: existing ones are updated.', 'vitrine' ) . '</p>';
		echo '<form method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'vitrine_affiliate_import' );
		echo '<input type="hidden" name="action" value="vitrine_affiliate_import">';
		echo '<p><label for="vitrine-import-file">' . esc_html__( 'File', 'vitrine' ) . '</label><br><input id="vitrine-import-file" type="file" name="vitrine_file" accept=".csv,.json,text/csv,application/json"></p>';
		echo '<p><label for="vitrine-import-text">' . esc_html__( 'Or paste the CSV or JSON', 'vitrine' ) . '</label><br><textarea id="vitrine-import-text" name="vitrine_text" rows="8" class="large-text code"></textarea></p>';
		submit_button( __( 'Import', 'vitrine' ) );
		echo '</form>';

		$source = new AmazonSource( Settings::api() );
		echo '<h2>' . esc_html__( 'From Amazon', 'vitrine' ) . '</h2>';
		if ( ! $source->is_configured() ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'The Product Advertising API credentials are not set: add them under Affiliate → Settings.', 'vitrine' ) . '</p></div>';
		}
		echo '<p>' . esc_html__( 'Data fetched from Amazon is kept at most 24 hours; the site refreshes it every hour.', 'vitrine' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'vitrine_affiliate_fetch' );
		echo '<input type="hidden" name="action" value="vitrine_affiliate_fetch">';
		echo '<p><label for="vitrine-fetch-asins">' . esc_html__( 'ASINs (up to 10)', 'vitrine' ) . '</label><br><input id="vitrine-fetch-asins" name="vitrine_asins" class="regular-text"></p>';
		submit_button( __( 'Fetch from Amazon', 'vitrine' ), 'secondary' );
		echo '</form></div>';
	}

	public function import(): void {
		check_admin_referer( 'vitrine_affiliate_import' );
		if ( ! current_user_can( 'publish_posts' ) ) {
			wp_die( esc_html__( 'You may not import products.', 'vitrine' ), 403 );
		}
		$text   = isset( $_POST['vitrine_text'] ) ? (string) wp_unslash( $_POST['vitrine_text'] ) : ''; // phpcs:ignore WordPress.Security.ValidationSanitization.InputNotSanitized -- parsed and sanitized per field.
		$format = '';
		if ( ! empty( $_FILES['vitrine_file']['tmp_name'] ) && is_uploaded_file( $_FILES['vitrine_file']['tmp_name'] ) ) { // phpcs:ignore WordPress.Security.ValidationSanitization
			$text   = (string) file_get_contents( $_FILES['vitrine_file']['tmp_name'], false, null, 0, 5 * MB_IN_BYTES ); // phpcs:ignore
			$format = str_ends_with( strtolower( (string) ( $_FILES['vitrine_file']['name'] ?? '' ) ), '.json' ) ? 'json' : ''; // phpcs:ignore
		}
		$rows = Importer::parse( $text, $format );
		if ( is_wp_error( $rows ) ) {
			Notices::add( 'import', 'error', $rows->get_error_message() );
		} else {
			$result = Importer::import( $rows );
			/* translators: %d: number of products */
			Notices::add( 'import', $result['errors'] ? 'warning' : 'success', sprintf( _n( '%d product imported.', '%d products imported.', $result['saved'], 'vitrine' ), $result['saved'] ) . ( $result['errors'] ? ' ' . implode( ' ', $result['errors'] ) : '' ) );
		}
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG ) );
		exit;
	}

	public function fetch(): void {
		check_admin_referer( 'vitrine_affiliate_fetch' );
		if ( ! current_user_can( 'publish_posts' ) ) {
			wp_die( esc_html__( 'You may not import products.', 'vitrine' ), 403 );
		}
		$asins  = TableEditor::asins( sanitize_text_field( wp_unslash( $_POST['vitrine_asins'] ?? '' ) ) );
		$result = self::fetch_asins( new AmazonSource( Settings::api() ), $asins );
		Notices::add( 'import', is_wp_error( $result ) ? 'error' : 'success', is_wp_error( $result ) ? $result->get_error_message() : sprintf( /* translators: %d: number of products */ _n( '%d product fetched from Amazon.', '%d products fetched from Amazon.', $result, 'vitrine' ), $result ) );
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG ) );
		exit;
	}

	/** @param string[] $asins */
	public static function fetch_asins( \Vitrine\Affiliate\Source\DataSource $source, array $asins ): int|\WP_Error {
		if ( ! $asins ) {
			return new \WP_Error( 'vitrine_no_asins', __( 'Enter at least one valid ASIN.', 'vitrine' ) );
		}
		$items = $source->get_items( array_slice( $asins, 0, 10 ) );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$saved = 0;
		foreach ( $items as $item ) {
			$saved += is_wp_error( Catalogue::save( $item ) ) ? 0 : 1;
		}
		return $saved;
	}
}

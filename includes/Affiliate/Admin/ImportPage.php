<?php
/**
 * Affiliate → Import: products from a CSV or JSON file (or pasted text), products fetched from
 * Amazon's Creators API by ASIN, and bestseller or new-release lists searched on Amazon (saved, and
 * refreshed in the background). Results and errors come back as admin notices.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Importer;
use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Maintenance;
use Vitrine\Affiliate\Source\CreatorsSource;
use Vitrine\Affiliate\Source\Sources;

defined( 'ABSPATH' ) || exit;

final class ImportPage {
	public const SLUG = 'vitrine-affiliate-import';

	public function register(): void {
		add_action( 'admin_post_vitrine_affiliate_import', array( $this, 'import' ) );
		add_action( 'admin_post_vitrine_affiliate_fetch', array( $this, 'fetch' ) );
		add_action( 'admin_post_vitrine_affiliate_list', array( $this, 'fetch_list' ) );
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

		$source = Sources::amazon();
		echo '<h2>' . esc_html__( 'From Amazon', 'vitrine' ) . '</h2>';
		$problem = $source instanceof CreatorsSource ? $source->problem() : null;
		if ( $problem ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html( $problem->get_error_message() ) . '</p></div>';
		}
		echo '<p>' . esc_html__( 'Products fetched from Amazon show their price with the time Amazon gave it. The site refreshes them in the background before they are 24 hours old; a visitor\'s page never waits for Amazon.', 'vitrine' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'vitrine_affiliate_fetch' );
		echo '<input type="hidden" name="action" value="vitrine_affiliate_fetch">';
		echo '<p><label for="vitrine-fetch-asins">' . esc_html__( 'ASINs (up to 50, separated by commas or spaces)', 'vitrine' ) . '</label><br><input type="text" id="vitrine-fetch-asins" name="vitrine_asins" class="regular-text"></p>';
		submit_button( __( 'Fetch from Amazon', 'vitrine' ), 'secondary' );
		echo '</form>';
		echo '<h3>' . esc_html__( 'A bestseller or new-release list from Amazon', 'vitrine' ) . '</h3>';
		echo '<p>' . esc_html__( 'Searches Amazon for the keywords and saves the products in Amazon\'s order, so [vitrine_product bestseller="…"] and [vitrine_product new="…"] with the same keywords show them. The search is repeated every day.', 'vitrine' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'vitrine_affiliate_list' );
		echo '<input type="hidden" name="action" value="vitrine_affiliate_list">';
		echo '<p><label for="vitrine-list-type">' . esc_html__( 'List', 'vitrine' ) . '</label><br><select id="vitrine-list-type" name="vitrine_list"><option value="bestseller">' . esc_html__( 'Bestsellers', 'vitrine' ) . '</option><option value="new">' . esc_html__( 'New releases', 'vitrine' ) . '</option></select></p>';
		echo '<p><label for="vitrine-list-keywords">' . esc_html__( 'Keywords', 'vitrine' ) . '</label><br><input type="text" id="vitrine-list-keywords" name="vitrine_keywords" class="regular-text"></p>';
		echo '<p><label for="vitrine-list-items">' . esc_html__( 'Products (1–10)', 'vitrine' ) . '</label><br><input id="vitrine-list-items" type="number" min="1" max="10" name="vitrine_items" value="5"></p>';
		submit_button( __( 'Fetch the list from Amazon', 'vitrine' ), 'secondary' );
		echo '</form></div>';
	}

	public function import(): void {
		check_admin_referer( 'vitrine_affiliate_import' );
		if ( ! current_user_can( 'publish_posts' ) ) {
			wp_die( esc_html__( 'You may not import products.', 'vitrine' ), 403 );
		}
		$text   = isset( $_POST['vitrine_text'] ) ? (string) wp_unslash( $_POST['vitrine_text'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed and sanitized per field.
		$format = '';
		if ( ! empty( $_FILES['vitrine_file']['tmp_name'] ) && is_uploaded_file( $_FILES['vitrine_file']['tmp_name'] ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
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
		$result = self::fetch_asins( Sources::amazon(), $asins );
		$type   = is_wp_error( $result ) ? ( 'vitrine_creators_items' === $result->get_error_code() ? 'warning' : 'error' ) : 'success';
		Notices::add( 'import', $type, is_wp_error( $result ) ? $result->get_error_message() : sprintf( /* translators: %d: number of products */ _n( '%d product fetched from Amazon.', '%d products fetched from Amazon.', $result, 'vitrine' ), $result ) );
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG ) );
		exit;
	}

	/** @param string[] $asins */
	public static function fetch_asins( \Vitrine\Affiliate\Source\DataSource $source, array $asins ): int|\WP_Error {
		if ( ! $asins ) {
			return new \WP_Error( 'vitrine_no_asins', __( 'Enter at least one valid ASIN.', 'vitrine' ) );
		}
		$asins = array_slice( $asins, 0, 50 );
		$found = $source instanceof CreatorsSource ? $source->lookup( $asins ) : $source->get_items( $asins );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		$items  = $source instanceof CreatorsSource ? $found['items'] : $found;
		$errors = $source instanceof CreatorsSource ? $found['errors'] : array();
		$saved  = 0;
		foreach ( $items as $item ) {
			$saved += is_wp_error( Catalogue::save( $item ) ) ? 0 : 1;
		}
		if ( $errors ) {
			$lines = array();
			foreach ( $errors as $asin => $message ) {
				$id = Catalogue::id_for_asin( $asin );
				if ( $id ) {
					update_post_meta( $id, Catalogue::FIELDS['amazon_error'], wp_slash( $message ) );
				}
				$lines[] = "$asin: $message";
			}
			/* translators: 1: number of products saved, 2: Amazon's per-item errors */
			return new \WP_Error( 'vitrine_creators_items', sprintf( __( '%1$d saved. Amazon could not give these: %2$s', 'vitrine' ), $saved, implode( ' ', $lines ) ) );
		}
		return $saved;
	}

	public function fetch_list(): void {
		check_admin_referer( 'vitrine_affiliate_list' );
		if ( ! current_user_can( 'publish_posts' ) ) {
			wp_die( esc_html__( 'You may not import products.', 'vitrine' ), 403 );
		}
		$result = Maintenance::add_search(
			Sources::amazon(),
			sanitize_key( wp_unslash( $_POST['vitrine_list'] ?? '' ) ),
			sanitize_text_field( wp_unslash( $_POST['vitrine_keywords'] ?? '' ) ),
			isset( $_POST['vitrine_items'] ) ? (int) $_POST['vitrine_items'] : 5
		);
		Notices::add( 'import', is_wp_error( $result ) ? 'error' : 'success', is_wp_error( $result ) ? $result->get_error_message() : sprintf( /* translators: %d: number of products */ _n( '%d product of the list saved from Amazon.', '%d products of the list saved from Amazon.', $result, 'vitrine' ), $result ) );
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG ) );
		exit;
	}
}

<?php
/**
 * `wp vitrine catalogue import|export`: the affiliate catalogue as CSV (or JSON on import), with
 * the importer of Affiliate → Import and its column format.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Importer;
use Vitrine\Forms\Csv;

defined( 'ABSPATH' ) || exit;

/**
 * Imports or exports the affiliate product catalogue.
 */
final class CatalogueCommand {
	/** Columns of the export, the ones the importer reads. */
	public const COLUMNS = array( 'asin', 'title', 'image', 'url', 'price', 'rating', 'reviews', 'prime', 'features', 'keywords', 'bestseller_rank', 'new_release' );

	/**
	 * Imports products from a CSV or JSON file; products are matched by ASIN and updated.
	 *
	 * CSV: a header row with asin and title, and any of image, url, price, rating, reviews, prime,
	 * features (separated by |), keywords, bestseller_rank, new_release (YYYY-MM-DD).
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The CSV or JSON file.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine catalogue import products.csv
	 *     wp vitrine catalogue import products.csv --user=editor
	 *
	 * Without --user it runs as the site's owner; with --user, with that user's rights (a product they
	 * may not edit is left unchanged).
	 *
	 * @param string[]             $args       The file.
	 * @param array<string, mixed> $assoc_args Options (none).
	 */
	public function import( array $args, array $assoc_args ): void {
		$file = (string) ( $args[0] ?? '' );
		$rows = Importer::parse( Output::read( $file ), str_ends_with( strtolower( $file ), '.json' ) ? 'json' : '' );
		if ( is_wp_error( $rows ) ) {
			\WP_CLI::error( $rows->get_error_message() );
		}
		$result = Importer::import( $rows, 0 === get_current_user_id() ); // No --user: the site's owner.
		foreach ( $result['errors'] as $error ) {
			\WP_CLI::warning( $error );
		}
		/* translators: %d: number of products */
		$message = sprintf( _n( '%d product imported.', '%d products imported.', $result['saved'], 'vitrine' ), $result['saved'] );
		if ( $result['errors'] ) {
			/* translators: 1: "N products imported.", 2: number of rows with errors */
			\WP_CLI::error( sprintf( __( '%1$s %2$d rows could not be imported.', 'vitrine' ), $message, count( $result['errors'] ) ) );
		}
		\WP_CLI::success( $message );
	}

	/**
	 * Exports the catalogue as CSV in the import format (Amazon prices older than 24 hours are left out).
	 *
	 * ## OPTIONS
	 *
	 * [--file=<file>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine catalogue export --file=products.csv
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$ids = get_posts(
			array(
				'post_type'   => Catalogue::PRODUCT,
				'post_status' => 'publish',
				'numberposts' => -1,
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$csv = Csv::line( self::COLUMNS );
		foreach ( $ids as $id ) {
			$product = Catalogue::product( (int) $id );
			if ( ! $product ) {
				continue;
			}
			$product['features'] = implode( '|', $product['features'] );
			$product['prime']    = $product['prime'] ? 1 : 0;
			$csv                .= Csv::line( array_map( static fn( string $column ) => $product[ $column ] ?? '', self::COLUMNS ) );
		}
		Output::write( $csv, $assoc_args, __( 'The catalogue', 'vitrine' ) );
	}
}

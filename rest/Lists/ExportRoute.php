<?php
/**
 * GET vitrine/v1/lists/{list}/export: every row of an admin list that matches the search and filters,
 * as a CSV file (cells safe against formula injection, Vitrine\Forms\Csv). Same arguments and
 * capability as the list itself; the answer is the file, not JSON (serve()).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Lists;

use Vitrine\Forms\Csv;
use Vitrine\Lists\Query;
use Vitrine\Lists\Registry;
use Vitrine\Lists\Schema;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class ExportRoute extends Route {
	protected const PATH = '/lists/(?P<list>[a-z-]+)/export';

	/** Marks an answer whose body is CSV text for serve(). */
	private const CONTENT_TYPE = 'text/csv; charset=utf-8';

	protected function properties(): array {
		return Schema::properties();
	}

	protected function required(): array {
		return array( 'list' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		$source = Registry::get( (string) $request->get_param( 'list' ) );
		return $source && current_user_can( $source->capability() );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$source = Registry::get( (string) $request->get_param( 'list' ) );
		$args   = Schema::args( $request );
		$misfit = $source ? Schema::misfit( $source, $args ) : null;
		if ( ! $source || $misfit ) {
			return $misfit ?? $this->bad_request( 'vitrine_list', __( 'There is no such list.', 'vitrine' ) );
		}
		$response = new \WP_REST_Response( Csv::rules()['bom'] . $source->csv( Query::all( $source, $args ) ) );
		$response->header( 'Content-Type', self::CONTENT_TYPE );
		$response->header( 'Content-Disposition', 'attachment; filename="' . sanitize_file_name( $source->file_name() . '-' . gmdate( 'Y-m-d' ) . '.csv' ) . '"' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		return $response;
	}

	/**
	 * Prints a CSV answer as it is instead of as a JSON string (its headers are already sent).
	 *
	 * @param bool  $served Whether another filter served the request.
	 * @param mixed $result The answer.
	 */
	public static function serve( $served, $result ): bool {
		if ( $served || ! $result instanceof \WP_REST_Response || self::CONTENT_TYPE !== ( $result->get_headers()['Content-Type'] ?? '' ) || ! is_string( $result->get_data() ) ) {
			return (bool) $served;
		}
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, not HTML; every cell made safe in Csv.
		return true;
	}
}

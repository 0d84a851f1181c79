<?php
/**
 * POST vitrine/v1/consent/scan-report: the consent screen's cookie scan tells how it went (pages
 * scanned, cookies found, how many the Open Cookie Database did not know), for the dashboard.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Consent;

use Vitrine\Consent\ScanReport;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class ScanReportRoute extends Route {
	protected const PATH    = '/consent/scan-report';
	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		$count = array(
			'type'    => 'integer',
			'minimum' => 0,
			'maximum' => 100000,
		);
		return array(
			'pages'   => $count,
			'found'   => $count,
			'unknown' => $count,
		);
	}

	protected function required(): array {
		return array( 'pages', 'found', 'unknown' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return current_user_can( 'manage_options' );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		ScanReport::save( (int) $request['pages'], (int) $request['found'], (int) $request['unknown'] );
		return new \WP_REST_Response( ScanReport::get() );
	}
}

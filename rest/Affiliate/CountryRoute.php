<?php
/**
 * GET vitrine/v1/country: the visitor's country as the CDN in front of the site reports it in a
 * request header (CF-IPCountry, CloudFront-Viewer-Country, X-Vercel-IP-Country...; the header is a
 * setting). The visitor script asks once and keeps the answer in the `vitrine-country` cookie, so
 * page HTML stays identical for every visitor and cacheable; this answer is never cached.
 *
 * Public by design: it only echoes what the CDN says about the caller.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Affiliate;

use Vitrine\Affiliate\Settings;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class CountryRoute extends Route {
	protected const PATH = '/country';

	/** Anyone may ask for their own country. */
	public function permission( \WP_REST_Request $request ): bool {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$header   = (string) Settings::get( 'country_header' );
		$value    = strtolower( trim( (string) $request->get_header( strtolower( str_replace( '-', '_', $header ) ) ) ) );
		$country  = preg_match( '/^[a-z]{2}$/', $value ) && 'xx' !== $value ? $value : null;
		$response = new \WP_REST_Response( array( 'country' => $country ) );
		$response->header( 'Vary', $header );
		return $response;
	}
}

<?php
/**
 * GET vitrine/v1/consent/declaration: the cookie declaration by category (name, provider, purpose,
 * retention, type), for the consent bar's details, which fetch it only when opened. Public: it is
 * what the declaration page shows anyway, and the same for everyone.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Consent;

use Vitrine\Consent\Declaration;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class DeclarationRoute extends Route {
	protected const PATH = '/consent/declaration';

	/** Anyone may read the declaration. */
	public function permission( \WP_REST_Request $request ): bool {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'categories' => Declaration::by_category(),
				'labels'     => Declaration::labels(),
				'types'      => Declaration::type_labels(),
			)
		);
	}
}

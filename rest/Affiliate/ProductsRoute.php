<?php
/**
 * GET vitrine/v1/affiliate-products?search=&per_page=: the catalogue picker of the Affiliate Product
 * block (docs/affiliate.md, "Picking a product"). Finds catalogue products by title words or by part
 * of their ASIN, and answers only what the picker shows: ASIN, title, image and price.
 *
 * Editors only: the catalogue is not public content (its post type has no public REST base), and
 * only people who can write posts place products in them.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Affiliate;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class ProductsRoute extends Route {
	protected const PATH = '/affiliate-products';

	/** Products per answer unless asked: a picker shows a handful. */
	private const PER_PAGE = 8;

	protected function properties(): array {
		return array(
			'search'   => array(
				'type'        => 'string',
				'description' => __( 'Words of the product title, or part of its ASIN.', 'vitrine' ),
				'minLength'   => 1,
				'maxLength'   => 100,
			),
			'per_page' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 20,
				'default' => self::PER_PAGE,
			),
		);
	}

	protected function required(): array {
		return array( 'search' );
	}

	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return current_user_can( 'edit_posts' )
			? true
			: new \WP_Error( 'rest_forbidden', __( 'Only editors can search the product catalogue.', 'vitrine' ), array( 'status' => rest_authorization_required_code() ) );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$search = trim( (string) $request['search'] );
		// The schema's default is not applied to every kind of request (an internal one): read it here too.
		$limit  = (int) ( $request['per_page'] ?? self::PER_PAGE );
		$common = array(
			'post_type'      => Catalogue::PRODUCT,
			'post_status'    => 'publish',
			'posts_per_page' => $limit,
			'no_found_rows'  => true,
			'fields'         => 'ids',
			'orderby'        => 'title',
			'order'          => 'ASC',
		);
		$ids    = array();
		// An ASIN is 10 letters and digits: text of that shape is also looked up in the ASINs.
		if ( preg_match( '/^[A-Za-z0-9]{1,10}$/', $search ) ) {
			$ids = get_posts(
				$common + array(
					'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- editors only, a few rows.
						array(
							'key'     => Catalogue::FIELDS['asin'],
							'value'   => strtoupper( $search ),
							'compare' => 'LIKE',
						),
					),
				)
			);
		}
		$ids   = array_merge(
			$ids,
			get_posts(
				$common + array( 's' => $search ) // Products have a title only (no content to match).
			)
		);
		$items = array();
		foreach ( array_slice( array_unique( array_map( 'intval', $ids ) ), 0, $limit ) as $id ) {
			$product = Catalogue::product( $id );
			if ( ! $product || ! Catalogue::valid_asin( (string) $product['asin'] ) ) {
				continue;
			}
			$items[] = array(
				'asin'  => (string) $product['asin'],
				'title' => (string) $product['title'],
				'image' => esc_url_raw( (string) $product['image'] ),
				'price' => (string) $product['price'],
			);
		}
		return new \WP_REST_Response( $items );
	}
}

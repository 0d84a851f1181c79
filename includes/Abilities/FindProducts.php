<?php
/**
 * vitrine/find-products: the catalogue's published products whose title or ASIN matches, with the
 * fields a post or an agent needs to cite one (price with its Amazon date, image, affiliate link).
 * Editors only: the catalogue is private (docs/affiliate.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Links;

defined( 'ABSPATH' ) || exit;

final class FindProducts extends Ability {
	public const MAX = 50;

	public function name(): string {
		return 'vitrine/find-products';
	}

	protected function label(): string {
		return __( 'Find catalogue products', 'vitrine' );
	}

	protected function description(): string {
		return __( 'Finds products of the Vitrine affiliate catalogue by words of their title or by ASIN, newest first, with their price (and the time an Amazon price was fetched), image and affiliate link.', 'vitrine' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'search' => array(
					'type'        => 'string',
					'maxLength'   => 200,
					'description' => __( 'Words of the title, or an ASIN. Empty lists the newest products.', 'vitrine' ),
				),
				'limit'  => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => self::MAX,
					'description' => __( 'How many products at most (10 unless given).', 'vitrine' ),
				),
			),
			'additionalProperties' => false,
			'default'              => array(),
		);
	}

	protected function output_schema(): array {
		$text = array( 'type' => 'string' );
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'id'             => array( 'type' => 'integer' ),
					'title'          => $text,
					'asin'           => $text,
					'price'          => $text,
					'price_as_of'    => array( 'type' => array( 'string', 'null' ) ),
					'image'          => $text,
					'affiliate_link' => $text,
				),
			),
		);
	}

	public function permission(): bool {
		return current_user_can( 'edit_posts' );
	}

	/** @param mixed $input */
	public function execute( $input = null ) {
		$input  = is_array( $input ) ? $input : array();
		$search = trim( (string) ( $input['search'] ?? '' ) );
		$limit  = (int) ( $input['limit'] ?? 10 );
		$asin   = strtoupper( $search );
		$ids    = Catalogue::valid_asin( $asin ) ? array_filter( array( Catalogue::id_for_asin( $asin ) ) ) : get_posts(
			array(
				'post_type'      => Catalogue::PRODUCT,
				'post_status'    => 'publish',
				's'              => $search,
				'posts_per_page' => $limit,
				'fields'         => 'ids',
				'orderby'        => '' === $search ? 'date' : 'relevance',
			)
		);
		$found  = array();
		foreach ( $ids as $id ) {
			$product = Catalogue::product( (int) $id );
			if ( $product ) {
				$found[] = self::summary( $product );
			}
		}
		return $found;
	}

	/**
	 * @param array<string, mixed> $product A product of Catalogue::product().
	 * @return array<string, mixed>
	 */
	public static function summary( array $product ): array {
		$dated = 'amazon' === $product['source'] && '' !== (string) $product['price'] && (int) $product['fetched_at'] > 0;
		return array(
			'id'             => (int) $product['id'],
			'title'          => (string) $product['title'],
			'asin'           => (string) $product['asin'],
			'price'          => (string) $product['price'],
			'price_as_of'    => $dated ? gmdate( 'c', (int) $product['fetched_at'] ) : null,
			'image'          => (string) $product['image'],
			'affiliate_link' => Links::product_url( $product ),
		);
	}
}

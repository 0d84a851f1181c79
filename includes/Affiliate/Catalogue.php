<?php
/**
 * The product catalogue, stored in WordPress as two private post types: `vitrine_product` (one post
 * per product, its fields in post meta) and `vitrine_table` (a comparison table: a list of ASINs
 * and the rows to show). Posts give the admin list, search, trash, revisions of the title and
 * export for free; nothing of it is public (no URLs, no feeds, no search results).
 *
 * Product data fetched from Amazon is volatile: Amazon's rules allow keeping it at most 24 hours,
 * so price, rating and availability of an Amazon-sourced product older than MAX_AGE are not shown
 * (and the refresh job replaces or clears them).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Catalogue {
	public const PRODUCT = 'vitrine_product';
	public const TABLE   = 'vitrine_table';
	public const MAX_AGE = DAY_IN_SECONDS;

	/** Product field => meta key. */
	public const FIELDS = array(
		'asin'            => '_vitrine_asin',
		'image'           => '_vitrine_image',
		'url'             => '_vitrine_url',
		'price'           => '_vitrine_price',
		'rating'          => '_vitrine_rating',
		'reviews'         => '_vitrine_reviews',
		'prime'           => '_vitrine_prime',
		'features'        => '_vitrine_features',
		'keywords'        => '_vitrine_keywords',
		'bestseller_rank' => '_vitrine_bestseller_rank',
		'new_release'     => '_vitrine_new_release',
		'savings'         => '_vitrine_savings',
		'availability'    => '_vitrine_availability',
		'merchant'        => '_vitrine_merchant',
		'source'          => '_vitrine_source',
		'fetched_at'      => '_vitrine_fetched_at',
		'amazon_error'    => '_vitrine_amazon_error',
	);

	/** The rows a comparison table can show, in their default order. */
	public const TABLE_ROWS = array( 'thumbnail', 'title', 'rating', 'price', 'prime', 'features', 'button' );

	/** Fields that come from Amazon and may be kept only 24 hours. */
	public const VOLATILE = array( 'price', 'rating', 'reviews', 'prime', 'savings', 'availability', 'merchant' );

	/** @var array<string, int> */
	private static array $asin_ids = array();

	public static function register_types(): void {
		$common = array(
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_ui'             => true,
			'show_in_menu'        => \Vitrine\Admin\Menu::SLUG,
			'show_in_nav_menus'   => false,
			'rewrite'             => false,
			'query_var'           => false,
			'supports'            => array( 'title' ),
			'capability_type'     => 'post',
			'map_meta_cap'        => true,
		);
		register_post_type(
			self::PRODUCT,
			$common + array(
				'labels'       => array(
					// "Affiliate" tells them apart from WooCommerce's products in lists and summaries.
					'name'          => __( 'Affiliate products', 'vitrine' ),
					'singular_name' => __( 'Affiliate product', 'vitrine' ),
					'menu_name'     => __( 'Products', 'vitrine' ),
					'add_new_item'  => __( 'Add product', 'vitrine' ),
					'edit_item'     => __( 'Edit product', 'vitrine' ),
					'search_items'  => __( 'Search products', 'vitrine' ),
				),
				'show_in_rest' => false,
			)
		);
		register_post_type(
			self::TABLE,
			$common + array(
				'labels'       => array(
					'name'          => __( 'Comparison tables', 'vitrine' ),
					'singular_name' => __( 'Comparison table', 'vitrine' ),
					'add_new_item'       => __( 'Add comparison table', 'vitrine' ),
					'edit_item'          => __( 'Edit comparison table', 'vitrine' ),
					'search_items'       => __( 'Search comparison tables', 'vitrine' ),
					'not_found'          => __( 'No comparison tables yet. Add one to set products side by side.', 'vitrine' ),
					'not_found_in_trash' => __( 'No comparison tables in the Trash.', 'vitrine' ),
				),
				// Editors pick a table in the block's inspector; reading needs edit rights (docs/security.md).
				'show_in_rest'          => true,
				'rest_controller_class' => \Vitrine\Security\EditorsOnlyRestController::class,
				'rest_base'    => 'vitrine-tables',
			)
		);
	}

	public static function valid_asin( string $asin ): bool {
		return (bool) preg_match( '/^[A-Z0-9]{10}$/', $asin );
	}

	/** @return array<string, mixed>|null */
	public static function product( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post || self::PRODUCT !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$product = array(
			'id'    => $post->ID,
			'title' => $post->post_title, // Raw: no texturized quotes in labels and searches.
		);
		foreach ( self::FIELDS as $field => $key ) {
			$product[ $field ] = get_post_meta( $post->ID, $key, true );
		}
		$product['rating']   = is_numeric( $product['rating'] ) ? max( 0.0, min( 5.0, (float) $product['rating'] ) ) : null;
		$product['reviews']  = (int) $product['reviews'];
		$product['prime']    = (bool) $product['prime'];
		$product['features'] = array_values( array_filter( (array) $product['features'], 'is_string' ) );
		if ( 'amazon' === $product['source'] && ! self::is_fresh( $product ) ) {
			foreach ( self::VOLATILE as $field ) {
				$product[ $field ] = match ( $field ) {
					'prime'   => false,
					'rating'  => null,
					'reviews' => 0,
					default   => '',
				};
			}
		}
		return $product;
	}

	/** @param array<string, mixed> $product */
	public static function is_fresh( array $product ): bool {
		return (int) $product['fetched_at'] > time() - self::MAX_AGE;
	}

	/** @return array<string, mixed>|null */
	public static function by_asin( string $asin ): ?array {
		$id = self::id_for_asin( $asin );
		return $id ? self::product( $id ) : null;
	}

	public static function id_for_asin( string $asin ): int {
		$asin = strtoupper( trim( $asin ) );
		if ( ! self::valid_asin( $asin ) ) {
			return 0;
		}
		if ( ! isset( self::$asin_ids[ $asin ] ) ) {
			$ids                     = get_posts(
				array(
					'post_type'        => self::PRODUCT,
					'post_status'      => 'publish',
					'fields'           => 'ids',
					'posts_per_page'   => 1,
					'meta_key'         => self::FIELDS['asin'], // phpcs:ignore WordPress.DB.SlowDBQuery
					'meta_value'       => $asin, // phpcs:ignore WordPress.DB.SlowDBQuery
				)
			);
			self::$asin_ids[ $asin ] = (int) ( $ids[0] ?? 0 );
		}
		return self::$asin_ids[ $asin ];
	}

	public static function forget( string $asin = '' ): void {
		if ( '' === $asin ) {
			self::$asin_ids = array();
		} else {
			unset( self::$asin_ids[ strtoupper( $asin ) ] );
		}
	}

	/**
	 * Products matching any of the keywords, ordered by the list's field: bestsellers by rank
	 * (1 first), new releases by release date (newest first).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function listing( string $list, string $keywords, int $items ): array {
		$field    = 'new' === $list ? 'new_release' : 'bestseller_rank';
		$ids      = get_posts(
			array(
				'post_type'        => self::PRODUCT,
				'post_status'      => 'publish',
				'fields'           => 'ids',
				'posts_per_page'   => 200,
				'meta_key'         => self::FIELDS[ $field ], // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_compare'     => '!=',
				'meta_value'       => '', // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		$words    = array_filter( preg_split( '/[\s,]+/', strtolower( $keywords ) ) ?: array() );
		$products = array();
		foreach ( $ids as $id ) {
			$product = self::product( (int) $id );
			if ( ! $product || ( 'bestseller_rank' === $field && (int) $product[ $field ] < 1 ) ) {
				continue;
			}
			$haystack = strtolower( $product['title'] . ' ' . $product['keywords'] );
			foreach ( $words as $word ) {
				if ( str_contains( $haystack, $word ) ) {
					$products[] = $product;
					break;
				}
			}
		}
		usort(
			$products,
			'new' === $list
				? static fn( $a, $b ) => strcmp( (string) $b['new_release'], (string) $a['new_release'] )
				: static fn( $a, $b ) => (int) $a['bestseller_rank'] <=> (int) $b['bestseller_rank']
		);
		return array_slice( $products, 0, max( 1, min( 10, $items ) ) );
	}

	/** @return array{id: int, title: string, rows: string[], products: array<int, array<string, mixed>>, missing: string[]}|null */
	public static function table( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post || self::TABLE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$products = array();
		$missing  = array();
		foreach ( (array) get_post_meta( $id, '_vitrine_table_asins', true ) as $asin ) {
			$product = self::by_asin( (string) $asin );
			if ( $product ) {
				$products[] = $product;
			} else {
				$missing[] = (string) $asin;
			}
		}
		$rows = array_values( array_intersect( (array) get_post_meta( $id, '_vitrine_table_rows', true ), self::TABLE_ROWS ) );
		return array(
			'id'       => $id,
			'title'    => get_the_title( $post ),
			'rows'     => $rows ? $rows : self::TABLE_ROWS,
			'products' => $products,
			'missing'  => $missing,
		);
	}

	/**
	 * Creates or updates the product with this ASIN (import and the Amazon refresh use it).
	 *
	 * @param array<string, mixed> $data Product fields; 'asin' and 'title' are required.
	 */
	public static function save( array $data ): int|\WP_Error {
		$clean = ProductFields::sanitize( $data );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$id      = self::id_for_asin( $clean['asin'] );
		$postarr = array(
			'post_type'   => self::PRODUCT,
			'post_status' => 'publish',
			'post_title'  => $clean['title'],
		);
		if ( $id ) {
			$postarr['ID'] = $id;
		}
		$id = $id ? wp_update_post( wp_slash( $postarr ), true ) : wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		foreach ( self::FIELDS as $field => $key ) {
			if ( array_key_exists( $field, $clean ) ) {
				update_post_meta( $id, $key, wp_slash( $clean[ $field ] ) );
			}
		}
		self::$asin_ids[ $clean['asin'] ] = (int) $id;
		return (int) $id;
	}
}

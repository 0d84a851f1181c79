<?php
/**
 * From Creators API answers to catalogue fields: pure functions over the decoded JSON (its keys are
 * lowerCamelCase, unlike PA-API 5's PascalCase), so they are tested from recorded answer shapes.
 *
 * OffersV2 has no Prime flag and the Creators API no customer reviews: prime, rating and reviews
 * are left to the owner's own data (docs/affiliate.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

use Vitrine\Affiliate\Catalogue;

defined( 'ABSPATH' ) || exit;

final class CreatorsItem {
	/** What every item request asks for (OffersV2 for price, savings, availability and merchant). */
	public const RESOURCES = array(
		'images.primary.large',
		'itemInfo.title',
		'itemInfo.features',
		'itemInfo.productInfo',
		'offersV2.listings.price',
		'offersV2.listings.availability',
		'offersV2.listings.condition',
		'offersV2.listings.merchantInfo',
		'offersV2.listings.isBuyBoxWinner',
	);

	/**
	 * @param array<string, mixed> $item One item of itemsResult, searchResult or variationsResult.
	 * @return array<string, mixed> Catalogue fields (empty when the item has no ASIN).
	 */
	public static function product( array $item, int $now ): array {
		$asin = strtoupper( (string) ( $item['asin'] ?? '' ) );
		if ( ! Catalogue::valid_asin( $asin ) ) {
			return array();
		}
		$info    = is_array( $item['itemInfo'] ?? null ) ? $item['itemInfo'] : array();
		$listing = self::buy_box( $item );
		$price   = is_array( $listing['price'] ?? null ) ? $listing['price'] : array();
		$hidden  = ! empty( $listing['violatesMAP'] ); // Amazon shows such prices only in the cart.
		$product = array(
			'asin'         => $asin,
			'title'        => self::text( $info['title']['displayValue'] ?? '' ),
			'url'          => self::text( $item['detailPageURL'] ?? '' ),
			'image'        => self::text( $item['images']['primary']['large']['url'] ?? '' ),
			'features'     => array_values( array_filter( array_map( array( self::class, 'text' ), (array) ( $info['features']['displayValues'] ?? array() ) ) ) ),
			'price'        => $hidden ? '' : self::text( $price['money']['displayAmount'] ?? '' ),
			'savings'      => $hidden ? '' : self::savings( $price ),
			'availability' => self::text( $listing['availability']['message'] ?? '' ),
			'merchant'     => self::text( $listing['merchantInfo']['name'] ?? '' ),
			'source'       => 'amazon',
			'fetched_at'   => $now,
			'amazon_error' => '',
		);
		$release = self::text( $info['productInfo']['releaseDate']['displayValue'] ?? '' );
		if ( preg_match( '/^\d{4}-\d{2}-\d{2}/', $release ) ) {
			$product['new_release'] = substr( $release, 0, 10 );
		}
		return $product;
	}

	/**
	 * Amazon's per-item errors, by the ASIN they are about. The entries carry only a code and a
	 * message, so the ASIN is read from the message; an ASIN that was asked for, is not among the
	 * items and is named by no error gets a generic "not returned".
	 *
	 * @param string[]             $asked The requested ASINs.
	 * @param array<string, mixed> $body  The decoded answer.
	 * @param string               $list  Where the items are: itemsResult, searchResult, variationsResult.
	 * @return array<string, string> ASIN => message.
	 */
	public static function errors( array $asked, array $body, string $list = 'itemsResult' ): array {
		$returned = array();
		foreach ( self::items( $body, $list ) as $item ) {
			$returned[ strtoupper( (string) ( $item['asin'] ?? '' ) ) ] = true;
		}
		$errors = array();
		foreach ( (array) ( $body['errors'] ?? array() ) as $error ) {
			if ( ! is_array( $error ) ) {
				continue;
			}
			$message = self::text( ( isset( $error['code'] ) ? $error['code'] . ': ' : '' ) . ( $error['message'] ?? '' ) );
			foreach ( $asked as $asin ) {
				if ( ! isset( $returned[ $asin ] ) && str_contains( strtoupper( $message ), $asin ) ) {
					$errors[ $asin ] = $message;
				}
			}
		}
		foreach ( $asked as $asin ) {
			if ( ! isset( $returned[ $asin ] ) && ! isset( $errors[ $asin ] ) ) {
				$errors[ $asin ] = __( 'Amazon did not return this item (not found, or not available through the Creators API).', 'vitrine' );
			}
		}
		return $errors;
	}

	/**
	 * @param array<string, mixed> $body
	 * @return array<int, array<string, mixed>>
	 */
	public static function items( array $body, string $list ): array {
		return array_values( array_filter( (array) ( $body[ $list ]['items'] ?? array() ), 'is_array' ) );
	}

	/**
	 * The featured offer: the listing Amazon marks as buy-box winner, else the first.
	 *
	 * @param array<string, mixed> $item
	 * @return array<string, mixed>
	 */
	private static function buy_box( array $item ): array {
		$listings = array_values( array_filter( (array) ( $item['offersV2']['listings'] ?? array() ), 'is_array' ) );
		foreach ( $listings as $listing ) {
			if ( ! empty( $listing['isBuyBoxWinner'] ) ) {
				return $listing;
			}
		}
		return $listings[0] ?? array();
	}

	/** @param array<string, mixed> $price */
	private static function savings( array $price ): string {
		$amount  = self::text( $price['savings']['money']['displayAmount'] ?? '' );
		$percent = (int) ( $price['savings']['percentage'] ?? 0 );
		if ( '' === $amount ) {
			return '';
		}
		return $percent > 0 ? sprintf( '%1$s (%2$d%%)', $amount, $percent ) : $amount;
	}

	private static function text( mixed $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}

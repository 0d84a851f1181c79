<?php
/**
 * Scheduled work: refresh Amazon-sourced products before their data is 24 hours old (or clear the
 * volatile fields when Amazon cannot be reached). Old click rows are purged by the lifecycle's daily
 * retention run (ClickStore is a data store).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

use Vitrine\Affiliate\Source\AmazonSource;

defined( 'ABSPATH' ) || exit;

final class Maintenance {
	public const HOOK = 'vitrine_affiliate_maintenance';

	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::HOOK );
				}
			}
		);
	}

	public static function run(): void {
		self::refresh( new AmazonSource( Settings::api() ) );
	}

	/**
	 * Re-fetches Amazon products older than 20 hours; on failure clears data older than 24 hours.
	 *
	 * @return int|\WP_Error Products updated, or the source's error.
	 */
	public static function refresh( Source\DataSource $source, ?array $ids = null ): int|\WP_Error {
		$ids ??= get_posts(
			array(
				'post_type'      => Catalogue::PRODUCT,
				'fields'         => 'ids',
				'posts_per_page' => 100,
				'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery
					array(
						'key'   => Catalogue::FIELDS['source'],
						'value' => 'amazon',
					),
					array(
						'key'     => Catalogue::FIELDS['fetched_at'],
						'value'   => time() - 20 * HOUR_IN_SECONDS,
						'compare' => '<',
						'type'    => 'NUMERIC',
					),
				),
			)
		);
		$asins = array_filter( array_map( static fn( $id ) => (string) get_post_meta( (int) $id, Catalogue::FIELDS['asin'], true ), $ids ) );
		$done  = 0;
		foreach ( array_chunk( $asins, 10 ) as $chunk ) {
			$items = $source->get_items( $chunk );
			if ( is_wp_error( $items ) ) {
				self::expire( $ids );
				return $items;
			}
			foreach ( $items as $item ) {
				$done += is_wp_error( Catalogue::save( $item ) ) ? 0 : 1;
			}
		}
		return $done;
	}

	/** @param int[] $ids Clears price, rating and prime of Amazon products past 24 hours. */
	private static function expire( array $ids ): void {
		foreach ( $ids as $id ) {
			if ( (int) get_post_meta( (int) $id, Catalogue::FIELDS['fetched_at'], true ) <= time() - Catalogue::MAX_AGE ) {
				foreach ( Catalogue::VOLATILE as $field ) {
					delete_post_meta( (int) $id, Catalogue::FIELDS[ $field ] );
				}
			}
		}
	}
}

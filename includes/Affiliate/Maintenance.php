<?php
/**
 * Background refresh of Amazon data, so a page view never waits on Amazon and never writes: an
 * hourly WP-Cron job takes the Amazon products whose data is older than REFRESH_AGE (oldest first:
 * the stale products are the queue), looks them up 10 ASINs per request with a pause between
 * requests, and re-runs the bestseller and new-release searches saved on the Import screen.
 *
 * Throttling (HTTP 429 or Amazon's throttling codes) stops the run and backs off exponentially
 * (1 minute doubling to 1 hour) before the next try; a per-item error is kept on that product; when
 * Amazon cannot be reached, data past 24 hours is cleared as Amazon's rules require. Old click rows
 * are purged by the lifecycle's daily retention run (ClickStore is a data store).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

use Vitrine\Affiliate\Source\CreatorsSource;
use Vitrine\Affiliate\Source\DataSource;
use Vitrine\Affiliate\Source\Sources;
use Vitrine\Lifecycle\Events;

defined( 'ABSPATH' ) || exit;

final class Maintenance {
	public const HOOK = 'vitrine_affiliate_maintenance';

	/** Refresh data older than this, well inside Amazon's 24 hours. */
	public const REFRESH_AGE = 20 * HOUR_IN_SECONDS;

	/** Requests per run; what is left waits for a follow-up run a few minutes later. */
	public const REQUESTS_PER_RUN = 20;

	/** State of the refresh (back-off, last result), never autoloaded. */
	public const STATUS_OPTION = 'vitrine_creators_status';

	/** Saved list searches (Import → "A list from Amazon"), never autoloaded. */
	public const SEARCHES_OPTION = 'vitrine_creators_searches';

	public static function register(): void {
		Events::recurring( self::HOOK, array( self::class, 'run' ), array( self::class, 'schedule' ) );
	}

	public static function schedule(): void {
		Events::ensure( self::HOOK, MINUTE_IN_SECONDS, 'hourly' );
	}

	public static function run(): void {
		$source = Sources::amazon();
		if ( ! $source->is_configured() ) {
			return;
		}
		$status = self::status();
		if ( $status['backoff_until'] > time() ) {
			return;
		}
		$budget = self::REQUESTS_PER_RUN;
		$result = self::refresh_searches( $source, $budget ) ?? self::refresh( $source, null, $budget );
		self::record( $result );
		if ( ! is_wp_error( $result ) && $budget <= 0 ) {
			wp_schedule_single_event( time() + 5 * MINUTE_IN_SECONDS, self::HOOK );
		}
	}

	/**
	 * Re-fetches Amazon products older than REFRESH_AGE (or the given ones); per-item errors are kept
	 * on the product. On failure, data older than 24 hours is cleared.
	 *
	 * @param int[]|null $ids    Products to refresh; null for every stale Amazon product.
	 * @param int        $budget Requests this run may still send (decremented).
	 * @return int|\WP_Error Products updated, or the source's error.
	 */
	public static function refresh( DataSource $source, ?array $ids = null, int &$budget = self::REQUESTS_PER_RUN ): int|\WP_Error {
		$ids   ??= self::stale_ids( $budget * CreatorsSource::BATCH );
		$by_asin = array();
		foreach ( $ids as $id ) {
			$asin = (string) get_post_meta( (int) $id, Catalogue::FIELDS['asin'], true );
			if ( '' !== $asin ) {
				$by_asin[ $asin ] = (int) $id;
			}
		}
		$done = 0;
		foreach ( array_chunk( array_keys( $by_asin ), CreatorsSource::BATCH ) as $index => $chunk ) {
			if ( $budget <= 0 ) {
				break;
			}
			if ( $index > 0 ) {
				self::pause();
			}
			--$budget;
			$found = $source instanceof CreatorsSource ? $source->lookup( $chunk ) : $source->get_items( $chunk );
			if ( is_wp_error( $found ) ) {
				if ( 'vitrine_creators_throttled' !== $found->get_error_code() ) {
					self::expire( array_values( $by_asin ) );
				}
				return $found;
			}
			$items  = $source instanceof CreatorsSource ? $found['items'] : $found;
			$errors = $source instanceof CreatorsSource ? $found['errors'] : array();
			foreach ( $items as $item ) {
				$done += is_wp_error( Catalogue::save( $item ) ) ? 0 : 1;
			}
			foreach ( $errors as $asin => $message ) {
				if ( isset( $by_asin[ $asin ] ) ) {
					update_post_meta( $by_asin[ $asin ], Catalogue::FIELDS['amazon_error'], wp_slash( $message ) );
				}
			}
		}
		return $done;
	}

	/**
	 * Saves a bestseller or new-release search (from the Import screen) and runs it now.
	 *
	 * @return int|\WP_Error Products saved.
	 */
	public static function add_search( DataSource $source, string $list, string $keywords, int $items ): int|\WP_Error {
		$keywords = trim( sanitize_text_field( $keywords ) );
		if ( '' === $keywords ) {
			return new \WP_Error( 'vitrine_no_keywords', __( 'Enter the keywords of the list.', 'vitrine' ) );
		}
		$search = array(
			'list'     => 'new' === $list ? 'new' : 'bestseller',
			'keywords' => mb_substr( $keywords, 0, 100 ),
			'items'    => max( 1, min( CreatorsSource::BATCH, $items ) ),
			'ran_at'   => 0,
		);
		$saved  = self::searches();
		$key    = $search['list'] . ':' . strtolower( $search['keywords'] );
		$result = self::run_search( $source, $search );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$search['ran_at'] = time();
		$saved[ $key ]    = $search;
		update_option( self::SEARCHES_OPTION, array_slice( $saved, -50, null, true ), false );
		return $result;
	}

	/** @return array<string, array{list: string, keywords: string, items: int, ran_at: int}> */
	public static function searches(): array {
		$saved = get_option( self::SEARCHES_OPTION, array() );
		return is_array( $saved ) ? array_filter( $saved, 'is_array' ) : array();
	}

	/** @return array{backoff_until: int, failures: int, time: int, message: string, ok: bool} */
	public static function status(): array {
		$saved = get_option( self::STATUS_OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		return array(
			'backoff_until' => (int) ( $saved['backoff_until'] ?? 0 ),
			'failures'      => (int) ( $saved['failures'] ?? 0 ),
			'time'          => (int) ( $saved['time'] ?? 0 ),
			'message'       => (string) ( $saved['message'] ?? '' ),
			'ok'            => (bool) ( $saved['ok'] ?? false ),
		);
	}

	/** Keeps the run's outcome for the settings screen, and backs off after throttling. */
	public static function record( int|\WP_Error $result ): void {
		$status         = self::status();
		$status['time'] = time();
		$status['ok']   = ! is_wp_error( $result );
		if ( is_wp_error( $result ) ) {
			$status['message'] = $result->get_error_message();
			if ( 'vitrine_creators_throttled' === $result->get_error_code() ) {
				++$status['failures'];
				$wait                    = max( (int) ( $result->get_error_data()['retry_after'] ?? 0 ), min( HOUR_IN_SECONDS, MINUTE_IN_SECONDS * 2 ** ( $status['failures'] - 1 ) ) );
				$status['backoff_until'] = time() + $wait;
				wp_schedule_single_event( $status['backoff_until'] + 1, self::HOOK );
			}
		} else {
			/* translators: %d: number of products */
			$status['message']       = sprintf( _n( '%d product refreshed from Amazon.', '%d products refreshed from Amazon.', $result, 'vitrine' ), $result );
			$status['failures']      = 0;
			$status['backoff_until'] = 0;
		}
		update_option( self::STATUS_OPTION, $status, false );
	}

	/** @return int[] Amazon products older than REFRESH_AGE, oldest first. */
	private static function stale_ids( int $limit ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'        => Catalogue::PRODUCT,
					'fields'           => 'ids',
					'posts_per_page'   => max( 1, $limit ),
					'meta_key'         => Catalogue::FIELDS['fetched_at'], // phpcs:ignore WordPress.DB.SlowDBQuery
					'orderby'          => 'meta_value_num',
					'order'            => 'ASC',
					'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery
						array(
							'key'   => Catalogue::FIELDS['source'],
							'value' => 'amazon',
						),
						array(
							'key'     => Catalogue::FIELDS['fetched_at'],
							'value'   => time() - self::REFRESH_AGE,
							'compare' => '<',
							'type'    => 'NUMERIC',
						),
					),
				)
			)
		);
	}

	/** @return \WP_Error|null The source's error, if a search failed. */
	private static function refresh_searches( DataSource $source, int &$budget ): ?\WP_Error {
		$saved = self::searches();
		foreach ( $saved as $key => $search ) {
			if ( $budget <= 0 || (int) $search['ran_at'] > time() - self::REFRESH_AGE ) {
				continue;
			}
			--$budget;
			$result = self::run_search( $source, $search );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
			$saved[ $key ]['ran_at'] = time();
			update_option( self::SEARCHES_OPTION, $saved, false );
			self::pause();
		}
		return null;
	}

	/**
	 * Runs one list search and saves its products with the list's order: bestseller lists by their
	 * position (the catalogue's bestseller rank), both with the keywords, so the shortcode's own
	 * catalogue lists show Amazon's answer.
	 *
	 * @param array{list: string, keywords: string, items: int} $search
	 */
	private static function run_search( DataSource $source, array $search ): int|\WP_Error {
		$found = $source->search( $search['keywords'], $search['list'], (int) $search['items'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		$saved = 0;
		foreach ( array_values( $found ) as $position => $item ) {
			$item['keywords'] = $search['keywords'];
			if ( 'bestseller' === $search['list'] ) {
				$item['bestseller_rank'] = $position + 1;
			} elseif ( empty( $item['new_release'] ) ) {
				$item['new_release'] = gmdate( 'Y-m-d', time() - $position * DAY_IN_SECONDS ); // Amazon's order, where it gave no date.
			}
			$saved += is_wp_error( Catalogue::save( $item ) ) ? 0 : 1;
		}
		return $saved;
	}

	/** Amazon's starting quota is one request per second: wait that long between requests. */
	private static function pause(): void {
		$ms = (int) apply_filters( 'vitrine_creators_request_pause_ms', 1100 );
		if ( $ms > 0 ) {
			usleep( $ms * 1000 );
		}
	}

	/** @param int[] $ids Clears the volatile fields of Amazon products past 24 hours. */
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

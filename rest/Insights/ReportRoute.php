<?php
/**
 * GET vitrine/v1/insights/report: the Insights counters of a date range (from, to: Y-m-d,
 * inclusive; 31 days to today by default), optionally of the entities starting with `entity`
 * (`popup:`, `product:40`), for the Insights screen and its CSV export (docs/insights.md). What
 * waits in Redis is flushed first, so the report is current. Site owners only.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Insights;

use Vitrine\Insights\Buffer;
use Vitrine\Insights\CounterStore;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class ReportRoute extends Route {
	protected const PATH = '/insights/report';

	protected function properties(): array {
		$day = array(
			'type'    => 'string',
			'pattern' => '^\d{4}-\d{2}-\d{2}$',
		);
		return array(
			'from'   => $day,
			'to'     => $day,
			'entity' => array(
				'type'    => 'string',
				'pattern' => '^[a-z]*(:[a-z0-9_-]*)?$',
				'default' => '',
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool {
		return current_user_can( 'manage_options' );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$to   = (string) ( $request['to'] ?? wp_date( 'Y-m-d' ) );
		$from = (string) ( $request['from'] ?? wp_date( 'Y-m-d', strtotime( $to ) - 30 * DAY_IN_SECONDS ) );
		if ( ! self::is_day( $from ) || ! self::is_day( $to ) || $from > $to ) {
			return $this->bad_request( 'vitrine_insights_range', __( 'from and to must be dates (YYYY-MM-DD), from not after to.', 'vitrine' ) );
		}
		Buffer::flush();
		$rows = CounterStore::rows( $from, $to, (string) $request['entity'] );
		return new \WP_REST_Response(
			array(
				'from'   => $from,
				'to'     => $to,
				'rows'   => $rows,
				'labels' => self::labels( $rows ),
			),
			200
		);
	}

	/**
	 * The titles of the popups and products among the rows, for the Insights screen
	 * (`popup:12` => "Spring offer"); other entities are named by the screen.
	 *
	 * @param array<int, array{entity: string}> $rows
	 * @return array<string, string>
	 */
	public static function labels( array $rows ): array {
		$labels = array();
		foreach ( array_unique( array_column( $rows, 'entity' ) ) as $entity ) {
			list( $kind, $id ) = array_pad( explode( ':', (string) $entity, 2 ), 2, '' );
			if ( in_array( $kind, array( 'popup', 'product' ), true ) && ctype_digit( $id ) ) {
				$labels[ $entity ] = wp_strip_all_tags( get_the_title( (int) $id ) );
			}
		}
		return $labels;
	}

	private static function is_day( string $day ): bool {
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day );
		return false !== $date && $date->format( 'Y-m-d' ) === $day;
	}
}

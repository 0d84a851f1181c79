<?php
/**
 * vitrine/click-statistics: the affiliate click report of Affiliate → Clicks as data (total, per day,
 * top products, link types, countries) for the last 1 to 365 days. No visitor data exists to leak:
 * clicks are counted per day without IP or person (docs/affiliate.md). Same capability as the report.
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

use Vitrine\Affiliate\Admin\ReportPage;
use Vitrine\Affiliate\ClickStore;

defined( 'ABSPATH' ) || exit;

final class ClickStatistics extends Ability {
	public function name(): string {
		return 'vitrine/click-statistics';
	}

	protected function label(): string {
		return __( 'Affiliate click statistics', 'vitrine' );
	}

	protected function description(): string {
		return __( 'Counts the affiliate link clicks of the last days: the total, clicks per day, the most clicked products, link types and visitor countries.', 'vitrine' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'days' => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 365,
					'description' => __( 'The period in days, today included (30 unless given).', 'vitrine' ),
				),
			),
			'additionalProperties' => false,
			'default'              => array(),
		);
	}

	protected function output_schema(): array {
		$rows = array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'key'    => array( 'type' => 'string' ),
					'label'  => array( 'type' => 'string' ),
					'clicks' => array( 'type' => 'integer' ),
				),
			),
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'since'      => array( 'type' => 'string' ),
				'total'      => array( 'type' => 'integer' ),
				'per_day'    => $rows,
				'products'   => $rows,
				'link_types' => $rows,
				'countries'  => $rows,
			),
		);
	}

	public function permission(): bool {
		return current_user_can( 'edit_posts' );
	}

	/** @param mixed $input */
	public function execute( $input = null ) {
		$days  = (int) ( ( is_array( $input ) ? $input : array() )['days'] ?? 30 );
		$since = wp_date( 'Y-m-d', time() - ( $days - 1 ) * DAY_IN_SECONDS );
		$label = static fn( callable $name ) => static fn( array $row ) => $row + array( 'label' => $name( $row['key'] ) );
		$same  = static fn( string $key ) => $key;
		return array(
			'since'      => $since,
			'total'      => ClickStore::total( $since ),
			'per_day'    => array_map( $label( $same ), ClickStore::grouped( 'day', $since, 400 ) ),
			// The report's labels: unpublished products by id only (docs/security.md).
			'products'   => array_map( $label( static fn( string $id ) => ReportPage::product_label( (int) $id ) ), ClickStore::grouped( 'product_id', $since ) ),
			'link_types' => array_map( $label( $same ), ClickStore::grouped( 'link_type', $since ) ),
			'countries'  => array_map( $label( static fn( string $code ) => '' === $code ? __( 'unknown', 'vitrine' ) : strtoupper( $code ) ), ClickStore::grouped( 'country', $since ) ),
		);
	}
}

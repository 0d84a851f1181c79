<?php
/**
 * vitrine/consent-statistics: how visitors answered the consent bar over the last days, counted from
 * the proof-of-consent records (docs/consent.md). Only counts leave: no consent id, no time of a
 * single record. Same capability as the records' admin page.
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

use Vitrine\Consent\Records;

defined( 'ABSPATH' ) || exit;

final class ConsentStatistics extends Ability {
	public function name(): string {
		return 'vitrine/consent-statistics';
	}

	protected function label(): string {
		return __( 'Consent statistics', 'vitrine' );
	}

	protected function description(): string {
		return __( 'Counts the consent records of the last days: how many visitors answered, how many accepted, each answer (accept, accept all, reject, CCPA opt-out and others), each law, and for each cookie category how many records named it and how many allowed it.', 'vitrine' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'days' => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 3650,
					'description' => __( 'The period in days up to now (30 unless given).', 'vitrine' ),
				),
			),
			'additionalProperties' => false,
			'default'              => array(),
		);
	}

	protected function output_schema(): array {
		$counts = array(
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'integer' ),
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'since'      => array( 'type' => 'string' ),
				'total'      => array( 'type' => 'integer' ),
				'accepted'   => array( 'type' => 'integer' ),
				'actions'    => $counts,
				'laws'       => $counts,
				'categories' => array(
					'type'                 => 'object',
					'additionalProperties' => array(
						'type'       => 'object',
						'properties' => array(
							'named'   => array( 'type' => 'integer' ),
							'allowed' => array( 'type' => 'integer' ),
						),
					),
				),
			),
		);
	}

	public function permission(): bool {
		return current_user_can( 'manage_options' );
	}

	/** @param mixed $input */
	public function execute( $input = null ) {
		$days  = (int) ( ( is_array( $input ) ? $input : array() )['days'] ?? 30 );
		$since = gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
		$stats = Records::statistics( $since );
		// Maps stay JSON objects when empty, as the output schema says.
		return array(
			'since'      => gmdate( 'c', time() - $days * DAY_IN_SECONDS ),
			'total'      => $stats['total'],
			'accepted'   => $stats['accepted'],
			'actions'    => (object) $stats['actions'],
			'laws'       => (object) $stats['laws'],
			'categories' => (object) $stats['categories'],
		);
	}
}

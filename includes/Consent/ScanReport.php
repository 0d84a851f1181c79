<?php
/**
 * The outcome of the last cookie scan (run in the browser on the consent settings screen, which
 * reports it through POST vitrine/v1/consent/scan-report), kept for the dashboard (docs/admin.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class ScanReport {
	public const OPTION = 'vitrine_consent_scan';

	/** @return array{time: string, pages: int, found: int, unknown: int} time is '' before any scan. */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		$time  = (int) ( $saved['time'] ?? 0 );
		return array(
			'time'    => $time ? gmdate( 'c', $time ) : '',
			'pages'   => (int) ( $saved['pages'] ?? 0 ),
			'found'   => (int) ( $saved['found'] ?? 0 ),
			'unknown' => (int) ( $saved['unknown'] ?? 0 ),
		);
	}

	public static function save( int $pages, int $found, int $unknown ): void {
		update_option(
			self::OPTION,
			array(
				'time'    => time(),
				'pages'   => $pages,
				'found'   => $found,
				'unknown' => $unknown,
			),
			false
		);
	}
}

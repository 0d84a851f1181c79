<?php
/**
 * The Insights settings (one option), with defaults and sanitizing (docs/insights.md): whether
 * counting is on, on what legal basis it runs (`exempt`: audience measurement without consent, the
 * default; `statistics`: only after the visitor accepted the statistics category) and how many
 * days of counters are kept.
 *
 * @package Vitrine
 */

namespace Vitrine\Insights;

defined( 'ABSPATH' ) || exit;

final class Settings {
	public const OPTION = 'vitrine_insights';

	/** The Insights screen (admin.php?page=vitrine-insights), a submenu of the `vitrine` menu. */
	public const PAGE = 'vitrine-insights';

	public const CONSENT_MODES = array( 'exempt', 'statistics' );

	/** @return array{enabled: bool, consent: string, retention_days: int} */
	public static function defaults(): array {
		return array(
			'enabled'        => true,
			'consent'        => 'exempt',
			// 13 months: the French regulator's ceiling for exempt audience measurement.
			'retention_days' => 395,
		);
	}

	/** @return array{enabled: bool, consent: string, retention_days: int} */
	public static function all(): array {
		$saved = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $saved ) ? array_merge( self::defaults(), $saved ) : self::defaults() );
	}

	public static function get( string $key ): mixed {
		return self::all()[ $key ] ?? null;
	}

	/**
	 * @param mixed $input Raw settings (a form posts strings; an unticked box posts nothing).
	 * @return array{enabled: bool, consent: string, retention_days: int}
	 */
	public static function sanitize( $input ): array {
		$input   = is_array( $input ) ? $input : array();
		$consent = (string) ( $input['consent'] ?? 'exempt' );
		return array(
			'enabled'        => ! empty( $input['enabled'] ),
			'consent'        => in_array( $consent, self::CONSENT_MODES, true ) ? $consent : 'exempt',
			'retention_days' => max( 0, min( 3650, (int) ( $input['retention_days'] ?? 395 ) ) ),
		);
	}
}

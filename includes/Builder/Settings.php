<?php
/**
 * Sanitizes the motion and sticky settings saved as block attributes into the documented keys (docs/builder.md, Markup contract), so the
 * page gets only known keys with values in range: what the editor saved beats anything else, and the
 * browser never sees an unknown effect or an out-of-range speed from the server. The effects and
 * limits are includes/rules/motion.json, which the browser's readers use too.
 *
 * @package Vitrine
 */

namespace Vitrine\Builder;

use Vitrine\SharedRules;

defined( 'ABSPATH' ) || exit;

final class Settings {
	/** @return array<string, mixed> The effects, directions, devices, limits: includes/rules/motion.json. */
	private static function rules(): array {
		return SharedRules::read( 'motion' );
	}

	/**
	 * The motion keys of an attribute value (element and background), sanitized.
	 *
	 * @param mixed $raw The saved attribute.
	 * @return array<string, mixed>
	 */
	public static function motion( $raw ): array {
		if ( ! is_array( $raw ) ) {
			return array();
		}
		$rules = self::rules();
		$out   = array();
		foreach ( $rules['prefixes'] as $p ) {
			$scrolling = self::yes( $raw[ $p . 'motion_fx_scrolling' ] ?? null );
			$mouse     = self::yes( $raw[ $p . 'motion_fx_mouse' ] ?? null );
			if ( ! $scrolling && ! $mouse ) {
				continue;
			}
			$effects = array();
			foreach ( array_keys( array_merge( $scrolling ? $rules['effects']['scroll'] : array(), $mouse ? $rules['effects']['mouse'] : array() ) ) as $effect ) {
				$key = $p . $effect;
				if ( ! self::yes( $raw[ $key . '_effect' ] ?? null ) ) {
					continue;
				}
				$effects[ $key . '_effect' ] = 'yes';
				$speed                       = self::number( $raw[ $key . '_speed' ] ?? null, $rules['speed']['min'], $rules['speed']['max'] );
				if ( null !== $speed ) {
					$effects[ $key . '_speed' ] = $speed;
				}
				if ( isset( $rules['levelMax'][ $effect ] ) ) {
					$level = self::number( $raw[ $key . '_level' ] ?? null, 0, $rules['levelMax'][ $effect ] );
					if ( null !== $level ) {
						$effects[ $key . '_level' ] = $level;
					}
				}
				$direction = $raw[ $key . '_direction' ] ?? '';
				$fading    = in_array( $effect, $rules['fading'], true );
				if ( $fading && in_array( $direction, $rules['fades'], true ) ) {
					$effects[ $key . '_direction' ] = $direction;
				} elseif ( ! $fading && 'negative' === $direction ) {
					$effects[ $key . '_direction' ] = 'negative';
				}
				$range_key = $key . ( $fading ? '_range' : '_affectedRange' );
				$range     = self::range( $raw[ $range_key ] ?? null );
				if ( $range ) {
					$effects[ $range_key ] = $range;
				}
			}
			if ( ! $effects ) {
				continue;
			}
			if ( $scrolling ) {
				$out[ $p . 'motion_fx_scrolling' ] = 'yes';
			}
			if ( $mouse ) {
				$out[ $p . 'motion_fx_mouse' ] = 'yes';
			}
			$out                  += $effects;
			$out[ $p . 'devices' ] = self::devices( $raw[ $p . 'devices' ] ?? null );
			if ( 'page' === ( $raw[ $p . 'range' ] ?? '' ) ) {
				$out[ $p . 'range' ] = 'page';
			}
			foreach ( $rules['origins'] as $axis => $allowed ) {
				$origin = $raw[ $p . 'transform_origin_' . $axis ] ?? '';
				if ( in_array( $origin, $allowed, true ) && 'center' !== $origin ) {
					$out[ $p . 'transform_origin_' . $axis ] = $origin;
				}
			}
		}
		return $out;
	}

	/**
	 * The sticky keys of an attribute value, sanitized; empty when sticky is off.
	 *
	 * @param mixed $raw The saved attribute.
	 * @return array<string, mixed>
	 */
	public static function sticky( $raw ): array {
		if ( ! is_array( $raw ) || ! in_array( $raw['sticky'] ?? '', self::rules()['sticky']['sides'], true ) ) {
			return array();
		}
		$out = array(
			'sticky'    => $raw['sticky'],
			'sticky_on' => self::devices( $raw['sticky_on'] ?? null ),
		);
		foreach ( array( 'sticky_offset', 'sticky_effects_offset' ) as $key ) {
			$value = self::responsive( $raw[ $key ] ?? null );
			if ( null !== $value ) {
				$out[ $key ] = $value;
			}
		}
		if ( self::yes( $raw['sticky_parent'] ?? null ) ) {
			$out['sticky_parent'] = 'yes';
		}
		return $out;
	}

	/** @param mixed $value A switch as saved: 'yes' or true. */
	private static function yes( $value ): bool {
		return 'yes' === $value || true === $value;
	}

	/**
	 * A number (plain or `{ size }`) within bounds, or null when absent or out of range.
	 *
	 * @param mixed $value The saved value.
	 */
	private static function number( $value, float $min, float $max ): ?float {
		if ( is_array( $value ) ) {
			$value = $value['size'] ?? null;
		}
		if ( ! is_numeric( $value ) ) {
			return null;
		}
		$number = (float) $value;
		return ( $number >= $min && $number <= $max ) ? $number : null;
	}

	/**
	 * @param mixed $value `{ start, end }` or `{ sizes: { start, end } }` in percent.
	 * @return array{start: float, end: float}|null
	 */
	private static function range( $value ): ?array {
		if ( is_array( $value ) && isset( $value['sizes'] ) && is_array( $value['sizes'] ) ) {
			$value = $value['sizes'];
		}
		if ( ! is_array( $value ) ) {
			return null;
		}
		$limit = self::rules()['range'];
		$start = self::number( $value['start'] ?? null, $limit['min'], $limit['max'] );
		$end   = self::number( $value['end'] ?? null, $limit['min'], $limit['max'] );
		return ( null !== $start && null !== $end && $start <= $end ) ? array( 'start' => $start, 'end' => $end ) : null;
	}

	/**
	 * @param mixed $value A list of device names.
	 * @return string[] The known devices in it, all of them when none is known.
	 */
	private static function devices( $value ): array {
		$devices = is_array( $value ) ? array_values( array_intersect( self::rules()['devices'], $value ) ) : array();
		return $devices ? $devices : self::rules()['devices'];
	}

	/**
	 * A px value for every device (`{ desktop, tablet, mobile }`) or one for all, 0 to 2000.
	 *
	 * @param mixed $value The saved value.
	 * @return float|array<string, float>|null
	 */
	private static function responsive( $value ) {
		if ( is_array( $value ) && ! isset( $value['size'] ) ) {
			$limit = self::rules()['sticky']['offset'];
			$out   = array();
			foreach ( self::rules()['devices'] as $device ) {
				$number = self::number( $value[ $device ] ?? null, $limit['min'], $limit['max'] );
				if ( null !== $number ) {
					$out[ $device ] = $number;
				}
			}
			return $out ? $out : null;
		}
		return self::number( $value, self::rules()['sticky']['offset']['min'], self::rules()['sticky']['offset']['max'] );
	}
}

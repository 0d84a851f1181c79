<?php
/**
 * The JSON schemas of a popup's post meta: its display settings (the keys of docs/popups.md, printed to the
 * browser as data-settings) and where it shows (used only on the server). The REST API validates
 * and sanitizes editor input against them, so bad input gets a 400, never a broken popup.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class Schema {
	public const ENTRANCE = array( '', 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight' );
	public const EXIT     = array( '', 'fadeOut', 'zoomOut', 'slideOutUp', 'slideOutDown', 'slideOutLeft', 'slideOutRight' );
	public const BROWSERS = array( 'chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung', 'ie' );

	/** An object schema that accepts only the listed properties, plus the `enabled` switch. */
	private static function part( array $properties ): array {
		return array(
			'type'                 => 'object',
			'properties'           => array( 'enabled' => array( 'type' => 'boolean' ) ) + $properties,
			'additionalProperties' => false,
		);
	}

	private static function number( float $min = 0, ?float $max = null ): array {
		$schema = array(
			'type'    => 'number',
			'minimum' => $min,
		);
		return null === $max ? $schema : $schema + array( 'maximum' => $max );
	}

	private static function integer( int $min = 1 ): array {
		return array(
			'type'    => 'integer',
			'minimum' => $min,
		);
	}

	private static function enum( array $values ): array {
		return array(
			'type' => 'string',
			'enum' => $values,
		);
	}

	private static function list_of( array $items ): array {
		return array(
			'type'  => 'array',
			'items' => $items,
		);
	}

	/** A site-time date and time as the editor's date picker gives it, or empty for none. */
	private static function site_time(): array {
		return array(
			'type'    => 'string',
			'pattern' => '^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$',
		);
	}

	/** @return array<string, mixed> */
	public static function settings(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'open_selector'                     => array( 'type' => 'string' ),
				'timing'                            => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'page_views' => self::part( array( 'views' => self::integer() ) ),
						'sessions'   => self::part( array( 'sessions' => self::integer() ) ),
						'url'        => self::part(
							array(
								'action' => self::enum( array( 'show', 'hide', 'regex' ) ),
								'url'    => array( 'type' => 'string' ),
							)
						),
						'sources'    => self::part( array( 'sources' => self::list_of( self::enum( array( 'internal', 'external', 'search' ) ) ) ) ),
						'logged_in'  => self::part(
							array(
								'users' => self::enum( array( 'all', 'custom' ) ),
								'roles' => self::list_of( array( 'type' => 'string' ) ),
							)
						),
						'devices'    => self::part( array( 'devices' => self::list_of( self::enum( array( 'mobile', 'tablet', 'desktop' ) ) ) ) ),
						'browsers'   => self::part(
							array(
								'browsers' => self::enum( array( 'all', 'custom' ) ),
								'options'  => self::list_of( self::enum( self::BROWSERS ) ),
							)
						),
						'times'      => self::part(
							array(
								'times'  => self::integer(),
								'period' => self::enum( array( 'none', 'session', 'day', 'week', 'month' ) ),
							)
						),
						'schedule'   => self::part(
							array(
								'start' => self::site_time(),
								'end'   => self::site_time(),
							)
						),
					),
				),
				'triggers'                          => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'page_load'         => self::part( array( 'delay' => self::number() ) ),
						'scrolling'         => self::part(
							array(
								'direction' => self::enum( array( 'down', 'up' ) ),
								'offset'    => self::number( 0, 100 ),
							)
						),
						'scrolling_to'      => self::part( array( 'selector' => array( 'type' => 'string' ) ) ),
						'click'             => self::part( array( 'times' => self::integer() ) ),
						'inactivity'        => self::part( array( 'time' => self::number() ) ),
						'exit_intent'       => self::part( array() ),
						'adblock_detection' => self::part( array( 'delay' => self::number() ) ),
					),
				),
				'close_button_delay'                => self::number(),
				'close_button_position'             => self::enum( array( 'inside', 'outside' ) ),
				'close_automatically'               => self::number(),
				'prevent_scroll'                    => array( 'type' => 'boolean' ),
				'prevent_close_on_background_click' => array( 'type' => 'boolean' ),
				'prevent_close_on_esc_key'          => array( 'type' => 'boolean' ),
				'entrance_animation'                => self::enum( self::ENTRANCE ),
				'entrance_animation_duration'       => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'size' => self::number( 0, 10 ),
						'unit' => self::enum( array( 's' ) ),
					),
				),
				'exit_animation'                    => self::enum( self::EXIT ),
				'a11y_navigation'                   => array( 'type' => 'boolean' ),
				'classes'                           => array(
					'type'    => 'string',
					'pattern' => '^[A-Za-z0-9_\- ]*$',
				),
				'avoid_multiple_popups'             => array( 'type' => 'boolean' ),
			),
		);
	}

	/** @return array<string, mixed> The defaults a new popup starts with. */
	public static function default_settings(): array {
		return array(
			'open_selector'                     => '',
			'timing'                            => array(),
			'triggers'                          => array(),
			'close_button_delay'                => 0,
			'close_button_position'             => 'inside',
			'close_automatically'               => 0,
			'prevent_scroll'                    => false,
			'prevent_close_on_background_click' => false,
			'prevent_close_on_esc_key'          => false,
			'entrance_animation'                => 'fadeIn',
			'entrance_animation_duration'       => array(
				'size' => 0.4,
				'unit' => 's',
			),
			'exit_animation'                    => 'fadeOut',
			'a11y_navigation'                   => true,
			'classes'                           => '',
			'avoid_multiple_popups'             => false,
		);
	}

	/** @return array<string, mixed> */
	public static function location(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'scope'      => self::enum( array( 'site', 'pages', 'post_types', 'none' ) ),
				'pages'      => self::list_of( self::integer() ),
				'post_types' => self::list_of(
					array(
						'type'    => 'string',
						'pattern' => '^[a-z0-9_\-]+$',
					)
				),
			),
		);
	}

	/** @return array<string, mixed> */
	public static function default_location(): array {
		return array(
			'scope'      => 'none',
			'pages'      => array(),
			'post_types' => array(),
		);
	}
}

<?php
/**
 * The popup list's "Opens" and "Shows on" columns (edit.php?post_type=vitrine_popup, docs/popups.md,
 * "The popup list"): each popup's triggers and where it is printed, in words, so an owner tells eight
 * popups apart without opening each. Built from the saved settings (PostType::settings(),
 * PostType::location()), the same the front end reads.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class SummaryColumns {
	public const OPENS = 'vitrine_opens';
	public const WHERE = 'vitrine_where';

	/** At most this many page titles are named; the rest are counted. */
	private const NAMED_PAGES = 3;

	public function register(): void {
		add_filter( 'manage_' . PostType::NAME . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . PostType::NAME . '_posts_custom_column', array( $this, 'cell' ), 10, 2 );
	}

	/**
	 * Right after the title.
	 *
	 * @param array<string, string> $columns
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$out = array();
		foreach ( $columns as $key => $label ) {
			$out[ $key ] = $label;
			if ( 'title' === $key ) {
				$out[ self::OPENS ] = __( 'Opens', 'vitrine' );
				$out[ self::WHERE ] = __( 'Shows on', 'vitrine' );
			}
		}
		return $out;
	}

	public function cell( string $column, int $post_id ): void {
		if ( self::OPENS === $column ) {
			echo esc_html( implode( '; ', self::opens( PostType::settings( $post_id ) ) ) );
		} elseif ( self::WHERE === $column ) {
			echo esc_html( self::where( PostType::location( $post_id ) ) );
		}
	}

	/**
	 * What opens the popup, one phrase a trigger, in the editor's order.
	 *
	 * @param array<string, mixed> $settings
	 * @return string[]
	 */
	public static function opens( array $settings ): array {
		$on      = static fn( string $name ): ?array => ! empty( $settings['triggers'][ $name ]['enabled'] ) ? (array) $settings['triggers'][ $name ] : null;
		$seconds = static fn( $value ): string => number_format_i18n( (float) $value, floor( (float) $value ) === (float) $value ? 0 : 1 );
		$phrases = array();
		$trigger = $on( 'page_load' );
		if ( $trigger ) {
			$phrases[] = (float) ( $trigger['delay'] ?? 0 ) > 0
				/* translators: %s: seconds */
				? sprintf( __( '%s s after the page loads', 'vitrine' ), $seconds( $trigger['delay'] ) )
				: __( 'When the page loads', 'vitrine' );
		}
		$trigger = $on( 'scrolling' );
		if ( $trigger ) {
			$phrases[] = 'up' === ( $trigger['direction'] ?? 'down' )
				? __( 'When the visitor scrolls back up', 'vitrine' )
				/* translators: %d: percent of the page */
				: sprintf( __( 'After scrolling %d%% of the page', 'vitrine' ), (int) ( $trigger['offset'] ?? 0 ) );
		}
		$trigger = $on( 'scrolling_to' );
		if ( $trigger && '' !== (string) ( $trigger['selector'] ?? '' ) ) {
			/* translators: %s: a CSS selector */
			$phrases[] = sprintf( __( 'When %s scrolls into view', 'vitrine' ), (string) $trigger['selector'] );
		}
		$trigger = $on( 'click' );
		if ( $trigger ) {
			$times = max( 1, (int) ( $trigger['times'] ?? 1 ) );
			/* translators: %d: clicks anywhere on the page */
			$phrases[] = sprintf( _n( 'After %d click on the page', 'After %d clicks on the page', $times, 'vitrine' ), $times );
		}
		$trigger = $on( 'inactivity' );
		if ( $trigger ) {
			/* translators: %s: seconds */
			$phrases[] = sprintf( __( 'After %s s without activity', 'vitrine' ), $seconds( $trigger['time'] ?? 0 ) );
		}
		if ( $on( 'exit_intent' ) ) {
			$phrases[] = __( 'When the visitor is about to leave', 'vitrine' );
		}
		if ( $on( 'adblock_detection' ) ) {
			$phrases[] = __( 'When an ad blocker is found', 'vitrine' );
		}
		$selector = trim( (string) ( $settings['open_selector'] ?? '' ) );
		if ( '' !== $selector ) {
			/* translators: %s: a CSS selector */
			$phrases[] = sprintf( __( 'On a click on %s', 'vitrine' ), $selector );
		}
		return $phrases ? $phrases : array( __( 'Only from a link or button that opens it', 'vitrine' ) );
	}

	/**
	 * Where the popup is printed.
	 *
	 * @param array<string, mixed> $location
	 */
	public static function where( array $location ): string {
		$scope = (string) ( $location['scope'] ?? 'none' );
		if ( 'site' === $scope ) {
			return __( 'Every page', 'vitrine' );
		}
		if ( 'pages' === $scope ) {
			$ids    = array_values( array_filter( array_map( 'intval', (array) ( $location['pages'] ?? array() ) ) ) );
			$titles = array_map( static fn( int $id ): string => (string) get_post_field( 'post_title', $id ), array_slice( $ids, 0, self::NAMED_PAGES ) );
			$more   = count( $ids ) - count( $titles );
			if ( ! $titles ) {
				return __( 'No page chosen yet', 'vitrine' );
			}
			return implode( ', ', $titles ) . ( $more > 0
				/* translators: %d: pages not named */
				? ' ' . sprintf( _n( 'and %d more page', 'and %d more pages', $more, 'vitrine' ), $more )
				: '' );
		}
		if ( 'post_types' === $scope ) {
			$names = array();
			foreach ( array_filter( (array) ( $location['post_types'] ?? array() ), 'is_string' ) as $type ) {
				$object  = get_post_type_object( $type );
				$names[] = $object ? (string) $object->labels->name : $type;
			}
			/* translators: %s: post type names, such as "Posts, Pages" */
			return $names ? sprintf( __( 'Every one of: %s', 'vitrine' ), implode( ', ', $names ) ) : __( 'No post type chosen yet', 'vitrine' );
		}
		return __( 'Nowhere yet: choose where in its settings', 'vitrine' );
	}
}

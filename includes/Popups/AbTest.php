<?php
/**
 * A popup's A/B test (docs/popups.md, "A/B tests"): variants B, C… are popups of their own (posts
 * of the popup type, children of the control: `post_parent` = the control, meta
 * `_vitrine_popup_variant` = their letter), so each is written in the block editor with its own
 * content and display settings; the control keeps the test (`_vitrine_popup_test`: the day it
 * started and the weight of each letter). Where it shows, the triggers, the conditions and
 * avoid_multiple_popups are the control's for the whole test (Output::variant_settings).
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class AbTest {
	public const VARIANT_KEY = '_vitrine_popup_variant';
	public const TEST_KEY    = '_vitrine_popup_test';
	/** The last ended test's outcome and final results, kept after its variants went to the trash. */
	public const LAST_KEY = '_vitrine_popup_test_last';
	/** The beacon's variant names (rest/Insights/EventsRoute.php): a is the control. */
	public const LETTERS = array( 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l' );
	/** What stays the control's in every variant, so the test is one popup to the visitor. */
	public const SHARED_SETTINGS = array( 'open_selector', 'timing', 'triggers', 'avoid_multiple_popups' );
	public const DEFAULT_WEIGHT  = 50;

	/** A popup that is a variant of another names its control; a control or plain popup answers 0. */
	public static function control_of( int $post_id ): int {
		$post = get_post( $post_id );
		return $post && PostType::NAME === $post->post_type && '' !== (string) get_post_meta( $post_id, self::VARIANT_KEY, true ) ? (int) $post->post_parent : 0;
	}

	/** @return array{started: string, weights: array<string, int>} The control's test, empty weights when none runs. */
	public static function test( int $control ): array {
		$stored  = get_post_meta( $control, self::TEST_KEY, true );
		$stored  = is_array( $stored ) ? $stored : array();
		$weights = array();
		foreach ( (array) ( $stored['weights'] ?? array() ) as $letter => $weight ) {
			if ( in_array( $letter, self::LETTERS, true ) ) {
				$weights[ $letter ] = max( 0, min( 100, (int) $weight ) );
			}
		}
		return array(
			'started' => is_string( $stored['started'] ?? null ) ? $stored['started'] : '',
			'weights' => $weights,
		);
	}

	/**
	 * The variants of a control, by letter (the control excluded), any status but trash.
	 *
	 * @return array<string, \WP_Post>
	 */
	public static function variants( int $control, bool $published_only = false ): array {
		$posts = get_posts(
			array(
				'post_type'        => PostType::NAME,
				'post_parent'      => $control,
				'post_status'      => $published_only ? 'publish' : array( 'publish', 'draft', 'pending', 'future', 'private' ),
				'numberposts'      => count( self::LETTERS ),
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => false,
			)
		);
		$out   = array();
		foreach ( $posts as $post ) {
			$letter = (string) get_post_meta( $post->ID, self::VARIANT_KEY, true );
			if ( in_array( $letter, self::LETTERS, true ) && 'a' !== $letter ) {
				$out[ $letter ] = $post;
			}
		}
		ksort( $out );
		return $out;
	}

	/** A control's weight of a letter (a variant without one gets the default). */
	public static function weight( array $test, string $letter ): int {
		return $test['weights'][ $letter ] ?? self::DEFAULT_WEIGHT;
	}

	/**
	 * Adds the next variant: a published copy of the control (content and settings) that the author
	 * then edits. The first variant starts the test today (site time).
	 *
	 * @return \WP_Post|\WP_Error The new variant.
	 */
	public static function add_variant( int $control ): \WP_Post|\WP_Error {
		$post = get_post( $control );
		if ( ! $post ) {
			return new \WP_Error( 'vitrine_popup_missing', __( 'No such popup.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$variants = self::variants( $control );
		$free     = array_values( array_diff( array_slice( self::LETTERS, 1 ), array_keys( $variants ) ) );
		if ( array() === $free ) {
			return new \WP_Error( 'vitrine_popup_variants_full', __( 'A test has at most 12 variants.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$letter = $free[0];
		$id     = wp_insert_post(
			array(
				'post_type'    => PostType::NAME,
				'post_status'  => 'publish',
				'post_parent'  => $control,
				/* translators: 1: the popup's title, 2: the variant's letter (B, C…). */
				'post_title'   => sprintf( __( '%1$s (variant %2$s)', 'vitrine' ), $post->post_title, strtoupper( $letter ) ),
				'post_content' => wp_slash( $post->post_content ),
				'meta_input'   => array(
					self::VARIANT_KEY      => $letter,
					PostType::SETTINGS_KEY => PostType::settings( $control ),
				),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$test = self::test( $control );
		if ( array() === $variants || '' === $test['started'] ) {
			$test['started'] = wp_date( 'Y-m-d' );
		}
		$test['weights']           += array( 'a' => self::DEFAULT_WEIGHT );
		$test['weights'][ $letter ] = self::DEFAULT_WEIGHT;
		update_post_meta( $control, self::TEST_KEY, $test );
		return get_post( $id );
	}

	/** @param array<string, int> $weights New weights by letter (0–100; 0 pauses a variant). */
	public static function set_weights( int $control, array $weights ): void {
		$test = self::test( $control );
		foreach ( $weights as $letter => $weight ) {
			$test['weights'][ $letter ] = max( 0, min( 100, (int) $weight ) );
		}
		update_post_meta( $control, self::TEST_KEY, $test );
	}

	/**
	 * Ends the test with a winner: when it is a variant, the control takes its content and its own
	 * (display) settings; then every variant goes to the trash (restorable) and the test meta goes.
	 */
	public static function apply_winner( int $control, string $winner ): void {
		self::keep_results( $control, 'a' === $winner ? 'kept' : 'applied', $winner );
		$variants = self::variants( $control );
		if ( isset( $variants[ $winner ] ) ) {
			$from     = $variants[ $winner ];
			$settings = array_merge(
				PostType::settings( $from->ID ),
				array_intersect_key( PostType::settings( $control ), array_flip( self::SHARED_SETTINGS ) )
			);
			wp_update_post(
				array(
					'ID'           => $control,
					'post_content' => wp_slash( $from->post_content ),
				)
			);
			update_post_meta( $control, PostType::SETTINGS_KEY, $settings );
		}
		foreach ( $variants as $variant ) {
			wp_trash_post( $variant->ID );
		}
		delete_post_meta( $control, self::TEST_KEY );
	}

	/**
	 * Stops the test without a winner: the control stays as it is, every variant goes to the trash
	 * (restorable) and the test ends; its final results are kept (LAST_KEY) and the counters keep
	 * every count.
	 */
	public static function stop( int $control ): void {
		self::keep_results( $control, 'stopped', '' );
		foreach ( self::variants( $control ) as $variant ) {
			wp_trash_post( $variant->ID );
		}
		delete_post_meta( $control, self::TEST_KEY );
	}

	/** Saves how the running test ended and its results at that moment. */
	private static function keep_results( int $control, string $outcome, string $winner ): void {
		$results = AbResults::for_popup( $control );
		update_post_meta(
			$control,
			self::LAST_KEY,
			array(
				'outcome'  => $outcome,
				'winner'   => $winner,
				'started'  => $results['started'],
				'ended'    => wp_date( 'Y-m-d' ),
				'variants' => array_map(
					static fn( array $r ): array => array_intersect_key( $r, array_flip( array( 'variant', 'title', 'weight', 'impressions', 'conversions', 'rate', 'rate_low', 'rate_high', 'beats_control' ) ) ),
					$results['variants']
				),
			)
		);
	}

	/** @return array<string, mixed>|null The last ended test (outcome stopped|applied|kept), or null. */
	public static function last( int $control ): ?array {
		$last = get_post_meta( $control, self::LAST_KEY, true );
		return is_array( $last ) && isset( $last['outcome'], $last['variants'] ) ? $last : null;
	}
}

<?php
/**
 * The popup list's "A/B test" column (edit.php?post_type=vitrine_popup, docs/popups.md, "A/B
 * tests"): for a control, whether a test runs and its variants with their weights, or how the last
 * one ended; for a variant, whose variant it is. Read from the posts and their meta only, so the
 * list costs no counter query.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class AbColumn {
	public const NAME = 'vitrine_abtest';

	public function register(): void {
		add_filter( 'manage_' . PostType::NAME . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . PostType::NAME . '_posts_custom_column', array( $this, 'cell' ), 10, 2 );
	}

	/** @param array<string, string> $columns */
	public function columns( array $columns ): array {
		$out = array();
		foreach ( $columns as $key => $label ) {
			if ( 'date' === $key ) {
				$out[ self::NAME ] = __( 'A/B test', 'vitrine' );
			}
			$out[ $key ] = $label;
		}
		$out[ self::NAME ] ??= __( 'A/B test', 'vitrine' );
		return $out;
	}

	public function cell( string $column, int $post_id ): void {
		if ( self::NAME === $column ) {
			echo self::text( $post_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
		}
	}

	/** The cell's HTML, escaped: "Running since …" and A 50 · B 50, a variant's control, the last outcome, or a dash. */
	public static function text( int $post_id ): string {
		$control = AbTest::control_of( $post_id );
		if ( $control ) {
			$letter = (string) get_post_meta( $post_id, AbTest::VARIANT_KEY, true );
			return esc_html(
				/* translators: 1: a variant letter, 2: the title of the popup under test. */
				sprintf( __( 'Variant %1$s of “%2$s”', 'vitrine' ), strtoupper( $letter ), get_the_title( $control ) )
			);
		}
		$variants = AbTest::variants( $post_id );
		if ( $variants ) {
			$test  = AbTest::test( $post_id );
			$parts = array( 'A ' . AbTest::weight( $test, 'a' ) );
			foreach ( $variants as $letter => $variant ) {
				$part = strtoupper( $letter ) . ' ' . AbTest::weight( $test, $letter );
				if ( 'publish' !== $variant->post_status ) {
					/* translators: %s: a variant and its weight, such as "B 50". */
					$part = sprintf( __( '%s (not published)', 'vitrine' ), $part );
				}
				$parts[] = $part;
			}
			return sprintf(
				'<strong>%1$s</strong><br>%2$s',
				/* translators: %s: a day (YYYY-MM-DD). */
				esc_html( sprintf( __( 'Running since %s', 'vitrine' ), $test['started'] ) ),
				/* translators: %s: the variants and their weights, such as "A 50 · B 50". */
				esc_html( sprintf( __( 'Weights: %s', 'vitrine' ), implode( ' · ', $parts ) ) )
			);
		}
		$last = AbTest::last( $post_id );
		if ( $last ) {
			$words = array(
				/* translators: %s: a day (YYYY-MM-DD). */
				'stopped' => __( 'Stopped without a winner on %s', 'vitrine' ),
				/* translators: %s: a day (YYYY-MM-DD). */
				'kept'    => __( 'Ended on %s, this version kept', 'vitrine' ),
				/* translators: %s: a day (YYYY-MM-DD). */
				'applied' => __( 'Ended on %s, a variant applied', 'vitrine' ),
			);
			return esc_html( sprintf( $words[ $last['outcome'] ] ?? $words['stopped'], (string) ( $last['ended'] ?? '' ) ) );
		}
		return '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'No test', 'vitrine' ) . '</span>';
	}
}

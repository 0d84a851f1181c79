<?php
/**
 * The comparison table edit screen: which products (by ASIN, in column order) and which rows.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Catalogue;

defined( 'ABSPATH' ) || exit;

final class TableEditor {
	private const NONCE = 'vitrine_table_fields';

	public function register(): void {
		add_action( 'add_meta_boxes_' . Catalogue::TABLE, array( $this, 'add_box' ) );
		add_action( 'save_post_' . Catalogue::TABLE, array( $this, 'save' ) );
	}

	public function add_box(): void {
		add_meta_box( 'vitrine-table-fields', __( 'Table', 'vitrine' ), array( $this, 'render' ), Catalogue::TABLE, 'normal', 'high' );
	}

	public function render( \WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		$asins = (array) get_post_meta( $post->ID, '_vitrine_table_asins', true );
		$rows  = (array) get_post_meta( $post->ID, '_vitrine_table_rows', true );
		$rows  = $rows ? $rows : Catalogue::TABLE_ROWS;
		/* translators: %d: table id */
		echo '<p>' . esc_html( sprintf( __( 'Shortcode: [vitrine_product table="%d"]', 'vitrine' ), $post->ID ) ) . '</p>';
		printf(
			'<p><label for="vitrine-table-asins">%1$s</label><br><textarea id="vitrine-table-asins" name="vitrine_table[asins]" rows="4" class="large-text">%2$s</textarea></p>',
			esc_html__( 'Products: ASINs, one per line or separated by commas, in column order.', 'vitrine' ),
			esc_textarea( implode( "\n", $asins ) )
		);
		echo '<fieldset><legend>' . esc_html__( 'Rows', 'vitrine' ) . '</legend>';
		foreach ( Catalogue::TABLE_ROWS as $row ) {
			printf( '<label style="margin-right:1em"><input type="checkbox" name="vitrine_table[rows][]" value="%1$s"%2$s> %1$s</label>', esc_attr( $row ), checked( in_array( $row, $rows, true ), true, false ) );
		}
		echo '</fieldset>';
	}

	public function save( int $post_id ): void {
		if ( ! isset( $_POST[ self::NONCE ] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		$input = isset( $_POST['vitrine_table'] ) && is_array( $_POST['vitrine_table'] ) ? wp_unslash( $_POST['vitrine_table'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitized below.
		update_post_meta( $post_id, '_vitrine_table_asins', self::asins( (string) ( $input['asins'] ?? '' ) ) );
		update_post_meta( $post_id, '_vitrine_table_rows', array_values( array_intersect( Catalogue::TABLE_ROWS, (array) ( $input['rows'] ?? array() ) ) ) );
	}

	/** @return string[] Valid, unique ASINs in the given order. */
	public static function asins( string $text ): array {
		$asins = array_map( static fn( $a ) => strtoupper( trim( $a ) ), preg_split( '/[\s,]+/', $text ) ?: array() );
		return array_values( array_unique( array_filter( $asins, array( Catalogue::class, 'valid_asin' ) ) ) );
	}
}

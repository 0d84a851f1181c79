<?php
/**
 * The comparison tables' screens (docs/affiliate.md, "Comparison tables"): the edit screen (which
 * products, by ASIN in column order, and which rows) and the list, whose columns name each table's
 * products and its shortcode. Both say which product an ASIN is and which ASINs the catalogue lacks,
 * so an owner never has to remember what B0… stands for.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Renderer;

defined( 'ABSPATH' ) || exit;

final class TableEditor {
	private const NONCE = 'vitrine_table_fields';

	public function register(): void {
		add_action( 'add_meta_boxes_' . Catalogue::TABLE, array( $this, 'add_box' ) );
		add_action( 'save_post_' . Catalogue::TABLE, array( $this, 'save' ) );
		add_filter( 'manage_' . Catalogue::TABLE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . Catalogue::TABLE . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
		add_filter( 'post_updated_messages', array( $this, 'messages' ) );
	}

	/**
	 * The notices after saving name a table, not a post (the classic editor's own list by number).
	 *
	 * @param array<string, array<int, string>> $messages
	 * @return array<string, array<int, string>>
	 */
	public function messages( array $messages ): array {
		$updated                      = __( 'Comparison table updated.', 'vitrine' );
		$messages[ Catalogue::TABLE ] = array(
			1  => $updated,
			4  => $updated,
			6  => __( 'Comparison table published.', 'vitrine' ),
			7  => __( 'Comparison table saved.', 'vitrine' ),
			8  => __( 'Comparison table submitted.', 'vitrine' ),
			10 => __( 'Comparison table draft updated.', 'vitrine' ),
		);
		return $messages;
	}

	public function add_box(): void {
		add_meta_box( 'vitrine-table-fields', __( 'Table', 'vitrine' ), array( $this, 'render' ), Catalogue::TABLE, 'normal', 'high' );
	}

	public function render( \WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		$asins = self::saved_asins( $post->ID );
		// A new table (no meta yet) starts with every row, as it renders (Catalogue::table()).
		$rows = array_intersect( Catalogue::TABLE_ROWS, (array) get_post_meta( $post->ID, '_vitrine_table_rows', true ) );
		$rows = $rows ? $rows : Catalogue::TABLE_ROWS;
		echo '<p>' . esc_html__( 'Place it with the Affiliate product block (as a comparison table) or with this shortcode:', 'vitrine' )
			. ' <code>' . esc_html( self::shortcode( $post->ID ) ) . '</code></p>';
		printf(
			'<p><label for="vitrine-table-asins"><strong>%1$s</strong></label><br><textarea id="vitrine-table-asins" name="vitrine_table[asins]" rows="4" class="large-text code" aria-describedby="vitrine-table-asins-help">%2$s</textarea><span id="vitrine-table-asins-help" class="description">%3$s</span></p>',
			esc_html__( 'Products', 'vitrine' ),
			esc_textarea( implode( "\n", $asins ) ),
			esc_html__( 'ASINs, one per line or separated by commas, in column order. Saved, each is named below.', 'vitrine' )
		);
		if ( $asins ) {
			echo '<p><strong>' . esc_html__( 'The columns, in order', 'vitrine' ) . '</strong></p><ol>';
			foreach ( $asins as $asin ) {
				echo '<li>' . self::product_line( $asin ) . '</li>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in product_line().
			}
			echo '</ol>';
		}
		echo '<fieldset><legend><strong>' . esc_html__( 'Rows, with the headings visitors read', 'vitrine' ) . '</strong></legend>';
		$labels = Renderer::table_row_labels();
		foreach ( Catalogue::TABLE_ROWS as $row ) {
			printf(
				'<p><label><input type="checkbox" name="vitrine_table[rows][]" value="%1$s"%2$s> %3$s</label></p>',
				esc_attr( $row ),
				checked( in_array( $row, $rows, true ), true, false ),
				esc_html( self::row_choice( $row, $labels[ $row ] ) )
			);
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

	/**
	 * The list's columns: the title, then the products and the shortcode, before the date.
	 *
	 * @param array<string, string> $columns
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$date = $columns['date'] ?? null;
		unset( $columns['date'] );
		$columns['vitrine_products']  = __( 'Products', 'vitrine' );
		$columns['vitrine_shortcode'] = __( 'Shortcode', 'vitrine' );
		if ( null !== $date ) {
			$columns['date'] = $date;
		}
		return $columns;
	}

	public function column( string $column, int $post_id ): void {
		if ( 'vitrine_shortcode' === $column ) {
			echo '<code>' . esc_html( self::shortcode( $post_id ) ) . '</code>';
			return;
		}
		if ( 'vitrine_products' !== $column ) {
			return;
		}
		$asins = self::saved_asins( $post_id );
		if ( ! $asins ) {
			echo esc_html__( 'No products yet', 'vitrine' );
			return;
		}
		$names   = array();
		$missing = 0;
		foreach ( $asins as $asin ) {
			$product = Catalogue::by_asin( $asin );
			if ( $product ) {
				$names[] = (string) $product['title'];
			} else {
				++$missing;
			}
		}
		echo esc_html( implode( ', ', $names ) );
		if ( $missing ) {
			/* translators: %d: ASINs of the table that are not in the catalogue */
			$text = sprintf( _n( '%d ASIN is not in your catalogue', '%d ASINs are not in your catalogue', $missing, 'vitrine' ), $missing );
			echo ( $names ? '<br>' : '' ) . '<strong>' . esc_html( $text ) . '</strong>';
		}
	}

	/** @return string[] Valid, unique ASINs in the given order. */
	public static function asins( string $text ): array {
		$asins = array_map( static fn( $a ) => strtoupper( trim( $a ) ), preg_split( '/[\s,]+/', $text ) ?: array() );
		return array_values( array_unique( array_filter( $asins, array( Catalogue::class, 'valid_asin' ) ) ) );
	}

	/** @return string[] The table's ASINs as saved; none for a new table (no meta yet: an empty string). */
	private static function saved_asins( int $id ): array {
		return array_values( array_filter( array_map( 'strval', (array) get_post_meta( $id, '_vitrine_table_asins', true ) ) ) );
	}

	private static function shortcode( int $id ): string {
		return sprintf( '[vitrine_product table="%d"]', $id );
	}

	/** One column of the table as HTML: the ASIN and its product's name and price, or why it shows nothing. */
	private static function product_line( string $asin ): string {
		$product = Catalogue::by_asin( $asin );
		if ( ! $product ) {
			return sprintf(
				/* translators: 1: an ASIN, 2: link to the import screen */
				esc_html__( '%1$s: not in your catalogue (or not published), so visitors do not see this column. %2$s', 'vitrine' ),
				'<code>' . esc_html( $asin ) . '</code>',
				'<a href="' . esc_url( admin_url( 'admin.php?page=' . ImportPage::SLUG ) ) . '">' . esc_html__( 'Import products', 'vitrine' ) . '</a>'
			);
		}
		$price = (string) $product['price'];
		$edit  = get_edit_post_link( (int) $product['id'] );
		$name  = esc_html( (string) $product['title'] );
		return '<code>' . esc_html( $asin ) . '</code>: ' . ( $edit ? '<a href="' . esc_url( $edit ) . '">' . $name . '</a>' : $name )
			. ( '' !== $price ? ', ' . esc_html( $price ) : '' );
	}

	/** A row's choice: its heading, and what it shows where the heading alone does not say. */
	private static function row_choice( string $row, string $label ): string {
		$shows = array(
			'thumbnail' => __( 'its image', 'vitrine' ),
			'rating'    => __( 'stars and the number of reviews', 'vitrine' ),
			'prime'     => __( 'the Prime badge', 'vitrine' ),
			'features'  => __( 'its bullet points', 'vitrine' ),
			'button'    => __( 'the buy button', 'vitrine' ),
		);
		/* translators: 1: a row heading of a comparison table, 2: what the row shows */
		return isset( $shows[ $row ] ) ? sprintf( __( '%1$s: %2$s', 'vitrine' ), $label, $shows[ $row ] ) : $label;
	}
}

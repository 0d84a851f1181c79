<?php
/**
 * The product edit screen's fields (a meta box under the title, which is the product's name).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ProductFields;

defined( 'ABSPATH' ) || exit;

final class ProductEditor {
	private const NONCE = 'vitrine_product_fields';

	public function register(): void {
		add_action( 'add_meta_boxes_' . Catalogue::PRODUCT, array( $this, 'add_box' ) );
		add_action( 'save_post_' . Catalogue::PRODUCT, array( $this, 'save' ), 10, 2 );
		add_action( 'admin_notices', array( $this, 'notice' ) );
	}

	public function add_box(): void {
		add_meta_box( 'vitrine-product-fields', __( 'Product data', 'vitrine' ), array( $this, 'render' ), Catalogue::PRODUCT, 'normal', 'high' );
	}

	public function render( \WP_Post $post ): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		$value  = static fn( string $field ) => get_post_meta( $post->ID, Catalogue::FIELDS[ $field ], true );
		$fields = array(
			'asin'            => array( __( 'ASIN', 'vitrine' ), 'text', __( '10 letters or digits, e.g. B0C1234567.', 'vitrine' ) ),
			'image'           => array( __( 'Image URL', 'vitrine' ), 'url', __( 'Amazon\'s image address, or one of yours: in the Media Library, open the image and copy its File URL.', 'vitrine' ) ),
			'url'             => array( __( 'Product URL', 'vitrine' ), 'url', __( 'Optional: the link on Amazon. The tracking id is added for you.', 'vitrine' ) ),
			'price'           => array( __( 'Price', 'vitrine' ), 'text', __( 'As shown, e.g. $29.99.', 'vitrine' ) ),
			'rating'          => array( __( 'Rating (0–5)', 'vitrine' ), 'number', '' ),
			'reviews'         => array( __( 'Number of reviews', 'vitrine' ), 'number', '' ),
			'keywords'        => array( __( 'Keywords', 'vitrine' ), 'text', __( 'Bestseller and new-release lists pick products by these words.', 'vitrine' ) ),
			'bestseller_rank' => array( __( 'Bestseller rank', 'vitrine' ), 'number', __( '1 is first; empty keeps it out of bestseller lists.', 'vitrine' ) ),
			'new_release'     => array( __( 'Release date', 'vitrine' ), 'date', __( 'Set to list it among new releases.', 'vitrine' ) ),
		);
		echo '<table class="form-table" role="presentation">';
		foreach ( $fields as $field => list( $label, $type, $help ) ) {
			$id = 'vitrine-product-' . $field;
			printf(
				'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><input id="%1$s" name="vitrine_product[%3$s]" type="%4$s" value="%5$s" class="regular-text"%6$s>%7$s</td></tr>',
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( $field ),
				esc_attr( $type ),
				esc_attr( (string) $value( $field ) ),
				'rating' === $field ? ' step="0.1" min="0" max="5"' : ( 'number' === $type ? ' min="0" step="1"' : '' ),
				wp_kses_post( ( $help ? '<p class="description">' . esc_html( $help ) . '</p>' : '' ) . ( 'image' === $field ? self::picture( (string) $value( 'image' ) ) : '' ) )
			);
		}
		printf(
			'<tr><th scope="row">%1$s</th><td><label><input type="checkbox" name="vitrine_product[prime]" value="1"%2$s> %3$s</label></td></tr>',
			esc_html__( 'Prime', 'vitrine' ),
			checked( (bool) $value( 'prime' ), true, false ),
			esc_html__( 'Eligible for Prime delivery', 'vitrine' )
		);
		printf(
			'<tr><th scope="row"><label for="vitrine-product-features">%1$s</label></th><td><textarea id="vitrine-product-features" name="vitrine_product[features]" rows="5" class="large-text">%2$s</textarea><p class="description">%3$s</p></td></tr>',
			esc_html__( 'Features', 'vitrine' ),
			esc_textarea( implode( "\n", (array) $value( 'features' ) ) ),
			esc_html__( 'One per line, up to 10.', 'vitrine' )
		);
		echo '</table>';
		if ( 'amazon' === $value( 'source' ) ) {
			/* translators: %s: date and time */
			echo '<p>' . esc_html( sprintf( __( 'Fetched from Amazon on %s; the background refresh renews it before it is 24 hours old, and price, savings, availability and merchant are hidden once it is older.', 'vitrine' ), wp_date( 'Y-m-d H:i', (int) $value( 'fetched_at' ) ) ) ) . '</p>';
		}
		if ( '' !== (string) $value( 'amazon_error' ) ) {
			/* translators: %s: Amazon's message about this item */
			echo '<div class="notice notice-warning inline"><p>' . esc_html( sprintf( __( 'Amazon\'s last answer about this product: %s', 'vitrine' ), (string) $value( 'amazon_error' ) ) ) . '</p></div>';
		}
	}

	/** The saved image as visitors' boxes show it, so the owner sees the address is the right picture. */
	private static function picture( string $url ): string {
		return '' === $url ? '' : '<p><img src="' . esc_url( $url ) . '" alt="' . esc_attr__( 'The product image as saved', 'vitrine' ) . '" width="120" loading="lazy"></p>';
	}

	public function save( int $post_id, \WP_Post $post ): void {
		if ( ! isset( $_POST[ self::NONCE ] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) ) {
			return;
		}
		if ( wp_is_post_autosave( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		$input          = isset( $_POST['vitrine_product'] ) && is_array( $_POST['vitrine_product'] ) ? wp_unslash( $_POST['vitrine_product'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- ProductFields sanitizes.
		$input['title'] = $post->post_title;
		$input['prime'] = empty( $input['prime'] ) ? '0' : '1';
		$clean          = ProductFields::sanitize( $input );
		if ( is_wp_error( $clean ) ) {
			set_transient( 'vitrine_product_error_' . get_current_user_id(), $clean->get_error_message(), 60 );
			return;
		}
		$other = Catalogue::id_for_asin( $clean['asin'] );
		if ( $other && $other !== $post_id ) {
			/* translators: %s: ASIN */
			set_transient( 'vitrine_product_error_' . get_current_user_id(), sprintf( __( 'Another product already has the ASIN %s.', 'vitrine' ), $clean['asin'] ), 60 );
			return;
		}
		foreach ( Catalogue::FIELDS as $field => $key ) {
			if ( array_key_exists( $field, $clean ) && 'source' !== $field ) {
				update_post_meta( $post_id, $key, wp_slash( $clean[ $field ] ) );
			}
		}
		Catalogue::forget( $clean['asin'] );
	}

	public function notice(): void {
		$key     = 'vitrine_product_error_' . get_current_user_id();
		$message = get_transient( $key );
		if ( $message ) {
			delete_transient( $key );
			echo '<div class="notice notice-error"><p>' . esc_html( (string) $message ) . '</p></div>';
		}
	}
}

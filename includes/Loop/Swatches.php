<?php
/**
 * Colour and image swatches of WooCommerce attribute terms (docs/loop.md, "Swatches"): two term
 * meta, `vitrine_swatch_color` (a #rrggbb colour) and `vitrine_swatch_image` (a media library
 * attachment id), set on the term's edit screen of every product attribute (`pa_*` taxonomy) and
 * readable through REST. A Loop Filter with the "swatches" display shows each term as its colour or
 * image beside its name; a term with neither shows its name alone.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Swatches {
	public const COLOR = 'vitrine_swatch_color';
	public const IMAGE = 'vitrine_swatch_image';

	private const NONCE = 'vitrine_swatch_nonce';

	/** The image picker of the term screens (src/admin/swatch-image.entry.ts). */
	public const SCRIPT = 'vitrine-admin-swatch-image';

	public static function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ), 20 );
		add_action( 'admin_init', array( self::class, 'admin_fields' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'created_term', array( self::class, 'save' ), 10, 3 );
		add_action( 'edited_term', array( self::class, 'save' ), 10, 3 );
	}

	/** The taxonomies that get swatches: WooCommerce's product attributes. */
	public static function taxonomies(): array {
		return function_exists( 'wc_get_attribute_taxonomy_names' ) ? array_values( array_filter( wc_get_attribute_taxonomy_names(), 'taxonomy_exists' ) ) : array();
	}

	public static function register_meta(): void {
		foreach ( self::taxonomies() as $taxonomy ) {
			register_term_meta(
				$taxonomy,
				self::COLOR,
				array(
					'type'              => 'string',
					'single'            => true,
					'show_in_rest'      => true,
					'sanitize_callback' => array( self::class, 'sanitize_color' ),
					'auth_callback'     => static fn(): bool => current_user_can( 'manage_product_terms' ),
				)
			);
			register_term_meta(
				$taxonomy,
				self::IMAGE,
				array(
					'type'              => 'integer',
					'single'            => true,
					'show_in_rest'      => true,
					'sanitize_callback' => 'absint',
					'auth_callback'     => static fn(): bool => current_user_can( 'manage_product_terms' ),
				)
			);
		}
	}

	/** A #rrggbb colour, or '' for anything else (sanitize early). */
	public static function sanitize_color( $value ): string {
		return is_string( $value ) ? strtolower( (string) sanitize_hex_color( trim( $value ) ) ) : '';
	}

	/**
	 * What a term's swatch shows: its colour, its image's URL (a thumbnail), or neither.
	 *
	 * @return array{color: string, image: string}
	 */
	public static function of( \WP_Term $term ): array {
		$color = self::sanitize_color( get_term_meta( $term->term_id, self::COLOR, true ) );
		$image = (int) get_term_meta( $term->term_id, self::IMAGE, true );
		$url   = $image ? wp_get_attachment_image_url( $image, 'thumbnail' ) : false;
		return array(
			'color' => $color,
			'image' => is_string( $url ) ? $url : '',
		);
	}

	public static function admin_fields(): void {
		foreach ( self::taxonomies() as $taxonomy ) {
			add_action( "{$taxonomy}_add_form_fields", array( self::class, 'add_fields' ) );
			add_action( "{$taxonomy}_edit_form_fields", array( self::class, 'edit_fields' ) );
		}
	}

	public static function add_fields(): void {
		wp_nonce_field( self::NONCE, self::NONCE );
		printf(
			'<div class="form-field"><label for="vitrine-swatch-color">%1$s</label><input type="text" id="vitrine-swatch-color" name="%2$s" value="" pattern="#[0-9a-fA-F]{6}" placeholder="#1e73be"><p>%3$s</p></div><div class="form-field"><label for="vitrine-swatch-image">%4$s</label>%5$s<p>%6$s</p></div>',
			esc_html__( 'Swatch colour', 'vitrine' ),
			esc_attr( self::COLOR ),
			esc_html__( 'A colour as #rrggbb, shown by Vitrine’s loop filters with the swatches display.', 'vitrine' ),
			esc_html__( 'Swatch image', 'vitrine' ),
			self::image_field( 0, '' ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in image_field().
			self::image_help() // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in image_help().
		);
	}

	public static function edit_fields( \WP_Term $term ): void {
		$swatch = self::of( $term );
		wp_nonce_field( self::NONCE, self::NONCE );
		printf(
			'<tr class="form-field"><th scope="row"><label for="vitrine-swatch-color">%1$s</label></th><td><input type="text" id="vitrine-swatch-color" name="%2$s" value="%3$s" pattern="#[0-9a-fA-F]{6}" placeholder="#1e73be"><p class="description">%4$s</p></td></tr><tr class="form-field"><th scope="row"><label for="vitrine-swatch-image">%5$s</label></th><td>%6$s<p class="description">%7$s</p></td></tr>',
			esc_html__( 'Swatch colour', 'vitrine' ),
			esc_attr( self::COLOR ),
			esc_attr( $swatch['color'] ),
			esc_html__( 'A colour as #rrggbb, shown by Vitrine’s loop filters with the swatches display.', 'vitrine' ),
			esc_html__( 'Swatch image', 'vitrine' ),
			self::image_field( (int) get_term_meta( $term->term_id, self::IMAGE, true ), $swatch['image'] ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in image_field().
			self::image_help() // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in image_help().
		);
	}

	/**
	 * The image field: an attachment id box, which the term screens' script turns into a media
	 * library picker ([data-vitrine-swatch-image]); the current picture beside it.
	 */
	private static function image_field( int $image, string $url ): string {
		return sprintf(
			'<div class="vitrine-swatch-image" data-vitrine-swatch-image data-picture="%1$s"><input type="number" min="0" id="vitrine-swatch-image" name="%2$s" value="%3$s">%4$s</div>',
			esc_url( $url ),
			esc_attr( self::IMAGE ),
			esc_attr( $image ? (string) $image : '' ),
			'' !== $url ? '<img class="vitrine-swatch-image__current" src="' . esc_url( $url ) . '" alt="" width="48" height="48">' : ''
		);
	}

	private static function image_help(): string {
		return esc_html__( 'An image from the media library, shown instead of the colour.', 'vitrine' )
			. '<noscript> ' . esc_html__( 'Give its ID.', 'vitrine' ) . '</noscript>';
	}

	/** The media library and the picker, on the term screens of the taxonomies with swatches. */
	public static function enqueue( string $hook ): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! in_array( $hook, array( 'edit-tags.php', 'term.php' ), true ) || ! $screen || ! in_array( $screen->taxonomy, self::taxonomies(), true ) ) {
			return;
		}
		wp_enqueue_media();
		wp_enqueue_script( self::SCRIPT );
		if ( wp_style_is( self::SCRIPT, 'registered' ) ) {
			wp_enqueue_style( self::SCRIPT );
		}
	}

	/** Saves the term edit screen's swatch fields (nonce and capability checked). */
	public static function save( int $term_id, int $tt_id, string $taxonomy ): void {
		unset( $tt_id );
		if ( ! in_array( $taxonomy, self::taxonomies(), true ) || ! isset( $_POST[ self::NONCE ] ) ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ self::NONCE ] ) ), self::NONCE ) || ! current_user_can( 'manage_product_terms' ) ) {
			return;
		}
		$color = self::sanitize_color( sanitize_text_field( wp_unslash( $_POST[ self::COLOR ] ?? '' ) ) );
		$image = absint( wp_unslash( $_POST[ self::IMAGE ] ?? 0 ) );
		'' !== $color ? update_term_meta( $term_id, self::COLOR, $color ) : delete_term_meta( $term_id, self::COLOR );
		$image ? update_term_meta( $term_id, self::IMAGE, $image ) : delete_term_meta( $term_id, self::IMAGE );
	}

	/**
	 * The taxonomies of the Loop Filters with the swatches display bound to a grid in a post's
	 * content: the refresh route counts their terms.
	 *
	 * @return string[]
	 */
	public static function declared( string $content, string $widget_id ): array {
		if ( '' === $widget_id || ! has_block( 'vitrine/loop-filter', $content ) ) {
			return array();
		}
		$found = array();
		$walk  = static function ( array $blocks ) use ( &$walk, &$found, $widget_id ): void {
			foreach ( $blocks as $block ) {
				$attrs = (array) ( $block['attrs'] ?? array() );
				if ( 'vitrine/loop-filter' === ( $block['blockName'] ?? null ) && ( $attrs['targetWidgetId'] ?? null ) === $widget_id && 'swatches' === ( $attrs['display'] ?? null ) && is_string( $attrs['taxonomy'] ?? null ) ) {
					$found[] = $attrs['taxonomy'];
				}
				$walk( $block['innerBlocks'] ?? array() );
			}
		};
		$walk( parse_blocks( $content ) );
		return array_values( array_unique( $found ) );
	}
}

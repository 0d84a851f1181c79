<?php
/**
 * Settings → Reading → "Archive and search pages": a page whose content replaces the theme's post
 * list on the kinds of archive the owner ticks (category, tag, other taxonomies, author, date, post
 * type, search results), like a page builder's archive-template conditions. Put an Archive posts block
 * in that page: there it lists the archive being viewed. The bundled theme calls applies() and
 * render(); another theme can do the same in its archive template (see docs/widgets-content.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class ArchiveLayout {
	public const OPTION       = 'vitrine_archive_layout';
	public const KINDS_OPTION = 'vitrine_archive_layout_kinds';

	/** @return array<string, string> Kind of archive (as ArchivePosts::kind() names it) → label. */
	public static function kinds(): array {
		return array(
			'category' => __( 'Categories', 'vitrine' ),
			'tag'      => __( 'Tags', 'vitrine' ),
			'tax'      => __( 'Other taxonomies', 'vitrine' ),
			'author'   => __( 'Authors', 'vitrine' ),
			'date'     => __( 'Dates', 'vitrine' ),
			'type'     => __( 'Post type archives', 'vitrine' ),
			'search'   => __( 'Search results', 'vitrine' ),
		);
	}

	/** The page being rendered as the archive layout (for its blocks' widget ids), or 0. */
	private static int $rendering = 0;

	public static function register_setting(): void {
		register_setting(
			'reading',
			self::OPTION,
			array(
				'type'              => 'integer',
				'default'           => 0,
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => true,
			)
		);
		register_setting(
			'reading',
			self::KINDS_OPTION,
			array(
				'type'              => 'array',
				'default'           => array_keys( self::kinds() ),
				'sanitize_callback' => array( self::class, 'sanitize_kinds' ),
			)
		);
		add_settings_field( self::OPTION, __( 'Archive and search pages', 'vitrine' ), array( self::class, 'field' ), 'reading', 'default', array( 'label_for' => self::OPTION ) );
	}

	/** Only a published page can be the layout; anything else means "the theme's own list". */
	public static function sanitize( mixed $value ): int {
		$id   = is_numeric( $value ) ? (int) $value : 0;
		$page = $id > 0 ? get_post( $id ) : null;
		return $page && 'page' === $page->post_type && 'publish' === $page->post_status ? $id : 0;
	}

	/** @return string[] The known kinds among those given, in the usual order. */
	public static function sanitize_kinds( mixed $value ): array {
		return array_values( array_intersect( array_keys( self::kinds() ), is_array( $value ) ? $value : array() ) );
	}

	/** @return string[] The kinds of archive the layout is used for. */
	public static function chosen_kinds(): array {
		return self::sanitize_kinds( get_option( self::KINDS_OPTION, array_keys( self::kinds() ) ) );
	}

	public static function field(): void {
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( self::OPTION ),
				'id'                => esc_attr( self::OPTION ),
				'selected'          => (int) get_option( self::OPTION, 0 ),
				'show_option_none'  => esc_html__( '— The theme’s post list —', 'vitrine' ),
				'option_none_value' => '0',
			)
		);
		echo '<p class="description">' . esc_html__( 'Show the archive pages ticked below with the content of this page. An Archive posts block in it lists the posts of the archive being viewed.', 'vitrine' ) . '</p>';
		// A hidden empty value, so unticking every box saves "none" rather than keeping the old list.
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Archive pages that use it', 'vitrine' ) . '</legend><input type="hidden" name="' . esc_attr( self::KINDS_OPTION ) . '[]" value="" />';
		$chosen = self::chosen_kinds();
		foreach ( self::kinds() as $kind => $label ) {
			printf(
				'<label style="margin-inline-end:1em"><input type="checkbox" name="%s[]" value="%s"%s /> %s</label>',
				esc_attr( self::KINDS_OPTION ),
				esc_attr( $kind ),
				checked( in_array( $kind, $chosen, true ), true, false ),
				esc_html( $label )
			);
		}
		echo '</fieldset>';
	}

	/** The chosen layout page, when it is still a published page. */
	public static function page(): ?\WP_Post {
		$id = self::sanitize( get_option( self::OPTION, 0 ) );
		return $id ? get_post( $id ) : null;
	}

	/** Whether the page being viewed is an archive whose kind uses the layout page. */
	public static function applies(): bool {
		$current = ArchivePosts::current();
		return null !== $current && null !== self::page() && in_array( strtok( $current, ':' ), self::chosen_kinds(), true );
	}

	/** The id of the layout page while its content is rendered, else 0. */
	public static function rendering(): int {
		return self::$rendering;
	}

	/**
	 * Prints the layout page's content for the archive or search page being viewed; false (and
	 * nothing printed) when no layout is chosen or it is not used for this kind of page.
	 */
	public static function render(): bool {
		$page = self::page();
		if ( ! $page || ! self::applies() ) {
			return false;
		}
		self::$rendering = (int) $page->ID;
		// The layout's own blocks render through the usual content filters (blocks, shortcodes, embeds).
		echo apply_filters( 'the_content', $page->post_content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page's own content, as the_content() prints it.
		self::$rendering = 0;
		return true;
	}
}

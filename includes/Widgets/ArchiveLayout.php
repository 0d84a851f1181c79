<?php
/**
 * Settings → Reading → "Archive and search pages": a page whose content replaces the theme's post
 * list on category, tag, author, date, post type and search pages. Put an Archive posts block in that
 * page: there it lists the archive being viewed. The bundled theme calls render(); another theme can
 * do the same in its archive template (see docs/widgets-content.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class ArchiveLayout {
	public const OPTION = 'vitrine_archive_layout';

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
		add_settings_field( self::OPTION, __( 'Archive and search pages', 'vitrine' ), array( self::class, 'field' ), 'reading', 'default', array( 'label_for' => self::OPTION ) );
	}

	/** Only a published page can be the layout; anything else means "the theme's own list". */
	public static function sanitize( mixed $value ): int {
		$id   = is_numeric( $value ) ? (int) $value : 0;
		$page = $id > 0 ? get_post( $id ) : null;
		return $page && 'page' === $page->post_type && 'publish' === $page->post_status ? $id : 0;
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
		echo '<p class="description">' . esc_html__( 'Show category, tag, author, date, post type and search pages with the content of this page. An Archive posts block in it lists the posts of the archive being viewed.', 'vitrine' ) . '</p>';
	}

	/** The chosen layout page, when it is still a published page. */
	public static function page(): ?\WP_Post {
		$id = self::sanitize( get_option( self::OPTION, 0 ) );
		return $id ? get_post( $id ) : null;
	}

	/** The id of the layout page while its content is rendered, else 0. */
	public static function rendering(): int {
		return self::$rendering;
	}

	/**
	 * Prints the layout page's content for the archive or search page being viewed; false (and
	 * nothing printed) when no layout is chosen or this is not an archive or search page.
	 */
	public static function render(): bool {
		$page = self::page();
		if ( ! $page || null === ArchivePosts::current() ) {
			return false;
		}
		self::$rendering = (int) $page->ID;
		// The layout's own blocks render through the usual content filters (blocks, shortcodes, embeds).
		echo apply_filters( 'the_content', $page->post_content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page's own content, as the_content() prints it.
		self::$rendering = 0;
		return true;
	}
}

<?php
/**
 * The primary menu's walker: every item with a sub-menu gets a caret that is a real <button> with
 * aria-expanded and aria-controls pointing at the sub-menu's id (the header script toggles them).
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

final class Menu_Walker extends \Walker_Nav_Menu {
	/** The id the next sub-menu gets: set by the item that owns it, read by start_lvl right after. */
	private string $sub_menu_id = '';

	/**
	 * @param string    $output            Passed by reference.
	 * @param \WP_Post  $data_object       The menu item.
	 * @param int       $depth             Depth of the item.
	 * @param \stdClass $args              wp_nav_menu() arguments.
	 * @param int       $current_object_id Current item id.
	 */
	public function start_el( &$output, $data_object, $depth = 0, $args = null, $current_object_id = 0 ): void {
		parent::start_el( $output, $data_object, $depth, $args, $current_object_id );
		if ( ! $this->has_children ) {
			return;
		}
		$this->sub_menu_id = 'vitrine-sub-menu-' . (int) $data_object->ID;
		$title             = wp_strip_all_tags( apply_filters( 'the_title', $data_object->title, $data_object->ID ) );
		$output           .= sprintf(
			'<button type="button" class="vitrine-caret" aria-expanded="false" aria-controls="%1$s"><span class="screen-reader-text">%2$s</span></button>',
			esc_attr( $this->sub_menu_id ),
			/* translators: %s: the menu item that owns the sub-menu. */
			esc_html( sprintf( __( '%s sub-menu', 'vitrine' ), $title ) )
		);
	}

	/**
	 * @param string    $output Passed by reference.
	 * @param int       $depth  Depth of the sub-menu.
	 * @param \stdClass $args   wp_nav_menu() arguments.
	 */
	public function start_lvl( &$output, $depth = 0, $args = null ): void {
		$id                = $this->sub_menu_id;
		$this->sub_menu_id = '';
		$output           .= sprintf( '<ul class="sub-menu"%s>', $id ? ' id="' . esc_attr( $id ) . '"' : '' );
	}
}

/** Prints the primary menu with carets, or nothing when no menu is assigned. */
function primary_menu(): void {
	wp_nav_menu(
		array(
			'theme_location' => 'primary',
			'container'      => false,
			'menu_class'     => 'vitrine-menu',
			'menu_id'        => 'vitrine-menu',
			'depth'          => 3,
			'fallback_cb'    => false,
			'walker'         => new Menu_Walker(),
		)
	);
}

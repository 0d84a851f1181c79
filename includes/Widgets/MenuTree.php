<?php
/**
 * The menu widget's items as a tree: from a WordPress menu (by slug, name or id) or, without one,
 * from the published top-level pages and their children.
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class MenuTree {
	/**
	 * @return array<int, array{title: string, url: string, current: bool, children: array}>|null Null when the named menu does not exist.
	 */
	public static function items( string $menu ): ?array {
		$flat = array();
		if ( '' !== $menu ) {
			$object = wp_get_nav_menu_object( $menu );
			if ( ! $object ) {
				return null;
			}
			foreach ( wp_get_nav_menu_items( $object->term_id ) ?: array() as $item ) {
				$flat[] = array( (int) $item->ID, (int) $item->menu_item_parent, (string) $item->title, (string) $item->url );
			}
		} else {
			foreach ( get_pages( array( 'sort_column' => 'menu_order,post_title', 'number' => 60 ) ) as $page ) {
				$flat[] = array( (int) $page->ID, (int) $page->post_parent, get_the_title( $page ), (string) get_permalink( $page ) );
			}
		}
		return self::tree( $flat, 0, 0 );
	}

	/** Nests [id, parent, title, url] rows, two levels deep at most (a dropdown in a dropdown helps no one). */
	public static function tree( array $flat, int $parent, int $depth ): array {
		$here  = untrailingslashit( home_url( add_query_arg( array() ) ) );
		$nodes = array();
		foreach ( $flat as $row ) {
			if ( $row[1] !== $parent ) {
				continue;
			}
			$nodes[] = array(
				'title'    => $row[2],
				'url'      => $row[3],
				'current'  => untrailingslashit( $row[3] ) === $here,
				'children' => $depth < 1 ? self::tree( $flat, $row[0], $depth + 1 ) : array(),
			);
		}
		return $nodes;
	}
}

<?php
/**
 * The links of the first-run screen, found in the admin menu rather than listed: every page whose
 * slug starts `vitrine` and every `vitrine_` post type screen the user may open, grouped under the
 * menu they live in. A feature that adds a settings page appears here without an edit.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

defined( 'ABSPATH' ) || exit;

final class FeatureLinks {
	/** @return array<string, array<int, array{label: string, url: string}>> menu title => links. */
	public static function all(): array {
		global $menu, $submenu;
		$titles = array();
		foreach ( (array) $menu as $item ) {
			$titles[ (string) ( $item[2] ?? '' ) ] = self::clean( (string) ( $item[0] ?? '' ) );
		}
		$groups = array();
		foreach ( (array) $submenu as $parent => $items ) {
			foreach ( (array) $items as $item ) {
				$slug = (string) ( $item[2] ?? '' );
				if ( in_array( $slug, array( Page::SLUG, \Vitrine\Admin\Menu::SLUG ), true ) || ! self::ours( $slug ) || ! current_user_can( (string) ( $item[1] ?? 'manage_options' ) ) ) {
					continue;
				}
				$group              = $titles[ $parent ] ?? __( 'Vitrine', 'vitrine' );
				$groups[ $group ][] = array(
					'label' => self::clean( (string) $item[0] ),
					'url'   => self::url( (string) $parent, $slug ),
				);
			}
		}
		if ( 'vitrine' === get_stylesheet() && current_user_can( 'customize' ) ) {
			$groups[ __( 'Theme', 'vitrine' ) ][] = array(
				'label' => __( 'Blog layout (Customizer)', 'vitrine' ),
				'url'   => admin_url( 'customize.php?autofocus[section]=vitrine_blog' ),
			);
		}
		return $groups;
	}

	private static function ours( string $slug ): bool {
		return str_starts_with( $slug, 'vitrine' ) || ( str_starts_with( $slug, 'edit.php' ) && str_contains( $slug, 'post_type=vitrine_' ) );
	}

	private static function url( string $parent, string $slug ): string {
		if ( str_contains( $slug, '.php' ) ) {
			return admin_url( $slug );
		}
		return str_contains( $parent, '.php' ) ? admin_url( add_query_arg( 'page', $slug, $parent ) ) : admin_url( 'admin.php?page=' . $slug );
	}

	/** Menu titles may carry count bubbles and screen-reader spans. */
	private static function clean( string $title ): string {
		return trim( wp_strip_all_tags( (string) preg_replace( '#<span[^>]*>.*?</span>#s', '', $title ) ) );
	}
}

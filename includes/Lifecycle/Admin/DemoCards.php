<?php
/**
 * The "Demo content" part of Vitrine → Demo and data, in the dashboard's style (docs/admin.md,
 * "Demo and data"): one card with the import's state (when, what, pages edited since) and its two
 * buttons (import; remove, which asks first on its own screen), then one card per part of the demo
 * with what it brings, whether it is here, its counts and links to its pages.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

use Vitrine\Lifecycle\Demo\Ledger;
use Vitrine\Lifecycle\DemoImporter;

defined( 'ABSPATH' ) || exit;

final class DemoCards {
	public static function render(): void {
		$counts = Ledger::counts();
		$edited = array_map( static fn( \WP_Post $post ): int => (int) $post->ID, Ledger::edited() );
		echo '<h2 id="vitrine-demo">' . esc_html__( 'Demo content', 'vitrine' ) . '</h2>';
		self::overview( $counts, count( $edited ) );
		echo '<h2 id="vitrine-demo-parts">' . esc_html__( 'What the demo shows', 'vitrine' ) . '</h2>';
		echo '<div class="vitrine-admin-cards vitrine-demo-parts">';
		foreach ( DemoParts::all() as $id => $part ) {
			self::part( $id, $part, $counts, $edited );
		}
		echo '</div>';
	}

	/**
	 * @param array<string, int> $counts Demo items per post type.
	 * @param int                $edited Demo pages and posts edited since the import.
	 */
	private static function overview( array $counts, int $edited ): void {
		$imported = DemoImporter::imported();
		$when     = Ledger::record()['imported'];
		echo '<section class="vitrine-admin-card vitrine-demo-overview" aria-labelledby="vitrine-demo-state">';
		echo '<div class="vitrine-admin-card__header"><h3 id="vitrine-demo-state">' . esc_html__( 'Import and remove', 'vitrine' ) . '</h3>';
		self::badge( $imported ? 'imported' : 'missing' );
		echo '</div><div class="vitrine-admin-card__body">';
		echo '<p>' . esc_html__( 'Adds the demo pages with posts, products, popups and images, so you can see every option at work. Importing again adds only what is missing. Try it on a staging site first.', 'vitrine' ) . '</p>';
		$facts = array();
		if ( $imported ) {
			$facts[ __( 'Imported', 'vitrine' ) ]     = $when ? wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when ) : __( 'yes', 'vitrine' );
			$facts[ __( 'On this site', 'vitrine' ) ] = DemoImporter::summary( $counts );
			$facts[ __( 'Edited since', 'vitrine' ) ] = $edited
				/* translators: %s: number of pages or posts */
				? sprintf( _n( '%s page or post: kept when the demo is removed, unless you tick it', '%s pages or posts: kept when the demo is removed, unless you tick them', $edited, 'vitrine' ), number_format_i18n( $edited ) )
				: __( 'nothing', 'vitrine' );
		} else {
			$facts[ __( 'Imported', 'vitrine' ) ] = __( 'not yet', 'vitrine' );
		}
		self::facts( $facts );
		echo '</div><div class="vitrine-admin-card__footer">';
		Actions::open_form( Actions::IMPORT );
		echo '<p><label><input type="checkbox" name="keep_settings" value="1" checked> ' . esc_html__( 'Keep my front page, tagline, theme options and consent and affiliate settings', 'vitrine' ) . '</label></p>';
		echo '<p class="vitrine-admin-card__buttons">';
		submit_button( __( 'Import demo content', 'vitrine' ), $imported ? 'secondary' : 'primary', 'submit', false );
		if ( $imported ) {
			echo '<a class="button button-secondary vitrine-demo-remove" href="' . esc_url( Page::url( array( 'remove-demo' => 1 ) ) ) . '">' . esc_html__( 'Remove demo content…', 'vitrine' ) . '</a>';
		}
		echo '</p></form></div></section>';
	}

	/**
	 * @param array{title: string, what: string, pages: array<string, string>, types: string[]} $part
	 * @param array<string, int>                                                                $counts
	 * @param int[]                                                                             $edited
	 */
	private static function part( string $id, array $part, array $counts, array $edited ): void {
		$heading = 'vitrine-demo-part-' . $id;
		$pages   = array();
		foreach ( $part['pages'] as $path => $description ) {
			$page           = get_page_by_path( $path );
			$ours           = $page && 'trash' !== $page->post_status && get_post_meta( $page->ID, Ledger::META, true );
			$pages[ $path ] = array(
				'post'        => $ours ? $page : null,
				'description' => $description,
			);
		}
		$found = count( array_filter( wp_list_pluck( $pages, 'post' ) ) );
		echo '<section class="vitrine-admin-card vitrine-demo-part vitrine-demo-part--' . esc_attr( $id ) . '" aria-labelledby="' . esc_attr( $heading ) . '">';
		echo '<div class="vitrine-admin-card__header"><h3 id="' . esc_attr( $heading ) . '">' . esc_html( $part['title'] ) . '</h3>';
		self::badge( DemoParts::status( $found, count( $pages ) ) );
		echo '</div><div class="vitrine-admin-card__body"><p>' . esc_html( $part['what'] ) . '</p>';
		/* translators: 1: demo pages found, 2: demo pages in this part */
		$facts = array( __( 'Demo pages', 'vitrine' ) => sprintf( __( '%1$s of %2$s', 'vitrine' ), number_format_i18n( $found ), number_format_i18n( count( $pages ) ) ) );
		foreach ( $part['types'] as $type ) {
			$object = get_post_type_object( $type );
			if ( $object && ! empty( $counts[ $type ] ) ) {
				$facts[ (string) $object->labels->name ] = number_format_i18n( $counts[ $type ] );
			}
		}
		if ( 'shop' === $id ) {
			$facts[ __( 'WooCommerce', 'vitrine' ) ] = class_exists( 'WooCommerce' ) ? __( 'found', 'vitrine' ) : __( 'not installed: cart and checkout stay empty', 'vitrine' );
		}
		self::facts( $facts );
		echo '<ul class="vitrine-demo-pages">';
		foreach ( $pages as $path => $item ) {
			$post = $item['post'];
			echo '<li>';
			if ( $post instanceof \WP_Post ) {
				$title = '' !== $post->post_title ? $post->post_title : $path;
				echo '<a href="' . esc_url( (string) get_permalink( $post ) ) . '">' . esc_html( $title ) . '</a>';
				if ( in_array( (int) $post->ID, $edited, true ) ) {
					echo ' <span class="vitrine-demo-tag">' . esc_html__( 'edited', 'vitrine' ) . '</span>';
				}
				$edit = get_edit_post_link( $post );
				if ( $edit ) {
					/* translators: %s: a page title */
					echo ' <a class="vitrine-demo-edit" href="' . esc_url( $edit ) . '" aria-label="' . esc_attr( sprintf( __( 'Edit “%s”', 'vitrine' ), $title ) ) . '">' . esc_html__( 'Edit', 'vitrine' ) . '</a>';
				}
			} else {
				echo '<span class="vitrine-demo-missing">/' . esc_html( $path ) . '/</span> <span class="vitrine-demo-tag">' . esc_html__( 'not on this site', 'vitrine' ) . '</span>';
			}
			echo '<br><span class="description">' . esc_html( $item['description'] ) . '</span></li>';
		}
		echo '</ul></div></section>';
	}

	/** @param string $status 'imported', 'partial' or 'missing' (DemoParts::status()). */
	private static function badge( string $status ): void {
		$labels = array(
			'imported' => __( 'Imported', 'vitrine' ),
			'partial'  => __( 'Partly imported', 'vitrine' ),
			'missing'  => __( 'Not imported', 'vitrine' ),
		);
		echo '<span class="vitrine-admin-badge vitrine-admin-badge--' . esc_attr( $status ) . '">' . esc_html( $labels[ $status ] ?? $labels['missing'] ) . '</span>';
	}

	/** @param array<string, string> $facts term => value, as the dashboard's cards list them. */
	public static function facts( array $facts ): void {
		echo '<dl class="vitrine-admin-facts">';
		foreach ( $facts as $term => $value ) {
			echo '<div class="vitrine-admin-facts__row' . ( mb_strlen( $value ) > 40 ? ' vitrine-admin-facts__row--stacked' : '' ) . '"><dt>' . esc_html( $term ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
		}
		echo '</dl>';
	}
}

<?php
/**
 * Removing the demo content, asked first (Settings → Vitrine): when the demo was imported and what it
 * made, then a confirmation screen that lists what will go, per kind, and the demo pages edited
 * since the import. Those are the owner's work now: they stay unless ticked (docs/lifecycle.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

use Vitrine\Lifecycle\Demo\Ledger;

defined( 'ABSPATH' ) || exit;

final class DemoRemoval {
	/** One line under the importer: when the demo came and how much of it is here. */
	public static function summary(): void {
		$imported = Ledger::record()['imported'];
		$items    = array_sum( Ledger::counts() );
		$text     = $imported
			/* translators: 1: a date and time, 2: number of items */
			? sprintf( _n( 'The demo content was imported on %1$s; %2$s item of it is on this site.', 'The demo content was imported on %1$s; %2$s items of it are on this site.', $items, 'vitrine' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $imported ), number_format_i18n( $items ) )
			/* translators: %s: number of items */
			: sprintf( _n( '%s item of the demo content is on this site.', '%s items of the demo content are on this site.', $items, 'vitrine' ), number_format_i18n( $items ) );
		echo '<p class="vitrine-demo-summary">' . esc_html( $text ) . '</p>';
	}

	/** The confirmation screen: what goes, what stays, and the two ways out. */
	public static function render(): void {
		$counts = Ledger::counts();
		$edited = Ledger::edited();
		echo '<h2 id="vitrine-demo">' . esc_html__( 'Remove the demo content?', 'vitrine' ) . '</h2>';
		self::summary();
		echo '<p>' . esc_html__( 'These items the demo import created will be deleted, with the categories, tags and menus it made. Content you made yourself stays.', 'vitrine' ) . '</p>';
		echo '<ul class="ul-disc">';
		foreach ( $counts as $post_type => $count ) {
			$type  = get_post_type_object( $post_type );
			$label = $type ? (string) ( 1 === $count ? $type->labels->singular_name : $type->labels->name ) : $post_type;
			echo '<li>' . esc_html( number_format_i18n( $count ) . ' ' . $label ) . '</li>';
		}
		echo '</ul>';
		Actions::open_form( Actions::REMOVE );
		if ( $edited ) {
			echo '<fieldset class="vitrine-demo-edited"><legend><strong>' . esc_html__( 'Edited since the import: kept unless you tick them', 'vitrine' ) . '</strong></legend>';
			foreach ( $edited as $post ) {
				$type = get_post_type_object( $post->post_type );
				printf(
					'<p><label><input type="checkbox" name="edited_too[]" value="%1$d"> %2$s</label> <span class="description">(%3$s, %4$s)</span></p>',
					(int) $post->ID,
					/* translators: %s: a page or post title */
					esc_html( sprintf( __( 'Also delete “%s”', 'vitrine' ), '' !== $post->post_title ? $post->post_title : __( '(no title)', 'vitrine' ) ) ),
					esc_html( $type ? (string) $type->labels->singular_name : $post->post_type ),
					/* translators: %s: a date */
					esc_html( sprintf( __( 'edited %s', 'vitrine' ), wp_date( get_option( 'date_format' ), strtotime( $post->post_modified_gmt . ' UTC' ) ) ) )
				);
			}
			echo '</fieldset>';
		}
		echo '<p class="submit">';
		submit_button( __( 'Remove demo content', 'vitrine' ), 'delete', 'submit', false );
		echo ' <a class="button button-secondary" href="' . esc_url( Page::url() . '#vitrine-demo' ) . '">' . esc_html__( 'Cancel', 'vitrine' ) . '</a></p>';
		echo '</form>';
	}
}

<?php
/**
 * /widgets/gallery/: the three layouts, the first with tag filters; all open the lightbox.
 *
 * @var callable $vitrine_images
 */

defined( 'ABSPATH' ) || exit;

$vitrine_all = array( 'harbour', 'forest', 'desert', 'city', 'glacier', 'meadow', 'canyon', 'coast' );
vitrine_seed_page(
	'widgets/gallery',
	'Gallery',
	vitrine_seed_paragraph( 'Choose a tag to filter, open any picture for the lightbox: arrows, swipe, Home, End and Escape work.' )
	. vitrine_seed_heading( 'Grid with filters' )
	. vitrine_seed_block( 'vitrine/gallery', array( 'label' => 'Landscapes', 'filter' => true, 'columns' => 4, 'images' => $vitrine_images( $vitrine_all, true ) ) )
	. vitrine_seed_heading( 'Justified rows' )
	. vitrine_seed_block( 'vitrine/gallery', array( 'label' => 'Landscapes in rows', 'layout' => 'justified', 'rowHeight' => 180, 'images' => $vitrine_images( $vitrine_all ) ) )
	. vitrine_seed_heading( 'Masonry' )
	. vitrine_seed_block( 'vitrine/gallery', array( 'label' => 'Landscapes in columns', 'layout' => 'masonry', 'columns' => 3, 'images' => $vitrine_images( array_reverse( $vitrine_all ) ) ) )
);

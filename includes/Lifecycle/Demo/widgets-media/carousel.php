<?php
/**
 * /widgets/carousel/: a media carousel, a testimonial carousel with autoplay, and one with a
 * missing image (editors see a notice, visitors the other slides).
 *
 * @var callable $vitrine_images
 * @var array<string, int> $vitrine_media
 */

defined( 'ABSPATH' ) || exit;

vitrine_seed_page(
	'widgets/carousel',
	'Carousel',
	vitrine_seed_paragraph( 'Swipe, drag, use the arrows or the dots, or focus a carousel and press the arrow keys.' )
	. vitrine_seed_heading( 'Media carousel' )
	. vitrine_seed_block(
		'vitrine/carousel',
		array(
			'label'  => 'Landscapes',
			'images' => $vitrine_images( array( 'harbour', 'forest', 'desert', 'city', 'glacier', 'meadow', 'canyon', 'coast' ) ),
		)
	)
	. vitrine_seed_heading( 'Testimonials' )
	. vitrine_seed_block(
		'vitrine/carousel',
		array(
			'skin'          => 'testimonial',
			'label'         => 'What readers say',
			'perView'       => 2,
			'perViewTablet' => 2,
			'autoplay'      => true,
			'loop'          => true,
			'testimonials'  => array(
				array( 'text' => 'The reviews here saved me from buying the wrong camera twice.', 'name' => 'Ana Ruiz', 'role' => 'Photographer', 'imageId' => $vitrine_media['portrait'] ),
				array( 'text' => 'Clear comparisons, no fluff, and the pages load instantly on my phone.', 'name' => 'Tom Becker', 'role' => 'Reader since 2021' ),
				array( 'text' => 'I trust the picks because the trade-offs are spelled out.', 'name' => 'Mei Lin', 'role' => 'Engineer', 'imageId' => $vitrine_media['portrait'] ),
				array( 'text' => 'Finally a deals site that works with a keyboard and a screen reader.', 'name' => 'Sam Okafor', 'role' => 'Accessibility tester' ),
			),
		)
	)
	. vitrine_seed_heading( 'Square images, two per view on wide screens, with a missing image' )
	. vitrine_seed_block(
		'vitrine/carousel',
		array(
			'label'         => 'Square landscapes',
			'aspectRatio'   => '1/1',
			'perView'       => 2,
			'perViewTablet' => 1,
			'pagination'    => true,
			'images'        => array_merge( $vitrine_images( array( 'city', 'glacier' ) ), array( array( 'id' => 999999, 'caption' => 'Gone' ) ) ),
		)
	)
);

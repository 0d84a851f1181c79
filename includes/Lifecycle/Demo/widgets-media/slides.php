<?php
/**
 * /widgets/slides/: hero slides with backgrounds, headings, buttons and Ken Burns, and a second
 * set with autoplay and a malformed button link (editors see a notice, visitors no button).
 *
 * @var array<string, int> $vitrine_media
 */

defined( 'ABSPATH' ) || exit;

vitrine_seed_page(
	'widgets/slides',
	'Slides',
	vitrine_seed_paragraph( 'Full-width slides: the active picture zooms slowly (Ken Burns) unless you prefer reduced motion.' )
	. vitrine_seed_block(
		'vitrine/slides',
		array(
			'label'  => 'Featured guides',
			'slides' => array(
				array( 'imageId' => $vitrine_media['coast'], 'heading' => 'Travel light this summer', 'text' => 'Our tested picks for carry-on only trips.', 'buttonText' => 'Read the guide', 'buttonUrl' => '/blog/' ),
				array( 'imageId' => $vitrine_media['forest'], 'heading' => 'Hiking gear that lasts', 'text' => 'Boots, packs and shells after a year of use.', 'buttonText' => 'See the picks', 'buttonUrl' => '/affiliate/' ),
				array( 'imageId' => $vitrine_media['city'], 'heading' => 'Night photography', 'text' => 'Lenses and tripods for city lights.', 'buttonText' => 'Compare lenses', 'buttonUrl' => '/widgets/gallery/' ),
			),
		)
	)
	. vitrine_seed_heading( 'Autoplay, no loop' )
	. vitrine_seed_block(
		'vitrine/slides',
		array(
			'label'    => 'Seasonal offers',
			'height'   => 320,
			'autoplay' => true,
			'loop'     => false,
			'kenBurns' => false,
			'overlay'  => 55,
			'slides'   => array(
				array( 'imageId' => $vitrine_media['desert'], 'heading' => 'Desert season', 'text' => 'Sun protection that works.', 'buttonText' => 'Broken link', 'buttonUrl' => 'javascript:alert(1)' ),
				array( 'imageId' => $vitrine_media['glacier'], 'heading' => 'Cold weather', 'text' => 'Layers that keep you warm.' ),
			),
		)
	)
);

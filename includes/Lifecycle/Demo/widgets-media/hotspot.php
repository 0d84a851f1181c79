<?php
/**
 * /widgets/hotspot/: points opened by click, points opened by hover (one at the edge, so its
 * tooltip must shift to stay on screen).
 *
 * @var array<string, int> $vitrine_media
 */

defined( 'ABSPATH' ) || exit;

vitrine_seed_page(
	'widgets/hotspot',
	'Hotspot',
	vitrine_seed_paragraph( 'Click a point (or Tab to it and press Enter) to read about that spot; Escape closes it.' )
	. vitrine_seed_block(
		'vitrine/hotspot',
		array(
			'imageId' => $vitrine_media['harbour'],
			'caption' => 'The harbour at dawn, with points to explore.',
			'spots'   => array(
				array( 'x' => 25, 'y' => 35, 'label' => 'Lighthouse', 'text' => 'Built in 1874, still lit every night.', 'url' => '/blog/' ),
				array( 'x' => 60, 'y' => 60, 'label' => 'Fish market', 'text' => 'Opens at five; come early for the best catch.' ),
				array( 'x' => 97, 'y' => 8, 'label' => 'Old fort', 'text' => 'At the very edge: this tooltip shifts to stay on screen.' ),
			),
		)
	)
	. vitrine_seed_heading( 'Opened by hover' )
	. vitrine_seed_block(
		'vitrine/hotspot',
		array(
			'imageId' => $vitrine_media['meadow'],
			'trigger' => 'hover',
			'spots'   => array(
				array( 'x' => 2, 'y' => 50, 'label' => 'Wild flowers', 'text' => 'Poppies and cornflowers in June.' ),
				array( 'x' => 70, 'y' => 40, 'label' => 'Old oak', 'text' => 'Three hundred years old.' ),
				array( 'y' => 10, 'label' => 'No position' ),
			),
		)
	)
);

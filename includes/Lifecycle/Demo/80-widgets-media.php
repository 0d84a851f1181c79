<?php
/**
 * Demo pages of the media widget families (/widgets/<family>/): images drawn with GD once and
 * attached to the media library, then one page per family with its variants.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib-media.php';

/** A block comment with JSON attributes, as the editor saves it. */
function vitrine_seed_block( string $name, array $attributes ): string {
	return '<!-- wp:' . $name . ' ' . wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . " /-->\n";
}

function vitrine_seed_heading( string $text ): string {
	return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( $text ) . "</h2>\n<!-- /wp:heading -->\n";
}

function vitrine_seed_paragraph( string $text ): string {
	return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->\n";
}

$vitrine_media = array(
	'harbour'  => vitrine_seed_image( 'harbour', 'Harbour at dawn', 1200, 800, array( 30, 64, 120 ), array( 240, 170, 110 ) ),
	'forest'   => vitrine_seed_image( 'forest', 'Pine forest', 800, 1200, array( 20, 80, 50 ), array( 150, 200, 120 ) ),
	'desert'   => vitrine_seed_image( 'desert', 'Desert dunes', 1600, 900, array( 230, 160, 80 ), array( 120, 60, 30 ) ),
	'city'     => vitrine_seed_image( 'city', 'City lights', 1000, 1000, array( 20, 20, 50 ), array( 200, 80, 140 ) ),
	'glacier'  => vitrine_seed_image( 'glacier', 'Glacier lake', 1200, 900, array( 200, 230, 250 ), array( 40, 110, 160 ) ),
	'meadow'   => vitrine_seed_image( 'meadow', 'Summer meadow', 1200, 700, array( 120, 190, 240 ), array( 90, 160, 60 ) ),
	'canyon'   => vitrine_seed_image( 'canyon', 'Red canyon', 900, 1200, array( 180, 70, 40 ), array( 60, 30, 20 ) ),
	'coast'    => vitrine_seed_image( 'coast', 'Rocky coast', 1400, 800, array( 70, 130, 180 ), array( 50, 60, 70 ) ),
	'portrait' => vitrine_seed_image( 'portrait', 'Portrait', 400, 400, array( 90, 90, 160 ), array( 200, 170, 200 ) ),
);

$vitrine_images = static function ( array $keys, bool $tags = false ) use ( $vitrine_media ): array {
	$tag_of = array(
		'harbour' => 'water, city',
		'forest'  => 'land',
		'desert'  => 'land',
		'city'    => 'city',
		'glacier' => 'water, land',
		'meadow'  => 'land',
		'canyon'  => 'land',
		'coast'   => 'water',
	);
	$items  = array();
	foreach ( $keys as $key ) {
		$item = array(
			'id'      => $vitrine_media[ $key ],
			'caption' => get_the_title( $vitrine_media[ $key ] ),
		);
		if ( $tags ) {
			$item['tags'] = $tag_of[ $key ] ?? '';
		}
		$items[] = $item;
	}
	return $items;
};

foreach ( glob( __DIR__ . '/widgets-media/*.php' ) ?: array() as $vitrine_family_seed ) {
	require $vitrine_family_seed;
}

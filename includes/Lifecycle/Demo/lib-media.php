<?php
/**
 * Demo images for the media widget families, drawn with GD and attached to the media library once:
 * each image is found again by its key (post meta `_vitrine_seed_image`), so seeding is idempotent.
 */

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/image.php';

/**
 * The attachment an earlier import seeded under this meta key and value, while its file is still
 * there (so importing again adds nothing twice); 0 when there is none.
 */
function vitrine_seeded_attachment( string $meta_key, string $value ): int {
	$found = get_posts(
		array(
			'post_type'   => 'attachment',
			'post_status' => 'inherit',
			'meta_key'    => $meta_key, // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'  => $value, // phpcs:ignore WordPress.DB.SlowDBQuery
			'fields'      => 'ids',
			'numberposts' => 1,
		)
	);
	return $found && is_file( (string) get_attached_file( (int) $found[0] ) ) ? (int) $found[0] : 0;
}

/**
 * Returns the attachment id of the demo image $key, drawing and importing it the first time.
 *
 * @param string $key    Stable key, e.g. 'harbour'.
 * @param string $title  Title and alternative text.
 * @param int    $width  Pixels.
 * @param int    $height Pixels.
 * @param int[]  $from   Top colour [r, g, b].
 * @param int[]  $to     Bottom colour [r, g, b].
 */
function vitrine_seed_image( string $key, string $title, int $width, int $height, array $from, array $to ): int {
	$found = vitrine_seeded_attachment( '_vitrine_seed_image', $key );
	if ( $found ) {
		return $found;
	}
	$image = imagecreatetruecolor( $width, $height );
	for ( $y = 0; $y < $height; $y++ ) {
		$t     = $y / max( 1, $height - 1 );
		$color = imagecolorallocate(
			$image,
			(int) ( $from[0] + ( $to[0] - $from[0] ) * $t ),
			(int) ( $from[1] + ( $to[1] - $from[1] ) * $t ),
			(int) ( $from[2] + ( $to[2] - $from[2] ) * $t )
		);
		imageline( $image, 0, $y, $width, $y, $color );
	}
	// A few soft shapes so the pictures differ and show motion when they slide.
	$light = imagecolorallocatealpha( $image, 255, 255, 255, 90 );
	$dark  = imagecolorallocatealpha( $image, 0, 0, 0, 100 );
	$seed  = crc32( $key );
	for ( $i = 0; $i < 5; $i++ ) {
		$cx = ( $seed >> ( $i * 3 ) ) % $width;
		$cy = ( $seed >> ( $i * 2 + 1 ) ) % $height;
		$r  = (int) ( min( $width, $height ) * ( 0.15 + 0.08 * $i ) );
		imagefilledellipse( $image, $cx, $cy, $r, $r, $i % 2 ? $dark : $light );
	}
	$white = imagecolorallocate( $image, 255, 255, 255 );
	imagestring( $image, 5, 24, $height - 40, strtoupper( $title ), $white );

	$upload = wp_upload_dir();
	wp_mkdir_p( $upload['path'] );
	$file = trailingslashit( $upload['path'] ) . 'vitrine-demo-' . sanitize_file_name( $key ) . '.jpg';
	imagejpeg( $image, $file, 82 );
	imagedestroy( $image );

	$id = wp_insert_attachment(
		array(
			'post_title'     => $title,
			'post_mime_type' => 'image/jpeg',
			'post_status'    => 'inherit',
			'post_excerpt'   => $title,
		),
		$file,
		0,
		true
	);
	if ( is_wp_error( $id ) ) {
		vitrine_seed_fail( "could not seed image $key: " . $id->get_error_message() );
	}
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	update_post_meta( $id, '_wp_attachment_image_alt', $title );
	update_post_meta( $id, '_vitrine_seed_image', $key );
	return (int) $id;
}

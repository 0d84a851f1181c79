<?php
/**
 * /widgets/video-playlist/: a playlist beside the video (two hosted videos, YouTube, Vimeo; next
 * video on end, watched marks remembered) and one below it (no auto-next, marks not remembered, a
 * video file by address, a YouTube video without thumbnail, and a bad item editors are told about).
 * The two small WebM files ship in includes/Lifecycle/Demo/media/ (made with ffmpeg's test sources) and
 * are copied into the media library once.
 */

defined( 'ABSPATH' ) || exit;

/** The attachment id of a demo video from includes/Lifecycle/Demo/media/, imported the first time. */
function vitrine_seed_video( string $file, string $title ): int {
	$found = vitrine_seeded_attachment( '_vitrine_seed_video', $file );
	if ( $found ) {
		return $found;
	}
	$upload = wp_upload_dir();
	wp_mkdir_p( $upload['path'] );
	$target = trailingslashit( $upload['path'] ) . 'vitrine-demo-' . $file;
	copy( Vitrine\Lifecycle\Demo\Parts::media( $file ), $target );
	$id = wp_insert_attachment(
		array(
			'post_title'     => $title,
			'post_mime_type' => 'video/webm',
			'post_status'    => 'inherit',
		),
		$target,
		0,
		true
	);
	if ( is_wp_error( $id ) ) {
		vitrine_seed_fail( "could not seed video $file: " . $id->get_error_message() );
	}
	// Written by hand: reading it with getID3 needs Debian's php-getid3 links, which may be missing.
	wp_update_attachment_metadata(
		$id,
		array(
			'length'           => 3,
			'length_formatted' => '0:03',
			'width'            => 320,
			'height'           => 180,
			'mime_type'        => 'video/webm',
			'filesize'         => filesize( $target ),
		)
	);
	update_post_meta( $id, '_vitrine_seed_video', $file );
	return (int) $id;
}

$vitrine_card    = vitrine_seed_video( 'test-card.webm', 'Test card' );
$vitrine_fractal = vitrine_seed_video( 'fractal.webm', 'Fractal zoom' );
$vitrine_thumb   = static fn( string $key, string $title, array $from, array $to ): int => vitrine_seed_image( $key, $title, 640, 360, $from, $to );

vitrine_seed_page(
	'widgets/video-playlist',
	'Video playlist',
	vitrine_seed_paragraph( 'Pick a video in the list (arrow keys move between them). Hosted videos play here; YouTube and Vimeo players load from their sites only when you press play, and a link to watch there is always under the video.' )
	. vitrine_seed_block(
		'vitrine/video-playlist',
		array(
			'heading' => 'Getting started',
			'videos'  => array(
				array( 'mediaId' => $vitrine_card, 'title' => 'Test card', 'thumbId' => $vitrine_thumb( 'playlist-card', 'Test card', array( 200, 60, 60 ), array( 60, 60, 200 ) ) ),
				array( 'mediaId' => $vitrine_fractal, 'title' => 'Fractal zoom', 'thumbId' => $vitrine_thumb( 'playlist-fractal', 'Fractal zoom', array( 20, 20, 60 ), array( 220, 120, 40 ) ) ),
				array( 'url' => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'title' => 'A YouTube video', 'duration' => '3:33', 'thumbId' => $vitrine_thumb( 'playlist-youtube', 'YouTube video', array( 180, 20, 20 ), array( 40, 10, 10 ) ) ),
				array( 'url' => 'https://vimeo.com/76979871', 'title' => 'A Vimeo video', 'duration' => '1:02', 'thumbId' => $vitrine_thumb( 'playlist-vimeo', 'Vimeo video', array( 20, 150, 200 ), array( 10, 40, 60 ) ) ),
			),
		)
	)
	. vitrine_seed_heading( 'Wide, list below, no auto-next, marks not remembered' )
	. vitrine_seed_block(
		'vitrine/video-playlist',
		array(
			'align'           => 'wide',
			'listPosition'    => 'below',
			'autoNext'        => false,
			'rememberWatched' => false,
			'videos'          => array(
				array( 'url' => (string) wp_get_attachment_url( $vitrine_fractal ), 'title' => 'The same file, by address' ),
				array( 'url' => 'https://youtu.be/aqz-KE-bpKQ', 'title' => 'YouTube without a thumbnail' ),
				array( 'url' => 'not a video', 'title' => 'Broken' ),
			),
		)
	)
);

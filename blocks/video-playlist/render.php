<?php
/**
 * Server output of the video playlist: the tab list first (links to the panels, so without
 * JavaScript they still switch videos with :target; CSS places it beside or below) and one panel
 * per video. Hosted videos are native players
 * that work without any script; YouTube and Vimeo panels show the thumbnail, a play button for the
 * handler, and a link to watch on the provider's site. Nothing is requested from a provider here.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Notice;
use Vitrine\Media\VideoSources;

defined( 'ABSPATH' ) || exit;

$vitrine_uid     = wp_unique_id( 'vitrine-playlist-' );
$vitrine_labels  = VideoSources::labels();
$vitrine_notices = '';
$vitrine_videos  = array();
foreach ( (array) ( $attributes['videos'] ?? array() ) as $vitrine_index => $vitrine_item ) {
	$vitrine_item   = is_array( $vitrine_item ) ? $vitrine_item : array();
	$vitrine_source = VideoSources::resolve( $vitrine_item );
	if ( ! $vitrine_source ) {
		$vitrine_notices .= Notice::for_editors(
			/* translators: %d: video number. */
			sprintf( __( 'Video %d has no usable source (a YouTube or Vimeo address, a video file address, or a video from the media library) and is not shown.', 'vitrine' ), (int) $vitrine_index + 1 )
		);
		continue;
	}
	$vitrine_title = trim( (string) ( $vitrine_item['title'] ?? '' ) );
	/* translators: %d: video number. */
	$vitrine_title    = '' !== $vitrine_title ? $vitrine_title : sprintf( __( 'Video %d', 'vitrine' ), (int) $vitrine_index + 1 );
	$vitrine_duration = trim( (string) ( $vitrine_item['duration'] ?? '' ) );
	if ( ! preg_match( '/^\d{1,2}(:\d{2}){1,2}$/', $vitrine_duration ) ) {
		$vitrine_meta     = ! empty( $vitrine_item['mediaId'] ) ? wp_get_attachment_metadata( (int) $vitrine_item['mediaId'] ) : array();
		$vitrine_duration = is_array( $vitrine_meta ) ? (string) ( $vitrine_meta['length_formatted'] ?? '' ) : '';
	}
	$vitrine_thumb = absint( $vitrine_item['thumbId'] ?? 0 );
	if ( $vitrine_thumb && ! wp_attachment_is_image( $vitrine_thumb ) ) {
		/* translators: 1: attachment id, 2: video number. */
		$vitrine_notices .= Notice::for_editors( sprintf( __( 'The thumbnail %1$d of video %2$d no longer exists.', 'vitrine' ), $vitrine_thumb, (int) $vitrine_index + 1 ) );
		$vitrine_thumb    = 0;
	}
	$vitrine_videos[] = $vitrine_source + array(
		'title'    => $vitrine_title,
		'duration' => $vitrine_duration,
		'thumb'    => $vitrine_thumb,
	);
}

if ( ! $vitrine_videos ) {
	echo $vitrine_notices . Notice::for_editors( __( 'Add videos to the playlist.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	return;
}

$vitrine_heading  = trim( (string) ( $attributes['heading'] ?? '' ) );
$vitrine_position = 'below' === ( $attributes['listPosition'] ?? 'side' ) ? 'below' : 'side';
$vitrine_settings = array(
	'autoNext' => (bool) ( $attributes['autoNext'] ?? true ),
	'remember' => (bool) ( $attributes['rememberWatched'] ?? true ),
	// Watched marks are kept per playlist: the same list on another page shares them.
	'key'      => substr( md5( (string) wp_json_encode( wp_list_pluck( $vitrine_videos, 'link' ) ) ), 0, 12 ),
	'videos'   => array_map(
		static fn( array $v ): array => array(
			'provider' => $v['provider'],
			'id'       => $v['id'],
			'title'    => $v['title'],
		),
		$vitrine_videos
	),
);
$vitrine_wrapper  = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-playlist is-list-' . $vitrine_position,
		'data-vitrine'  => 'video-playlist',
		'data-settings' => wp_json_encode( $vitrine_settings ),
	)
);
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notices; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	<?php if ( '' !== $vitrine_heading ) : ?>
		<h2 class="vitrine-playlist__heading" id="<?php echo esc_attr( $vitrine_uid ); ?>-heading"><?php echo esc_html( $vitrine_heading ); ?></h2>
	<?php endif; ?>
	<div class="vitrine-playlist__body">
		<ol class="vitrine-playlist__list" role="tablist" aria-orientation="<?php echo 'side' === $vitrine_position ? 'vertical' : 'horizontal'; ?>" <?php echo '' !== $vitrine_heading ? 'aria-labelledby="' . esc_attr( $vitrine_uid ) . '-heading"' : 'aria-label="' . esc_attr__( 'Videos', 'vitrine' ) . '"'; ?>>
			<?php foreach ( $vitrine_videos as $vitrine_n => $vitrine_video ) : ?>
				<li role="presentation">
					<a class="vitrine-playlist__tab" role="tab" id="<?php echo esc_attr( "$vitrine_uid-tab-$vitrine_n" ); ?>" href="#<?php echo esc_attr( "$vitrine_uid-panel-$vitrine_n" ); ?>" aria-controls="<?php echo esc_attr( "$vitrine_uid-panel-$vitrine_n" ); ?>" aria-selected="<?php echo 0 === $vitrine_n ? 'true' : 'false'; ?>">
						<span class="vitrine-playlist__thumb">
							<?php
							if ( $vitrine_video['thumb'] ) {
								echo wp_get_attachment_image( $vitrine_video['thumb'], 'medium', false, array( 'alt' => '', 'loading' => 'lazy', 'width' => 96, 'height' => 54 ) );
							}
							?>
						</span>
						<span class="vitrine-playlist__text">
							<span class="vitrine-playlist__title"><?php echo esc_html( $vitrine_video['title'] ); ?></span>
							<span class="vitrine-playlist__meta"><?php echo esc_html( implode( ' · ', array_filter( array( $vitrine_labels[ $vitrine_video['provider'] ], $vitrine_video['duration'] ) ) ) ); ?></span>
							<span class="vitrine-playlist__watched"><?php esc_html_e( 'Watched', 'vitrine' ); ?></span>
						</span>
					</a>
				</li>
			<?php endforeach; ?>
		</ol>
		<div class="vitrine-playlist__stage">
			<?php
			foreach ( $vitrine_videos as $vitrine_n => $vitrine_video ) {
				require __DIR__ . '/panel.php';
			}
			?>
		</div>
	</div>
	<p class="vitrine-playlist__live vitrine-playlist__sr" role="status"></p>
</div>

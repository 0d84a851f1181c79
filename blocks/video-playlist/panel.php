<?php
/**
 * One panel of the video playlist (included by render.php for each video).
 *
 * @package Vitrine
 * @var string               $vitrine_uid
 * @var int                  $vitrine_n
 * @var array<string, mixed> $vitrine_video
 * @var array<string, string> $vitrine_labels
 */

defined( 'ABSPATH' ) || exit;

$vitrine_panel = "$vitrine_uid-panel-$vitrine_n";
$vitrine_label = $vitrine_labels[ $vitrine_video['provider'] ];
?>
<div class="vitrine-playlist__panel is-<?php echo esc_attr( $vitrine_video['provider'] ); ?>" role="tabpanel" id="<?php echo esc_attr( $vitrine_panel ); ?>" aria-labelledby="<?php echo esc_attr( "$vitrine_uid-tab-$vitrine_n" ); ?>" data-index="<?php echo (int) $vitrine_n; ?>"<?php echo 0 === $vitrine_n ? '' : ' hidden'; ?>>
	<div class="vitrine-playlist__screen">
		<?php if ( 'hosted' === $vitrine_video['provider'] ) : ?>
			<video class="vitrine-playlist__video" controls playsinline preload="<?php echo 0 === $vitrine_n ? 'metadata' : 'none'; ?>"<?php echo $vitrine_video['thumb'] ? ' poster="' . esc_url( (string) wp_get_attachment_image_url( $vitrine_video['thumb'], 'large' ) ) . '"' : ''; ?> aria-label="<?php echo esc_attr( $vitrine_video['title'] ); ?>">
				<source src="<?php echo esc_url( $vitrine_video['src'] ); ?>" type="<?php echo esc_attr( $vitrine_video['type'] ); ?>">
			</video>
		<?php else : ?>
			<?php
			if ( $vitrine_video['thumb'] ) {
				echo wp_get_attachment_image( $vitrine_video['thumb'], 'large', false, array( 'class' => 'vitrine-playlist__poster', 'alt' => '' ) /* Eager or lazy by its place on the page: WordPress decides (docs/theme.md). */ );
			}
			?>
			<div class="vitrine-playlist__player"></div>
			<button type="button" class="vitrine-playlist__play">
				<span class="vitrine-playlist__sr">
					<?php
					/* translators: 1: video title, 2: provider name. */
					echo esc_html( sprintf( __( 'Play %1$s (loads the %2$s player)', 'vitrine' ), $vitrine_video['title'], $vitrine_label ) );
					?>
				</span>
			</button>
		<?php endif; ?>
	</div>
	<p class="vitrine-playlist__status" role="status"></p>
	<p class="vitrine-playlist__caption">
		<span class="vitrine-playlist__now"><?php echo esc_html( $vitrine_video['title'] ); ?></span>
		<a class="vitrine-playlist__fallback" href="<?php echo esc_url( $vitrine_video['link'] ); ?>">
			<?php
			echo esc_html(
				'hosted' === $vitrine_video['provider']
					/* translators: %s: video title. */
					? sprintf( __( 'Open the video file: %s', 'vitrine' ), $vitrine_video['title'] )
					/* translators: 1: video title, 2: provider name. */
					: sprintf( __( 'Watch %1$s on %2$s', 'vitrine' ), $vitrine_video['title'], $vitrine_label )
			);
			?>
		</a>
	</p>
</div>

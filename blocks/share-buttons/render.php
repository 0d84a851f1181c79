<?php
/**
 * Server output of the share buttons: plain links to each network's share page (they work without
 * JavaScript) and two buttons that need the browser (copy link, device share sheet). Those two keep
 * their space but stay invisible until the handler enables them, so nothing shifts.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Share;

defined( 'ABSPATH' ) || exit;

list( $vitrine_buttons, $vitrine_unknown ) = Share::buttons( $attributes['buttons'] ?? Share::NETWORKS );
$vitrine_notice                            = '';
if ( $vitrine_unknown || ! $vitrine_buttons ) {
	$vitrine_notice = \Vitrine\Widgets\Notice::for_editors(
		$vitrine_buttons
			? sprintf( /* translators: %s: list of names */ __( 'Unknown share buttons were left out: %s.', 'vitrine' ), implode( ', ', $vitrine_unknown ) )
			: __( 'Choose at least one share button.', 'vitrine' )
	);
}
$vitrine_url = esc_url_raw( (string) ( $attributes['shareUrl'] ?? '' ) );
if ( '' === $vitrine_url ) {
	$vitrine_url = (string) ( get_permalink() ?: home_url( add_query_arg( array() ) ) );
}
$vitrine_title = trim( (string) ( $attributes['shareTitle'] ?? '' ) );
$vitrine_title = '' === $vitrine_title ? wp_strip_all_tags( (string) ( get_the_title() ?: get_bloginfo( 'name' ) ) ) : $vitrine_title;
$vitrine_label = ! isset( $attributes['showLabels'] ) || ! empty( $attributes['showLabels'] );
$vitrine_names = Share::labels();
$vitrine_wrap  = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-share is-layout-' . ( 'vertical' === ( $attributes['layout'] ?? '' ) ? 'vertical' : 'horizontal' ) . ( $vitrine_label ? ' has-labels' : '' ),
		'data-vitrine'  => 'share-buttons',
		'data-settings' => wp_json_encode(
			array(
				'url'    => $vitrine_url,
				'title'  => $vitrine_title,
				'copied' => __( 'Link copied', 'vitrine' ),
				'failed' => __( 'The link could not be copied; copy it from the address bar.', 'vitrine' ),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<ul class="vitrine-share__list" aria-label="<?php esc_attr_e( 'Share this page', 'vitrine' ); ?>">
	<?php
	foreach ( $vitrine_buttons as $vitrine_button ) :
		$vitrine_name = $vitrine_names[ $vitrine_button ][0];
		/* translators: %s: network name */
		$vitrine_text = in_array( $vitrine_button, Share::ACTIONS, true ) || 'email' === $vitrine_button ? $vitrine_name : sprintf( __( 'Share on %s', 'vitrine' ), $vitrine_name );
		$vitrine_body = sprintf(
			'<span class="vitrine-share__glyph" aria-hidden="true">%s</span><span class="%s">%s</span>',
			Share::icon( $vitrine_button ),
			$vitrine_label ? 'vitrine-share__label' : 'screen-reader-text',
			esc_html( $vitrine_text )
		);
		?>
		<li class="vitrine-share__item is-<?php echo esc_attr( $vitrine_button ); ?>">
		<?php if ( in_array( $vitrine_button, Share::ACTIONS, true ) ) : ?>
			<button type="button" class="vitrine-share__button vitrine-share__<?php echo esc_attr( $vitrine_button ); ?>" disabled><?php echo $vitrine_body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></button>
		<?php else : ?>
			<a class="vitrine-share__button" href="<?php echo esc_url( Share::url( $vitrine_button, $vitrine_url, $vitrine_title ), array( 'https', 'mailto' ) ); ?>" <?php echo 'email' === $vitrine_button ? '' : 'target="_blank" rel="noopener noreferrer nofollow"'; ?>><?php echo $vitrine_body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></a>
		<?php endif; ?>
		</li>
	<?php endforeach; ?>
	</ul>
	<span class="vitrine-share__status screen-reader-text" role="status"></span>
</div>

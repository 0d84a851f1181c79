<?php
/**
 * Server output of the contact buttons: a native disclosure (<details>) fixed in a corner of the
 * window, so it opens and closes without JavaScript and overlays the page (no layout shift). The
 * handler adds Escape, outside click and the remembered dismissal.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Contact;

defined( 'ABSPATH' ) || exit;

$vitrine_links = array();
$vitrine_bad   = array();
foreach ( Contact::CHANNELS as $vitrine_channel ) {
	$vitrine_value = (string) ( $attributes[ $vitrine_channel ] ?? '' );
	if ( '' === trim( $vitrine_value ) ) {
		continue;
	}
	$vitrine_link = Contact::link( $vitrine_channel, $vitrine_value );
	if ( '' === $vitrine_link ) {
		$vitrine_bad[] = $vitrine_channel;
	} else {
		$vitrine_links[ $vitrine_channel ] = $vitrine_link;
	}
}
$vitrine_notice = '';
if ( $vitrine_bad ) {
	/* translators: %s: list of channels */
	$vitrine_notice = \Vitrine\Widgets\Notice::for_editors( sprintf( __( 'These contact values do not fit their channel and are left out: %s.', 'vitrine' ), implode( ', ', $vitrine_bad ) ) );
}
if ( ! $vitrine_links ) {
	echo $vitrine_notice ? $vitrine_notice : \Vitrine\Widgets\Notice::for_editors( __( 'Add at least one contact channel.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_title  = trim( (string) ( $attributes['title'] ?? '' ) );
$vitrine_title  = '' === $vitrine_title ? __( 'Contact us', 'vitrine' ) : $vitrine_title;
$vitrine_side   = 'left' === ( $attributes['side'] ?? '' ) ? 'left' : 'right';
$vitrine_labels = Contact::labels();
$vitrine_key    = sanitize_key( (string) ( $attributes['anchor'] ?? '' ) );
$vitrine_attrs  = array(
	'class'         => 'vitrine-contact-buttons is-side-' . $vitrine_side,
	'data-vitrine'  => 'contact-buttons',
	'data-settings' => wp_json_encode(
		array(
			'key'  => '' === $vitrine_key ? 'default' : $vitrine_key,
			'days' => max( 1, min( 365, (int) ( $attributes['dismissDays'] ?? 30 ) ) ),
		)
	),
);
if ( ! empty( $attributes['anchor'] ) ) {
	$vitrine_attrs['id'] = sanitize_html_class( (string) $attributes['anchor'] );
}
$vitrine_wrap = get_block_wrapper_attributes( $vitrine_attrs );
?>
<aside <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?> aria-label="<?php echo esc_attr( $vitrine_title ); ?>">
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<details class="vitrine-contact-buttons__details">
		<summary class="vitrine-contact-buttons__toggle"><?php echo esc_html( $vitrine_title ); ?></summary>
		<ul class="vitrine-contact-buttons__list">
		<?php foreach ( $vitrine_links as $vitrine_channel => $vitrine_link ) : ?>
			<li class="is-<?php echo esc_attr( $vitrine_channel ); ?>"><a class="vitrine-contact-buttons__link" href="<?php echo esc_url( $vitrine_link, array( 'https', 'tel', 'mailto' ) ); ?>"<?php echo str_starts_with( $vitrine_link, 'https:' ) ? ' target="_blank" rel="noopener noreferrer"' : ''; ?>><?php echo esc_html( $vitrine_labels[ $vitrine_channel ] ); ?></a></li>
		<?php endforeach; ?>
		</ul>
	</details>
	<?php if ( ! isset( $attributes['dismissible'] ) || $attributes['dismissible'] ) : ?>
	<button type="button" class="vitrine-contact-buttons__dismiss" aria-label="<?php esc_attr_e( 'Hide contact buttons', 'vitrine' ); ?>" disabled><span aria-hidden="true">&times;</span></button>
	<?php endif; ?>
</aside>

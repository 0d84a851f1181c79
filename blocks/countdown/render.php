<?php
/**
 * Server output of the countdown: the time left as of this render, in fixed-width digits, with the
 * deadline as text, so it is useful without JavaScript; the expiry message shares the digits' box
 * (CSS grid stacking) so that expiring moves nothing. The due date is read in the site's time zone
 * and printed as an absolute timestamp, so every visitor's clock counts to the same moment.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_mode    = 'evergreen' === ( $attributes['mode'] ?? '' ) ? 'evergreen' : 'due';
$vitrine_expiry  = in_array( $attributes['expiry'] ?? '', array( 'hide', 'message', 'redirect' ), true ) ? $attributes['expiry'] : 'message';
$vitrine_message = trim( (string) ( $attributes['message'] ?? '' ) );
$vitrine_message = '' === $vitrine_message ? __( 'This offer has ended.', 'vitrine' ) : $vitrine_message;
$vitrine_label   = trim( (string) ( $attributes['label'] ?? '' ) );
$vitrine_label   = '' === $vitrine_label ? __( 'Time left', 'vitrine' ) : $vitrine_label;
$vitrine_problem = '';
$vitrine_now     = time();
$vitrine_due     = 0;
$vitrine_length  = 0;
if ( 'due' === $vitrine_mode ) {
	try {
		$vitrine_date = new DateTimeImmutable( (string) ( $attributes['dueDate'] ?? '' ), wp_timezone() );
		$vitrine_due  = '' === trim( (string) ( $attributes['dueDate'] ?? '' ) ) ? 0 : $vitrine_date->getTimestamp();
	} catch ( Exception $e ) {
		$vitrine_due = 0;
	}
	if ( ! $vitrine_due ) {
		$vitrine_problem = __( 'Set a valid due date for the countdown.', 'vitrine' );
	}
} else {
	$vitrine_length = (int) round( (float) ( $attributes['evergreenMinutes'] ?? 0 ) * 60 );
	if ( $vitrine_length < 60 || $vitrine_length > 366 * 86400 ) {
		$vitrine_problem = __( 'The evergreen duration must be between 1 minute and 366 days.', 'vitrine' );
	}
}
$vitrine_redirect = esc_url_raw( (string) ( $attributes['redirectUrl'] ?? '' ), array( 'http', 'https' ) );
if ( 'redirect' === $vitrine_expiry && '' === $vitrine_redirect ) {
	$vitrine_problem = $vitrine_problem ? $vitrine_problem : __( 'Set the address to redirect to when the countdown ends; the message is shown meanwhile.', 'vitrine' );
	$vitrine_expiry  = 'message';
}
if ( $vitrine_problem && ( 'due' === $vitrine_mode ? ! $vitrine_due : $vitrine_length < 60 || $vitrine_length > 366 * 86400 ) ) {
	// Nothing sensible to count: visitors see nothing, editors see why.
	echo \Vitrine\Widgets\Notice::for_editors( $vitrine_problem ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_left    = 'due' === $vitrine_mode ? max( 0, $vitrine_due - $vitrine_now ) : $vitrine_length;
$vitrine_expired = 'due' === $vitrine_mode && 0 === $vitrine_left;
if ( $vitrine_expired && 'hide' === $vitrine_expiry ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'This countdown has ended and is hidden from visitors.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_parts = array(
	'days'    => intdiv( $vitrine_left, 86400 ),
	'hours'   => intdiv( $vitrine_left % 86400, 3600 ),
	'minutes' => intdiv( $vitrine_left % 3600, 60 ),
	'seconds' => $vitrine_left % 60,
);
$vitrine_units = array(
	'days'    => __( 'days', 'vitrine' ),
	'hours'   => __( 'hours', 'vitrine' ),
	'minutes' => __( 'minutes', 'vitrine' ),
	'seconds' => __( 'seconds', 'vitrine' ),
);
$vitrine_show  = array( 'days', 'hours', 'minutes' );
if ( ! isset( $attributes['showSeconds'] ) || $attributes['showSeconds'] ) {
	$vitrine_show[] = 'seconds';
}
/* translators: %s: time left, e.g. "2 days, 3 hours, 4 minutes" */
$vitrine_left_tpl = __( '%s left', 'vitrine' );
$vitrine_sentence = array();
if ( $vitrine_parts['days'] ) {
	$vitrine_sentence[] = $vitrine_parts['days'] . ' ' . $vitrine_units['days'];
}
if ( $vitrine_parts['days'] || $vitrine_parts['hours'] ) {
	$vitrine_sentence[] = $vitrine_parts['hours'] . ' ' . $vitrine_units['hours'];
}
$vitrine_sentence[] = $vitrine_parts['minutes'] . ' ' . $vitrine_units['minutes'];
$vitrine_wrap       = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-countdown' . ( $vitrine_expired ? ' is-expired' : '' ),
		'data-vitrine'  => 'countdown',
		'data-settings' => wp_json_encode(
			array(
				'mode'     => $vitrine_mode,
				'due'      => $vitrine_due * 1000,
				'duration' => $vitrine_length * 1000,
				'key'      => get_the_ID() . '-' . ( $attributes['anchor'] ?? $vitrine_length ),
				'expiry'   => $vitrine_expiry,
				'redirect' => $vitrine_redirect,
				'units'    => $vitrine_units,
				'left'     => $vitrine_left_tpl,
			)
		),
	) + ( empty( $attributes['anchor'] ) ? array() : array( 'id' => sanitize_html_class( (string) $attributes['anchor'] ) ) )
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_problem ? \Vitrine\Widgets\Notice::for_editors( $vitrine_problem ) : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<p class="vitrine-countdown__label"><?php echo esc_html( $vitrine_label ); ?></p>
	<div class="vitrine-countdown__stage">
		<div class="vitrine-countdown__units" aria-hidden="true">
		<?php foreach ( $vitrine_show as $vitrine_unit ) : ?>
			<span class="vitrine-countdown__unit"><span class="vitrine-countdown__value" data-unit="<?php echo esc_attr( $vitrine_unit ); ?>"><?php echo esc_html( 'days' === $vitrine_unit ? (string) $vitrine_parts[ $vitrine_unit ] : str_pad( (string) $vitrine_parts[ $vitrine_unit ], 2, '0', STR_PAD_LEFT ) ); ?></span><span class="vitrine-countdown__name"><?php echo esc_html( $vitrine_units[ $vitrine_unit ] ); ?></span></span>
		<?php endforeach; ?>
		</div>
		<p class="vitrine-countdown__message"><?php echo esc_html( $vitrine_message ); ?></p>
	</div>
	<p class="vitrine-countdown__live screen-reader-text" aria-live="polite"><?php echo esc_html( $vitrine_expired ? $vitrine_message : sprintf( $vitrine_left_tpl, implode( ', ', $vitrine_sentence ) ) ); ?></p>
	<?php if ( 'due' === $vitrine_mode ) : ?>
	<p class="vitrine-countdown__due">
		<?php
		/* translators: %s: date and time */
		printf( esc_html__( 'Ends %s', 'vitrine' ), '<time datetime="' . esc_attr( gmdate( 'c', $vitrine_due ) ) . '">' . esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T', $vitrine_due ) ) . '</time>' );
		?>
	</p>
	<?php endif; ?>
</div>

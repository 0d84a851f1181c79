<?php
/**
 * Server output of the form: a complete multipart form that posts to vitrine/v1/form and comes back
 * to this page (so it works without JavaScript, checked by the browser's own validation). The
 * handler takes over: its own accessible validation, steps, and sending without a reload. A form
 * without a form id (not saved from the editor yet) cannot be found by the route, so editors get a
 * notice instead.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Forms\Fields;
use Vitrine\Forms\Markup;
use Vitrine\Forms\Spam;

defined( 'ABSPATH' ) || exit;

$vitrine_config = Fields::normalize( $attributes );
if ( '' === $vitrine_config['formId'] || ! $vitrine_config['fields'] ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'This form has no id or no fields yet: open it in the editor and save the page.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_id    = $vitrine_config['formId'];
$vitrine_steps = count( $vitrine_config['steps'] ) > 1 ? $vitrine_config['steps'] : array( '' );
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks one of three fixed notices.
$vitrine_back   = isset( $_GET['vitrine-form'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-form'] ) ) : '';
$vitrine_notice = array(
	'sent'    => $vitrine_config['successMessage'],
	'invalid' => __( 'Some fields need attention. Please check your entries and send the form again.', 'vitrine' ),
	'error'   => __( 'The form could not be sent. Please try again later.', 'vitrine' ),
)[ $vitrine_back ] ?? '';
$vitrine_wrap   = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-form',
		'id'            => $vitrine_id,
		'data-vitrine'  => 'form',
		'data-settings' => wp_json_encode(
			array(
				'endpoint' => rest_url( 'vitrine/v1/form' ),
				'steps'    => count( $vitrine_steps ),
				// The script waits out the rest of the minimum fill time before sending (docs/forms.md).
				'minSeconds' => $vitrine_config['minSeconds'],
				'fields'   => array_map(
					static fn( $f ) => array_intersect_key( $f, array_flip( array( 'name', 'type', 'label', 'required', 'pattern', 'min', 'max', 'accept', 'maxSize', 'step' ) ) ),
					array_values( array_filter( $vitrine_config['fields'], static fn( $f ) => 'hidden' !== $f['type'] ) )
				),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<div class="vitrine-form__summary" tabindex="-1" hidden>
		<p class="vitrine-form__summary-title"><?php esc_html_e( 'Please correct the following:', 'vitrine' ); ?></p>
		<ul></ul>
	</div>
	<p class="vitrine-form__status<?php echo 'sent' === $vitrine_back ? ' is-success' : ''; ?>" role="status" tabindex="-1"><?php echo esc_html( $vitrine_notice ); ?></p>
	<form class="vitrine-form__form" method="post" enctype="multipart/form-data" action="<?php echo esc_url( rest_url( 'vitrine/v1/form' ) ); ?>">
		<input type="hidden" name="post_id" value="<?php echo (int) get_the_ID(); ?>">
		<input type="hidden" name="form_id" value="<?php echo esc_attr( $vitrine_id ); ?>">
		<input type="hidden" name="stamp" value="<?php echo esc_attr( Spam::stamp() ); ?>">
		<input type="hidden" name="redirect" value="<?php echo esc_url( get_permalink() ); ?>">
		<div class="vitrine-form__hp" aria-hidden="true">
			<label for="<?php echo esc_attr( $vitrine_id ); ?>-hp"><?php esc_html_e( 'Leave this field empty', 'vitrine' ); ?></label>
			<input type="text" id="<?php echo esc_attr( $vitrine_id ); ?>-hp" name="<?php echo esc_attr( Spam::HONEYPOT ); ?>" value="" tabindex="-1" autocomplete="off">
		</div>
		<p class="vitrine-form__legend"><?php esc_html_e( 'Fields marked * are required.', 'vitrine' ); ?></p>
		<?php if ( count( $vitrine_steps ) > 1 ) : ?>
		<ol class="vitrine-form__progress" aria-label="<?php esc_attr_e( 'Form steps', 'vitrine' ); ?>">
			<?php foreach ( $vitrine_steps as $vitrine_i => $vitrine_title ) : ?>
			<li data-step="<?php echo (int) $vitrine_i; ?>"><?php echo esc_html( $vitrine_title ); ?></li>
			<?php endforeach; ?>
		</ol>
		<p class="vitrine-form__progress-text" aria-live="polite"></p>
		<?php endif; ?>
		<?php foreach ( $vitrine_steps as $vitrine_i => $vitrine_title ) : ?>
		<div class="vitrine-form__step" data-step="<?php echo (int) $vitrine_i; ?>"<?php echo '' !== $vitrine_title ? ' role="group" aria-labelledby="' . esc_attr( "$vitrine_id-step-$vitrine_i" ) . '"' : ''; ?>>
			<?php if ( '' !== $vitrine_title ) : ?>
			<h3 class="vitrine-form__step-title" id="<?php echo esc_attr( "$vitrine_id-step-$vitrine_i" ); ?>" tabindex="-1"><?php echo esc_html( $vitrine_title ); ?></h3>
			<?php endif; ?>
			<?php
			foreach ( $vitrine_config['fields'] as $vitrine_field ) {
				if ( $vitrine_field['step'] === $vitrine_i ) {
					echo Markup::field( $vitrine_field, $vitrine_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Markup.
				}
			}
			?>
		</div>
		<?php endforeach; ?>
		<div class="vitrine-form__actions">
			<?php if ( count( $vitrine_steps ) > 1 ) : ?>
			<button type="button" class="vitrine-form__back wp-element-button" hidden><?php esc_html_e( 'Back', 'vitrine' ); ?></button>
			<button type="button" class="vitrine-form__next wp-element-button" hidden><?php esc_html_e( 'Next', 'vitrine' ); ?></button>
			<?php endif; ?>
			<button type="submit" class="vitrine-form__submit wp-element-button"><?php echo esc_html( $vitrine_config['submitLabel'] ); ?></button>
		</div>
	</form>
</div>

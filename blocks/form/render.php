<?php
/**
 * Server output of the form block, both variations (docs/forms.md):
 * - "Form" (kind form): a multipart form that posts to vitrine/v1/form, optionally in steps;
 * - "Subscribe" (kind subscribe): a sign-up (address, optional first name, the owner's consent text
 *   as a required checkbox) that posts to vitrine/v1/subscribe. The mailed confirm and unsubscribe
 *   links lead here and show a button that POSTs the signed request (mail scanners open links, they
 *   do not press buttons). The legacy vitrine/subscribe block, content saved before the
 *   variations, renders here too.
 * Both work without JavaScript: the fields carry the browser's constraint attributes
 * (Vitrine\Forms\Markup), the post comes back to this page with a notice (?vitrine-form=… or
 * ?vitrine-subscribe=…). The handler (view.ts) takes over: accessible messages, steps, sending
 * without a reload. A form without a form id (not saved from the editor yet) cannot be found by the
 * routes, so editors get a notice instead.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 * @var WP_Block             $block
 */

use Vitrine\Forms\Fields;
use Vitrine\Forms\Markup;
use Vitrine\Forms\Spam;
use Vitrine\Forms\Subscriptions;

defined( 'ABSPATH' ) || exit;

$vitrine_kind   = Fields::kind( $block->name, $attributes ) ?? 'form';
$vitrine_signup = 'subscribe' === $vitrine_kind;
$vitrine_config = $vitrine_signup ? Subscriptions::normalize( $attributes ) : Fields::normalize( $attributes );
if ( '' === $vitrine_config['formId'] || ! $vitrine_config['fields'] ) {
	$vitrine_message = $vitrine_signup
		? __( 'This sign-up form has no id yet: open it in the editor and save the page.', 'vitrine' )
		: __( 'This form has no id or no fields yet: open it in the editor and save the page.', 'vitrine' );
	echo \Vitrine\Widgets\Notice::for_editors( $vitrine_message ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Notice escapes the message and builds its markup escaped.
	return;
}
$vitrine_id       = $vitrine_config['formId'];
$vitrine_endpoint = rest_url( 'vitrine/v1/' . $vitrine_kind );
$vitrine_steps    = ! $vitrine_signup && count( $vitrine_config['steps'] ) > 1 ? $vitrine_config['steps'] : array( '' );
// The notice of a post that came back without JavaScript (or of a confirm/unsubscribe link).
$vitrine_param = $vitrine_signup ? 'vitrine-subscribe' : 'vitrine-form';
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks one of the fixed notices.
$vitrine_back    = isset( $_GET[ $vitrine_param ] ) ? sanitize_key( wp_unslash( $_GET[ $vitrine_param ] ) ) : '';
$vitrine_notices = $vitrine_signup
	? array(
		'pending'      => $vitrine_config['successMessage'],
		'confirmed'    => __( 'Thank you: your subscription is confirmed.', 'vitrine' ),
		'unsubscribed' => __( 'You are unsubscribed. You will not receive the newsletter any more.', 'vitrine' ),
		'expired'      => __( 'This confirmation link has expired. Please sign up again to get a new one.', 'vitrine' ),
		'invalid'      => __( 'This link or sign-up is not valid. Please check your entries and try again.', 'vitrine' ),
		'error'        => __( 'The sign-up could not be completed. Please try again later.', 'vitrine' ),
	)
	: array(
		'sent'    => $vitrine_config['successMessage'],
		'invalid' => __( 'Some fields need attention. Please check your entries and send the form again.', 'vitrine' ),
		'error'   => __( 'The form could not be sent. Please try again later.', 'vitrine' ),
	);
$vitrine_notice  = $vitrine_notices[ $vitrine_back ] ?? '';
$vitrine_success = '' !== $vitrine_notice && in_array( $vitrine_back, array( 'sent', 'pending', 'confirmed', 'unsubscribed' ), true );
// The wrapper keeps the class each variation had as a block of its own (supports.className is off).
$vitrine_wrap  = get_block_wrapper_attributes(
	array(
		'class'         => $vitrine_signup ? 'vitrine-form vitrine-subscribe wp-block-vitrine-subscribe' : 'vitrine-form wp-block-vitrine-form',
		'id'            => $vitrine_id,
		'data-vitrine'  => $vitrine_kind,
		'data-settings' => wp_json_encode(
			array(
				'endpoint' => $vitrine_endpoint,
				'steps'    => count( $vitrine_steps ),
				// The script waits out the rest of the minimum fill time before sending (docs/forms.md).
				'minSeconds' => $vitrine_config['minSeconds'],
				'fields'   => Markup::settings( $vitrine_config['fields'] ),
			)
		),
	)
);
$vitrine_title = $vitrine_signup ? (string) ( $attributes['title'] ?? '' ) : '';
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a signed link; the POST it leads to checks the signature.
$vitrine_action = $vitrine_signup ? Subscriptions::pending_action( wp_unslash( $_GET ), $vitrine_id ) : null;
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php if ( '' !== $vitrine_title ) : ?>
	<h2 class="vitrine-subscribe__title"><?php echo esc_html( $vitrine_title ); ?></h2>
	<?php endif; ?>
	<div class="vitrine-form__summary" tabindex="-1" hidden>
		<p class="vitrine-form__summary-title"><?php esc_html_e( 'Please correct the following:', 'vitrine' ); ?></p>
		<ul></ul>
	</div>
	<p class="vitrine-form__status<?php echo $vitrine_success ? ' is-success' : ''; ?>" role="status" tabindex="-1"><?php echo esc_html( $vitrine_notice ); ?></p>
	<?php if ( $vitrine_action ) : ?>
	<form class="vitrine-subscribe__action" method="post" action="<?php echo esc_url( rest_url( 'vitrine/v1/subscribe/' . $vitrine_action['action'] ) ); ?>">
		<p><?php echo esc_html( 'confirm' === $vitrine_action['action'] ? __( 'One more step: confirm your subscription with the button below.', 'vitrine' ) : __( 'Do you want to stop receiving this newsletter?', 'vitrine' ) ); ?></p>
		<input type="hidden" name="id" value="<?php echo (int) $vitrine_action['id']; ?>">
		<input type="hidden" name="page" value="<?php echo (int) get_the_ID(); ?>">
		<input type="hidden" name="sig" value="<?php echo esc_attr( $vitrine_action['sig'] ); ?>">
		<?php if ( 'confirm' === $vitrine_action['action'] ) : ?>
		<input type="hidden" name="expires" value="<?php echo (int) $vitrine_action['expires']; ?>">
		<?php endif; ?>
		<button type="submit" class="wp-element-button"><?php echo esc_html( 'confirm' === $vitrine_action['action'] ? __( 'Confirm my subscription', 'vitrine' ) : __( 'Unsubscribe', 'vitrine' ) ); ?></button>
	</form>
	<?php else : ?>
	<form class="vitrine-form__form" method="post"<?php echo $vitrine_signup ? '' : ' enctype="multipart/form-data"'; ?> action="<?php echo esc_url( $vitrine_endpoint ); ?>">
		<input type="hidden" name="post_id" value="<?php echo (int) get_the_ID(); ?>">
		<input type="hidden" name="form_id" value="<?php echo esc_attr( $vitrine_id ); ?>">
		<input type="hidden" name="stamp" value="<?php echo esc_attr( Spam::stamp() ); ?>">
		<input type="hidden" name="redirect" value="<?php echo esc_url( get_permalink() ); ?>">
		<div class="vitrine-form__hp" aria-hidden="true">
			<label for="<?php echo esc_attr( $vitrine_id ); ?>-hp"><?php esc_html_e( 'Leave this field empty', 'vitrine' ); ?></label>
			<input type="text" id="<?php echo esc_attr( $vitrine_id ); ?>-hp" name="<?php echo esc_attr( Spam::HONEYPOT ); ?>" value="" tabindex="-1" autocomplete="off">
		</div>
		<?php if ( ! $vitrine_signup ) : ?>
		<p class="vitrine-form__legend"><?php esc_html_e( 'Fields marked * are required.', 'vitrine' ); ?></p>
		<?php endif; ?>
		<?php if ( count( $vitrine_steps ) > 1 ) : ?>
		<ol class="vitrine-form__progress" aria-label="<?php esc_attr_e( 'Form steps', 'vitrine' ); ?>">
			<?php foreach ( $vitrine_steps as $vitrine_i => $vitrine_step ) : ?>
			<li data-step="<?php echo (int) $vitrine_i; ?>"><?php echo esc_html( $vitrine_step ); ?></li>
			<?php endforeach; ?>
		</ol>
		<p class="vitrine-form__progress-text" aria-live="polite"></p>
		<?php endif; ?>
		<?php foreach ( $vitrine_steps as $vitrine_i => $vitrine_step ) : ?>
		<div class="vitrine-form__step" data-step="<?php echo (int) $vitrine_i; ?>"<?php echo '' !== $vitrine_step ? ' role="group" aria-labelledby="' . esc_attr( "$vitrine_id-step-$vitrine_i" ) . '"' : ''; ?>>
			<?php if ( '' !== $vitrine_step ) : ?>
			<h3 class="vitrine-form__step-title" id="<?php echo esc_attr( "$vitrine_id-step-$vitrine_i" ); ?>" tabindex="-1"><?php echo esc_html( $vitrine_step ); ?></h3>
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
	<?php endif; ?>
</div>

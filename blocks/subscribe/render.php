<?php
/**
 * Server output of the subscribe widget: a sign-up form (address, optional first name, the owner's
 * consent text as a required checkbox) that posts to vitrine/v1/subscribe and works without
 * JavaScript; the form widget's handler adds accessible validation and sending without a reload.
 * The mailed confirm and unsubscribe links lead here and show a button that POSTs the signed request
 * (mail scanners open links, they do not press buttons); its answer comes back here with a notice
 * (?vitrine-subscribe=...).
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Forms\Markup;
use Vitrine\Forms\Spam;
use Vitrine\Forms\Subscriptions;

defined( 'ABSPATH' ) || exit;

$vitrine_config = Subscriptions::normalize( $attributes );
if ( '' === $vitrine_config['formId'] ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'This sign-up form has no id yet: open it in the editor and save the page.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_id = $vitrine_config['formId'];
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks one of the fixed notices.
$vitrine_back   = isset( $_GET['vitrine-subscribe'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-subscribe'] ) ) : '';
$vitrine_notice = array(
	'pending'      => $vitrine_config['successMessage'],
	'confirmed'    => __( 'Thank you: your subscription is confirmed.', 'vitrine' ),
	'unsubscribed' => __( 'You are unsubscribed. You will not receive the newsletter any more.', 'vitrine' ),
	'expired'      => __( 'This confirmation link has expired. Please sign up again to get a new one.', 'vitrine' ),
	'invalid'      => __( 'This link or sign-up is not valid. Please check your entries and try again.', 'vitrine' ),
	'error'        => __( 'The sign-up could not be completed. Please try again later.', 'vitrine' ),
)[ $vitrine_back ] ?? '';
$vitrine_wrap   = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-form vitrine-subscribe',
		'id'            => $vitrine_id,
		'data-vitrine'  => 'subscribe',
		'data-settings' => wp_json_encode(
			array(
				'endpoint' => rest_url( 'vitrine/v1/subscribe' ),
				'steps'    => 1,
				// The script waits out the rest of the minimum fill time before sending (docs/forms.md).
				'minSeconds' => $vitrine_config['minSeconds'],
				'fields'   => array_map( static fn( $f ) => array_intersect_key( $f, array_flip( array( 'name', 'type', 'label', 'required', 'pattern', 'min', 'max', 'step' ) ) ), $vitrine_config['fields'] ),
			)
		),
	)
);
$vitrine_title  = (string) ( $attributes['title'] ?? '' );
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a signed link; the POST it leads to checks the signature.
$vitrine_action = Subscriptions::pending_action( wp_unslash( $_GET ), $vitrine_id );
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php if ( '' !== $vitrine_title ) : ?>
	<h2 class="vitrine-subscribe__title"><?php echo esc_html( $vitrine_title ); ?></h2>
	<?php endif; ?>
	<div class="vitrine-form__summary" tabindex="-1" hidden>
		<p class="vitrine-form__summary-title"><?php esc_html_e( 'Please correct the following:', 'vitrine' ); ?></p>
		<ul></ul>
	</div>
	<p class="vitrine-form__status<?php echo in_array( $vitrine_back, array( 'pending', 'confirmed', 'unsubscribed' ), true ) ? ' is-success' : ''; ?>" role="status" tabindex="-1"><?php echo esc_html( $vitrine_notice ); ?></p>
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
	<form class="vitrine-form__form" method="post" action="<?php echo esc_url( rest_url( 'vitrine/v1/subscribe' ) ); ?>">
		<input type="hidden" name="post_id" value="<?php echo (int) get_the_ID(); ?>">
		<input type="hidden" name="form_id" value="<?php echo esc_attr( $vitrine_id ); ?>">
		<input type="hidden" name="stamp" value="<?php echo esc_attr( Spam::stamp() ); ?>">
		<input type="hidden" name="redirect" value="<?php echo esc_url( get_permalink() ); ?>">
		<div class="vitrine-form__hp" aria-hidden="true">
			<label for="<?php echo esc_attr( $vitrine_id ); ?>-hp"><?php esc_html_e( 'Leave this field empty', 'vitrine' ); ?></label>
			<input type="text" id="<?php echo esc_attr( $vitrine_id ); ?>-hp" name="<?php echo esc_attr( Spam::HONEYPOT ); ?>" value="" tabindex="-1" autocomplete="off">
		</div>
		<div class="vitrine-form__step" data-step="0">
			<?php
			foreach ( $vitrine_config['fields'] as $vitrine_field ) {
				echo Markup::field( $vitrine_field, $vitrine_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Markup.
			}
			?>
		</div>
		<div class="vitrine-form__actions">
			<button type="submit" class="vitrine-form__submit wp-element-button"><?php echo esc_html( $vitrine_config['buttonLabel'] ); ?></button>
		</div>
	</form>
	<?php endif; ?>
</div>

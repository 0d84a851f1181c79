<?php
/**
 * Server output of a payment button. PayPal: a standard "Buy now" form post to PayPal with the
 * owner's business email, the item, amount and currency (no SDK, no script). Stripe: a form post to
 * vitrine/v1/stripe-session naming this saved button (the server creates the Checkout Session from the
 * saved price with the secret key); the handler sends it with fetch and shows failures in place.
 * Without settings the visitor sees a plain "not available" message and the owner an admin notice.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Shop\PaymentBlock;
use Vitrine\Shop\PaymentProblems;
use Vitrine\Shop\PaymentSettings;
use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

$vitrine_item = PaymentBlock::item( $attributes );
if ( ! $vitrine_item ) {
	echo Notice::for_editors( __( 'Payment button: enter an item name, a price above zero and a three-letter currency. Visitors see nothing until then.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_stripe    = 'stripe' === $vitrine_item['provider'];
$vitrine_button_id = preg_match( '/^[a-z0-9-]{1,64}$/', (string) ( $attributes['buttonId'] ?? '' ) ) ? (string) $attributes['buttonId'] : '';
$vitrine_label     = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
$vitrine_label     = '' !== $vitrine_label ? $vitrine_label : ( $vitrine_stripe ? __( 'Pay with card', 'vitrine' ) : __( 'Buy now with PayPal', 'vitrine' ) );
$vitrine_settings  = PaymentSettings::all();
// The owner's notice is recorded when the post is saved (PaymentProblems::record_for_post): a
// visitor's page view never writes (docs/caching.md).
$vitrine_problem = PaymentProblems::missing_settings( $vitrine_item['provider'], $vitrine_button_id );
// Back from Stripe, or from a form post that could not reach it (only for this button).
$vitrine_return   = isset( $_GET['vitrine-button'], $_GET['vitrine-payment'] ) && $vitrine_button_id === sanitize_key( wp_unslash( $_GET['vitrine-button'] ) ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only.
	? sanitize_key( wp_unslash( $_GET['vitrine-payment'] ) ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	: '';
$vitrine_messages = array(
	'unavailable' => __( 'Card payment is not available at the moment. Please try again later or contact us.', 'vitrine' ),
	'done'        => __( 'Thank you! Your payment was received.', 'vitrine' ),
	'cancelled'   => __( 'The payment was cancelled. You have not been charged.', 'vitrine' ),
);
$vitrine_wrap     = get_block_wrapper_attributes(
	array_filter(
		array(
			'class'         => 'vitrine-payment is-' . $vitrine_item['provider'],
			'id'            => $vitrine_button_id,
			'data-vitrine'  => $vitrine_stripe && '' === $vitrine_problem ? 'payment-buttons' : null,
			'data-settings' => $vitrine_stripe && '' === $vitrine_problem ? wp_json_encode( array( 'unavailable' => $vitrine_messages['unavailable'] ) ) : null,
		)
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo '' !== $vitrine_problem ? Notice::for_editors( $vitrine_problem . ' ' . __( 'Vitrine → Payments.', 'vitrine' ) ) : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<p class="vitrine-payment__item"><span class="vitrine-payment__name"><?php echo esc_html( $vitrine_item['item'] ); ?></span> <span class="vitrine-payment__price"><?php echo esc_html( $vitrine_item['amount'] . ' ' . $vitrine_item['currency'] ); ?></span></p>
	<?php if ( '' !== $vitrine_problem ) : ?>
		<p class="vitrine-payment__status is-error" role="status"><?php echo esc_html( $vitrine_stripe ? $vitrine_messages['unavailable'] : __( 'Online payment is not available at the moment. Please contact us to complete your purchase.', 'vitrine' ) ); ?></p>
	<?php elseif ( $vitrine_stripe ) : ?>
		<form class="vitrine-payment__form" method="post" action="<?php echo esc_url( rest_url( 'vitrine/v1/stripe-session' ) ); ?>">
			<input type="hidden" name="post_id" value="<?php echo esc_attr( (string) get_the_ID() ); ?>" />
			<input type="hidden" name="button_id" value="<?php echo esc_attr( $vitrine_button_id ); ?>" />
			<input type="hidden" name="redirect" value="1" />
			<button class="vitrine-payment__button is-stripe wp-element-button" type="submit"><?php echo esc_html( $vitrine_label ); ?></button>
		</form>
		<p class="vitrine-payment__status<?php echo 'unavailable' === $vitrine_return ? ' is-error' : ''; ?>" role="status"><?php echo esc_html( $vitrine_messages[ $vitrine_return ] ?? '' ); ?></p>
	<?php else : ?>
		<form class="vitrine-payment__form" method="post" action="<?php echo esc_url( $vitrine_settings['paypal_sandbox'] ? 'https://www.sandbox.paypal.com/cgi-bin/webscr' : 'https://www.paypal.com/cgi-bin/webscr' ); ?>">
			<input type="hidden" name="cmd" value="_xclick" />
			<input type="hidden" name="business" value="<?php echo esc_attr( $vitrine_settings['paypal_email'] ); ?>" />
			<input type="hidden" name="item_name" value="<?php echo esc_attr( $vitrine_item['item'] ); ?>" />
			<input type="hidden" name="amount" value="<?php echo esc_attr( $vitrine_item['amount'] ); ?>" />
			<input type="hidden" name="currency_code" value="<?php echo esc_attr( $vitrine_item['currency'] ); ?>" />
			<input type="hidden" name="charset" value="utf-8" />
			<input type="hidden" name="return" value="<?php echo esc_url( add_query_arg( array( 'vitrine-button' => $vitrine_button_id, 'vitrine-payment' => 'done' ), (string) get_permalink() ) ); ?>" />
			<input type="hidden" name="cancel_return" value="<?php echo esc_url( add_query_arg( array( 'vitrine-button' => $vitrine_button_id, 'vitrine-payment' => 'cancelled' ), (string) get_permalink() ) ); ?>" />
			<button class="vitrine-payment__button is-paypal wp-element-button" type="submit"><?php echo esc_html( $vitrine_label ); ?></button>
		</form>
		<p class="vitrine-payment__status" role="status"><?php echo esc_html( in_array( $vitrine_return, array( 'done', 'cancelled' ), true ) ? $vitrine_messages[ $vitrine_return ] : '' ); ?></p>
	<?php endif; ?>
</div>

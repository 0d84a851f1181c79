<?php
/**
 * Server output of the checkout widget: the form (contact and billing address, an optional different
 * shipping address, shipping and payment method groups, order note, summary). The page holds no cart
 * and no customer data (it stays cacheable); the handler fills the summary and the method choices
 * from the Store API cart and places the order with POST /checkout. Before the handler runs, a link
 * to the store's own checkout page is what works. Back from a placed order (?order-received=ID) the
 * widget thanks the buyer instead.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Shop\Shop;

defined( 'ABSPATH' ) || exit;

if ( ! Shop::active() ) {
	echo Shop::inactive_notice(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_uid       = wp_unique_id( 'vitrine-checkout-' );
$vitrine_countries = Shop::countries();
$vitrine_received  = isset( $_GET['order-received'] ) ? absint( $_GET['order-received'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only.
$vitrine_button    = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
$vitrine_button    = '' !== $vitrine_button ? $vitrine_button : __( 'Place order', 'vitrine' );
$vitrine_wrap      = get_block_wrapper_attributes(
	array_filter(
		array(
		'class'         => 'vitrine-checkout',
		'data-vitrine'  => $vitrine_received ? null : 'checkout',
		'data-settings' => $vitrine_received ? null : wp_json_encode(
			array(
				'storeApi'       => Shop::store_api(),
				'paymentTitles'  => Shop::payment_titles(),
				'required'       => __( 'This field is required.', 'vitrine' ),
				'email'          => __( 'Enter a valid email address.', 'vitrine' ),
				'fix'            => __( 'Please correct the marked fields.', 'vitrine' ),
				'noRates'        => __( 'No shipping method is available for this address.', 'vitrine' ),
				'needAddress'    => __( 'Enter your address to see the shipping methods.', 'vitrine' ),
				'chooseRate'     => __( 'Choose a shipping method.', 'vitrine' ),
				'choosePayment'  => __( 'Choose a payment method.', 'vitrine' ),
				'placing'        => __( 'Placing your order…', 'vitrine' ),
				/* translators: %d: order number. */
				'placed'         => __( 'Thank you. Your order #%d has been received.', 'vitrine' ),
				'failed'         => __( 'The order could not be placed. Please try again.', 'vitrine' ),
				'empty'          => __( 'Your cart is empty, so there is nothing to check out.', 'vitrine' ),
				/* translators: 1: quantity, 2: product name. */
				'line'           => __( '%1$d × %2$s', 'vitrine' ),
			)
		),
		)
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
<?php if ( $vitrine_received ) : ?>
	<p class="vitrine-checkout__received" role="status">
		<?php /* translators: %d: order number. */ echo esc_html( sprintf( __( 'Thank you. Your order #%d has been received.', 'vitrine' ), $vitrine_received ) ); ?>
	</p>
<?php else : ?>
	<p class="vitrine-checkout__status" role="status"><a href="<?php echo esc_url( Shop::checkout_url() ); ?>"><?php esc_html_e( 'Go to the checkout page', 'vitrine' ); ?></a></p>
	<div class="vitrine-checkout__alert" role="alert"></div>
	<form class="vitrine-checkout__form" novalidate hidden>
		<div class="vitrine-checkout__main">
			<fieldset class="vitrine-checkout__group" data-group="billing" aria-describedby="<?php echo esc_attr( $vitrine_uid ); ?>-billing-error">
				<legend><?php esc_html_e( 'Billing details', 'vitrine' ); ?></legend>
				<p class="vitrine-checkout__group-error" id="<?php echo esc_attr( $vitrine_uid ); ?>-billing-error"></p>
				<?php
				$vitrine_group = 'billing';
				require __DIR__ . '/fields.php';
				?>
			</fieldset>
			<p class="vitrine-checkout__toggle">
				<label><input type="checkbox" name="ship_elsewhere" /> <?php esc_html_e( 'Ship to a different address', 'vitrine' ); ?></label>
			</p>
			<fieldset class="vitrine-checkout__group" data-group="shipping" aria-describedby="<?php echo esc_attr( $vitrine_uid ); ?>-shipping-error" hidden disabled>
				<legend><?php esc_html_e( 'Shipping address', 'vitrine' ); ?></legend>
				<p class="vitrine-checkout__group-error" id="<?php echo esc_attr( $vitrine_uid ); ?>-shipping-error"></p>
				<?php
				$vitrine_group = 'shipping';
				require __DIR__ . '/fields.php';
				?>
			</fieldset>
			<fieldset class="vitrine-checkout__group vitrine-checkout__rates" data-group="rates" aria-describedby="<?php echo esc_attr( $vitrine_uid ); ?>-rates-error">
				<legend><?php esc_html_e( 'Shipping method', 'vitrine' ); ?></legend>
				<div class="vitrine-checkout__choices"></div>
				<p class="vitrine-checkout__group-error" id="<?php echo esc_attr( $vitrine_uid ); ?>-rates-error"></p>
			</fieldset>
			<fieldset class="vitrine-checkout__group vitrine-checkout__payment" data-group="payment" aria-describedby="<?php echo esc_attr( $vitrine_uid ); ?>-payment-error">
				<legend><?php esc_html_e( 'Payment method', 'vitrine' ); ?></legend>
				<div class="vitrine-checkout__choices"></div>
				<p class="vitrine-checkout__group-error" id="<?php echo esc_attr( $vitrine_uid ); ?>-payment-error"></p>
			</fieldset>
			<?php if ( ! isset( $attributes['showNote'] ) || ! empty( $attributes['showNote'] ) ) : ?>
				<p class="vitrine-checkout__field">
					<label for="<?php echo esc_attr( $vitrine_uid ); ?>-note"><?php esc_html_e( 'Order note (optional)', 'vitrine' ); ?></label>
					<textarea id="<?php echo esc_attr( $vitrine_uid ); ?>-note" name="customer_note" rows="3" maxlength="2000"></textarea>
				</p>
			<?php endif; ?>
		</div>
		<section class="vitrine-checkout__summary" aria-labelledby="<?php echo esc_attr( $vitrine_uid ); ?>-summary">
			<h2 id="<?php echo esc_attr( $vitrine_uid ); ?>-summary"><?php esc_html_e( 'Your order', 'vitrine' ); ?></h2>
			<ul class="vitrine-checkout__lines"></ul>
			<dl class="vitrine-checkout__totals">
				<div data-total="subtotal"><dt><?php esc_html_e( 'Subtotal', 'vitrine' ); ?></dt><dd></dd></div>
				<div data-total="discount"><dt><?php esc_html_e( 'Discount', 'vitrine' ); ?></dt><dd></dd></div>
				<div data-total="shipping"><dt><?php esc_html_e( 'Shipping', 'vitrine' ); ?></dt><dd></dd></div>
				<div data-total="tax"><dt><?php esc_html_e( 'Tax', 'vitrine' ); ?></dt><dd></dd></div>
				<div data-total="total" class="is-grand"><dt><?php esc_html_e( 'Total', 'vitrine' ); ?></dt><dd></dd></div>
			</dl>
			<button class="vitrine-checkout__place wp-element-button" type="submit"><?php echo esc_html( $vitrine_button ); ?></button>
		</section>
	</form>
<?php endif; ?>
</div>

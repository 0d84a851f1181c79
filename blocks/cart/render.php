<?php
/**
 * Server output of the cart widget. The page holds no cart (it is the same for every visitor and can
 * be cached): it renders the frame, a link to the store's cart page that works without JavaScript,
 * and the texts; the handler reads the visitor's cart from the Store API and fills the frame.
 * Layout "mini" is a link with the item count and total that follows the page's shared cart state.
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
$vitrine_mini  = 'mini' === ( $attributes['layout'] ?? 'full' );
$vitrine_uid   = wp_unique_id( 'vitrine-cart-' );
$vitrine_title = trim( (string) ( $attributes['title'] ?? '' ) );
$vitrine_title = '' !== $vitrine_title ? $vitrine_title : __( 'Your cart', 'vitrine' );
$vitrine_wrap  = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-cart-widget' . ( $vitrine_mini ? ' is-mini' : '' ),
		'data-vitrine'  => 'cart',
		'data-settings' => wp_json_encode(
			array(
				'storeApi' => Shop::store_api(),
				'layout'   => $vitrine_mini ? 'mini' : 'full',
				'empty'    => __( 'Your cart is empty.', 'vitrine' ),
				'error'    => __( 'The cart could not be loaded. Please try again.', 'vitrine' ),
				/* translators: %d: number of items in the cart. */
				'items'    => __( 'Items: %d', 'vitrine' ),
				/* translators: %s: product name. */
				'quantity' => __( 'Quantity of %s', 'vitrine' ),
				/* translators: %s: product name. */
				'remove'   => __( 'Remove %s from the cart', 'vitrine' ),
				/* translators: 1: product name, 2: new quantity. */
				'updated'  => __( 'Quantity of %1$s changed to %2$d.', 'vitrine' ),
				/* translators: %s: product name. */
				'removed'  => __( '%s was removed from your cart.', 'vitrine' ),
				/* translators: %s: coupon code. */
				'applied'  => __( 'Coupon %s applied.', 'vitrine' ),
				/* translators: %s: coupon code. */
				'unapplied' => __( 'Coupon %s removed.', 'vitrine' ),
				/* translators: %s: coupon code. */
				'removeCoupon' => __( 'Remove coupon %s', 'vitrine' ),
				'failed'   => __( 'The cart could not be changed. Please try again.', 'vitrine' ),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
<?php if ( $vitrine_mini ) : ?>
	<a class="vitrine-cart-widget__mini" href="<?php echo esc_url( Shop::cart_url() ); ?>">
		<span class="vitrine-cart-widget__mini-title"><?php echo esc_html( $vitrine_title ); ?></span>
		<span class="vitrine-cart-widget__count"></span>
		<span class="vitrine-cart-widget__total"></span>
	</a>
<?php else : ?>
	<h2 class="vitrine-cart-widget__title" id="<?php echo esc_attr( $vitrine_uid ); ?>-title" tabindex="-1"><?php echo esc_html( $vitrine_title ); ?></h2>
	<p class="vitrine-cart-widget__status" role="status"><a href="<?php echo esc_url( Shop::cart_url() ); ?>"><?php esc_html_e( 'View your cart', 'vitrine' ); ?></a></p>
	<table class="vitrine-cart-widget__table" hidden>
		<caption class="screen-reader-text"><?php esc_html_e( 'Items in your cart', 'vitrine' ); ?></caption>
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Product', 'vitrine' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Price', 'vitrine' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Quantity', 'vitrine' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Total', 'vitrine' ); ?></th>
				<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Remove', 'vitrine' ); ?></span></th>
			</tr>
		</thead>
		<tbody></tbody>
	</table>
	<dl class="vitrine-cart-widget__totals" hidden>
		<div data-total="subtotal"><dt><?php esc_html_e( 'Subtotal', 'vitrine' ); ?></dt><dd></dd></div>
		<div data-total="discount"><dt><?php esc_html_e( 'Discount', 'vitrine' ); ?></dt><dd></dd></div>
		<div data-total="shipping"><dt><?php esc_html_e( 'Shipping', 'vitrine' ); ?></dt><dd></dd></div>
		<div data-total="tax"><dt><?php esc_html_e( 'Tax', 'vitrine' ); ?></dt><dd></dd></div>
		<div data-total="total" class="is-grand"><dt><?php esc_html_e( 'Total', 'vitrine' ); ?></dt><dd></dd></div>
	</dl>
	<?php if ( ! isset( $attributes['showCoupon'] ) || ! empty( $attributes['showCoupon'] ) ) : ?>
		<ul class="vitrine-cart-widget__coupons" hidden></ul>
		<form class="vitrine-cart-widget__coupon" hidden>
			<label for="<?php echo esc_attr( $vitrine_uid ); ?>-coupon"><?php esc_html_e( 'Coupon code', 'vitrine' ); ?></label>
			<input id="<?php echo esc_attr( $vitrine_uid ); ?>-coupon" name="coupon" type="text" autocomplete="off" required />
			<button class="wp-element-button" type="submit"><?php esc_html_e( 'Apply coupon', 'vitrine' ); ?></button>
		</form>
	<?php endif; ?>
	<?php if ( ! isset( $attributes['showCheckout'] ) || ! empty( $attributes['showCheckout'] ) ) : ?>
		<a class="vitrine-cart-widget__checkout wp-element-button" href="<?php echo esc_url( Shop::checkout_url() ); ?>" hidden><?php esc_html_e( 'Proceed to checkout', 'vitrine' ); ?></a>
	<?php endif; ?>
<?php endif; ?>
</div>

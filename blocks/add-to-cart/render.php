<?php
/**
 * Server output of the add-to-cart widget: the product's name and price from WooCommerce's Store API
 * (read inside this request), one select per variation attribute, the quantity and the button. It is
 * WooCommerce's own add-to-cart form (add-to-cart, quantity, attribute_* fields posted to the product
 * page), so it works before or without the handler; the handler adds through the Store API instead,
 * without a reload, and announces the result.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Shop\Shop;
use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

if ( ! Shop::active() ) {
	echo Shop::inactive_notice(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_id      = absint( $attributes['productId'] ?? 0 );
$vitrine_product = $vitrine_id ? Shop::store_get( "products/$vitrine_id" ) : null;
if ( ! $vitrine_product || empty( $vitrine_product['is_purchasable'] ) ) {
	echo Notice::for_editors( __( 'Add to cart: choose a WooCommerce product that can be bought (product ID in the block settings).', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_uid    = wp_unique_id( 'vitrine-add-to-cart-' );
$vitrine_prices = (array) ( $vitrine_product['prices'] ?? array() );
$vitrine_range  = $vitrine_prices['price_range'] ?? null;
$vitrine_price  = is_array( $vitrine_range ) && $vitrine_range['min_amount'] !== $vitrine_range['max_amount']
	/* translators: 1: lowest price, 2: highest price. */
	? sprintf( __( '%1$s – %2$s', 'vitrine' ), Shop::format_price( $vitrine_range['min_amount'], $vitrine_prices ), Shop::format_price( $vitrine_range['max_amount'], $vitrine_prices ) )
	: Shop::format_price( $vitrine_prices['price'] ?? 0, $vitrine_prices );
$vitrine_limits  = (array) ( $vitrine_product['add_to_cart'] ?? array() );
$vitrine_max     = max( 1, (int) ( $vitrine_limits['maximum'] ?? 99 ) );
$vitrine_choices = array_values( array_filter( (array) ( $vitrine_product['attributes'] ?? array() ), static fn( $a ) => is_array( $a ) && ! empty( $a['has_variations'] ) ) );
$vitrine_button  = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
$vitrine_button  = '' !== $vitrine_button ? $vitrine_button : __( 'Add to cart', 'vitrine' );
$vitrine_name    = wp_strip_all_tags( html_entity_decode( (string) ( $vitrine_product['name'] ?? '' ), ENT_QUOTES, 'UTF-8' ) );
$vitrine_wrap    = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-add-to-cart',
		'data-vitrine'  => 'add-to-cart',
		'data-settings' => wp_json_encode(
			array(
				'storeApi'   => Shop::store_api(),
				'productId'  => $vitrine_id,
				'name'       => $vitrine_name,
				'variations' => array_values( (array) ( $vitrine_product['variations'] ?? array() ) ),
				'cartUrl'    => Shop::cart_url(),
				/* translators: 1: quantity, 2: product name (with its options). */
				'added'      => __( '%1$d × %2$s added to your cart.', 'vitrine' ),
				/* translators: %s: names of the options still to choose, e.g. "Size, Colour". */
				'choose'     => __( 'Please choose an option for each of: %s.', 'vitrine' ),
				'unavailable' => __( 'This combination is not available. Please choose other options.', 'vitrine' ),
				'failed'     => __( 'The product could not be added to your cart. Please try again.', 'vitrine' ),
				'viewCart'   => __( 'View cart', 'vitrine' ),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<form class="vitrine-add-to-cart__form" method="post" action="<?php echo esc_url( (string) ( $vitrine_product['permalink'] ?? '' ) ); ?>" aria-labelledby="<?php echo esc_attr( $vitrine_uid ); ?>-name">
		<?php if ( ! empty( $attributes['showName'] ) || ! isset( $attributes['showName'] ) ) : ?>
			<p class="vitrine-add-to-cart__name" id="<?php echo esc_attr( $vitrine_uid ); ?>-name"><?php echo esc_html( $vitrine_name ); ?></p>
		<?php else : ?>
			<span class="screen-reader-text" id="<?php echo esc_attr( $vitrine_uid ); ?>-name"><?php echo esc_html( $vitrine_name ); ?></span>
		<?php endif; ?>
		<?php if ( ! isset( $attributes['showPrice'] ) || ! empty( $attributes['showPrice'] ) ) : ?>
			<p class="vitrine-add-to-cart__price"><?php echo esc_html( $vitrine_price ); ?></p>
		<?php endif; ?>
		<?php foreach ( $vitrine_choices as $vitrine_i => $vitrine_attribute ) : ?>
			<?php $vitrine_field = $vitrine_uid . '-attr-' . $vitrine_i; ?>
			<p class="vitrine-add-to-cart__field">
				<label for="<?php echo esc_attr( $vitrine_field ); ?>"><?php echo esc_html( (string) $vitrine_attribute['name'] ); ?></label>
				<select id="<?php echo esc_attr( $vitrine_field ); ?>" name="attribute_<?php echo esc_attr( sanitize_title( (string) ( $vitrine_attribute['taxonomy'] ?? '' ) ?: (string) $vitrine_attribute['name'] ) ); ?>" data-attribute="<?php echo esc_attr( (string) ( $vitrine_attribute['taxonomy'] ?? '' ) ?: (string) $vitrine_attribute['name'] ); ?>" data-label="<?php echo esc_attr( (string) $vitrine_attribute['name'] ); ?>" required>
					<option value=""><?php esc_html_e( 'Choose an option', 'vitrine' ); ?></option>
					<?php foreach ( (array) ( $vitrine_attribute['terms'] ?? array() ) as $vitrine_term ) : ?>
						<option value="<?php echo esc_attr( (string) ( $vitrine_term['slug'] ?? '' ) ); ?>"><?php echo esc_html( (string) ( $vitrine_term['name'] ?? '' ) ); ?></option>
					<?php endforeach; ?>
				</select>
			</p>
		<?php endforeach; ?>
		<div class="vitrine-add-to-cart__row">
			<?php if ( ! isset( $attributes['showQuantity'] ) || ! empty( $attributes['showQuantity'] ) ) : ?>
				<label class="vitrine-add-to-cart__quantity">
					<span><?php esc_html_e( 'Quantity', 'vitrine' ); ?></span>
					<input type="number" name="quantity" value="1" min="1" max="<?php echo esc_attr( (string) $vitrine_max ); ?>" step="1" inputmode="numeric" required />
				</label>
			<?php else : ?>
				<input type="hidden" name="quantity" value="1" />
			<?php endif; ?>
			<button class="vitrine-add-to-cart__button wp-element-button" type="submit" name="add-to-cart" value="<?php echo esc_attr( (string) $vitrine_id ); ?>"><?php echo esc_html( $vitrine_button ); ?></button>
		</div>
		<p class="vitrine-add-to-cart__status" role="status"></p>
	</form>
</div>

<?php
/**
 * Server output of the account widget. Visitors get a login form that posts to WordPress's own login
 * (wp-login.php, back to this page), with the lost-password and registration links. A logged-in
 * customer gets a greeting, recent orders and the saved addresses, with links to WooCommerce's My
 * Account pages for everything else (order details, editing addresses, account details, downloads,
 * saved payment methods), which the Store API does not offer.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Shop\Account;
use Vitrine\Shop\Shop;

defined( 'ABSPATH' ) || exit;

if ( ! Shop::active() ) {
	echo Shop::inactive_notice(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_uid  = wp_unique_id( 'vitrine-account-' );
$vitrine_here = (string) get_permalink();
$vitrine_user = wp_get_current_user();
$vitrine_wrap = get_block_wrapper_attributes( array( 'class' => 'vitrine-account' ) );
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
<?php if ( ! $vitrine_user->exists() ) : ?>
	<form class="vitrine-account__login" method="post" action="<?php echo esc_url( site_url( 'wp-login.php', 'login_post' ) ); ?>" aria-labelledby="<?php echo esc_attr( $vitrine_uid ); ?>-title">
		<h2 id="<?php echo esc_attr( $vitrine_uid ); ?>-title"><?php esc_html_e( 'Log in to your account', 'vitrine' ); ?></h2>
		<p class="vitrine-account__field">
			<label for="<?php echo esc_attr( $vitrine_uid ); ?>-user"><?php esc_html_e( 'Username or email address', 'vitrine' ); ?></label>
			<input id="<?php echo esc_attr( $vitrine_uid ); ?>-user" type="text" name="log" autocomplete="username" autocapitalize="off" required />
		</p>
		<p class="vitrine-account__field">
			<label for="<?php echo esc_attr( $vitrine_uid ); ?>-pass"><?php esc_html_e( 'Password', 'vitrine' ); ?></label>
			<input id="<?php echo esc_attr( $vitrine_uid ); ?>-pass" type="password" name="pwd" autocomplete="current-password" required />
		</p>
		<p class="vitrine-account__remember"><label><input type="checkbox" name="rememberme" value="forever" /> <?php esc_html_e( 'Remember me', 'vitrine' ); ?></label></p>
		<input type="hidden" name="redirect_to" value="<?php echo esc_url( $vitrine_here ); ?>" />
		<p><button class="wp-element-button" type="submit"><?php esc_html_e( 'Log in', 'vitrine' ); ?></button></p>
		<p class="vitrine-account__links">
			<a href="<?php echo esc_url( wp_lostpassword_url( $vitrine_here ) ); ?>"><?php esc_html_e( 'Lost your password?', 'vitrine' ); ?></a>
			<?php if ( get_option( 'users_can_register' ) ) : ?>
				· <a href="<?php echo esc_url( wp_registration_url() ); ?>"><?php esc_html_e( 'Create an account', 'vitrine' ); ?></a>
			<?php endif; ?>
		</p>
	</form>
<?php else : ?>
	<p class="vitrine-account__hello">
		<?php /* translators: %s: the customer's display name. */ echo esc_html( sprintf( __( 'Hello, %s.', 'vitrine' ), $vitrine_user->display_name ) ); ?>
		<a href="<?php echo esc_url( wp_logout_url( $vitrine_here ) ); ?>"><?php esc_html_e( 'Log out', 'vitrine' ); ?></a>
	</p>
	<?php if ( ! isset( $attributes['showOrders'] ) || ! empty( $attributes['showOrders'] ) ) : ?>
		<?php $vitrine_orders = Account::orders( $vitrine_user->ID, max( 1, min( 20, (int) ( $attributes['ordersCount'] ?? 5 ) ) ) ); ?>
		<section class="vitrine-account__orders" aria-labelledby="<?php echo esc_attr( $vitrine_uid ); ?>-orders">
			<h2 id="<?php echo esc_attr( $vitrine_uid ); ?>-orders"><?php esc_html_e( 'Recent orders', 'vitrine' ); ?></h2>
			<?php if ( ! $vitrine_orders ) : ?>
				<p><?php esc_html_e( 'You have not placed an order yet.', 'vitrine' ); ?></p>
			<?php else : ?>
				<table>
					<thead>
						<tr>
							<th scope="col"><?php esc_html_e( 'Order', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Date', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Status', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Total', 'vitrine' ); ?></th>
						</tr>
					</thead>
					<tbody>
						<?php foreach ( $vitrine_orders as $vitrine_order ) : ?>
							<tr>
								<th scope="row"><a href="<?php echo esc_url( (string) ( $vitrine_order['url'] ?? '' ) ); ?>"><?php echo esc_html( '#' . absint( $vitrine_order['id'] ?? 0 ) ); ?></a></th>
								<td><?php echo esc_html( (string) wp_date( get_option( 'date_format' ), (int) strtotime( (string) ( $vitrine_order['date'] ?? '' ) ) ) ); ?></td>
								<td><?php echo esc_html( ucwords( str_replace( '-', ' ', (string) ( $vitrine_order['status'] ?? '' ) ) ) ); ?></td>
								<td><?php echo esc_html( Account::total( $vitrine_order ) ); ?></td>
							</tr>
						<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>
			<p><a href="<?php echo esc_url( Account::url( 'orders' ) ); ?>"><?php esc_html_e( 'All orders', 'vitrine' ); ?></a></p>
		</section>
	<?php endif; ?>
	<?php if ( ! isset( $attributes['showAddresses'] ) || ! empty( $attributes['showAddresses'] ) ) : ?>
		<section class="vitrine-account__addresses" aria-labelledby="<?php echo esc_attr( $vitrine_uid ); ?>-addresses">
			<h2 id="<?php echo esc_attr( $vitrine_uid ); ?>-addresses"><?php esc_html_e( 'Addresses', 'vitrine' ); ?></h2>
			<?php foreach ( array( 'billing' => __( 'Billing address', 'vitrine' ), 'shipping' => __( 'Shipping address', 'vitrine' ) ) as $vitrine_type => $vitrine_title ) : ?>
				<?php $vitrine_lines = Account::address( $vitrine_user->ID, $vitrine_type ); ?>
				<div class="vitrine-account__address">
					<h3><?php echo esc_html( $vitrine_title ); ?></h3>
					<address><?php echo $vitrine_lines ? implode( '<br />', array_map( 'esc_html', $vitrine_lines ) ) : esc_html__( 'Not set yet.', 'vitrine' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each line escaped. ?></address>
				</div>
			<?php endforeach; ?>
			<p><a href="<?php echo esc_url( Account::url( 'edit-address' ) ); ?>"><?php esc_html_e( 'Edit addresses', 'vitrine' ); ?></a> · <a href="<?php echo esc_url( Account::url( 'edit-account' ) ); ?>"><?php esc_html_e( 'Account details', 'vitrine' ); ?></a> · <a href="<?php echo esc_url( Account::url( 'downloads' ) ); ?>"><?php esc_html_e( 'Downloads', 'vitrine' ); ?></a></p>
		</section>
	<?php endif; ?>
<?php endif; ?>
</div>

<?php
/**
 * Vitrine → Payments: where owners enter the PayPal business email and the Stripe keys. The secret
 * key field is write-only (a saved key shows as its last four characters; blank keeps it).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class SettingsPage {
	public const SLUG = 'vitrine-payments';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'update_option_' . PaymentSettings::OPTION, static fn() => PaymentProblems::clear() );
		add_action( 'add_option_' . PaymentSettings::OPTION, static fn() => PaymentProblems::clear() );
	}

	public function add_page(): void {
		add_submenu_page( \Vitrine\Admin\Menu::SLUG, __( 'Payment buttons', 'vitrine' ), __( 'Payment buttons', 'vitrine' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	public function register_setting(): void {
		register_setting(
			self::SLUG,
			PaymentSettings::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => static fn( $input ) => PaymentSettings::sanitize( is_array( $input ) ? $input : array(), PaymentSettings::all() ),
				'show_in_rest'      => false,
			)
		);
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = PaymentSettings::all();
		$name     = static fn( string $key ): string => PaymentSettings::OPTION . "[$key]";
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Payment buttons', 'vitrine' ); ?></h1>
			<?php
			// WordPress prints "Settings saved." by itself only under Settings; this page is in the Vitrine menu.
			settings_errors();
			?>
			<p><?php esc_html_e( 'The PayPal and Stripe buttons of the Payment Buttons block use these settings. Prices always come from the saved block, never from the visitor’s browser.', 'vitrine' ); ?></p>
			<form method="post" action="options.php">
				<?php settings_fields( self::SLUG ); ?>
				<h2><?php esc_html_e( 'PayPal', 'vitrine' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="vitrine-paypal-email"><?php esc_html_e( 'PayPal business email', 'vitrine' ); ?></label></th>
						<td><input id="vitrine-paypal-email" class="regular-text" type="email" name="<?php echo esc_attr( $name( 'paypal_email' ) ); ?>" value="<?php echo esc_attr( $settings['paypal_email'] ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Sandbox', 'vitrine' ); ?></th>
						<td><label><input type="checkbox" name="<?php echo esc_attr( $name( 'paypal_sandbox' ) ); ?>" value="1" <?php checked( $settings['paypal_sandbox'] ); ?> /> <?php esc_html_e( 'Send buyers to PayPal’s sandbox (for testing)', 'vitrine' ); ?></label></td>
					</tr>
				</table>
				<h2><?php esc_html_e( 'Stripe Checkout', 'vitrine' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="vitrine-stripe-public"><?php esc_html_e( 'Publishable key', 'vitrine' ); ?></label></th>
						<td><input id="vitrine-stripe-public" class="regular-text code" type="text" name="<?php echo esc_attr( $name( 'stripe_publishable_key' ) ); ?>" value="<?php echo esc_attr( $settings['stripe_publishable_key'] ); ?>" placeholder="pk_live_…" autocomplete="off" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="vitrine-stripe-secret"><?php esc_html_e( 'Secret key', 'vitrine' ); ?></label></th>
						<td>
							<input id="vitrine-stripe-secret" class="regular-text code" type="password" name="<?php echo esc_attr( $name( 'stripe_secret_key' ) ); ?>" value="" placeholder="sk_live_…" autocomplete="new-password" aria-describedby="vitrine-stripe-secret-help" />
							<p class="description" id="vitrine-stripe-secret-help">
								<?php
								echo esc_html(
									'' === $settings['stripe_secret_key']
										? __( 'No secret key is saved. Find it in your Stripe dashboard under Developers → API keys.', 'vitrine' )
										/* translators: %s: the last characters of the saved key. */
										: sprintf( __( 'A secret key ending in %s is saved. Leave the field blank to keep it. It is never sent to visitors’ browsers.', 'vitrine' ), PaymentSettings::masked( $settings['stripe_secret_key'] ) )
								);
								?>
							</p>
							<?php if ( '' !== $settings['stripe_secret_key'] ) : ?>
								<label><input type="checkbox" name="<?php echo esc_attr( $name( 'stripe_secret_clear' ) ); ?>" value="1" /> <?php esc_html_e( 'Remove the saved secret key', 'vitrine' ); ?></label>
							<?php endif; ?>
						</td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}

<?php
/**
 * The shop widgets and payment buttons on the server: nothing for visitors without WooCommerce, the
 * Stripe session route (validation, saved prices, missing keys, unreachable Stripe, success through
 * pre_http_request), the PayPal form, the payment settings and the owner's notice.
 */

namespace Vitrine\Tests;

use Vitrine\Shop\PaymentProblems;
use Vitrine\Shop\PaymentSettings;

final class ShopTest extends TestCase {
	/** @var array<int, array{url: string, args: array}> Requests that reached the HTTP layer. */
	private array $requests = array();

	protected function setUp(): void {
		parent::setUp();
		$this->requests = array();
		delete_option( PaymentProblems::OPTION );
	}

	protected function tearDown(): void {
		kses_init_filters(); // Back as for a request without a user (stripe_post() removed them).
		remove_all_filters( 'pre_http_request' );
		remove_all_filters( 'vitrine_stripe_api_base' );
		remove_filter( 'vitrine_woocommerce_active', '__return_false', 99 );
		parent::tearDown();
	}

	private function stripe_post( string $amount = '79.00', string $currency = 'USD' ): int {
		kses_remove_filters(); // As an owner who may save any markup; the test runs without a user.
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Pay',
				'post_content' => '<!-- wp:group --><div class="wp-block-group"><!-- wp:vitrine/payment-buttons {"provider":"stripe","itemName":"Course <b>one</b>","amount":"' . $amount . '","currency":"' . $currency . '","buttonId":"pay-1"} /--></div><!-- /wp:group -->',
			)
		);
	}

	/** Answers Stripe's API with $reply (an array: code and body, or a WP_Error) and records the request. */
	private function fake_stripe( array|\WP_Error $reply ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, array $args, string $url ) use ( $reply ) {
				$this->requests[] = array( 'url' => $url, 'args' => $args );
				return is_wp_error( $reply ) ? $reply : array(
					'headers'  => array(),
					'body'     => wp_json_encode( $reply['body'] ),
					'response' => array( 'code' => $reply['code'], 'message' => '' ),
					'cookies'  => array(),
				);
			},
			10,
			3
		);
	}

	private function set_secret( string $secret ): void {
		update_option( PaymentSettings::OPTION, array( 'paypal_email' => 'shop@example.com', 'stripe_secret_key' => $secret ) );
	}

	public function test_the_stripe_route_validates_its_input(): void {
		$this->assertSame( 400, $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'button_id' => 'pay-1' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => 1, 'button_id' => '<script>' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => 0, 'button_id' => 'pay-1' ) )->get_status() );
		$post     = $this->stripe_post();
		$response = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $post, 'button_id' => 'pay-2' ) );
		$this->assertSame( 404, $response->get_status() );
		wp_update_post( array( 'ID' => $post, 'post_status' => 'draft' ) );
		$this->assertSame( 404, $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $post, 'button_id' => 'pay-1' ) )->get_status() );
	}

	public function test_without_a_secret_key_the_visitor_gets_a_message_and_the_owner_a_notice(): void {
		$this->set_secret( '' );
		$this->fake_stripe( array( 'code' => 200, 'body' => array( 'url' => 'https://checkout.stripe.com/x' ) ) );
		$response = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $this->stripe_post(), 'button_id' => 'pay-1' ) );
		$this->assertSame( 503, $response->get_status() );
		$this->assertStringContainsString( 'Card payment is not available', $response->get_data()['message'] );
		$this->assertSame( array(), $this->requests, 'Stripe is not called without a key' );
		$this->assertStringContainsString( 'No Stripe secret key', PaymentProblems::all()['stripe']['message'] );

		$this->login_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$on     = static function ( string $screen ): string {
			set_current_screen( $screen );
			ob_start();
			PaymentProblems::notice();
			return (string) ob_get_clean();
		};
		$notice = $on( 'toplevel_page_vitrine' );
		$this->assertStringContainsString( 'notice-warning', $notice, 'a missing setting is a warning, not an error' );
		$this->assertStringContainsString( 'admin.php?page=vitrine-payments', $notice );
		$this->assertStringContainsString( 'action=vitrine_dismiss_payment_problem', $notice );
		$this->assertStringContainsString( 'No Stripe secret key', $on( 'vitrine_page_vitrine-payments' ) );
		$this->assertSame( '', $on( 'edit-post' ), 'not on every screen' );
		$this->assertSame( '', $on( 'dashboard' ), 'not on WordPress\'s dashboard either: the Vitrine dashboard lists it' );

		$this->login_as( 'editor' );
		$this->assertSame( '', $on( 'toplevel_page_vitrine' ), 'only people who can change the settings see it' );
		$GLOBALS['current_screen'] = null;
	}

	public function test_a_button_without_settings_is_noted_for_the_owner_when_saved_not_when_viewed(): void {
		$this->set_secret( '' );
		$this->assertArrayNotHasKey( 'stripe', PaymentProblems::all(), 'saving the settings cleared the notes' );
		$post = $this->stripe_post();
		$this->assertStringContainsString( 'No Stripe secret key', PaymentProblems::all()['stripe']['message'] ?? '', 'noted when the page is published' );
		PaymentProblems::clear();
		$this->assertStringContainsString( 'vitrine-payment', $this->render( (string) get_post( $post )->post_content ) );
		$this->assertSame( array(), PaymentProblems::all(), 'a page view writes nothing' );
	}

	public function test_an_unreachable_stripe_is_a_clear_message_not_an_error_page(): void {
		$this->set_secret( 'sk_test_1234567890abcdef' );
		$this->fake_stripe( new \WP_Error( 'http_request_failed', 'cURL error 6: Could not resolve host: api.stripe.com' ) );
		$response = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $this->stripe_post(), 'button_id' => 'pay-1' ) );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'vitrine_payment_unreachable', $response->get_data()['code'] );
		$this->assertStringNotContainsString( 'cURL', $response->get_data()['message'], 'the reason is for the owner only' );
		$this->assertStringContainsString( 'could not be reached', PaymentProblems::all()['stripe']['message'] );
	}

	public function test_stripe_refusing_is_reported_to_the_owner(): void {
		$this->set_secret( 'sk_test_1234567890abcdef' );
		$this->fake_stripe( array( 'code' => 401, 'body' => array( 'error' => array( 'message' => 'Invalid API Key provided' ) ) ) );
		$response = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $this->stripe_post(), 'button_id' => 'pay-1' ) );
		$this->assertSame( 503, $response->get_status() );
		$this->assertStringContainsString( 'Invalid API Key provided', PaymentProblems::all()['stripe']['message'] );
	}

	public function test_a_session_is_created_from_the_saved_price_with_the_secret_key(): void {
		$this->set_secret( 'sk_test_1234567890abcdef' );
		PaymentProblems::record( 'stripe', 'old problem' );
		add_filter( 'vitrine_stripe_api_base', static fn() => 'https://stripe.test/' );
		$this->fake_stripe( array( 'code' => 200, 'body' => array( 'id' => 'cs_test_1', 'url' => 'https://checkout.stripe.com/c/pay/cs_test_1' ) ) );
		$post     = $this->stripe_post( '79.5', 'USD' );
		$response = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $post, 'button_id' => 'pay-1', 'amount' => '0.01' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'url' => 'https://checkout.stripe.com/c/pay/cs_test_1' ), $response->get_data() );
		$this->assertCount( 1, $this->requests );
		list( 'url' => $url, 'args' => $args ) = $this->requests[0];
		$this->assertSame( 'https://stripe.test/v1/checkout/sessions', $url );
		$this->assertSame( 'Bearer sk_test_1234567890abcdef', $args['headers']['Authorization'] );
		$line = $args['body']['line_items'][0];
		$this->assertSame( 7950, $line['price_data']['unit_amount'], 'the saved price, whatever the browser sent' );
		$this->assertSame( 'usd', $line['price_data']['currency'] );
		$this->assertSame( 'Course one', $line['price_data']['product_data']['name'] );
		$this->assertStringContainsString( 'vitrine-payment=done', $args['body']['success_url'] );
		$this->assertArrayNotHasKey( 'stripe', PaymentProblems::all(), 'a success clears the notice' );

		$redirect = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $post, 'button_id' => 'pay-1', 'redirect' => true ) );
		$this->assertSame( 303, $redirect->get_status() );
		$this->assertSame( 'https://checkout.stripe.com/c/pay/cs_test_1', $redirect->get_headers()['Location'] );
	}

	public function test_zero_decimal_currencies_are_whole_units(): void {
		$this->set_secret( 'sk_test_1234567890abcdef' );
		$this->fake_stripe( array( 'code' => 200, 'body' => array( 'url' => 'https://checkout.stripe.com/y' ) ) );
		$this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $this->stripe_post( '1500', 'JPY' ), 'button_id' => 'pay-1' ) );
		$this->assertSame( 1500, $this->requests[0]['args']['body']['line_items'][0]['price_data']['unit_amount'] );
	}

	public function test_the_stripe_button_never_prints_the_secret_key(): void {
		$this->set_secret( 'sk_test_secretvalue123456' );
		$html = $this->render( '<!-- wp:vitrine/payment-buttons {"provider":"stripe","itemName":"Course","amount":"10","buttonId":"pay-1"} /-->' );
		$this->assertStringContainsString( 'data-vitrine="payment-buttons"', $html );
		$this->assertStringContainsString( 'vitrine/v1/stripe-session', $html );
		$this->assertStringNotContainsString( 'sk_test_', $html );
	}

	public function test_paypal_posts_the_saved_item_to_paypal_or_tells_the_visitor_it_is_unavailable(): void {
		$markup = '<!-- wp:vitrine/payment-buttons {"provider":"paypal","itemName":"Print \"A3\"","amount":"25","currency":"eur","buttonId":"pp"} /-->';
		update_option( PaymentSettings::OPTION, array( 'paypal_email' => 'shop@example.com' ) );
		$html = $this->render( $markup );
		$this->assertStringContainsString( 'action="https://www.paypal.com/cgi-bin/webscr"', $html );
		$this->assertStringContainsString( 'name="business" value="shop@example.com"', $html );
		$this->assertStringContainsString( 'name="amount" value="25.00"', $html );
		$this->assertStringContainsString( 'name="currency_code" value="EUR"', $html );
		$this->assertStringContainsString( 'value="Print &quot;A3&quot;"', $html );
		$this->assertStringNotContainsString( 'data-vitrine', $html, 'PayPal needs no script' );

		update_option( PaymentSettings::OPTION, array( 'paypal_email' => '' ) );
		$html = $this->render( $markup );
		$this->assertStringContainsString( 'Online payment is not available', $html );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertStringNotContainsString( 'vitrine-widget-notice', $html );
		$this->assertArrayNotHasKey( 'paypal', PaymentProblems::all(), 'a page view writes nothing' );
		wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Prints', 'post_content' => wp_slash( $markup ) ) );
		$this->assertArrayHasKey( 'paypal', PaymentProblems::all(), 'publishing the page notes it for the owner' );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $this->render( $markup ) );
	}

	public function test_a_button_without_a_valid_price_renders_nothing_for_visitors(): void {
		foreach ( array( '"amount":"0"', '"amount":"-5"', '"amount":"abc"', '"amount":"5","currency":"dollars"' ) as $bad ) {
			$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/payment-buttons {"itemName":"X",' . $bad . '} /-->' ) ), $bad );
		}
	}

	public function test_settings_keep_a_saved_secret_and_drop_malformed_keys(): void {
		$stored = array( 'stripe_secret_key' => 'sk_live_abcdefghijkl1234' );
		$this->assertSame( 'sk_live_abcdefghijkl1234', PaymentSettings::sanitize( array( 'stripe_secret_key' => '' ), $stored )['stripe_secret_key'] );
		$this->assertSame( '', PaymentSettings::sanitize( array( 'stripe_secret_key' => '', 'stripe_secret_clear' => '1' ), $stored )['stripe_secret_key'] );
		$this->assertSame( '', PaymentSettings::sanitize( array( 'stripe_secret_key' => 'pk_live_abcdefghijkl1234' ) )['stripe_secret_key'] );
		$this->assertSame( '', PaymentSettings::sanitize( array( 'stripe_publishable_key' => 'pk_live_<script>' ) )['stripe_publishable_key'] );
		$this->assertSame( '', PaymentSettings::sanitize( array( 'paypal_email' => 'not an email' ) )['paypal_email'] );
		$this->assertTrue( PaymentSettings::sanitize( array( 'paypal_sandbox' => '1' ) )['paypal_sandbox'] );
		$this->assertSame( '…1234', PaymentSettings::masked( 'sk_live_abcdefghijkl1234' ) );
	}

	public function test_shop_widgets_render_nothing_for_visitors_without_woocommerce(): void {
		add_filter( 'vitrine_woocommerce_active', '__return_false', 99 );
		foreach ( array( 'add-to-cart {"productId":101}', 'cart', 'cart {"layout":"mini"}', 'checkout', 'account' ) as $block ) {
			$this->assertSame( '', trim( $this->render( "<!-- wp:vitrine/$block /-->" ) ), $block );
		}
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'needs WooCommerce', $this->render( '<!-- wp:vitrine/cart /-->' ) );
	}

	/** Skips a test that needs the real WooCommerce (npm start links it from ../shared, docs/shop.md). */
	private function needs_woocommerce(): void {
		if ( ! class_exists( 'WooCommerce' ) ) {
			$this->markTestSkipped( 'shop test skipped: ../shared/third-party/woocommerce not found, so the local site has no WooCommerce' );
		}
	}

	public function test_add_to_cart_renders_the_woocommerce_product_with_its_variations(): void {
		$this->needs_woocommerce();
		$shirt = wc_get_product_id_by_sku( 'vitrine-shirt' );
		$html  = $this->render( '<!-- wp:vitrine/add-to-cart {"productId":' . $shirt . '} /-->' );
		$this->assertStringContainsString( 'Organic T-shirt', $html );
		$this->assertStringContainsString( '$20.00 – $22.00', $html );
		$this->assertStringContainsString( 'name="attribute_size"', $html );
		$this->assertStringContainsString( '<option value="M">M</option>', $html );
		$this->assertStringContainsString( 'name="add-to-cart" value="' . $shirt . '"', $html );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/add-to-cart {"productId":999999} /-->' ) ) );
	}

	public function test_store_api_answers_are_read_as_arrays_all_the_way_down(): void {
		$this->needs_woocommerce();
		$product = \Vitrine\Shop\Shop::store_get( 'products/' . wc_get_product_id_by_sku( 'vitrine-shirt' ) );
		$this->assertIsArray( $product['prices']['price_range'] );
		$this->assertIsArray( $product['attributes'][0]['terms'][0] );
	}

	public function test_vitrine_is_declared_compatible_with_hpos_and_the_cart_and_checkout_blocks(): void {
		$this->needs_woocommerce();
		$features = wc_get_container()->get( \Automattic\WooCommerce\Internal\Features\FeaturesController::class );
		foreach ( \Vitrine\Shop\WooCommerceCompatibility::FEATURES as $feature ) {
			$this->assertContains( 'vitrine/plugin.php', $features->get_compatible_plugins_for_feature( $feature, true )['compatible'], $feature );
		}
		$this->assertTrue( \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled(), 'the demo store keeps orders in HPOS tables' );
	}

	public function test_account_shows_a_login_form_to_visitors_and_orders_and_addresses_to_customers(): void {
		$html = $this->render( '<!-- wp:vitrine/account /-->' );
		$this->assertStringContainsString( 'wp-login.php', $html );
		$this->assertStringContainsString( 'name="pwd"', $html );

		$user = $this->login_as( 'subscriber' );
		update_user_meta( $user, 'billing_first_name', 'Ada <script>' );
		update_user_meta( $user, 'billing_city', 'London' );
		$orders = static fn( array $orders, int $id ): array => $id === $user ? array( array( 'id' => 77, 'date' => '2026-01-02T10:00:00Z', 'status' => 'processing', 'total' => '4550', 'items' => 2, 'url' => 'https://shop.test/o/77', 'currency_minor_unit' => 2, 'currency_prefix' => '$' ) ) : $orders;
		add_filter( 'vitrine_shop_customer_orders', $orders, 20, 2 );
		$html   = $this->render( '<!-- wp:vitrine/account {"ordersCount":3} /-->' );
		remove_filter( 'vitrine_shop_customer_orders', $orders, 20 );
		$this->assertStringNotContainsString( 'name="pwd"', $html );
		$this->assertStringContainsString( '#77', $html );
		$this->assertStringContainsString( '$45.50', $html );
		$this->assertStringContainsString( 'Ada &lt;script&gt;', $html );
		$this->assertStringContainsString( 'London', $html );
		$this->assertStringContainsString( 'Not set yet.', $html, 'no shipping address saved' );
	}

	public function test_woocommerce_answers_the_error_codes_the_widgets_read(): void {
		$this->needs_woocommerce();
		$nonce = array( 'Nonce' => wp_create_nonce( 'wc_store_api' ) );
		$tote  = wc_get_product_id_by_sku( 'vitrine-tote' );
		$this->assertSame( 'woocommerce_rest_missing_nonce', $this->rest( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $tote ) )->get_data()['code'] );
		$stale = $this->rest( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $tote ), array( 'Nonce' => 'a1b2c3d4e5' ) );
		$this->assertSame( array( 403, 'woocommerce_rest_invalid_nonce' ), array( $stale->get_status(), $stale->get_data()['code'] ) );
		$missing = $this->rest( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => wc_get_product_id_by_sku( 'vitrine-shirt' ) ), $nonce );
		$this->assertSame( 'woocommerce_rest_variation_id_from_variation_data', $missing->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'GET', '/wc/store/v1/products/999999' )->get_status() );
	}

	public function test_the_stripe_route_limits_attempts_per_address(): void {
		$this->set_secret( '' );
		$post     = $this->stripe_post();
		$statuses = array();
		for ( $i = 0; $i <= \Vitrine\Rest\Shop\StripeSessionRoute::PER_MINUTE; $i++ ) {
			$statuses[] = $this->rest( 'POST', '/vitrine/v1/stripe-session', array( 'post_id' => $post, 'button_id' => 'pay-1' ) )->get_status();
		}
		$this->assertSame( 503, $statuses[0] );
		$this->assertSame( 429, end( $statuses ) );
	}
}

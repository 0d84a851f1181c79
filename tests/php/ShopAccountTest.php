<?php
/**
 * The account widget's parts (Vitrine\Shop\Account, blocks/account/render.php): the address lines a
 * customer sees, the orders it lists (as the shop gives them, at most the block's count), their totals, the
 * links into WooCommerce's My Account, and the sections the block's settings turn off. The widget
 * has no browser code: all of it is decided here.
 */

namespace Vitrine\Tests;

use Vitrine\Shop\Account;

final class ShopAccountTest extends TestCase {
	private int $user;

	protected function setUp(): void {
		parent::setUp();
		$this->user = $this->login_as( 'subscriber' );
	}

	protected function tearDown(): void {
		remove_all_filters( 'vitrine_shop_customer_orders' );
		remove_all_filters( 'vitrine_shop_account_url' );
		parent::tearDown();
	}

	/** Lists $count made-up orders of the current customer through the widget's filter. */
	private function orders( int $count ): void {
		$user = $this->user;
		add_filter(
			'vitrine_shop_customer_orders',
			static function ( array $orders, int $id ) use ( $user, $count ): array {
				if ( $id !== $user ) {
					return $orders;
				}
				$made = array( 'not an order' );
				for ( $i = 1; $i <= $count; $i++ ) {
					$made[] = array( 'id' => 100 + $i, 'date' => '2026-01-0' . min( 9, $i ) . 'T10:00:00Z', 'status' => 'on-hold', 'display' => "$i.00 €", 'items' => 1, 'url' => "https://shop.test/o/$i" );
				}
				return $made;
			},
			20,
			2
		);
	}

	public function test_an_address_leaves_out_the_parts_not_saved(): void {
		$this->assertSame( array(), Account::address( $this->user, 'billing' ), 'nothing saved: no lines' );
		update_user_meta( $this->user, 'shipping_last_name', 'Hopper' );
		update_user_meta( $this->user, 'shipping_address_1', ' 7 Cobol Street ' );
		update_user_meta( $this->user, 'shipping_city', 'Arlington' );
		update_user_meta( $this->user, 'shipping_country', 'US' );
		$this->assertSame( array( 'Hopper', '7 Cobol Street', 'Arlington', 'US' ), Account::address( $this->user, 'shipping' ) );
		update_user_meta( $this->user, 'shipping_first_name', 'Grace' );
		update_user_meta( $this->user, 'shipping_company', 'Navy' );
		update_user_meta( $this->user, 'shipping_postcode', '22201' );
		update_user_meta( $this->user, 'shipping_state', 'VA' );
		$this->assertSame( array( 'Grace Hopper', 'Navy', '7 Cobol Street', '22201 Arlington', 'VA US' ), Account::address( $this->user, 'shipping' ) );
		$this->assertSame( array(), Account::address( $this->user, 'billing' ), 'billing and shipping are apart' );
	}

	public function test_orders_are_the_customer_s_own_up_to_the_count_and_only_well_formed(): void {
		$this->orders( 4 );
		$this->assertSame( array( 101, 102, 103 ), array_column( Account::orders( $this->user, 3 ), 'id' ) );
		$this->assertSame( array( 101, 102, 103, 104 ), array_column( Account::orders( $this->user, 20 ), 'id' ), 'a malformed entry is dropped' );
		$this->assertSame( array(), Account::orders( $this->user + 1, 3 ), 'another customer has none of them' );
	}

	public function test_a_total_is_the_shop_s_text_or_minor_units_in_the_store_s_currency(): void {
		$this->assertSame( '12.00 €', Account::total( array( 'display' => '12.00 €', 'total' => '999' ) ), 'the shop’s own text wins' );
		$this->assertSame( '$1,234.50', Account::total( array( 'total' => '123450', 'currency_minor_unit' => 2, 'currency_prefix' => '$' ) ) );
		$this->assertSame( '5 ¥', Account::total( array( 'total' => '5', 'currency_minor_unit' => 0, 'currency_suffix' => ' ¥' ) ) );
		$this->assertSame( '0.00', Account::total( array() ), 'a missing total is zero, not an error' );
	}

	private function needs_woocommerce(): void {
		if ( ! \Vitrine\Shop\Shop::active() ) {
			$this->markTestSkipped( 'no WooCommerce on this site (../shared/third-party/woocommerce not found)' );
		}
	}

	public function test_links_lead_to_woocommerce_s_my_account_or_where_the_site_says(): void {
		$this->needs_woocommerce();
		$account = (string) wc_get_page_permalink( 'myaccount' );
		$this->assertSame( $account, Account::url() );
		$this->assertSame( wc_get_account_endpoint_url( 'orders' ), Account::url( 'orders' ) );
		$this->assertStringStartsWith( $account, Account::url( 'edit-address' ) );
		$this->assertNotSame( $account, Account::url( 'edit-address' ) );
		add_filter( 'vitrine_shop_account_url', static fn( string $url, string $endpoint ): string => "https://account.test/$endpoint", 10, 2 );
		$this->assertSame( 'https://account.test/downloads', Account::url( 'downloads' ) );
	}

	public function test_the_block_lists_between_one_and_twenty_orders_and_hides_the_sections_turned_off(): void {
		$this->needs_woocommerce();
		$this->orders( 25 );
		$count = fn( string $attributes ): int => substr_count( $this->render( "<!-- wp:vitrine/account $attributes /-->" ), 'https://shop.test/o/' );
		$this->assertSame( 5, $count( '' ), 'five by default' );
		$this->assertSame( 1, $count( '{"ordersCount":0}' ) );
		$this->assertSame( 20, $count( '{"ordersCount":500}' ) );

		$html = $this->render( '<!-- wp:vitrine/account {"showOrders":false} /-->' );
		$this->assertStringNotContainsString( 'vitrine-account__orders', $html );
		$this->assertStringContainsString( 'vitrine-account__addresses', $html );
		$html = $this->render( '<!-- wp:vitrine/account {"showAddresses":false} /-->' );
		$this->assertStringContainsString( 'vitrine-account__orders', $html );
		$this->assertStringNotContainsString( 'vitrine-account__addresses', $html );
	}
}

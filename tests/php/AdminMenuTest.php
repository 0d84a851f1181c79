<?php
/**
 * The one Vitrine menu (docs/admin.md): old addresses map to the new ones with their query
 * arguments, the menu keeps its reading order, and GET vitrine/v1/dashboard tells each user only
 * the parts they may see, with the site's real state.
 */

namespace Vitrine\Tests;

use Vitrine\Admin\Menu;
use Vitrine\Admin\OldAddresses;
use Vitrine\Consent\Records;
use Vitrine\Shop\PaymentProblems;

final class AdminMenuTest extends TestCase {
	public function test_old_addresses_go_to_the_new_ones_with_their_arguments(): void {
		$this->assertSame( admin_url( 'admin.php?page=vitrine-consent' ), OldAddresses::target( 'options-general.php', array( 'page' => 'vitrine-consent' ) ) );
		$this->assertSame( admin_url( 'admin.php?page=vitrine-tools&welcome=1' ), OldAddresses::target( 'options-general.php', array( 'page' => 'vitrine', 'welcome' => '1' ) ) );
		$this->assertSame( admin_url( 'admin.php?page=vitrine-form-entries&entry=12' ), OldAddresses::target( 'tools.php', array( 'page' => 'vitrine-form-entries', 'entry' => '12' ) ) );
		$this->assertSame( admin_url( 'admin.php?page=vitrine-payments&q=a%20b%26c' ), OldAddresses::target( 'options-general.php', array( 'page' => 'vitrine-payments', 'q' => 'a b&c' ) ), 'arguments stay encoded' );
		$this->assertNull( OldAddresses::target( 'options-general.php', array( 'page' => 'other-plugin' ) ), 'other plugins’ pages stay' );
		$this->assertNull( OldAddresses::target( 'admin.php', array( 'page' => 'vitrine-affiliate' ) ), 'the affiliate screens kept their addresses' );
		$this->assertNull( OldAddresses::target( 'tools.php', array( 'page' => array( 'vitrine-subscribers' ) ) ), 'a malformed page argument is no address' );
	}

	public function test_the_menu_reads_overview_first_and_keeps_unknown_entries_after(): void {
		$rows   = array(
			array( 'Later feature', 'manage_options', 'vitrine-later' ),
			array( 'Payment buttons', 'manage_options', 'vitrine-payments' ),
			array( 'Popups', 'edit_posts', 'edit.php?post_type=vitrine_popup' ),
			array( 'Dashboard', 'edit_posts', 'vitrine' ),
			array( 'Cookie consent', 'manage_options', 'vitrine-consent' ),
		);
		$sorted = array_column( Menu::ordered( $rows ), 2 );
		$this->assertSame( array( 'vitrine', 'vitrine-consent', 'edit.php?post_type=vitrine_popup', 'vitrine-payments', 'vitrine-later' ), $sorted );
	}

	public function test_a_screen_of_the_menu_is_known_whatever_the_menu_title_translates_to(): void {
		$this->assertTrue( Menu::is_screen( 'toplevel_page_vitrine', 'vitrine' ) );
		$this->assertTrue( Menu::is_screen( 'vitrine_page_vitrine-payments', 'vitrine-payments' ) );
		$this->assertTrue( Menu::is_screen( 'vitrina_page_vitrine-payments', 'vitrine-payments' ) );
		$this->assertFalse( Menu::is_screen( 'dashboard', 'vitrine' ) );
		$this->assertFalse( Menu::is_screen( 'vitrine_page_vitrine-payments-old', 'vitrine-payments' ) );
	}

	public function test_the_dashboard_route_is_for_editors_and_owners_only(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/vitrine/v1/dashboard' )->get_status() );
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/dashboard' )->get_status() );

		$this->login_as( 'editor' );
		$editor = $this->rest( 'GET', '/vitrine/v1/dashboard' );
		$this->assertSame( 200, $editor->get_status() );
		$this->assertArrayHasKey( 'affiliate', $editor->get_data(), 'an editor who sees the clicks sees their card' );
		$this->assertArrayNotHasKey( 'consent', $editor->get_data(), 'consent records are for owners' );
		$this->assertSame( array(), $editor->get_data()['problems'] );
	}

	public function test_the_dashboard_shows_the_sites_real_state(): void {
		$this->login_as( 'administrator' );
		$before = $this->rest( 'GET', '/vitrine/v1/dashboard' )->get_data();
		Records::insert(
			array(
				'consent_id' => 'dash-' . wp_generate_password( 8, false ),
				'action'     => 'acceptAll',
				'accepted'   => true,
				'categories' => array( 'analytics' => true ),
				'version'    => '1',
				'law'        => 'gdpr',
				'ccpa_optout' => false,
			)
		);
		PaymentProblems::record( 'stripe', PaymentProblems::missing_settings( 'stripe', 'pay-1' ) );
		$after = $this->rest( 'GET', '/vitrine/v1/dashboard' );
		$data  = $after->get_data();
		PaymentProblems::clear();

		$this->assertSame( $before['consent']['recordsWeek'] + 1, $data['consent']['recordsWeek'] );
		$this->assertCount( 7, $data['affiliate']['clicks'], 'one point per day of the week, zero days included' );
		$this->assertSame( wp_date( 'Y-m-d' ), end( $data['affiliate']['clicks'] )['day'] );
		$this->assertSame( 'Stripe', $data['problems'][0]['part'] );
		$this->assertStringContainsString( 'admin.php?page=vitrine-payments', $data['problems'][0]['url'] );
		$this->assertIsBool( $data['shop']['woocommerce'] );
	}

	public function test_the_scan_report_is_validated_and_kept_for_the_dashboard(): void {
		$this->login_as( 'administrator' );
		$this->assertSame( 400, $this->rest( 'POST', '/vitrine/v1/consent/scan-report', array( 'pages' => 3, 'found' => -1, 'unknown' => 0 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/vitrine/v1/consent/scan-report', array( 'pages' => 3 ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/vitrine/v1/consent/scan-report', array( 'pages' => 3, 'found' => 5, 'unknown' => 2 ) )->get_status() );
		$scan = $this->rest( 'GET', '/vitrine/v1/dashboard' )->get_data()['consent']['scan'];
		$this->assertSame( 5, $scan['found'] );
		$this->assertSame( 2, $scan['unknown'] );
		$this->assertNotSame( '', $scan['time'] );

		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/vitrine/v1/consent/scan-report', array( 'pages' => 1, 'found' => 0, 'unknown' => 0 ) )->get_status() );
	}

	public function test_the_country_store_rows_become_the_saved_map(): void {
		$rows = array(
			array( 'country' => 'AT', 'store' => 'de' ),
			array( 'country' => ' us ', 'store' => 'com' ),
			array( 'country' => '', 'store' => 'fr' ),
			array( 'country' => 'xyz', 'store' => 'fr' ),
			'not a row',
		);
		$this->assertSame( array( 'at' => 'de', 'us' => 'com' ), \Vitrine\Affiliate\Admin\CountryStoreEditor::parse( $rows ) );
	}

	public function test_click_codes_read_as_words(): void {
		$this->assertSame( 'Star rating', \Vitrine\Affiliate\Admin\ClickLabels::link_type( 'star_rating' ) );
		$this->assertSame( 'custom', \Vitrine\Affiliate\Admin\ClickLabels::link_type( 'custom' ) );
		$this->assertSame( '<span data-vitrine-country="de">DE</span>', \Vitrine\Affiliate\Admin\ClickLabels::country_html( 'de' ) );
		$this->assertStringNotContainsString( '<b>', \Vitrine\Affiliate\Admin\ClickLabels::country_html( '<b>' ) );
	}
}

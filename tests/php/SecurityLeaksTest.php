<?php
/**
 * Trust boundaries, what each role may read (docs/security.md): popups and comparison tables only
 * for people who can edit them, unpublished product titles not in a Contributor's click report,
 * no exact version on the public status route.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Admin\ReportPage;
use Vitrine\Affiliate\Catalogue;
use Vitrine\Popups\PostType;

final class SecurityLeaksTest extends TestCase {
	public function test_popups_and_comparison_tables_are_not_readable_over_rest_by_visitors_or_subscribers(): void {
		$popup  = wp_insert_post( array( 'post_type' => PostType::NAME, 'post_status' => 'publish', 'post_title' => 'Members-only offer', 'post_content' => 'Code SECRET50' ) );
		$table  = wp_insert_post( array( 'post_type' => Catalogue::TABLE, 'post_status' => 'publish', 'post_title' => 'Draft comparison' ) );
		$routes = array( '/wp/v2/' . PostType::NAME, '/wp/v2/' . PostType::NAME . '/' . $popup, '/wp/v2/vitrine-tables', '/wp/v2/vitrine-tables/' . $table );
		foreach ( array( 0, 'subscriber' ) as $who ) {
			if ( $who ) {
				$this->login_as( $who );
			}
			foreach ( $routes as $route ) {
				$response = $this->rest( 'GET', $route );
				$this->assertContains( $response->get_status(), array( 401, 403 ), "$route as " . ( $who ?: 'visitor' ) );
				$this->assertStringNotContainsString( 'SECRET50', wp_json_encode( $response->get_data() ) );
			}
		}
		// Editors still pick them in the block editor.
		$this->login_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/vitrine-tables' )->get_status() );
		$this->assertSame( 'Members-only offer', $this->rest( 'GET', '/wp/v2/' . PostType::NAME . '/' . $popup, array( 'context' => 'edit' ) )->get_data()['title']['raw'] );
	}

	public function test_the_click_report_names_unpublished_products_only_to_those_who_may_read_them(): void {
		$this->login_as( 'editor' );
		$draft = (int) wp_insert_post( array( 'post_type' => Catalogue::PRODUCT, 'post_status' => 'draft', 'post_title' => 'Secret launch' ) );
		$this->assertSame( 'Secret launch', ReportPage::product_label( $draft ) );
		$this->login_as( 'contributor' );
		$this->assertStringNotContainsString( 'Secret launch', ReportPage::product_label( $draft ) );
		$this->assertStringContainsString( (string) $draft, ReportPage::product_label( $draft ) );
	}

	public function test_popups_hidden_from_roles_keep_the_roles_out_of_the_page_and_are_not_printed_for_those_roles(): void {
		$id = wp_insert_post( array( 'post_type' => PostType::NAME, 'post_status' => 'publish', 'post_title' => 'Join us', 'post_content' => 'Members get 20 % off' ) );
		update_post_meta( $id, PostType::SETTINGS_KEY, array( 'timing' => array( 'logged_in' => array( 'enabled' => true, 'users' => 'custom', 'roles' => array( 'vip_member_tier' ) ) ) ) );
		update_post_meta( $id, PostType::LOCATION_KEY, array( 'scope' => 'site' ) );
		// Anonymous visitors: printed (they pass the condition), without the role names.
		$this->assertFalse( \Vitrine\Popups\Output::hidden_from_current_user( $id ) );
		$this->assertStringNotContainsString( 'vip_member_tier', \Vitrine\Popups\Output::render( get_post( $id ) ) );
		$anonymous = $this->footer();
		$this->assertStringContainsString( 'vitrine-popup-' . $id, $anonymous );
		$this->assertStringNotContainsString( 'vip_member_tier', $anonymous );
		// A logged-in visitor with a listed role: not in the page at all.
		add_role( 'vip_member_tier', 'VIP', array( 'read' => true ) );
		try {
			$this->login_as( 'vip_member_tier' );
			$this->assertTrue( \Vitrine\Popups\Output::hidden_from_current_user( $id ) );
			$this->assertStringNotContainsString( 'vitrine-popup-' . $id, $this->footer() );
			$this->login_as( 'subscriber' );
			$this->assertStringContainsString( 'vitrine-popup-' . $id, $this->footer() );
		} finally {
			remove_role( 'vip_member_tier' );
		}
	}

	/** The popups a page prints in its footer, for the current visitor. */
	private function footer(): string {
		$output = new \Vitrine\Popups\Output( new \Vitrine\Popups\ActionLinks() );
		$output->enqueue();
		ob_start();
		$output->print_popups();
		return (string) ob_get_clean();
	}

	public function test_the_status_route_tells_visitors_no_exact_version(): void {
		$data = $this->rest( 'GET', '/vitrine/v1/status' )->get_data();
		$this->assertArrayNotHasKey( 'version', $data );
		$this->assertStringNotContainsString( VITRINE_VERSION, wp_json_encode( $data ) );
		$this->login_as( 'administrator' );
		$this->assertSame( VITRINE_VERSION, $this->rest( 'GET', '/vitrine/v1/status' )->get_data()['version'] );
	}
}

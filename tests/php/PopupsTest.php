<?php
/**
 * Popups: the post type and its meta schemas over REST, where popups print, their markup and
 * browser settings, the visitor data, and URL action links in rendered blocks.
 */

namespace Vitrine\Tests;

use Vitrine\Popups\ActionLinks;
use Vitrine\Popups\Locations;
use Vitrine\Popups\Output;
use Vitrine\Popups\PostType;

final class PopupsTest extends TestCase {
	private function popup( array $settings = array(), array $location = array( 'scope' => 'site' ), string $title = 'Test popup' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => PostType::NAME,
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => '<!-- wp:paragraph --><p>Hello <a href="#vitrine-action:popup:close">close</a></p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $id, PostType::SETTINGS_KEY, $settings );
		update_post_meta( $id, PostType::LOCATION_KEY, $location );
		return $id;
	}

	public function test_the_post_type_and_meta_are_registered_for_the_block_editor(): void {
		$type = get_post_type_object( PostType::NAME );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->show_in_rest );
		$this->assertFalse( $type->public );
		$meta = get_registered_meta_keys( 'post', PostType::NAME );
		$this->assertArrayHasKey( PostType::SETTINGS_KEY, $meta );
		$this->assertSame( 'object', $meta[ PostType::SETTINGS_KEY ]['show_in_rest']['schema']['type'] );
		$this->assertArrayHasKey( 'avoid_multiple_popups', $meta[ PostType::SETTINGS_KEY ]['show_in_rest']['schema']['properties'] );
	}

	public function test_rest_saves_valid_settings_and_rejects_bad_ones(): void {
		$this->login_as( 'editor' );
		$settings = array(
			'open_selector'               => '.open',
			'close_button_position'       => 'outside',
			'entrance_animation'          => 'zoomIn',
			'entrance_animation_duration' => array(
				'size' => 0.8,
				'unit' => 's',
			),
			'triggers'                    => array( 'scrolling' => array( 'enabled' => true, 'direction' => 'down', 'offset' => 30 ) ),
			'timing'                      => array( 'times' => array( 'enabled' => true, 'times' => 2, 'period' => 'week' ) ),
		);
		$response = $this->rest(
			'POST',
			'/wp/v2/vitrine_popup',
			array(
				'title'  => 'From REST',
				'status' => 'publish',
				'meta'   => array(
					PostType::SETTINGS_KEY => $settings,
					PostType::LOCATION_KEY => array(
						'scope' => 'pages',
						'pages' => array( 12 ),
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$id     = $response->get_data()['id'];
		$stored = PostType::settings( $id );
		$this->assertSame( 'outside', $stored['close_button_position'] );
		$this->assertSame( 30, (int) $stored['triggers']['scrolling']['offset'] );
		$this->assertSame( 'week', $stored['timing']['times']['period'] );
		$this->assertSame( array( 12 ), PostType::location( $id )['pages'] );

		foreach ( array(
			array( 'close_button_position' => 'sideways' ),
			array( 'unknown_key' => 1 ),
			array( 'triggers' => array( 'scrolling' => array( 'offset' => 150 ) ) ),
			array( 'timing' => array( 'times' => array( 'period' => 'year' ) ) ),
			array( 'timing' => array( 'schedule' => array( 'start' => 'tomorrow' ) ) ),
			array( 'classes' => 'x" onclick="y' ),
		) as $bad ) {
			$response = $this->rest( 'POST', "/wp/v2/vitrine_popup/$id", array( 'meta' => array( PostType::SETTINGS_KEY => $bad ) ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $bad ) );
		}
	}

	public function test_visitors_cannot_edit_popup_meta(): void {
		$id = $this->popup();
		$this->login_as( 'subscriber' );
		$response = $this->rest( 'POST', "/wp/v2/vitrine_popup/$id", array( 'meta' => array( PostType::SETTINGS_KEY => array( 'prevent_scroll' => true ) ) ) );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
	}

	public function test_locations_match_the_site_chosen_pages_and_post_types(): void {
		$page  = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Loc page' ) );
		$other = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Other page' ) );
		$post  = wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Loc post' ) );
		query_posts( array( 'page_id' => $page ) );
		$this->assertTrue( Locations::matches( array( 'scope' => 'site' ) ) );
		$this->assertTrue( Locations::matches( array( 'scope' => 'pages', 'pages' => array( $page ) ) ) );
		$this->assertFalse( Locations::matches( array( 'scope' => 'pages', 'pages' => array( $other ) ) ) );
		$this->assertTrue( Locations::matches( array( 'scope' => 'post_types', 'post_types' => array( 'page' ) ) ) );
		$this->assertFalse( Locations::matches( array( 'scope' => 'none' ) ) );
		query_posts( array( 'p' => $post ) );
		$this->assertFalse( Locations::matches( array( 'scope' => 'post_types', 'post_types' => array( 'page' ) ) ) );
		$this->assertTrue( Locations::matches( array( 'scope' => 'post_types', 'post_types' => array( 'post' ) ) ) );

		$mine  = $this->popup( array(), array( 'scope' => 'pages', 'pages' => array( $post ) ) );
		$draft = $this->popup( array(), array( 'scope' => 'site' ) );
		wp_update_post( array( 'ID' => $draft, 'post_status' => 'draft' ) );
		$found = Locations::for_request();
		$this->assertContains( $mine, $found );
		$this->assertNotContains( $draft, $found );
		wp_reset_query();
	}

	public function test_markup_is_an_accessible_hidden_dialog_with_escaped_settings(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$id   = $this->popup(
			array(
				'classes' => 'promo',
				'timing'  => array( 'schedule' => array( 'enabled' => true, 'start' => '2026-07-01T10:00', 'end' => '' ) ),
			),
			array( 'scope' => 'site' ),
			'Deals <b>"now"</b>'
		);
		$html = Output::render( get_post( $id ) );
		$this->assertStringContainsString( 'data-vitrine="popup"', $html );
		$this->assertStringContainsString( 'role="dialog" aria-modal="true" aria-label="Deals &quot;now&quot;"', $html );
		$this->assertStringContainsString( ' hidden>', $html );
		$this->assertStringContainsString( 'aria-label="Close"', $html );
		$this->assertStringContainsString( 'data-vitrine="actions"', $html, 'action links inside popups are marked' );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		$settings = json_decode( (string) $tags->get_attribute( 'data-settings' ), true );
		$this->assertSame( 'promo', $settings['classes'] );
		$this->assertSame( 'fadeIn', $settings['entrance_animation'], 'defaults fill what is not stored' );
		// 10:00 in Paris in summer is 08:00 UTC.
		$this->assertSame( gmmktime( 8, 0, 0, 7, 1, 2026 ) * 1000, $settings['timing']['schedule']['start_at'] );
		$this->assertNull( $settings['timing']['schedule']['end_at'] );
		$this->assertArrayNotHasKey( 'manual', $settings );
		$this->assertTrue( Output::browser_settings( $id, true )['manual'] );
	}

	public function test_the_visitor_script_holds_roles_only_for_logged_in_visitors(): void {
		$this->assertStringContainsString( '{"loggedIn":false,"roles":[]}', Output::visitor_script() );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( '{"loggedIn":true,"roles":["editor"]}', Output::visitor_script() );
	}

	public function test_action_links_are_marked_and_enqueue_the_runtime(): void {
		wp_dequeue_script( 'vitrine-builder-runtime' );
		wp_dequeue_script( 'vitrine-builder-actions' );
		$links = new ActionLinks();
		$html  = $links->mark( '<p><a href="/x/#vitrine-action:popup:open?id=42&amp;toggle=yes" data-vitrine="motion">Open</a> <a href="/plain">plain</a> <a href="#vitrine-action:reload-page">r</a></p>' );
		$this->assertStringContainsString( 'data-vitrine="motion actions"', $html );
		$this->assertStringContainsString( '<a href="/plain">plain</a>', $html );
		$this->assertStringContainsString( '<a data-vitrine="actions" href="#vitrine-action:reload-page">', $html );
		$this->assertSame( array( 42 ), $links->requested() );
		$this->assertTrue( wp_script_is( 'vitrine-builder-actions', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'vitrine-builder-runtime', 'enqueued' ), 'with the runtime it depends on' );
		$this->assertSame( '<p>no links</p>', $links->mark( '<p>no links</p>' ) );
		$this->assertSame(
			array(
				'name'   => 'popup:close',
				'params' => array( 'do_not_show_again' => 'yes' ),
			),
			ActionLinks::parse( '#vitrine-action:popup%3Aclose%3Fdo_not_show_again%3Dyes' )
		);
		$this->assertNull( ActionLinks::parse( '#top' ) );
	}

	public function test_action_links_survive_kses_and_esc_url(): void {
		$href = '#vitrine-action:popup:open?id=5&toggle=yes';
		$this->assertSame( '#vitrine-action:popup:open?id=5&#038;toggle=yes', esc_url( $href ) );
		$this->assertSame( $href, esc_url_raw( $href ) );
		$this->assertSame( '<a href="' . str_replace( '&', '&amp;', $href ) . '">x</a>', wp_kses_post( "<a href=\"$href\">x</a>" ) );
		$this->assertSame( '<a href="close">x</a>', wp_kses_post( '<a href="#other-thing:close">x</a>' ), 'other schemes are still stripped' );
	}

	public function test_the_footer_prints_matching_and_requested_popups(): void {
		$page      = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Footer page' ) );
		$here      = $this->popup( array(), array( 'scope' => 'pages', 'pages' => array( $page ) ), 'Here' );
		$requested = $this->popup( array(), array( 'scope' => 'none' ), 'Requested' );
		$elsewhere = $this->popup( array(), array( 'scope' => 'none' ), 'Elsewhere' );
		query_posts( array( 'page_id' => $page ) );
		$links  = new ActionLinks();
		$output = new Output( $links );
		$output->enqueue();
		$links->mark( "<a href=\"#vitrine-action:popup:open?id=$requested\">open</a>" );
		ob_start();
		$output->print_popups();
		$html = (string) ob_get_clean();
		wp_reset_query();
		$this->assertStringContainsString( "id=\"vitrine-popup-$here\"", $html );
		$this->assertStringContainsString( "id=\"vitrine-popup-$requested\"", $html );
		$this->assertStringNotContainsString( "id=\"vitrine-popup-$elsewhere\"", $html );
		$this->assertStringContainsString( 'id="vitrine-popups-visitor"', $html );
		$this->assertTrue( wp_style_is( 'vitrine-builder-popup-frontend', 'enqueued' ) );
	}
}

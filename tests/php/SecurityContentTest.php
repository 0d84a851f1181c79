<?php
/**
 * Trust boundaries, content side: markup Vitrine's scripts trust cannot be saved or rendered from
 * content by people without unfiltered_html (docs/security.md).
 */

namespace Vitrine\Tests;

use Vitrine\Security\ContentAttributes;

final class SecurityContentTest extends TestCase {
	private const ATTACK = '<!-- wp:html --><div class="vitrine-loop-grid" data-vitrine="loop-grid" data-widget-id="g1" data-rest-base="https://evil.example/wp-json/" data-settings="{&quot;storeApi&quot;:&quot;https://evil.example/&quot;}" data-cli-script-type="analytics" data-vitrine-mode="preview"><div id="vitrine-affiliate-settings">{"geo":1}</div><a href="#" data-vitrine-consent-open data-track="keep">Cookie settings</a></div><!-- /wp:html -->';

	public function test_a_contributor_saving_over_rest_loses_every_reserved_attribute_and_id(): void {
		$this->login_as( 'contributor' );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'   => 'Fake grid',
				'status'  => 'pending',
				'content' => self::ATTACK,
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$saved = get_post( $response->get_data()['id'] )->post_content;
		foreach ( array( 'data-vitrine=', 'data-rest-base', 'data-settings', 'data-widget-id', 'data-cli-', 'data-vitrine-mode', 'id="vitrine-affiliate-settings"', 'evil.example' ) as $gone ) {
			$this->assertStringNotContainsString( $gone, $saved );
		}
		// What content may carry stays: its own data attributes, classes, the manage-consent marker.
		$this->assertStringContainsString( 'data-track="keep"', $saved );
		$this->assertStringContainsString( 'data-vitrine-consent-open', $saved );
		$this->assertStringContainsString( 'class="vitrine-loop-grid"', $saved );
	}

	public function test_an_administrator_keeps_unfiltered_html(): void {
		$this->login_as( 'administrator' );
		if ( ! current_user_can( 'unfiltered_html' ) ) {
			$this->markTestSkipped( 'This site disallows unfiltered HTML for everyone.' );
		}
		$id = wp_insert_post( wp_slash( array( 'post_title' => 'Admin', 'post_content' => self::ATTACK ) ) );
		$this->assertStringContainsString( 'data-rest-base', get_post( $id )->post_content );
	}

	public function test_content_saved_earlier_by_a_contributor_is_cleaned_when_it_renders_and_blocks_keep_theirs(): void {
		$author = $this->login_as( 'contributor' );
		wp_set_current_user( 0 );
		global $wpdb;
		$id = wp_insert_post( array( 'post_title' => 'Old', 'post_author' => $author, 'post_status' => 'publish' ) );
		// Written around every save filter, as a post from before this rule would be.
		$wpdb->update( $wpdb->posts, array( 'post_content' => self::ATTACK . '<!-- wp:vitrine/countdown {"dueDate":"2030-01-01T00:00:00"} /-->' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$GLOBALS['post'] = get_post( $id );
		setup_postdata( $GLOBALS['post'] );
		$html = apply_filters( 'the_content', get_post( $id )->post_content );
		wp_reset_postdata();
		$this->assertStringNotContainsString( 'evil.example', $html );
		$this->assertStringNotContainsString( 'data-widget-id="g1"', $html );
		// The dynamic block rendered after the strip, so its own runtime attribute is there.
		$this->assertMatchesRegularExpression( '/data-vitrine="[^"]*countdown/', $html );
	}

	public function test_only_the_server_and_unfiltered_html_may_write_the_consent_accept_marker(): void {
		$overlay = '<a href="#" style="position:fixed;inset:0" data-vitrine-consent-accept="advertisement">x</a><a href="#" data-vitrine-consent-open>Cookie settings</a>';
		$this->login_as( 'author' );
		$id    = wp_insert_post( wp_slash( array( 'post_title' => 'Author', 'post_status' => 'publish', 'post_content' => $overlay ) ) );
		$saved = get_post( $id )->post_content;
		$this->assertStringNotContainsString( 'data-vitrine-consent-accept', $saved, 'a click on it would consent for the visitor' );
		$this->assertStringContainsString( 'data-vitrine-consent-open', $saved, 'opening the settings stays allowed' );

		// Saved around the filters (before this rule): cleaned when it renders.
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_content' => $overlay ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$this->assertStringNotContainsString( 'data-vitrine-consent-accept', $this->rendered( $id ) );

		// The server's own placeholder for a blocked embed keeps it.
		$blocker = new \Vitrine\Consent\HtmlBlocker( new \Vitrine\Consent\Rules( array( array( 'pattern' => 'youtube.com', 'category' => 'functional' ) ) ), \Vitrine\Consent\Options::get() );
		$this->assertStringContainsString( 'data-vitrine-consent-accept="functional"', $blocker->process( '<iframe src="https://www.youtube.com/embed/x"></iframe>' ) );

		$this->login_as( 'administrator' );
		if ( current_user_can( 'unfiltered_html' ) ) {
			$admin = wp_insert_post( wp_slash( array( 'post_title' => 'Admin', 'post_status' => 'publish', 'post_content' => $overlay ) ) );
			$this->assertStringContainsString( 'data-vitrine-consent-accept="advertisement"', $this->rendered( $admin ) );
		}
	}

	public function test_shortcodes_in_such_content_cannot_plant_reserved_ids(): void {
		$author = $this->login_as( 'author' );
		$id     = wp_insert_post(
			wp_slash(
				array(
					'post_title'   => 'Caption',
					'post_status'  => 'publish',
					'post_author'  => $author,
					'post_content' => '[caption id="wpadminbar" width="300"]<img src="https://example.com/a.jpg" alt="A"> A caption[/caption][caption id="my-figure" width="300"]<img src="https://example.com/b.jpg" alt="B"> B[/caption]',
				)
			)
		);
		$html   = $this->rendered( $id );
		$this->assertStringNotContainsString( 'id="wpadminbar"', $html );
		$this->assertStringContainsString( 'id="my-figure"', $html, 'the author’s own ids stay' );
		$this->assertStringContainsString( 'A caption', $html );
	}

	private function rendered( int $id ): string {
		$GLOBALS['post'] = get_post( $id );
		setup_postdata( $GLOBALS['post'] );
		$html = apply_filters( 'the_content', get_post( $id )->post_content );
		wp_reset_postdata();
		return $html;
	}

	public function test_the_list_is_one_rule(): void {
		$this->assertTrue( ContentAttributes::is_reserved( 'DATA-SETTINGS' ) );
		$this->assertTrue( ContentAttributes::is_reserved( 'data-cli-block' ) );
		$this->assertTrue( ContentAttributes::is_reserved( 'data-vitrine-product-id' ) );
		$this->assertFalse( ContentAttributes::is_reserved( 'data-vitrine-prevent-click-tracking' ) );
		$this->assertTrue( ContentAttributes::is_reserved( 'data-vitrine-consent-accept' ) );
		$this->assertFalse( ContentAttributes::is_reserved( 'data-term' ) );
		$this->assertSame( '<p>plain</p>', ContentAttributes::strip( '<p>plain</p>' ) );
		$this->assertTrue( ContentAttributes::is_reserved_id( 'vitrine-popup-12' ) );
		$this->assertTrue( ContentAttributes::is_reserved_id( ' Vitrine-Posts ' ) );
		// The author's own anchors stay, even with the prefix (the demo content has some).
		$this->assertSame( '<h2 id="vitrine-demo-end">x</h2>', ContentAttributes::strip( '<h2 id="vitrine-demo-end">x</h2>' ) );
	}
}

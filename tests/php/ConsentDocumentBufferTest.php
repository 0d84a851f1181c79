<?php
/**
 * Script blocking of tags themes and plugins echo (docs/consent.md): on WordPress 6.9+ through core's
 * template enhancement output buffer, the whole page once; where that buffer is off (6.8, or a site
 * streaming its pages) through Vitrine's own buffers around wp_head and wp_footer.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\Blocker;
use Vitrine\Consent\Options;

final class ConsentDocumentBufferTest extends TestCase {
	private const BLOCKED = 'type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics"';

	private const PAGE = '<!doctype html><html><head><script id="zz-head">/* zz-tracker */ a()</script></head>'
		. '<body class="x"><script id="zz-body">/* zz-tracker */ b()</script><script id="zz-free">c()</script></body></html>';

	private static function core_buffer(): bool {
		return function_exists( 'wp_start_template_enhancement_output_buffer' );
	}

	private function with_tracker_rule(): void {
		update_option( Options::OPTION, array_merge( Options::get(), array( 'blocking' => array( array( 'pattern' => 'zz-tracker', 'category' => 'analytics' ) ) ) ) );
	}

	/** The opening tag of the element with this id. */
	private static function tag( string $html, string $id ): string {
		return preg_match( '#<script[^>]* id="' . preg_quote( $id, '#' ) . '"[^>]*>#', $html, $m ) ? $m[0] : '';
	}

	public function test_scripts_echoed_in_the_head_and_after_body_reach_the_visitor_blocked(): void {
		// The demo's /consent/ page with scripts echoed at wp_head and wp_body_open
		// (tests/mu-plugins/vitrine-consent-demo.php), over real HTTP.
		$html = (string) wp_remote_retrieve_body( wp_remote_get( home_url( '/consent/?vitrine-demo-echo=1' ), array( 'timeout' => 60 ) ) );
		$head = self::tag( $html, 'vitrine-demo-echo-wp_head' );
		$this->assertStringContainsString( 'data-cli-class="cli-blocker-script"', $head );
		$this->assertStringContainsString( 'data-cli-element-position="head"', $head );
		$this->assertSame( 1, substr_count( $head, 'data-cli-class' ), 'blocked once, not once per buffer' );
		if ( ! self::core_buffer() ) {
			return; // 6.8: only wp_head and wp_footer are buffered.
		}
		$body = self::tag( $html, 'vitrine-demo-echo-wp_body_open' );
		$this->assertStringContainsString( 'data-cli-class="cli-blocker-script"', $body, 'core’s buffer holds the whole page, so a script echoed after <body> is blocked too' );
		$this->assertStringContainsString( 'data-cli-element-position="body"', $body );
	}

	public function test_on_6_9_the_whole_page_goes_through_cores_buffer_and_ours_stay_closed(): void {
		if ( ! self::core_buffer() ) {
			$this->markTestSkipped( 'WordPress ' . get_bloginfo( 'version' ) . ' has no template enhancement output buffer (6.9+).' );
		}
		$this->with_tracker_rule();
		$blocker = new Blocker();
		$blocker->join_document_buffer();
		ob_start();
		$level = ob_get_level();
		try {
			$this->assertTrue( wp_start_template_enhancement_output_buffer() );
			$blocker->document_buffer_started();
			$blocker->start_head();
			$this->assertSame( $level + 1, ob_get_level(), 'no buffer of our own inside core’s' );
			echo self::PAGE; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- test markup.
			$blocker->end_buffer();
			ob_end_flush(); // Core's buffer ends: its filter runs.
			$html = (string) ob_get_clean();
		} finally {
			remove_filter( 'wp_template_enhancement_output_buffer', array( $blocker, 'filter_document' ) );
		}
		$this->assertStringContainsString( self::BLOCKED, self::tag( $html, 'zz-head' ) );
		$this->assertStringContainsString( 'data-cli-element-position="head"', self::tag( $html, 'zz-head' ) );
		$this->assertStringContainsString( 'data-cli-element-position="body"', self::tag( $html, 'zz-body' ) );
		$this->assertSame( '<script id="zz-free">', self::tag( $html, 'zz-free' ), 'scripts no rule names are untouched' );
	}

	public function test_where_cores_buffer_is_off_our_own_buffers_block_the_head(): void {
		$this->with_tracker_rule();
		$blocker = new Blocker();
		$stream  = static fn() => false;
		add_filter( 'wp_should_output_buffer_template_for_enhancement', $stream, 999 );
		try {
			if ( self::core_buffer() ) {
				$blocker->join_document_buffer();
				$this->assertFalse( wp_start_template_enhancement_output_buffer(), 'the site streams its pages' );
			}
			ob_start();
			$blocker->start_head();
			echo '<script id="zz-head">/* zz-tracker */ a()</script>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- test markup.
			$blocker->end_buffer();
			$html = (string) ob_get_clean();
		} finally {
			remove_filter( 'wp_should_output_buffer_template_for_enhancement', $stream, 999 );
			remove_filter( 'wp_template_enhancement_output_buffer', array( $blocker, 'filter_document' ) );
		}
		$this->assertStringContainsString( self::BLOCKED, self::tag( $html, 'zz-head' ) );
		$this->assertStringContainsString( 'data-cli-element-position="head"', self::tag( $html, 'zz-head' ) );
	}

	public function test_the_body_starts_where_its_tag_does(): void {
		$this->assertSame( strpos( self::PAGE, '<body' ), Blocker::body_offset( self::PAGE ) );
		$this->assertSame( 0, Blocker::body_offset( '<p>a fragment</p><script>x()</script>' ), 'markup without <body> is all body' );
		$this->assertSame( strpos( self::PAGE, '<body' ), Blocker::body_offset( str_replace( '<head>', '<head><script>var s = "<body>";</script>', self::PAGE ) ) - strlen( '<script>var s = "<body>";</script>' ), 'a "<body>" inside a script is text' );
	}
}

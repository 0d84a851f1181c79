<?php
/**
 * Server output of the content and navigation widget families: escaped, complete without
 * JavaScript, editor notices for bad settings, and the REST routes they use.
 */

namespace Vitrine\Tests;

final class WidgetsContentTest extends TestCase {
	public function test_off_canvas_renders_a_labelled_dialog_and_link(): void {
		$html = $this->render( '<!-- wp:vitrine/off-canvas {"side":"right","title":"<i>Cart</i>","buttonLabel":"Open \"cart\"","anchor":"cart"} --><p>Inside</p><!-- /wp:vitrine/off-canvas -->' );
		$this->assertStringContainsString( 'data-vitrine="off-canvas"', $html );
		$this->assertStringContainsString( 'id="cart"', $html );
		$this->assertStringContainsString( '<dialog class="vitrine-off-canvas__panel" id="cart-panel" aria-labelledby="cart-title">', $html );
		$this->assertStringContainsString( 'href="#cart"', $html );
		$this->assertStringContainsString( '&lt;i&gt;Cart&lt;/i&gt;', $html );
		$this->assertStringContainsString( 'Open &quot;cart&quot;', $html );
		$this->assertStringContainsString( '<p>Inside</p>', $html );
		$this->assertStringContainsString( 'is-side-right', $html );
	}

	public function test_off_canvas_bad_size_shows_a_notice_to_editors_only(): void {
		$markup = '<!-- wp:vitrine/off-canvas {"size":5,"anchor":"x"} /-->';
		$this->assertStringNotContainsString( 'vitrine-widget-notice', $this->render( $markup ) );
		$this->login_as( 'editor' );
		$html = $this->render( $markup );
		$this->assertStringContainsString( 'vitrine-widget-notice', $html );
		$this->assertStringContainsString( '--vitrine-off-canvas-size:360px', $html );
	}
}

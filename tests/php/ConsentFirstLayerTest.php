<?php
/**
 * The consent first layer as server-rendered markup (docs/consent.md): the same bytes for every
 * visitor whatever their cookies, hidden until the head gate shows it, the owner's texts escaped and
 * the positions named by classes; its stylesheet inline in <head>.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\FirstLayer;
use Vitrine\Consent\Options;

final class ConsentFirstLayerTest extends TestCase {
	public function test_the_bar_classes_follow_the_position_settings(): void {
		$s = array_merge( Options::get(), array( 'cookie_bar_as' => 'banner', 'notify_position_vertical' => 'bottom', 'notify_position_horizontal' => 'left', 'header_fix' => false ) );
		$this->assertSame( 'vitrine-consent-bar is-banner is-bottom is-align-left is-fixed', FirstLayer::bar_classes( $s ) );
		$this->assertStringNotContainsString( 'is-fixed', FirstLayer::bar_classes( array_merge( $s, array( 'notify_position_vertical' => 'top' ) ) ) );
		$this->assertStringContainsString( 'is-fixed', FirstLayer::bar_classes( array_merge( $s, array( 'notify_position_vertical' => 'top', 'header_fix' => true ) ) ) );
		$this->assertSame( 'vitrine-consent-bar is-widget is-bottom is-right', FirstLayer::bar_classes( array_merge( $s, array( 'cookie_bar_as' => 'widget', 'widget_position' => 'right' ) ) ) );
		$this->assertSame( 'vitrine-consent-bar is-popup', FirstLayer::bar_classes( array_merge( $s, array( 'cookie_bar_as' => 'popup' ) ) ) );
	}

	public function test_the_markup_is_hidden_escaped_and_the_same_for_every_visitor(): void {
		$s                           = Options::get();
		$s['texts']['title']         = 'Cookies <script>alert(1)</script>';
		$s['buttons']['2']['url']    = 'javascript:alert(1)';
		$s['buttons']['1']['colour'] = '#123456';
		$plain                       = FirstLayer::markup( $s );
		$this->assertStringStartsWith( '<section class="vitrine-consent-layer" aria-label="Cookie consent" data-vitrine-consent-layer hidden>', $plain );
		$this->assertStringContainsString( 'Cookies &lt;script&gt;alert(1)&lt;/script&gt;', $plain );
		$this->assertStringNotContainsString( 'vitrine-consent-readmore', $plain, 'no link without a usable address' );
		$this->assertStringContainsString( 'href="https://example.com/privacy/"', FirstLayer::markup( array_replace_recursive( $s, array( 'buttons' => array( '2' => array( 'url' => 'https://example.com/privacy/' ) ) ) ) ) );
		$this->assertStringContainsString( 'style="--vitrine-consent-btn-bg:#123456;--vitrine-consent-btn-hover:#123456;"', $plain );
		foreach ( array( 'reject' => 'Reject', 'settings' => 'Settings', 'accept' => 'Accept all', 'ccpa' => 'Do not sell or share my personal information' ) as $do => $label ) {
			$this->assertMatchesRegularExpression( '#<button type="button" [^>]*data-vitrine-consent-do="' . $do . '"[^>]*>' . preg_quote( $label, '#' ) . '</button>#', $plain );
		}
		$_COOKIE['viewed_cookie_policy'] = 'yes';
		$_COOKIE['CookieLawInfoConsent'] = base64_encode( '{"ver":"1","analytics":true}' );
		$this->assertSame( $plain, FirstLayer::markup( $s ), 'cookies change nothing' );
		unset( $_COOKIE['viewed_cookie_policy'], $_COOKIE['CookieLawInfoConsent'] );

		$popup = FirstLayer::markup( array_merge( $s, array( 'cookie_bar_as' => 'popup', 'popup_overlay' => true ) ) );
		$this->assertStringContainsString( '<div class="vitrine-consent-overlay"></div>', $popup );
		$this->assertStringContainsString( 'role="dialog" aria-modal="true"', $popup );
		$this->assertStringNotContainsString( 'role="dialog"', $plain );
	}

	public function test_the_page_prints_the_layer_once_and_links_its_style_in_the_head(): void {
		$layer = new FirstLayer( \Vitrine\Plugin::instance() );
		ob_start();
		$layer->print_style();
		$layer->print_layer();
		$layer->print_layer(); // wp_body_open, then the wp_footer fallback.
		$out = (string) ob_get_clean();
		// A versioned, cacheable stylesheet linked in the head, not inline CSS (issue 35).
		$this->assertMatchesRegularExpression( "#^<link rel='stylesheet' id='vitrine-consent-first-layer-css' href='[^']+/build/consent/first-layer\.css\?ver=[0-9a-f]+' media='all' />#", $out );
		$css = (string) file_get_contents( \Vitrine\Plugin::instance()->path( 'build/consent/first-layer.css' ) );
		$this->assertStringContainsString( '.vitrine-consent-layer[hidden]{display:none}', $css );
		$this->assertMatchesRegularExpression( '#\.vitrine-consent-placeholder\[hidden\][^{]*\{display:none\}#', $css, 'the placeholders are hidden before any script' );
		$this->assertSame( 1, substr_count( $out, 'data-vitrine-consent-layer' ) );
	}
}

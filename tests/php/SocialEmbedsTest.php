<?php
/**
 * Server output of the social embeds block: addresses recognised per network, a placeholder with
 * the owner's text and a working link, the consent category, and bad addresses kept from visitors.
 */

namespace Vitrine\Tests;

use Vitrine\Media\SocialNetworks;

final class SocialEmbedsTest extends TestCase {
	private function block( array $attributes ): string {
		return $this->render( '<!-- wp:vitrine/social-embeds ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	public function test_recognises_post_addresses_of_each_network(): void {
		$cases = array(
			'https://x.com/WordPress/status/1790000000000000000'           => array( 'x', '1790000000000000000' ),
			'https://twitter.com/a_b/status/12345678?s=20'                => array( 'x', '12345678' ),
			'https://www.instagram.com/p/C1a2B3c4D5e/'                    => array( 'instagram', 'C1a2B3c4D5e' ),
			'https://instagram.com/reel/Abc_12-x/'                        => array( 'instagram', 'Abc_12-x' ),
			'https://www.facebook.com/WordPress/posts/10159000000000000'  => array( 'facebook', '10159000000000000' ),
			'https://www.facebook.com/permalink.php?story_fbid=123456789' => array( 'facebook', '123456789' ),
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10'            => array( 'youtube', 'dQw4w9WgXcQ' ),
			'https://youtu.be/dQw4w9WgXcQ'                                => array( 'youtube', 'dQw4w9WgXcQ' ),
			'https://www.youtube.com/shorts/dQw4w9WgXcQ'                  => array( 'youtube', 'dQw4w9WgXcQ' ),
			'https://www.tiktok.com/@scout2015/video/6718335390845095173' => array( 'tiktok', '6718335390845095173' ),
			'https://www.pinterest.com/pin/1234567890123/'                => array( 'pinterest', '1234567890123' ),
		);
		foreach ( $cases as $url => list( $network, $id ) ) {
			$found = SocialNetworks::detect( $url );
			$this->assertNotNull( $found, $url );
			$this->assertSame( array( $network, $id ), array( $found['network'], $found['id'] ), $url );
		}
		foreach ( array( '', 'not a url', 'javascript:alert(1)//x.com/a/status/123456', 'https://example.com/a/status/123456', 'https://x.com/WordPress', 'https://www.youtube.com/watch?v=short', 'https://www.youtube.com/dQw4w9WgXcQ', 'ftp://x.com/a/status/123456', 'https://x.com.evil.test/a/status/123456' ) as $bad ) {
			$this->assertNull( SocialNetworks::detect( $bad ), $bad );
		}
	}

	public function test_renders_a_placeholder_with_text_link_and_category(): void {
		$html = $this->block(
			array(
				'url'      => 'https://www.instagram.com/p/C1a2B3c4D5e/',
				'author'   => 'Ana <b>',
				'text'     => "Line <script>x</script>\nsecond",
				'category' => 'advertisement',
				'maxWidth' => 9000,
			)
		);
		$this->assertStringContainsString( 'data-vitrine="social-embeds"', $html );
		$this->assertStringContainsString( 'is-network-instagram', $html );
		$this->assertStringContainsString( 'Post on Instagram', $html );
		$this->assertStringContainsString( 'Line &lt;script&gt;x&lt;/script&gt;<br />', $html );
		$this->assertStringContainsString( 'Ana &lt;b&gt;', $html );
		$this->assertStringContainsString( 'href="https://www.instagram.com/p/C1a2B3c4D5e/"', $html );
		$this->assertStringContainsString( 'data-vitrine-consent-accept="advertisement"', $html );
		$this->assertStringContainsString( 'Always allow Advertisement cookies', $html );
		// WordPress 7.1 prints the wrapper's style without the trailing semicolon 6.8 keeps.
		$this->assertMatchesRegularExpression( '/ style="max-width:1200px;?"/', $html );
		// Nothing that contacts the network is printed: no script, no iframe, no provider markup.
		$this->assertDoesNotMatchRegularExpression( '/<(script|iframe)|instagram-media|embed\.js/', $html );
		preg_match( '/data-settings="([^"]*)"/', $html, $m );
		$this->assertSame(
			array(
				'network'  => 'instagram',
				'id'       => 'C1a2B3c4D5e',
				'url'      => 'https://www.instagram.com/p/C1a2B3c4D5e/',
				'label'    => 'Instagram',
				'category' => 'advertisement',
			),
			json_decode( html_entity_decode( $m[1] ), true )
		);
	}

	public function test_bad_settings_fall_back_or_tell_only_editors(): void {
		$html = $this->block( array( 'url' => 'https://youtu.be/dQw4w9WgXcQ', 'category' => 'necessary' ) );
		$this->assertStringContainsString( 'data-vitrine-consent-accept="functional"', $html );
		$this->assertStringNotContainsString( 'vitrine-social__quote', $html );
		$this->assertSame( '', trim( $this->block( array( 'url' => 'https://example.com/post/1' ) ) ) );
		$this->assertSame( '', trim( $this->block( array() ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'is not the address of a post on X (Twitter), Instagram', $this->block( array( 'url' => 'https://example.com/post/1' ) ) );
		$this->assertStringContainsString( 'Paste the address of a post', $this->block( array() ) );
	}
}

<?php
/**
 * Server output of the video playlist: sources recognised, tabs and panels linked, hosted videos as
 * native players, provider videos as thumbnails with links, bad items kept from visitors.
 */

namespace Vitrine\Tests;

use Vitrine\Lifecycle\Privacy;
use Vitrine\Media\VideoSources;

final class VideoPlaylistTest extends TestCase {
	private function block( array $attributes ): string {
		return $this->render( '<!-- wp:vitrine/video-playlist ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	private function video(): int {
		$ids = get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
				'meta_key'    => '_vitrine_seed_video', // phpcs:ignore WordPress.DB.SlowDBQuery
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		$this->assertNotEmpty( $ids, 'the demo seed adds videos' );
		return (int) $ids[0];
	}

	public function test_recognises_youtube_vimeo_and_files(): void {
		$cases = array(
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x' => array( 'youtube', 'dQw4w9WgXcQ' ),
			'https://youtu.be/aqz-KE-bpKQ'                       => array( 'youtube', 'aqz-KE-bpKQ' ),
			'https://m.youtube.com/shorts/dQw4w9WgXcQ'           => array( 'youtube', 'dQw4w9WgXcQ' ),
			'https://vimeo.com/76979871'                         => array( 'vimeo', '76979871' ),
			'https://player.vimeo.com/video/76979871'            => array( 'vimeo', '76979871' ),
			'https://example.com/media/clip.webm?x=1'            => array( 'hosted', '' ),
		);
		foreach ( $cases as $url => list( $provider, $id ) ) {
			$found = VideoSources::detect( $url );
			$this->assertNotNull( $found, $url );
			$this->assertSame( array( $provider, $id ), array( $found['provider'], $found['id'] ), $url );
		}
		$this->assertSame( 'video/webm', VideoSources::detect( 'https://example.com/media/clip.webm' )['type'] );
		foreach ( array( '', 'not a video', 'https://www.youtube.com/watch?v=short', 'https://vimeo.com/channels/x', 'https://example.com/page', 'javascript:alert(1)//a.mp4' ) as $bad ) {
			$this->assertNull( VideoSources::detect( $bad ), $bad );
		}
		$this->assertNull( VideoSources::resolve( array( 'mediaId' => 987654 ) ) );
	}

	public function test_renders_tabs_panels_and_players_without_contacting_providers(): void {
		$video = $this->video();
		$html  = $this->block(
			array(
				'heading' => 'Start <here>',
				'videos'  => array(
					array( 'mediaId' => $video, 'title' => 'Hosted <b>' ),
					array( 'url' => 'https://youtu.be/dQw4w9WgXcQ', 'title' => 'Tube', 'duration' => '3:33' ),
					array( 'url' => 'https://vimeo.com/76979871', 'duration' => 'long' ),
				),
			)
		);
		$this->assertStringContainsString( 'data-vitrine="video-playlist"', $html );
		$this->assertSame( 3, substr_count( $html, 'role="tab"' ) );
		$this->assertSame( 3, substr_count( $html, 'role="tabpanel"' ) );
		$this->assertSame( 2, substr_count( $html, ' hidden>' ), 'only the first panel shows' );
		$this->assertSame( 1, substr_count( $html, 'aria-selected="true"' ) );
		$this->assertStringContainsString( 'Start &lt;here&gt;', $html );
		$this->assertStringContainsString( 'Hosted &lt;b&gt;', $html );
		$this->assertMatchesRegularExpression( '#<video [^>]*controls[^>]*>\s*<source src="[^"]+\.webm" type="video/webm">#', $html );
		$this->assertStringContainsString( 'Video · 0:03', $html, 'the hosted duration comes from the attachment' );
		$this->assertStringContainsString( 'YouTube · 3:33', $html );
		$this->assertStringContainsString( '>Vimeo<', $html, 'a malformed duration is left out' );
		$this->assertStringContainsString( 'Video 3', $html, 'an untitled video is numbered' );
		$this->assertStringContainsString( 'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"', $html );
		$this->assertStringContainsString( 'Watch Tube on YouTube', $html );
		$this->assertDoesNotMatchRegularExpression( '#<(script|iframe)|iframe_api|player\.vimeo\.com|ytimg#', $html );
		preg_match( '/data-settings="([^"]*)"/', $html, $m );
		$settings = json_decode( html_entity_decode( $m[1] ), true );
		$this->assertTrue( $settings['autoNext'] );
		$this->assertSame( array( 'hosted', 'youtube', 'vimeo' ), array_column( $settings['videos'], 'provider' ) );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{12}$/', $settings['key'] );
	}

	public function test_bad_items_are_left_out_and_reported_to_editors(): void {
		$attributes = array(
			'listPosition' => 'diagonal',
			'videos'       => array(
				array( 'url' => 'not a video' ),
				array( 'mediaId' => 987654 ),
				array( 'url' => 'https://vimeo.com/76979871', 'thumbId' => 424242 ),
			),
		);
		$html       = $this->block( $attributes );
		$this->assertSame( 1, substr_count( $html, 'role="tab"' ) );
		$this->assertStringContainsString( 'is-list-side', $html );
		$this->assertStringNotContainsString( 'vitrine-widget-notice', $html );
		$this->assertSame( '', trim( $this->block( array( 'videos' => array( array( 'url' => 'x' ) ) ) ) ) );
		$this->login_as( 'editor' );
		$html = $this->block( $attributes );
		$this->assertStringContainsString( 'Video 1 has no usable source', $html );
		$this->assertStringContainsString( 'Video 2 has no usable source', $html );
		$this->assertStringContainsString( 'The thumbnail 424242 of video 3 no longer exists.', $html );
		$this->assertStringContainsString( 'Add videos to the playlist.', $this->block( array() ) );
	}

	public function test_the_suggested_privacy_text_mentions_embeds_and_watched_marks(): void {
		$text = Privacy::policy_text();
		$this->assertStringContainsString( 'load from those websites only after you allow their cookie category', $text );
		$this->assertStringContainsString( 'Video playlists remember which videos you watched', $text );
	}
}

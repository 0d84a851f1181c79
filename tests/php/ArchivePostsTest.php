<?php
/**
 * The posts block's Archive Posts variation: the archive it lists follows the main query (category,
 * tag, author, date, search), names of archives are checked against the site, the next-page route
 * (and the address it had before the variations), bad settings, and the Settings → Reading layout
 * page. The legacy vitrine/archive-posts block is tested in BlockVariationsTest.
 */

namespace Vitrine\Tests;

use Vitrine\Widgets\ArchiveLayout;
use Vitrine\Widgets\ArchivePosts;

final class ArchivePostsTest extends TestCase {
	private ?\WP_Query $saved_query = null;

	protected function tearDown(): void {
		if ( $this->saved_query ) {
			$GLOBALS['wp_query'] = $this->saved_query;
		}
		parent::tearDown();
	}

	/** Makes the main query the given archive, as WordPress does for its URL. */
	private function visit( array $query ): void {
		$this->saved_query ??= $GLOBALS['wp_query'];
		$GLOBALS['wp_query'] = new \WP_Query( $query );
	}

	private function post( string $title, array $extra = array() ): int {
		return (int) wp_insert_post( array_merge( array( 'post_status' => 'publish', 'post_title' => $title ), $extra ) );
	}

	public function test_names_of_archives_are_checked_against_the_site(): void {
		$cat = wp_insert_term( 'Vitrine archive cat', 'category', array( 'slug' => 'vitrine-archive-cat' ) );
		$this->assertSame( array( 'tax_query' => array( array( 'taxonomy' => 'category', 'field' => 'term_id', 'terms' => $cat['term_id'], 'include_children' => true ) ) ), ArchivePosts::parse( 'category:vitrine-archive-cat' )['args'] );
		$this->assertSame( array( 'year' => 2026, 'monthnum' => 2 ), ArchivePosts::parse( 'date:2026-02' )['args'] );
		$this->assertSame( 'search:kitchen knives', ArchivePosts::parse( 'search:kitchen <b>knives</b>' )['text'] );
		$this->assertSame( array( 'post_type' => 'post' ), ArchivePosts::parse( 'type:post' )['args'] );
		foreach ( array( '', 'category', 'category:', 'category:no-such-term', 'tag:no-such-tag', 'tax:nav_menu:x', 'author:no-such-user', 'date:2026-13', 'date:2026-02-30', 'date:26', 'search:', 'search:   ', 'type:page', 'type:revision', 'nope:x', str_repeat( 'a', 250 ) ) as $bad ) {
			$this->assertNull( ArchivePosts::parse( $bad ), $bad );
		}
	}

	public function test_on_a_category_archive_it_lists_that_category_only(): void {
		$cat   = wp_insert_term( 'Vitrine hikes', 'category' );
		$other = wp_insert_term( 'Vitrine kitchens', 'category' );
		$this->post( 'Zz hike one', array( 'post_category' => array( $cat['term_id'] ) ) );
		$this->post( 'Zz hike two', array( 'post_category' => array( $cat['term_id'] ) ) );
		$this->post( 'Zz hike draft', array( 'post_status' => 'draft', 'post_category' => array( $cat['term_id'] ) ) );
		$this->post( 'Zz kitchen', array( 'post_category' => array( $other['term_id'] ) ) );
		$this->visit( array( 'cat' => $cat['term_id'] ) );
		$this->assertSame( 'category:vitrine-hikes', ArchivePosts::current() );
		$html = $this->render( '<!-- wp:vitrine/posts {"source":"archive","postsPerPage":1,"preview":"search:kitchen"} /-->' );
		$this->assertStringContainsString( 'data-vitrine="archive-posts"', $html );
		$this->assertSame( 1, substr_count( $html, '<article' ) );
		$this->assertMatchesRegularExpression( '/>Zz hike (one|two)</', $html );
		$this->assertStringNotContainsString( 'Zz kitchen', $html, 'the archive wins over the preview' );
		$this->assertStringNotContainsString( 'vitrine-archive-posts__preview', $html );
		$this->assertMatchesRegularExpression( '/href="[^"]*e-page-archive-posts-\d+=2"/', $html );
		$this->assertStringContainsString( '&quot;archive&quot;:&quot;category:vitrine-hikes&quot;', $html );
	}

	public function test_it_follows_author_date_tag_and_search_archives(): void {
		$author = wp_insert_user( array( 'user_login' => 'vitrine_writer', 'user_pass' => wp_generate_password(), 'role' => 'author' ) );
		$this->post( 'Zz by writer', array( 'post_author' => $author ) );
		$this->visit( array( 'author' => $author ) );
		$this->assertSame( 'author:vitrine_writer', ArchivePosts::current() );
		$this->assertStringContainsString( 'Zz by writer', $this->render( '<!-- wp:vitrine/posts {"source":"archive"} /-->' ) );

		$this->post( 'Zz old news', array( 'post_date' => '2001-03-04 10:00:00' ) );
		$this->visit( array( 'year' => 2001, 'monthnum' => 3 ) );
		$this->assertSame( 'date:2001-03', ArchivePosts::current() );
		$this->assertStringContainsString( 'Zz old news', $this->render( '<!-- wp:vitrine/posts {"source":"archive"} /-->' ) );

		$tagged = $this->post( 'Zz tagged' );
		wp_set_post_tags( $tagged, 'vitrine-zz-tag' );
		$this->visit( array( 'tag' => 'vitrine-zz-tag' ) );
		$this->assertSame( 'tag:vitrine-zz-tag', ArchivePosts::current() );
		$this->assertStringContainsString( 'Zz tagged', $this->render( '<!-- wp:vitrine/posts {"source":"archive"} /-->' ) );

		$this->visit( array( 's' => str_repeat( 'long ', 30 ) ) );
		$this->assertStringContainsString( '<p class="vitrine-archive-posts__empty">Nothing found.', $this->render( '<!-- wp:vitrine/posts {"source":"archive"} /-->' ), 'a search too long to list gets the message, not nothing' );

		$this->visit( array( 's' => 'qqzzyy' ) );
		$this->assertSame( 'search:qqzzyy', ArchivePosts::current() );
		$html = $this->render( '<!-- wp:vitrine/posts {"source":"archive","nothingFound":"Nothing for <b>you</b>"} /-->' );
		$this->assertStringContainsString( '<p class="vitrine-archive-posts__empty">Nothing for &lt;b&gt;you&lt;/b&gt;</p>', $html );
	}

	public function test_outside_archives_it_previews_the_archive_in_its_settings(): void {
		$this->post( 'Zz preview me' );
		$html = $this->render( '<!-- wp:vitrine/posts {"source":"archive","preview":"search:Zz preview","skin":"minimal"} /-->' );
		$this->assertStringContainsString( '<p class="vitrine-archive-posts__preview">', $html );
		$this->assertStringContainsString( 'Preview: Search results for “Zz preview”', $html );
		$this->assertStringContainsString( '>Zz preview me<', $html );
		$this->assertStringContainsString( 'is-skin-minimal', $html );
	}

	public function test_bad_or_missing_preview_shows_a_notice_to_editors_only(): void {
		foreach ( array( '<!-- wp:vitrine/posts {"source":"archive"} /-->', '<!-- wp:vitrine/posts {"source":"archive","preview":"category:no-such"} /-->' ) as $markup ) {
			$this->assertSame( '', trim( $this->render( $markup ) ) );
		}
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $this->render( '<!-- wp:vitrine/posts {"source":"archive"} /-->' ) );
		$this->assertStringContainsString( 'There is no archive “category:no-such”', $this->render( '<!-- wp:vitrine/posts {"source":"archive","preview":"category:no-such"} /-->' ) );
	}

	public function test_next_page_route_follows_the_archive_and_the_saved_block(): void {
		$cat = wp_insert_term( 'Vitrine route cat', 'category' );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->post( "Aaaa route $i", array( 'post_category' => array( $cat['term_id'] ) ) );
		}
		$this->post( 'Aaaa route other' );
		$this->post( 'Aaaa route draft', array( 'post_status' => 'draft', 'post_category' => array( $cat['term_id'] ) ) );
		$page = $this->post( 'Layout', array( 'post_type' => 'page', 'post_content' => '<!-- wp:vitrine/posts {"source":"archive","postsPerPage":2,"order":"title","pagination":"load-more"} /-->' ) );
		$args = array( 'post_id' => $page, 'block' => 1, 'page' => 2, 'archive' => 'category:' . get_term( $cat['term_id'] )->slug, 'posts_per_page' => 50 );
		$data = $this->rest( 'GET', '/vitrine/v1/posts-page', $args )->get_data();
		$this->assertSame( 1, substr_count( $data['html'], '<article' ), 'two per page, as saved' );
		$this->assertStringContainsString( 'Aaaa route 3', $data['html'] );
		$this->assertSame( 2, $data['pages'] );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'archive' => 'category:no-such' ) + $args )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'archive' => 'x' ) + $args )->get_status(), 'too short for a name' );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array_diff_key( $args, array( 'archive' => 1 ) ) )->get_status(), 'without an archive, block 1 is the first Posts block: there is none' );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'block' => 2 ) + $args )->get_status() );
		$draft = $this->post( 'Draft layout', array( 'post_type' => 'page', 'post_status' => 'draft', 'post_content' => '<!-- wp:vitrine/posts {"source":"archive"} /-->' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $draft, 'block' => 1 ) + $args )->get_status() );

		// The address pages printed before the variations ask (a page cache may still serve them).
		$this->assertSame( $data, $this->rest( 'GET', '/vitrine/v1/archive-posts-page', $args )->get_data() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/archive-posts-page', array_diff_key( $args, array( 'archive' => 1 ) ) )->get_status(), 'there, the archive is required' );
	}

	public function test_posts_and_archive_posts_blocks_are_numbered_apart(): void {
		$cat  = wp_insert_term( 'Vitrine numbered', 'category' );
		$slug = get_term( $cat['term_id'] )->slug;
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->post( "Bbbb numbered $i", array( 'post_category' => array( $cat['term_id'] ) ) );
		}
		// A Posts block, then an Archive Posts block, then one saved as the legacy block: the archive
		// ones are 1 and 2 of their family, whatever their name.
		$page = $this->post(
			'Mixed',
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:vitrine/posts {"postsPerPage":1} /--><!-- wp:vitrine/posts {"source":"archive","postsPerPage":3} /--><!-- wp:vitrine/archive-posts {"postsPerPage":1,"order":"title"} /-->',
			)
		);
		$args = array( 'post_id' => $page, 'page' => 2, 'archive' => 'category:' . $slug );
		$this->assertSame( 1, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'block' => 1, 'page' => 1 ) + $args )->get_data()['pages'], 'three per page: one page' );
		$second = $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'block' => 2 ) + $args )->get_data();
		$this->assertSame( 3, $second['pages'] );
		$this->assertStringContainsString( 'Bbbb numbered 2', $second['html'] );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'block' => 3 ) + $args )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $page, 'block' => 1, 'page' => 1 ) )->get_status(), 'the Posts block is block 1 of its own family' );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $page, 'block' => 2, 'page' => 1 ) )->get_status() );
	}

	public function test_layout_setting_accepts_published_pages_only_and_renders_on_archives(): void {
		$page  = $this->post( 'Layout', array( 'post_type' => 'page', 'post_content' => '<!-- wp:paragraph --><p>Layout intro</p><!-- /wp:paragraph --><!-- wp:vitrine/posts {"source":"archive"} /-->' ) );
		$draft = $this->post( 'Draft', array( 'post_type' => 'page', 'post_status' => 'draft' ) );
		$post  = $this->post( 'A post' );
		$this->assertSame( $page, ArchiveLayout::sanitize( (string) $page ) );
		foreach ( array( $draft, $post, -3, 'x', null ) as $bad ) {
			$this->assertSame( 0, ArchiveLayout::sanitize( $bad ) );
		}
		update_option( ArchiveLayout::OPTION, $page );
		update_option( ArchiveLayout::KINDS_OPTION, array( 'search', 'category' ) );
		$this->assertSame( array( 'category', 'search' ), ArchiveLayout::chosen_kinds() );
		$this->assertSame( array( 'tag' ), ArchiveLayout::sanitize_kinds( array( 'tag', 'nope', '' ) ) );
		$this->assertSame( array(), ArchiveLayout::sanitize_kinds( 'category' ) );
		$this->visit( array( 'year' => 2001 ) );
		$this->assertFalse( ArchiveLayout::applies(), 'dates are not ticked' );
		$this->visit( array( 'p' => $post ) );
		$this->assertFalse( ArchiveLayout::applies() );
		ob_start();
		$this->assertFalse( ArchiveLayout::render(), 'not on a single post' );
		$this->assertSame( '', ob_get_clean() );
		$this->visit( array( 's' => 'A post' ) );
		$this->assertTrue( ArchiveLayout::applies() );
		ob_start();
		$this->assertTrue( ArchiveLayout::render() );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Layout intro', $html );
		$this->assertStringContainsString( '&quot;postId&quot;:' . $page, $html );
		$this->assertSame( 0, ArchiveLayout::rendering() );
	}
}

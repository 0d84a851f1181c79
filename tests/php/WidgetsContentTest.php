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

	public function test_toc_lists_the_content_headings_with_stable_ids(): void {
		$markup = '<!-- wp:vitrine/table-of-contents {"levels":[2,3]} /-->'
			. '<!-- wp:heading --><h2 class="wp-block-heading">Intro &amp; <em>more</em></h2><!-- /wp:heading -->'
			. '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Deeper</h3><!-- /wp:heading -->'
			. '<!-- wp:heading {"level":4} --><h4 class="wp-block-heading">Too deep</h4><!-- /wp:heading -->'
			. '<!-- wp:heading --><h2 class="wp-block-heading" id="own">Intro &amp; more</h2><!-- /wp:heading -->'
			. '<!-- wp:heading --><h2 class="wp-block-heading">Intro &amp; more</h2><!-- /wp:heading -->';
		$html   = apply_filters( 'the_content', $markup );
		$this->assertStringContainsString( '<h2 id="intro-more" class="wp-block-heading">', $html );
		$this->assertStringContainsString( '<h2 id="intro-more-2" class="wp-block-heading">', $html );
		$this->assertStringContainsString( '<h4 id="too-deep"', $html );
		$this->assertMatchesRegularExpression( '#<ol class="vitrine-toc__list"><li><a href="\#intro-more">Intro &amp; more</a><ol><li><a href="\#deeper">Deeper</a></li></ol></li><li><a href="\#own">#', $html );
		$this->assertStringNotContainsString( 'href="#too-deep"', $html );
		$this->assertStringContainsString( '<details class="vitrine-toc__details" open>', $html );
	}

	public function test_toc_flat_layout_and_bad_levels(): void {
		$this->login_as( 'editor' );
		$html = apply_filters( 'the_content', '<!-- wp:vitrine/table-of-contents {"levels":[9],"layout":"flat","collapsible":false} /--><h2>A</h2><h3>B</h3>' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $html );
		$this->assertStringContainsString( '<ol class="vitrine-toc__list"><li class="is-level-2"><a href="#a">A</a></li><li class="is-level-3"><a href="#b">B</a></li></ol>', $html );
		$this->assertStringNotContainsString( '<details', $html );
	}

	public function test_toc_nesting_closes_deeper_levels(): void {
		$list = \Vitrine\Widgets\TableOfContents::render_list(
			array(
				array( 'level' => 2, 'id' => 'a', 'text' => 'A' ),
				array( 'level' => 3, 'id' => 'b', 'text' => 'B' ),
				array( 'level' => 4, 'id' => 'c', 'text' => 'C' ),
				array( 'level' => 2, 'id' => 'd', 'text' => 'D' ),
			),
			array( 2, 3, 4 ),
			'nested'
		);
		$this->assertSame( '<ol class="vitrine-toc__list"><li><a href="#a">A</a><ol><li><a href="#b">B</a><ol><li><a href="#c">C</a></li></ol></li></ol></li><li><a href="#d">D</a></li></ol>', $list );
	}

	public function test_share_buttons_render_escaped_share_links(): void {
		$html = $this->render( '<!-- wp:vitrine/share-buttons {"buttons":["x","email","copy","bogus"],"shareUrl":"https://example.com/a?b=1&c=2","shareTitle":"Tom & \"Jerry\""} /-->' );
		$this->assertStringContainsString( 'href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2&#038;text=Tom%20%26%20%22Jerry%22"', $html );
		$this->assertStringContainsString( 'href="mailto:?subject=Tom%20%26%20%22Jerry%22&#038;body=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2"', $html );
		$this->assertStringContainsString( 'rel="noopener noreferrer nofollow"', $html );
		$this->assertStringContainsString( '<button type="button" class="vitrine-share__button vitrine-share__copy" disabled>', $html );
		$this->assertStringNotContainsString( 'bogus', $html, 'visitors see nothing of bad settings' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'Unknown share buttons were left out: bogus.', $this->render( '<!-- wp:vitrine/share-buttons {"buttons":["x","bogus"]} /-->' ) );
	}

	public function test_share_buttons_ignore_a_non_http_address(): void {
		$html = $this->render( '<!-- wp:vitrine/share-buttons {"buttons":["facebook"],"shareUrl":"javascript:alert(1)"} /-->' );
		$this->assertStringNotContainsString( 'javascript', $html );
		$this->assertStringContainsString( 'facebook.com/sharer/sharer.php?u=http', $html );
	}

	public function test_countdown_reads_the_due_date_in_site_time(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$html = $this->render( '<!-- wp:vitrine/countdown {"dueDate":"2031-06-01T12:00","label":"<b>Soon</b>"} /-->' );
		$this->assertMatchesRegularExpression( '/data-settings="[^"]*&quot;due&quot;:1938074400000/', $html, '12:00 in Paris (summer) is 10:00 UTC' );
		$this->assertStringContainsString( '<time datetime="2031-06-01T10:00:00+00:00">', $html );
		$this->assertStringContainsString( '&lt;b&gt;Soon&lt;/b&gt;', $html );
		$this->assertStringContainsString( 'aria-live="polite"', $html );
		$this->assertStringContainsString( 'data-unit="seconds"', $html );
	}

	public function test_countdown_expired_and_bad_settings(): void {
		$this->assertStringContainsString( 'is-expired', $this->render( '<!-- wp:vitrine/countdown {"dueDate":"2001-01-01T00:00","message":"Gone"} /-->' ) );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/countdown {"dueDate":"2001-01-01T00:00","expiry":"hide"} /-->' ) ) );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/countdown {"dueDate":"not a date"} /-->' ) ) );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/countdown {"mode":"evergreen","evergreenMinutes":0} /-->' ) ) );
		$redirect = $this->render( '<!-- wp:vitrine/countdown {"dueDate":"2031-01-01T00:00","expiry":"redirect","redirectUrl":"javascript:alert(1)"} /-->' );
		$this->assertStringContainsString( '&quot;expiry&quot;:&quot;message&quot;', $redirect );
		$this->assertStringNotContainsString( 'javascript', $redirect );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'Set a valid due date', $this->render( '<!-- wp:vitrine/countdown {"dueDate":"not a date"} /-->' ) );
	}

	public function test_progress_tracker_circle_for_an_element(): void {
		$html = $this->render( '<!-- wp:vitrine/progress-tracker {"shape":"circle","source":"element","selector":"#post <b>x</b>"} /-->' );
		$this->assertStringContainsString( 'is-shape-circle', $html );
		$this->assertStringContainsString( 'role="progressbar"', $html );
		$this->assertStringContainsString( '<svg class="vitrine-progress-tracker__circle"', $html );
		$this->assertStringContainsString( 'data-settings="{&quot;selector&quot;:&quot;#post x&quot;}"', $html );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $this->render( '<!-- wp:vitrine/progress-tracker {"source":"element"} /-->' ) );
	}

	public function test_search_suggestions_list_published_public_content_only(): void {
		$make   = fn( $status, $extra = array() ) => wp_insert_post( array_merge( array( 'post_title' => "Zyxquark $status", 'post_status' => $status, 'post_type' => 'post' ), $extra ) );
		$public = $make( 'publish' );
		$make( 'draft' );
		$make( 'private' );
		$make( 'pending' );
		$make( 'future', array( 'post_date' => '2099-01-01 00:00:00' ) );
		$make( 'publish', array( 'post_title' => 'Zyxquark protected', 'post_password' => 'secret' ) );
		$this->login_as( 'administrator' ); // Even an administrator's request lists public content only.
		$response = $this->rest( 'GET', '/vitrine/v1/search-suggest', array( 'q' => 'zyxquark' ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( $public ), array_column( $data, 'id' ) );
		$this->assertSame( 'Zyxquark publish', $data[0]['title'] );
		$this->assertSame( get_permalink( $public ), $data[0]['url'] );
	}

	public function test_search_suggestions_validate_input(): void {
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/search-suggest', array() )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/search-suggest', array( 'q' => 'a' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/search-suggest', array( 'q' => str_repeat( 'a', 101 ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/search-suggest', array( 'q' => 'ab', 'per_page' => 50 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/search-suggest', array( 'q' => array( 'x' ) ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/vitrine/v1/search-suggest', array( 'q' => 'ab', 'per_page' => 2 ) )->get_status() );
	}

	public function test_search_renders_a_working_form_and_combobox(): void {
		$html = $this->render( '<!-- wp:vitrine/search {"label":"Find <i>it</i>"} /-->' );
		$this->assertStringContainsString( 'role="search" method="get" action="' . esc_url( home_url( '/' ) ) . '"', $html );
		$this->assertStringContainsString( 'name="s"', $html );
		$this->assertStringContainsString( 'role="combobox"', $html );
		$this->assertStringContainsString( 'role="listbox"', $html );
		$this->assertStringContainsString( 'Find &lt;i&gt;it&lt;/i&gt;', $html );
	}

	public function test_floating_bar_renders_an_overlay_region_with_safe_links(): void {
		$html = $this->render( '<!-- wp:vitrine/floating-bar {"message":"Sale <b>now</b>","ctaLabel":"Go","ctaUrl":"javascript:alert(1)","anchor":"sale"} /-->' );
		$this->assertStringContainsString( 'role="region"', $html );
		$this->assertStringContainsString( 'Sale &lt;b&gt;now&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( 'javascript', $html );
		$this->assertStringContainsString( '&quot;key&quot;:&quot;sale&quot;', $html );
		$this->assertStringContainsString( 'vitrine-floating-bar__close', $html );
		$this->assertStringContainsString( 'href="https://example.com/x"', $this->render( '<!-- wp:vitrine/floating-bar {"message":"m","ctaLabel":"Go","ctaUrl":"https://example.com/x"} /-->' ) );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/floating-bar {"message":"  "} /-->' ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $this->render( '<!-- wp:vitrine/floating-bar /-->' ) );
	}

	public function test_contact_channels_accept_only_their_shapes(): void {
		$link = array( \Vitrine\Widgets\Contact::class, 'link' );
		$this->assertSame( 'https://wa.me/33612345678', $link( 'whatsapp', '+33 6 12 34 56 78' ) );
		$this->assertSame( '', $link( 'whatsapp', '12' ) );
		$this->assertSame( 'https://t.me/vitrine_demo', $link( 'telegram', '@vitrine_demo' ) );
		$this->assertSame( '', $link( 'telegram', 'a/../b' ) );
		$this->assertSame( 'tel:+15550100', $link( 'phone', '+1 555 0100' ) );
		$this->assertSame( '', $link( 'phone', 'javascript:x' ) );
		$this->assertSame( 'mailto:hello@example.com', $link( 'email', 'hello@example.com' ) );
		$this->assertSame( '', $link( 'email', 'nope' ) );
		$this->assertSame( 'https://m.me/vitrine.page', $link( 'messenger', 'vitrine.page' ) );
	}

	public function test_contact_buttons_render_a_disclosure_and_drop_bad_values(): void {
		$html = $this->render( '<!-- wp:vitrine/contact-buttons {"title":"<b>Talk</b>","phone":"+1 555 0100","email":"not an email"} /-->' );
		$this->assertStringContainsString( '<details class="vitrine-contact-buttons__details">', $html );
		$this->assertStringContainsString( 'href="tel:+15550100"', $html );
		$this->assertStringNotContainsString( 'mailto', $html );
		$this->assertStringContainsString( '&lt;b&gt;Talk&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( 'vitrine-widget-notice', $html );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/contact-buttons /-->' ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'left out: email', $this->render( '<!-- wp:vitrine/contact-buttons {"phone":"+1 555 0100","email":"bad"} /-->' ) );
	}

	public function test_menu_renders_a_labelled_nav_with_sub_menus(): void {
		$menu   = wp_create_nav_menu( 'vitrine-test-menu' );
		$parent = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Top <b>x</b>', 'menu-item-url' => 'https://example.com/top', 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Child', 'menu-item-url' => 'https://example.com/child', 'menu-item-status' => 'publish', 'menu-item-parent-id' => $parent ) );
		$html = $this->render( '<!-- wp:vitrine/menu {"menu":"vitrine-test-menu","label":"Main","mega":true} /-->' );
		$this->assertStringContainsString( 'aria-label="Main"', $html );
		$this->assertStringContainsString( 'is-mega', $html );
		$this->assertStringContainsString( 'Top &lt;b&gt;x&lt;/b&gt;', $html );
		$this->assertStringContainsString( 'class="vitrine-menu__caret" aria-expanded="false"', $html );
		$this->assertMatchesRegularExpression( '#<ul class="vitrine-menu__sub"[^>]*>\s*<li class="vitrine-menu__item"><a class="vitrine-menu__link" href="https://example.com/child">Child</a>#', $html );
		$this->assertSame( '', trim( $this->render( '<!-- wp:vitrine/menu {"menu":"no-such-menu"} /-->' ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $this->render( '<!-- wp:vitrine/menu {"menu":"no-such-menu"} /-->' ) );
	}

	public function test_posts_next_page_comes_from_the_saved_block_only(): void {
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'P', 'post_content' => '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph --><!-- wp:vitrine/posts {"postsPerPage":2,"order":"title","pagination":"load-more"} /-->' ) );
		for ( $i = 1; $i <= 3; $i++ ) {
			wp_insert_post( array( 'post_status' => 'publish', 'post_title' => "Aaaa vitrine $i" ) );
		}
		wp_insert_post( array( 'post_status' => 'draft', 'post_title' => 'Aaaa vitrine draft' ) );
		$response = $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $page, 'block' => 1, 'page' => 2, 'posts_per_page' => 100, 'post_status' => 'draft' ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 2, substr_count( $data['html'], '<article' ), 'two per page, as saved; extra arguments are ignored' );
		$this->assertStringContainsString( 'Aaaa vitrine 3', $data['html'] );
		$this->assertStringNotContainsString( 'draft', $data['html'] );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $page, 'block' => 2, 'page' => 2 ) )->get_status() );
		$draft = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_content' => '<!-- wp:vitrine/posts /-->' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $draft, 'block' => 1, 'page' => 1 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => 'x', 'block' => 1, 'page' => 1 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/vitrine/v1/posts-page', array( 'post_id' => $page, 'block' => 1 ) )->get_status() );
	}

	public function test_posts_render_cards_and_numbered_pages(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			wp_insert_post( array( 'post_status' => 'publish', 'post_title' => "Card <b>$i</b>" ) );
		}
		$html = $this->render( '<!-- wp:vitrine/posts {"postsPerPage":1,"skin":"minimal"} /-->' );
		$this->assertStringContainsString( 'data-vitrine="posts"', $html );
		$this->assertSame( 1, substr_count( $html, '<article' ) );
		$this->assertStringContainsString( 'aria-current="page">1<', $html );
		$this->assertMatchesRegularExpression( '/href="[^"]*e-page-posts-\d+=2"/', $html );
		$this->assertMatchesRegularExpression( '#<h2 class="vitrine-posts__title"><a href="[^"]+">Card \d</a></h2>#', $html );
	}

	public function test_portfolio_filters_on_the_server_too(): void {
		$cat  = wp_insert_term( 'Vitrine gear', 'category' );
		$post = wp_insert_post( array( 'post_status' => 'publish', 'post_title' => 'Geared item', 'post_category' => array( $cat['term_id'] ) ) );
		wp_insert_post( array( 'post_status' => 'publish', 'post_title' => 'Other item' ) );
		$html = $this->render( '<!-- wp:vitrine/portfolio {"postsPerPage":2} /-->' );
		$this->assertStringContainsString( 'data-term="vitrine-gear"', $html );
		$this->assertStringContainsString( 'data-terms="vitrine-gear"', $html );
		$this->assertStringNotContainsString( ' hidden>', $html );
		// Each render in one request is the next widget of the page: its parameter has the next number.
		preg_match( '/e-filter-portfolio-(\d+)-category/', $html, $param );
		$next          = 'e-filter-portfolio-' . ( (int) $param[1] + 1 ) . '-category';
		$_GET[ $next ] = 'vitrine-gear';
		$filtered      = $this->render( '<!-- wp:vitrine/portfolio {"postsPerPage":2} /-->' );
		unset( $_GET[ $next ] );
		$this->assertSame( 1, preg_match_all( '/<li class="vitrine-portfolio__item"[^>]* hidden>/', $filtered ) );
		$this->assertStringContainsString( 'data-term="vitrine-gear" aria-current="true"', $filtered );
		$this->assertNotEmpty( $post );
	}
}

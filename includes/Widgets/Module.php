<?php
/**
 * The content and navigation widget families' server side beyond their render.php files: the table
 * of contents filling in from the post's headings, and the archive layout setting (Settings → Reading).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Widgets\PostsPageRoute::class, Rest\Widgets\ArchivePostsPageRoute::class, Rest\Widgets\SearchSuggestRoute::class );
		// After do_blocks (9) so the headings of every block are there, before shortcodes (11).
		add_filter( 'the_content', array( TableOfContents::class, 'fill' ), 10 );
		add_action( 'admin_init', array( ArchiveLayout::class, 'register_setting' ) );
	}
}

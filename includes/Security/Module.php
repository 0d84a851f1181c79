<?php
/**
 * Trust boundaries (docs/security.md): reserved markup stripped from content by people without
 * `unfiltered_html`, on save and again before blocks render; the rate-limit store of the public
 * write routes; the trusted-proxy setting those limits use.
 *
 * @package Vitrine
 */

namespace Vitrine\Security;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		// After WordPress's kses (priority 10), which keeps every data-* attribute.
		add_filter( 'content_save_pre', array( ContentAttributes::class, 'filter_saved' ), 20 );
		add_filter( 'content_filtered_save_pre', array( ContentAttributes::class, 'filter_saved' ), 20 );
		add_filter( 'excerpt_save_pre', array( ContentAttributes::class, 'filter_saved' ), 20 );
		// Before do_blocks (priority 9), so only the saved markup is touched.
		add_filter( 'the_content', array( ContentAttributes::class, 'filter_rendered' ), 8 );
		add_filter( 'do_shortcode_tag', array( ContentAttributes::class, 'filter_shortcode' ), 10, 2 );
		( new RateLimiter() )->register();
		add_action( 'admin_init', array( ProxySetting::class, 'register' ) );
	}
}

<?php
/**
 * Site-only stand-in for "another plugin" that reads the WP Consent API, as statistics plugins do:
 * on /consent/ its script runs its tracking only once `wp_has_consent( 'statistics' )` is true (at
 * load or on `wp_listen_for_consent_change`), and shows what it saw. Tests only: a page address with
 * `?vitrine-test-no-consent-api=1` is served with the WP Consent API plugin switched off, so the
 * browser suite also tries the site without it (a query string, not a cookie: behind a page cache
 * only the address tells two pages apart); `/?vitrine-test-offsite=1` redirects to another
 * site, for the cookie scan's off-site case.
 */

add_action(
	'init',
	static function (): void {
		if ( isset( $_GET['vitrine-test-offsite'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			wp_redirect( 'https://offsite.invalid/' ); // phpcs:ignore WordPress.Security.SafeRedirect
			exit;
		}
	}
);

add_filter(
	'option_active_plugins',
	static function ( $plugins ) {
		if ( isset( $_GET['vitrine-test-no-consent-api'] ) && is_array( $plugins ) ) { // phpcs:ignore
			return array_values( array_diff( $plugins, array( 'wp-consent-api/wp-consent-api.php' ) ) );
		}
		return $plugins;
	}
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! is_page( 'consent' ) || ! function_exists( 'wp_has_consent' ) ) {
			return;
		}
		$code = <<<'JS'
( function () {
	var ran = false;
	function track() {
		if ( ran || ! wp_has_consent( 'statistics' ) ) { return; }
		ran = true;
		window.otherPluginStatistics = ( window.otherPluginStatistics || 0 ) + 1;
		document.cookie = '_pk_id.1.1fff=demo; path=/; max-age=86400; SameSite=Lax';
		try { localStorage.setItem( 'other_plugin_last_visit', String( Date.now() ) ); } catch ( e ) {}
		var p = document.getElementById( 'other-plugin-statistics' );
		if ( p ) { p.textContent = 'Another plugin’s statistics script ran: the WP Consent API says statistics are allowed.'; }
	}
	document.addEventListener( 'wp_listen_for_consent_change', track );
	track();
} )();
JS;
		wp_register_script( 'other-plugin-statistics', false, array( 'wp-consent-api' ), '1', array( 'in_footer' => true ) );
		wp_enqueue_script( 'other-plugin-statistics' );
		wp_add_inline_script( 'other-plugin-statistics', $code );
	},
	PHP_INT_MAX
);

add_filter(
	'the_content',
	static function ( $content ) {
		if ( ! is_page( 'consent' ) || ! function_exists( 'wp_has_consent' ) ) {
			return $content;
		}
		return $content . '<p id="other-plugin-statistics" role="status">Another plugin’s statistics script is waiting for consent.</p>';
	}
);

// The stand-in plugin declares its cookie through the WP Consent API, as plugins that follow it do.
add_action(
	'init',
	static function (): void {
		if ( function_exists( 'wp_add_cookie_info' ) ) {
			wp_add_cookie_info( 'other_plugin_visits', 'Other statistics plugin', 'statistics', '1 year', 'Counts visits to the site.' );
		}
	}
);

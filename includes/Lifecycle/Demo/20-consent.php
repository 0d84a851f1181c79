<?php
/**
 * Demo of cookie consent on /consent/: a blocked analytics script (inline, plus an enqueued one from
 * tests/mu-plugins), a blocked embed (a stand-in player shipped in media/) with its placeholder, and both manage-consent controls. Adds
 * the demo's blocking rules to the consent settings when they are missing, and keeps the plain
 * bench baseline page without the bar (it measures a page with no Vitrine feature).
 */

defined( 'ABSPATH' ) || exit;

$vitrine_consent = get_option( 'vitrine_consent' );
$vitrine_consent = is_array( $vitrine_consent ) ? $vitrine_consent : Vitrine\Consent\Options::defaults();
$vitrine_changed = false;
$vitrine_rules   = array(
	array( 'pattern' => 'vitrine-demo-analytics', 'category' => 'analytics' ),
	array( 'pattern' => 'vitrine-demo-embed', 'category' => 'functional' ),
);
// An earlier demo rule, replaced by the stand-in player's.
$vitrine_consent['blocking'] = array_values( array_filter( (array) ( $vitrine_consent['blocking'] ?? array() ), static fn( $r ) => '/embed/' !== ( $r['pattern'] ?? '' ) ) );
foreach ( $vitrine_rules as $vitrine_rule ) {
	if ( ! in_array( $vitrine_rule['pattern'], array_column( (array) ( $vitrine_consent['blocking'] ?? array() ), 'pattern' ), true ) ) {
		$vitrine_consent['blocking'][] = $vitrine_rule;
		$vitrine_changed               = true;
	}
}
if ( ! in_array( '/bench-baseline/', (array) ( $vitrine_consent['excluded_paths'] ?? array() ), true ) ) {
	$vitrine_consent['excluded_paths'][] = '/bench-baseline/';
	$vitrine_changed                     = true;
}
if ( $vitrine_changed || ! get_option( 'vitrine_consent' ) ) {
	update_option( 'vitrine_consent', $vitrine_consent );
}

$vitrine_consent_page = '<!-- wp:paragraph -->
<p>The cookie consent bar shows on every page until you decide. Nothing below that needs consent runs before you give it: the status line changes only when the analytics script is allowed to run, and the embed is replaced by a placeholder until you accept its category.</p>
<!-- /wp:paragraph -->

<!-- wp:html -->
<p id="vitrine-demo-analytics-status" role="status">The analytics demo script has not run: analytics cookies are not accepted.</p>
<script>/* vitrine-demo-analytics */ window.vitrineDemoOrder = ( window.vitrineDemoOrder || [] ).concat( \'inline\' ); document.getElementById( \'vitrine-demo-analytics-status\' ).textContent = \'The analytics demo script ran: analytics cookies are accepted.\';</script>
<!-- /wp:html -->

<!-- wp:heading -->
<h2 class="wp-block-heading">A blocked embed</h2>
<!-- /wp:heading -->

<!-- wp:html -->
<iframe title="Demo video player" src="{{embed}}" width="560" height="315"></iframe>
<!-- /wp:html -->

<!-- wp:heading -->
<h2 class="wp-block-heading">Change your choices</h2>
<!-- /wp:heading -->

<!-- wp:vitrine/consent-manage /-->

<!-- wp:shortcode -->
[vitrine_consent_manage label="Change my cookie choices"]
<!-- /wp:shortcode -->';

// The stand-in player ships with the demo (a plain page, as a provider's player would be).
$vitrine_consent_page = str_replace( '{{embed}}', esc_url( plugins_url( 'includes/Lifecycle/Demo/media/vitrine-demo-embed.html', VITRINE_FILE ) ), $vitrine_consent_page );
vitrine_seed_page( 'consent', 'Cookie consent', $vitrine_consent_page );

<?php
/**
 * Plugin Name: Vitrine test site: many visitors, one address
 * Description: The browser suites' visitors all come from this machine's one address, and since the
 * consent bar counts its first layer (docs/insights.md) nearly every page they open sends an Insights
 * beacon: far more than the 60 a minute one address may send, which a 429 (logged by the browser)
 * would fail. The limit itself is tested in tests/php/InsightsTest.php.
 *
 * @package Vitrine
 */

add_filter( 'vitrine_insights_rate_limit', static fn() => 100000 );

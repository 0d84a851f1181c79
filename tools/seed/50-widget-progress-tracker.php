<?php
/**
 * Demo of the progress-tracker widget family on /widgets/progress-tracker/.
 */

$vitrine_long = str_repeat( "<!-- wp:paragraph -->\n<p>Scroll down: the bar at the top of the window shows how much of this page you have read.</p>\n<!-- /wp:paragraph -->\n", 40 );
vitrine_seed_page(
	'widgets/progress-tracker',
	'Progress Tracker',
	"<!-- wp:vitrine/progress-tracker {\"label\":\"Reading progress\"} /-->\n" . $vitrine_long
);

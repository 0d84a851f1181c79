<?php
/**
 * Plugin Name: Vitrine dev site: example block
 * Description: LOCAL SITE ONLY (linked by tools/site-layout.sh, never shipped). Loads the example of
 * another plugin's block that plugs into the builder runtime (docs/examples/vitrine-example-block/),
 * so the browser tests can show that it mounts.
 */

defined( 'ABSPATH' ) || exit;

require dirname( __DIR__, 2 ) . '/docs/examples/vitrine-example-block/vitrine-example-block.php';

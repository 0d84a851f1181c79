<?php
/**
 * Plugin Name: Vitrine dev site: example block
 * Description: LOCAL SITE ONLY (linked by tools/site-layout.sh, never shipped). Loads the example of
 * another plugin's block that plugs into the builder runtime (docs/examples/vitrine-example-block/),
 * so the browser tests can show that it mounts.
 */

defined( 'ABSPATH' ) || exit;

// On the cluster every node has its own copy of the plugins, this example among them
// (tools/cluster/nodes.sh, docs/scaling.md): its script URL must be the node's plugin URL.
$vitrine_example_block = WP_PLUGIN_DIR . '/vitrine-example-block/vitrine-example-block.php';
require is_file( $vitrine_example_block )
	? $vitrine_example_block
	: dirname( __DIR__, 2 ) . '/docs/examples/vitrine-example-block/vitrine-example-block.php';

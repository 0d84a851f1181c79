<?php
/**
 * In-process timing for tests/bench/lifecycle.bench.mjs, on the real site: what the lifecycle adds to
 * every request with nothing pending (the requirement check and the migration check), one daily
 * clean-up run, and one demo import on an already seeded site (the idempotent path an owner hits when
 * importing twice). Prints JSON.
 * Usage: php tests/bench/lifecycle-timing.php SITE_DIR PORT
 */
$_SERVER['HTTP_HOST']      = 'localhost:' . ( $argv[2] ?? '8888' );
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REQUEST_URI']    = '/';
require dirname( __DIR__, 2 ) . '/tools/load-wordpress.php';
wp_set_current_user( 1 );

$runs  = 2000;
$start = hrtime( true );
for ( $i = 0; $i < $runs; $i++ ) {
	Vitrine\Lifecycle\Requirements::guard();
	Vitrine\Lifecycle\Migrator::maybe_run();
}
$per_request_us = ( hrtime( true ) - $start ) / 1000 / $runs;

$start      = hrtime( true );
$cleanup    = Vitrine\Lifecycle\Retention::run();
$cleanup_ms = ( hrtime( true ) - $start ) / 1e6;

$start     = hrtime( true );
$report    = Vitrine\Lifecycle\DemoImporter::run( true );
$import_ms = ( hrtime( true ) - $start ) / 1e6;

echo wp_json_encode(
	array(
		'per_request_us' => round( $per_request_us, 1 ),
		'cleanup_ms'     => round( $cleanup_ms, 1 ),
		'stores'         => count( $cleanup['deleted'] ),
		'import_ms'      => round( $import_ms ),
		'import_created' => array_sum( $report['created'] ),
		'import_error'   => $report['error'],
	)
);

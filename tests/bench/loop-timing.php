<?php
/**
 * In-process timing for tests/bench/loop.bench.mjs: the refresh-loop route against rendering the
 * same grid alone, in one PHP process on the real site, so neither the HTTP server nor WordPress's
 * boot is counted. The two measurements alternate so neither gets warmer caches; with "cold" each
 * sample first flushes the object cache (a request's start without a persistent cache, options
 * included), with "warm" the caches stay. Prints JSON.
 * Usage: php tests/bench/loop-timing.php SITE_DIR PORT SAMPLES cold|warm
 */
$_SERVER['HTTP_HOST']      = 'localhost:' . ( $argv[2] ?? '8888' );
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REQUEST_URI']    = '/';
require dirname( __DIR__, 2 ) . '/tools/load-wordpress.php';

$samples = max( 5, (int) ( $argv[3] ?? 40 ) );
$cold    = 'warm' !== ( $argv[4] ?? 'cold' );
$page    = get_page_by_path( 'loop' );
if ( ! $page ) {
	fwrite( STDERR, "no /loop/ page\n" );
	exit( 1 );
}
$filters = array(
	'category' => array( 'filterType' => 'taxonomy', 'filterData' => array( 'selectedTaxonomy' => 'category', 'terms' => array( 'loop-demo-news', 'loop-demo-guides' ), 'logicalJoin' => 'OR' ) ),
	'post_tag' => array( 'filterType' => 'taxonomy', 'filterData' => array( 'selectedTaxonomy' => 'post_tag', 'terms' => array( 'loop-demo-budget' ), 'logicalJoin' => 'AND' ) ),
);
$base    = home_url( '/loop/' );

// The route, as a browser's request reaches it (schema validation, permission, block lookup, render).
$route = static function () use ( $page, $filters, $base ): string {
	$request = new WP_REST_Request( 'POST', '/vitrine/v1/refresh-loop' );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( array( 'post_id' => $page->ID, 'widget_id' => 'loopdemo', 'widget_filters' => $filters, 'pagination_base_url' => $base ) ) );
	$response = rest_do_request( $request );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, 'route answered ' . $response->get_status() . "\n" );
		exit( 1 );
	}
	return $response->get_data()['data'];
};
// The grid alone: the same saved settings, the same checked filters, the same renderer.
$alone = static function () use ( $page, $filters, $base ): string {
	$grid    = Vitrine\Loop\GridSettings::from_attributes( Vitrine\Loop\SavedGrid::find( $page->post_content, 'loopdemo' ) );
	$checked = Vitrine\Loop\Filters::from_request( $filters, $grid->post_type );
	return Vitrine\Loop\Renderer::content( $grid, $checked, 1, Vitrine\Loop\Url::base( $base, 'loopdemo' ) )['html'];
};

$route();
$alone(); // Warm-up: autoload, block registry, REST server.
if ( $route() !== $alone() ) {
	fwrite( STDERR, "the route and the grid alone rendered different markup\n" );
	exit( 1 );
}
$times = array(
	'route' => array(),
	'alone' => array(),
);
for ( $i = 0; $i < $samples; $i++ ) {
	foreach ( ( $i % 2 ) ? array( 'alone', 'route' ) : array( 'route', 'alone' ) as $which ) {
		if ( $cold ) {
			wp_cache_flush();
		}
		$start = hrtime( true );
		'route' === $which ? $route() : $alone();
		$times[ $which ][] = ( hrtime( true ) - $start ) / 1e6;
	}
}
$median = static function ( array $values ): float {
	sort( $values );
	return round( $values[ intdiv( count( $values ), 2 ) ], 3 );
};
echo wp_json_encode(
	array(
		'samples' => $samples,
		'routeMs' => $median( $times['route'] ),
		'aloneMs' => $median( $times['alone'] ),
	)
);

<?php
/**
 * Prints the line coverage of the pure PHP rules from a PHPUnit clover report (docs/quality.md, PHP
 * line coverage), and of includes/ as a whole. Usage: php tools/coverage-summary.php clover.xml
 * Exits 1 when a rule's class is under the goal, so the figure is seen, not only written.
 *
 * @package Vitrine
 */

const VITRINE_COVERAGE_GOAL = 90.0;

/** The pure rules: classes whose behaviour is plain input to output (paths under includes/). */
const VITRINE_COVERAGE_RULES = array(
	'Loop/Url.php',
	'Loop/Renderer.php',
	'Loop/FilterRenderer.php',
	'Forms/Validator.php',
	'Forms/Csv.php',
	'Consent/RecordsCsv.php',
	'Consent/Rules.php',
	'Affiliate/Stores.php',
	'Affiliate/Renderer.php',
);

$vitrine_clover = $argv[1] ?? '';
if ( '' === $vitrine_clover || ! is_readable( $vitrine_clover ) ) {
	fwrite( STDERR, "coverage-summary: no clover report at '$vitrine_clover'\n" );
	exit( 1 );
}
$vitrine_xml = simplexml_load_file( $vitrine_clover );
if ( false === $vitrine_xml ) {
	fwrite( STDERR, "coverage-summary: '$vitrine_clover' is not XML\n" );
	exit( 1 );
}

$vitrine_files = array();
$vitrine_total = array( 0, 0 );
foreach ( $vitrine_xml->xpath( '//file' ) as $vitrine_file ) {
	$vitrine_metrics = $vitrine_file->metrics;
	$vitrine_counts  = array( (int) $vitrine_metrics['coveredstatements'], (int) $vitrine_metrics['statements'] );
	$vitrine_path    = str_replace( '\\', '/', (string) $vitrine_file['name'] );
	$vitrine_at      = strrpos( $vitrine_path, '/includes/' );
	if ( false !== $vitrine_at ) {
		$vitrine_files[ substr( $vitrine_path, $vitrine_at + strlen( '/includes/' ) ) ] = $vitrine_counts;
	}
	$vitrine_total[0] += $vitrine_counts[0];
	$vitrine_total[1] += $vitrine_counts[1];
}

$vitrine_percent = static fn( array $c ): float => $c[1] > 0 ? 100 * $c[0] / $c[1] : 100.0;
$vitrine_status  = 0;
printf( "%-28s %9s %7s\n", 'pure PHP rule (includes/)', 'lines', '%' );
foreach ( VITRINE_COVERAGE_RULES as $vitrine_rule ) {
	if ( ! isset( $vitrine_files[ $vitrine_rule ] ) ) {
		printf( "%-28s %9s %7s  not in the report (moved? run the whole suite)\n", $vitrine_rule, '-', '-' );
		$vitrine_status = 1;
		continue;
	}
	$vitrine_counts = $vitrine_files[ $vitrine_rule ];
	$vitrine_value  = $vitrine_percent( $vitrine_counts );
	$vitrine_under  = $vitrine_value < VITRINE_COVERAGE_GOAL;
	printf(
		"%-28s %9s %6.1f%%%s\n",
		$vitrine_rule,
		$vitrine_counts[0] . '/' . $vitrine_counts[1],
		$vitrine_value,
		$vitrine_under ? '  under the ' . VITRINE_COVERAGE_GOAL . ' % goal' : ''
	);
	$vitrine_status = $vitrine_under ? 1 : $vitrine_status;
}
printf( "%-28s %9s %6.1f%%\n", 'includes/ (all)', $vitrine_total[0] . '/' . $vitrine_total[1], $vitrine_percent( $vitrine_total ) );
exit( $vitrine_status );

<?php
/**
 * Plugin Name: Vitrine test-only mail capture
 * Description: TEST-ONLY. There is no mail server on the machines Vitrine is built on: this keeps
 * every wp_mail message (the last 50) in an option instead of sending it, so browser tests can read
 * a confirmation link, and can make wp_mail fail on purpose to check that nothing is lost: every
 * mail whose subject or text contains the given marker fails (a marker, not a switch, so tests that
 * run in parallel do not fail each other's mails). Routes: GET/DELETE /wp-json/vitrine-test/v1/mail,
 * POST /wp-json/vitrine-test/v1/mail/fail {"match":"marker"} ("" stops failing).
 * Only on a site whose environment type is local. Linked into the local site only
 * (tools/site-layout.sh); never shipped.
 */

namespace Vitrine\Tests\MailCapture;

defined( 'ABSPATH' ) || exit;

if ( 'local' !== wp_get_environment_type() ) {
	return;
}

const MAILS = 'vitrine_test_mails';
const FAIL  = 'vitrine_test_mail_fail';

/**
 * Runs $append alone: two requests that mail at the same moment (two browser tests in parallel) would
 * otherwise both read the list, each add its mail and write it back, and the later write would drop
 * the other mail. The cached copy is dropped first, so the list is read as the last writer left it.
 */
function with_lock( callable $append ): void {
	global $wpdb;
	if ( defined( 'VITRINE_STACK' ) && 'cluster' === VITRINE_STACK ) {
		// Several web nodes: a lock file on one node's disk would not stop the other node (docs/scaling.md);
		// MariaDB's named lock is the cluster's.
		$wpdb->get_var( "SELECT GET_LOCK('vitrine_test_mails', 10)" );
		try {
			wp_cache_delete( MAILS, 'options' );
			wp_cache_delete( 'notoptions', 'options' );
			$append();
		} finally {
			$wpdb->get_var( "SELECT RELEASE_LOCK('vitrine_test_mails')" );
		}
		return;
	}
	$handle = fopen( get_temp_dir() . 'vitrine-test-mails-' . md5( ABSPATH ) . '.lock', 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a lock file, not content.
	if ( false === $handle ) {
		$append();
		return;
	}
	flock( $handle, LOCK_EX );
	try {
		wp_cache_delete( MAILS, 'options' );
		// A list another request created since this one started may still be cached as missing here.
		wp_cache_delete( 'notoptions', 'options' );
		$append();
	} finally {
		flock( $handle, LOCK_UN );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	}
}

add_filter(
	'pre_wp_mail',
	static function ( $short, array $atts ) {
		$match = (string) get_option( FAIL, '' );
		if ( '' !== $match && str_contains( $atts['subject'] . "\n" . $atts['message'], $match ) ) {
			do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', 'Simulated mail failure (test)', $atts ) );
			return false;
		}
		$mail = array(
			'to'      => (array) $atts['to'],
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => $atts['headers'],
			'time'    => time(),
		);
		with_lock(
			static function () use ( $mail ): void {
				$mails   = (array) get_option( MAILS, array() );
				$mails[] = $mail;
				update_option( MAILS, array_slice( $mails, -50 ), false );
			}
		);
		return true;
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/mail',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => '__return_true', // Test-only, local sites only.
					'callback'            => static fn() => rest_ensure_response( array_values( (array) get_option( MAILS, array() ) ) ),
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => '__return_true',
					'callback'            => static function () {
						delete_option( MAILS );
						delete_option( FAIL );
						return rest_ensure_response( array( 'cleared' => true ) );
					},
				),
			)
		);
		register_rest_route(
			'vitrine-test/v1',
			'/mail/fail',
			array(
				'methods'             => 'POST',
				'permission_callback' => '__return_true',
				'args'                => array( 'match' => array( 'type' => 'string', 'required' => true ) ),
				'callback'            => static function ( \WP_REST_Request $request ) {
					update_option( FAIL, (string) $request['match'], false );
					return rest_ensure_response( array( 'match' => (string) $request['match'] ) );
				},
			)
		);
	}
);

// Browser tests send many forms from one address; the rate limit itself is covered by PHP tests.
add_filter( 'vitrine_form_rate_limit', static fn() => 1000 );

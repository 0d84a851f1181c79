<?php
/**
 * TEST-ONLY, for tests/e2e/affiliate-creators.spec.ts: sets the site's Amazon API option to what a
 * site that used PA-API 5 has ("legacy"), or removes every trace of the test ("reset"): the API
 * option, the refresh status, saved searches and the loopback products.
 * Usage: php tests/e2e/bin/affiliate-api-option.php SITE_DIR legacy|reset
 */

if ( $argc < 3 ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/load-wordpress.php';

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Maintenance;
use Vitrine\Affiliate\Settings;

if ( 'legacy' === $argv[2] ) {
	update_option( Settings::API_OPTION, array( 'access_key' => 'AKIAIOSFODNN7EXAMPLE', 'secret_key' => 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'partner_tag' => 'vitrine-20' ), false );
} else {
	delete_option( Settings::API_OPTION );
	delete_option( Maintenance::STATUS_OPTION );
	delete_option( Maintenance::SEARCHES_OPTION );
	foreach ( array( 'B0LOOP0001', 'B0LOOP0002' ) as $asin ) {
		$id = Catalogue::id_for_asin( $asin );
		if ( $id ) {
			wp_delete_post( $id, true );
		}
	}
}
echo "ok\n";

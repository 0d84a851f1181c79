<?php
/**
 * TEST-ONLY: fills the admin lists with rows carrying a marker, through the stores' own APIs, so
 * tests/e2e/admin-lists.spec.ts can search, filter, sort, page and delete them without waiting for
 * 23 visitors: 23 consent records, three form entries in two forms, three subscribers (pending,
 * confirmed, unsubscribed), three click rows of a product named after the marker, and two more
 * products of two merchants (one a draft) for the products list. Prints nothing.
 * Usage: php tests/e2e/bin/seed-lists.php SITE_DIR MARKER   (MARKER: lowercase letters and digits)
 */

if ( $argc < 3 || ! preg_match( '/^[a-z0-9]{4,20}$/', $argv[2] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/load-wordpress.php';

$vitrine_marker = $argv[2];
for ( $vitrine_i = 1; $vitrine_i <= 23; $vitrine_i++ ) {
	Vitrine\Consent\Records::insert(
		array(
			'consent_id'  => sprintf( '%s-%02d', $vitrine_marker, $vitrine_i ),
			'action'      => 0 === $vitrine_i % 5 ? 'reject' : 'acceptAll',
			'accepted'    => 0 !== $vitrine_i % 5,
			'categories'  => array( 'necessary' => true, 'analytics' => 0 !== $vitrine_i % 5 ),
			'version'     => '1',
			'law'         => 0 === $vitrine_i % 2 ? 'ccpa' : 'gdpr',
			'ccpa_optout' => false,
		)
	);
}
foreach ( array( array( 'a', 'ann' ), array( 'a', 'bob' ), array( 'b', 'cyd' ) ) as $vitrine_entry ) {
	Vitrine\Forms\EntryStore::insert(
		"lists-{$vitrine_entry[0]}-$vitrine_marker",
		0,
		"{$vitrine_entry[1]}-$vitrine_marker@example.com",
		array(
			array( 'name' => 'message', 'label' => 'Message', 'value' => "=1+1 from {$vitrine_entry[1]} $vitrine_marker" ),
		),
		array()
	);
}
foreach ( array( 'pending', 'confirmed', 'unsubscribed' ) as $vitrine_status ) {
	$vitrine_row = Vitrine\Forms\SubscriberStore::sign_up( 'news', 0, "$vitrine_status-$vitrine_marker@example.com", ucfirst( $vitrine_status ), 'Send me the news' );
	if ( 'pending' !== $vitrine_status ) {
		Vitrine\Forms\SubscriberStore::set_status( (int) $vitrine_row['id'], $vitrine_status );
	}
}
$vitrine_product = (int) Vitrine\Affiliate\Catalogue::save( array( 'asin' => strtoupper( 'B0' . substr( $vitrine_marker, -8 ) ), 'title' => "Lamp $vitrine_marker" ) );
$vitrine_click   = array( 'product_id' => $vitrine_product, 'link_type' => 'button', 'source_type' => 'page', 'source_id' => 0, 'is_widget' => 0, 'country' => 'de', 'tracking_id' => '' );
Vitrine\Affiliate\ClickStore::record( $vitrine_click, wp_date( 'Y-m-d' ) );
Vitrine\Affiliate\ClickStore::record( array( 'link_type' => 'title', 'country' => 'fr' ) + $vitrine_click, wp_date( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ) );
Vitrine\Affiliate\ClickStore::record( array( 'link_type' => 'thumbnail', 'country' => '' ) + $vitrine_click, wp_date( 'Y-m-d', time() - 5 * DAY_IN_SECONDS ) );
foreach ( array( array( 'K', 'Kettle', 'Acme' ), array( 'F', 'Fan', 'Lumen' ) ) as $vitrine_other ) {
	$vitrine_id = (int) Vitrine\Affiliate\Catalogue::save(
		array(
			'asin'     => strtoupper( 'B' . $vitrine_other[0] . substr( $vitrine_marker, -8 ) ),
			'title'    => "{$vitrine_other[1]} $vitrine_marker",
			'merchant' => "{$vitrine_other[2]} $vitrine_marker",
			'price'    => '$19.99',
		)
	);
	if ( 'Fan' === $vitrine_other[1] ) {
		wp_update_post( array( 'ID' => $vitrine_id, 'post_status' => 'draft' ) );
	}
}

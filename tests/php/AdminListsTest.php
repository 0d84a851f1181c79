<?php
/**
 * The admin lists' REST routes (rest/Lists, docs/architecture.md "Admin lists"): who may read,
 * export and delete each list, the schema's 400s, search, filters, sorting, paging with X-WP-Total,
 * and a CSV export that is the file (not JSON) with formula cells defused.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Consent\Records;
use Vitrine\Forms\EntryStore;
use Vitrine\Forms\SubscriberStore;
use Vitrine\Rest\Lists\ExportRoute;

final class AdminListsTest extends TestCase {
	private function record( string $id, string $action, string $law ): int {
		return Records::insert(
			array(
				'consent_id'  => $id,
				'action'      => $action,
				'accepted'    => 'reject' !== $action,
				'categories'  => array( 'necessary' => true ),
				'version'     => '1',
				'law'         => $law,
				'ccpa_optout' => false,
			)
		);
	}

	private function entry( string $form, string $email, string $message ): int {
		return EntryStore::insert( $form, 0, $email, array( array( 'name' => 'message', 'label' => 'Message', 'value' => $message ) ), array() );
	}

	public function test_every_list_needs_the_capability_of_its_screen(): void {
		foreach ( array( 'consent-records', 'form-entries', 'subscribers', 'clicks', 'products' ) as $list ) {
			$this->assertSame( 401, $this->rest( 'GET', "/vitrine/v1/lists/$list" )->get_status(), $list );
			$this->assertSame( 401, $this->rest( 'DELETE', "/vitrine/v1/lists/$list", array( 'ids' => array( 1 ) ) )->get_status(), $list );
		}
		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/lists/consent-records' )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/lists/form-entries/export' )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/lists/subscribers' )->get_status() );
		// The clicks report is open to whoever edits posts; deleting statistics is not.
		$this->assertSame( 200, $this->rest( 'GET', '/vitrine/v1/lists/clicks' )->get_status() );
		$this->assertSame( 403, $this->rest( 'DELETE', '/vitrine/v1/lists/clicks', array( 'ids' => array( 1 ) ) )->get_status() );
	}

	/** @return array<string, array{0: string, 1: string, 2: array<string, mixed>}> */
	public static function bad_input(): array {
		return array(
			'unknown list'          => array( 'GET', '/vitrine/v1/lists/orders', array() ),
			'page zero'             => array( 'GET', '/vitrine/v1/lists/subscribers', array( 'page' => 0 ) ),
			'too many per page'     => array( 'GET', '/vitrine/v1/lists/subscribers', array( 'per_page' => 1000 ) ),
			'unknown order'         => array( 'GET', '/vitrine/v1/lists/subscribers', array( 'order' => 'up' ) ),
			'unknown sort field'    => array( 'GET', '/vitrine/v1/lists/subscribers', array( 'orderby' => 'consent_text' ) ),
			'filter of another list' => array( 'GET', '/vitrine/v1/lists/subscribers', array( 'law' => array( 'gdpr' ) ) ),
			'unknown status'        => array( 'GET', '/vitrine/v1/lists/subscribers', array( 'status' => array( 'vip' ) ) ),
			'bad day'               => array( 'GET', '/vitrine/v1/lists/clicks', array( 'after' => 'yesterday' ) ),
			'bad form id'           => array( 'GET', '/vitrine/v1/lists/form-entries/export', array( 'form' => array( 'A B' ) ) ),
			'no ids'                => array( 'DELETE', '/vitrine/v1/lists/subscribers', array() ),
			'id zero'               => array( 'DELETE', '/vitrine/v1/lists/subscribers', array( 'ids' => array( 0 ) ) ),
			'unknown post status'   => array( 'GET', '/vitrine/v1/lists/products', array( 'post_status' => array( 'inherit' ) ) ),
			'unknown data source'   => array( 'GET', '/vitrine/v1/lists/products', array( 'source' => array( 'ebay' ) ) ),
			'empty merchant'        => array( 'GET', '/vitrine/v1/lists/products', array( 'merchant' => array( '' ) ) ),
			'products by price'     => array( 'GET', '/vitrine/v1/lists/products', array( 'orderby' => 'price' ) ),
			'product filter on clicks' => array( 'GET', '/vitrine/v1/lists/clicks', array( 'merchant' => array( 'Acme' ) ) ),
		);
	}

	/** @dataProvider bad_input */
	public function test_bad_input_is_a_400_with_a_message( string $method, string $route, array $params ): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( $method, $route, $params );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertNotEmpty( $response->get_data()['message'] );
	}

	public function test_records_are_searched_filtered_sorted_and_paged(): void {
		$this->record( 'aaaa-1111-list', 'acceptAll', 'gdpr' );
		$this->record( 'bbbb-2222-list', 'reject', 'gdpr' );
		$this->record( 'cccc-3333-list', 'acceptAll', 'ccpa' );
		$this->login_as( 'administrator' );

		$found = $this->rest( 'GET', '/vitrine/v1/lists/consent-records', array( 'search' => 'bbbb-2222' ) );
		$this->assertSame( array( 'bbbb-2222-list' ), array_column( $found->get_data(), 'consent_id' ) );
		$this->assertSame( '1', $found->get_headers()['X-WP-Total'] );

		$gdpr_accepts = $this->rest( 'GET', '/vitrine/v1/lists/consent-records', array( 'search' => '-list', 'law' => array( 'gdpr' ), 'decision' => array( 'acceptAll' ) ) );
		$this->assertSame( array( 'aaaa-1111-list' ), array_column( $gdpr_accepts->get_data(), 'consent_id' ) );

		$sorted = $this->rest( 'GET', '/vitrine/v1/lists/consent-records', array( 'search' => '-list', 'orderby' => 'consent_id', 'order' => 'asc', 'per_page' => 2, 'page' => 2 ) );
		$this->assertSame( array( 'cccc-3333-list' ), array_column( $sorted->get_data(), 'consent_id' ) );
		$this->assertSame( '3', $sorted->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $sorted->get_headers()['X-WP-TotalPages'] );
		$this->assertNotSame( '', $sorted->get_data()[0]['date'], 'a date in the site format' );
	}

	public function test_bulk_delete_removes_only_the_chosen_rows(): void {
		$keep = $this->record( 'keep-keep-keep-1', 'acceptAll', 'gdpr' );
		$gone = array( $this->record( 'gone-gone-gone-1', 'reject', 'gdpr' ), $this->record( 'gone-gone-gone-2', 'reject', 'gdpr' ) );
		$this->login_as( 'administrator' );
		$deleted = $this->rest( 'DELETE', '/vitrine/v1/lists/consent-records', array( 'ids' => $gone ) );
		$this->assertSame( array( 'deleted' => 2 ), $deleted->get_data() );
		$left = $this->rest( 'GET', '/vitrine/v1/lists/consent-records', array( 'search' => 'keep-keep-keep-1' ) )->get_data();
		$this->assertSame( array( $keep ), array_column( $left, 'id' ) );
		$this->assertSame( array(), $this->rest( 'GET', '/vitrine/v1/lists/consent-records', array( 'search' => 'gone-gone-gone-' ) )->get_data() );
	}

	public function test_entries_filter_by_form_and_search_the_answers(): void {
		$this->entry( 'contact', 'ann@example.com', 'About the blue lamp' );
		$this->entry( 'quote', 'bob@example.com', 'About the red lamp' );
		$this->login_as( 'administrator' );
		$by_form = $this->rest( 'GET', '/vitrine/v1/lists/form-entries', array( 'form' => array( 'quote' ) ) )->get_data();
		$this->assertSame( array( 'bob@example.com' ), array_column( $by_form, 'email' ) );
		$by_words = $this->rest( 'GET', '/vitrine/v1/lists/form-entries', array( 'search' => 'blue lamp' ) )->get_data();
		$this->assertSame( array( 'ann@example.com' ), array_column( $by_words, 'email' ) );
		$this->assertStringContainsString( 'entry=', $by_words[0]['url'] );
	}

	public function test_subscribers_filter_by_status(): void {
		$pending   = SubscriberStore::sign_up( 'news', 0, 'php-lists-pending@example.com', 'Pat', 'Yes please' );
		$confirmed = SubscriberStore::sign_up( 'news', 0, 'php-lists-confirmed@example.com', 'Cy', 'Yes please' );
		SubscriberStore::set_status( (int) $confirmed['id'], 'confirmed' );
		$this->login_as( 'administrator' );
		$rows = $this->rest( 'GET', '/vitrine/v1/lists/subscribers', array( 'search' => 'php-lists-', 'status' => array( 'confirmed' ) ) )->get_data();
		$this->assertSame( array( 'php-lists-confirmed@example.com' ), array_column( $rows, 'email' ) );
		$this->assertNotEmpty( $pending );
	}

	public function test_clicks_filter_by_link_type_country_and_day_and_search_products(): void {
		Catalogue::forget();
		$product = (int) Catalogue::save( array( 'asin' => 'B0LISTS001', 'title' => 'Listed lamp' ) );
		$click   = array( 'product_id' => $product, 'link_type' => 'button', 'source_type' => 'page', 'source_id' => 0, 'is_widget' => 0, 'country' => 'de', 'tracking_id' => '' );
		ClickStore::record( $click, '2026-01-10' );
		ClickStore::record( array( 'link_type' => 'title', 'country' => '' ) + $click, '2026-01-12' );
		$this->login_as( 'administrator' );
		$buttons = $this->rest( 'GET', '/vitrine/v1/lists/clicks', array( 'search' => 'B0LISTS001', 'link_type' => array( 'button' ) ) )->get_data();
		$this->assertSame( array( 'button' ), array_column( $buttons, 'link_type' ) );
		$this->assertStringContainsString( 'Listed lamp', $buttons[0]['product'] );
		$unknown = $this->rest( 'GET', '/vitrine/v1/lists/clicks', array( 'search' => 'Listed lamp', 'country' => array( 'unknown' ) ) )->get_data();
		$this->assertSame( array( '2026-01-12' ), array_column( $unknown, 'day' ) );
		$after = $this->rest( 'GET', '/vitrine/v1/lists/clicks', array( 'search' => 'Listed lamp', 'after' => '2026-01-11' ) )->get_data();
		$this->assertSame( array( '2026-01-12' ), array_column( $after, 'day' ) );
		$this->assertSame( array(), $this->rest( 'GET', '/vitrine/v1/lists/clicks', array( 'search' => 'no such product anywhere' ) )->get_data() );
	}

	public function test_the_export_is_the_csv_of_the_filter_with_formulas_defused(): void {
		$this->entry( 'contact', 'ann@example.com', '=HYPERLINK("http://evil.example")' );
		$this->entry( 'quote', 'bob@example.com', 'Not exported' );
		$this->login_as( 'administrator' );
		$response = $this->rest( 'GET', '/vitrine/v1/lists/form-entries/export', array( 'form' => array( 'contact' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'text/csv; charset=utf-8', $response->get_headers()['Content-Type'] );
		$this->assertMatchesRegularExpression( '/filename="form-entries-\d{4}-\d\d-\d\d\.csv"/', $response->get_headers()['Content-Disposition'] );
		$csv = $response->get_data();
		$this->assertStringContainsString( "\"'=HYPERLINK(\"\"http://evil.example\"\")\"", $csv );
		$this->assertStringNotContainsString( 'Not exported', $csv );
		// Served as the file itself, not as a JSON string.
		ob_start();
		$served = ExportRoute::serve( false, $response );
		$this->assertTrue( $served );
		$this->assertSame( $csv, ob_get_clean() );
	}

	/** A product as the catalogue saves it, with a status of its own. */
	private function product( string $asin, string $title, array $fields = array(), string $status = 'publish' ): int {
		Catalogue::forget();
		$id = (int) Catalogue::save( array( 'asin' => $asin, 'title' => $title ) + $fields );
		if ( 'publish' !== $status ) {
			wp_update_post( array( 'ID' => $id, 'post_status' => $status ) );
		}
		return $id;
	}

	public function test_products_join_their_meta_and_clicks_and_filter_search_and_sort(): void {
		$kettle = $this->product( 'B0PLIST001', 'Plist kettle', array( 'price' => '$20.00', 'merchant' => 'Acme Plist' ) );
		$lamp   = $this->product( 'B0PLIST002', 'Plist lamp', array( 'price' => '$35.00', 'merchant' => 'Lumen Plist' ) );
		$draft  = $this->product( 'B0PLIST003', 'Plist draft toaster', array( 'merchant' => 'Acme Plist' ), 'draft' );
		$gone   = $this->product( 'B0PLIST004', 'Plist trashed fan', array(), 'trash' );
		$click  = array( 'product_id' => $lamp, 'link_type' => 'button', 'source_type' => 'page', 'source_id' => 0, 'is_widget' => 0, 'country' => 'de', 'tracking_id' => '' );
		ClickStore::record( $click, wp_date( 'Y-m-d' ) );
		ClickStore::record( array( 'country' => 'fr' ) + $click, wp_date( 'Y-m-d' ) );
		// Older than the column's 30 days: not counted.
		ClickStore::record( $click, wp_date( 'Y-m-d', time() - 40 * DAY_IN_SECONDS ) );
		$this->login_as( 'editor' );

		$all = $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'Plist', 'orderby' => 'title', 'order' => 'asc' ) );
		$this->assertSame( 200, $all->get_status(), wp_json_encode( $all->get_data() ) );
		// The Trash stays out unless asked for, as in WordPress's own lists.
		$this->assertSame( array( $draft, $kettle, $lamp ), array_column( $all->get_data(), 'id' ) );
		$this->assertSame( '3', $all->get_headers()['X-WP-Total'] );
		$row = $all->get_data()[2];
		$this->assertSame( array( 'B0PLIST002', '$35.00', 'Lumen Plist', 'publish', 2 ), array( $row['asin'], $row['price'], $row['merchant'], $row['status'], $row['clicks'] ) );
		$this->assertStringContainsString( "post.php?post=$lamp", $row['edit_url'] );
		$this->assertSame( '', $row['restore_url'] );

		$by_asin = $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'B0PLIST001' ) )->get_data();
		$this->assertSame( array( $kettle ), array_column( $by_asin, 'id' ) );
		$acme = $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'Plist', 'merchant' => array( 'Acme Plist' ), 'post_status' => array( 'publish' ) ) )->get_data();
		$this->assertSame( array( $kettle ), array_column( $acme, 'id' ) );
		$most_clicked = $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'Plist', 'orderby' => 'clicks', 'per_page' => 1 ) )->get_data();
		$this->assertSame( array( $lamp ), array_column( $most_clicked, 'id' ) );
		$trash = $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'Plist', 'post_status' => array( 'trash' ) ) )->get_data();
		$this->assertSame( array( $gone ), array_column( $trash, 'id' ) );
		// An address for the browser to open, not HTML: no &amp;.
		$this->assertStringContainsString( "post.php?post=$gone&action=untrash&_wpnonce=", $trash[0]['restore_url'] );
		$this->assertSame( array(), $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'Plist', 'source' => array( 'amazon' ) ) )->get_data() );
		$this->assertCount( 3, $this->rest( 'GET', '/vitrine/v1/lists/products', array( 'search' => 'Plist', 'source' => array( 'manual' ) ) )->get_data() );
	}

	public function test_deleting_products_trashes_then_deletes_for_good_only_what_the_user_may(): void {
		$admin = $this->login_as( 'administrator' );
		$own   = $this->product( 'B0PDEL0001', 'Pdel own' );
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'DELETE', '/vitrine/v1/lists/products', array( 'ids' => array( $own ) ) )->get_status() );
		// Contributors and authors delete posts, but not another user's published product.
		foreach ( array( 'contributor', 'author' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( array( 'deleted' => 0 ), $this->rest( 'DELETE', '/vitrine/v1/lists/products', array( 'ids' => array( $own ) ) )->get_data(), $role );
		}
		$this->assertSame( 'publish', get_post_status( $own ) );
		wp_set_current_user( $admin );
		$this->assertSame( array( 'deleted' => 1 ), $this->rest( 'DELETE', '/vitrine/v1/lists/products', array( 'ids' => array( $own ) ) )->get_data() );
		$this->assertSame( 'trash', get_post_status( $own ) );
		$this->assertNull( Catalogue::by_asin( 'B0PDEL0001' ), 'a trashed product is not shown' );
		$this->assertSame( array( 'deleted' => 1 ), $this->rest( 'DELETE', '/vitrine/v1/lists/products', array( 'ids' => array( $own ) ) )->get_data() );
		$this->assertNull( get_post( $own ) );
		// Ids of other posts are not products: nothing happens to them.
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Pdel page', 'post_status' => 'publish' ) );
		$this->assertSame( array( 'deleted' => 0 ), $this->rest( 'DELETE', '/vitrine/v1/lists/products', array( 'ids' => array( $page ) ) )->get_data() );
		$this->assertSame( 'publish', get_post_status( $page ) );
	}

	public function test_the_product_export_is_the_csv_of_the_filter(): void {
		$this->product( 'B0PCSV0001', '=cmd Pcsv kettle', array( 'merchant' => 'Pcsv shop' ) );
		$this->product( 'B0PCSV0002', 'Pcsv lamp' );
		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', '/vitrine/v1/lists/products/export', array( 'search' => 'Pcsv', 'merchant' => array( 'Pcsv shop' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$lines = explode( "\r\n", trim( (string) $response->get_data() ) );
		$this->assertStringEndsWith( '"id","title","asin","price","merchant","source","status","clicks_30_days","modified_utc"', $lines[0] );
		$this->assertCount( 2, $lines );
		$this->assertStringContainsString( "\"'=cmd Pcsv kettle\",\"B0PCSV0001\"", $lines[1] );
	}
}

<?php
/**
 * What happens to stored data: the daily clean-up, the privacy exporters and erasers, the suggested
 * policy text, uninstall with and without the owner's opt-in, and the demo content importer.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Consent\Records;
use Vitrine\Lifecycle\DemoImporter;
use Vitrine\Lifecycle\Demo\Ledger;
use Vitrine\Lifecycle\Demo\Parts;
use Vitrine\Lifecycle\Privacy;
use Vitrine\Lifecycle\Retention;
use Vitrine\Lifecycle\Settings;
use Vitrine\Lifecycle\Uninstaller;

require_once __DIR__ . '/lifecycle/helpers.php';

final class LifecycleDataTest extends TestCase {
	use Lifecycle\KeepsSiteState;

	protected function setUp(): void {
		$this->keep_site_state();
		parent::setUp();
	}

	protected function tearDown(): void {
		parent::tearDown();
		$this->restore_site_state();
	}

	public function test_the_daily_cleanup_purges_every_store_by_its_retention_and_remembers_the_run(): void {
		global $wpdb;
		$memory       = $this->add_memory_store();
		$memory->rows = array(
			array( 'email' => 'a@example.com', 'value' => 'old', 'age' => 45 ),
			array( 'email' => 'a@example.com', 'value' => 'new', 'age' => 2 ),
		);
		update_option( Settings::OPTION, array( 'delete_data' => false, 'retention' => array( 'phpunit_memory' => 30 ) ) );
		Records::insert( array( 'consent_id' => 'retention-old-record-1', 'action' => 'accept', 'accepted' => true, 'categories' => array( 'necessary' => true ), 'version' => '1', 'law' => 'gdpr', 'ccpa_optout' => false ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Records::table() . ' SET created_at = %s WHERE consent_id = %s', gmdate( 'Y-m-d H:i:s', time() - 400 * DAY_IN_SECONDS ), 'retention-old-record-1' ) ); // phpcs:ignore

		do_action( Retention::HOOK );

		$this->assertSame( array( 30 ), $memory->purged, 'the days set on Settings → Vitrine' );
		$this->assertCount( 1, $memory->rows );
		$this->assertSame( 0, Records::page( 1, 10, 'retention-old-record-1' )['total'], 'the consent setting (365 days) applies to consent records' );
		$last = Retention::last_run();
		$this->assertEqualsWithDelta( time(), $last['time'], 5 );
		$this->assertSame( 1, $last['deleted']['phpunit_memory'] );
		$this->assertGreaterThanOrEqual( 1, $last['deleted']['consent_records'] );
		$this->assertArrayHasKey( 'clicks', $last['deleted'] );
	}

	public function test_zero_days_keeps_everything(): void {
		$memory       = $this->add_memory_store();
		$memory->rows = array( array( 'email' => 'a@example.com', 'value' => 'old', 'age' => 4000 ) );
		update_option( Settings::OPTION, array( 'retention' => array( 'phpunit_memory' => 0 ) ) );
		Retention::run();
		$this->assertSame( array(), $memory->purged );
		$this->assertCount( 1, $memory->rows );
	}

	public function test_every_store_has_an_exporter_and_an_eraser(): void {
		$memory       = $this->add_memory_store();
		$memory->rows = array(
			array( 'email' => 'ann@example.com', 'value' => 'Newsletter', 'age' => 1 ),
			array( 'email' => 'bob@example.com', 'value' => 'Contact', 'age' => 1 ),
		);
		$exporters    = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$erasers      = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		foreach ( array( 'vitrine-consent_records', 'vitrine-clicks', 'vitrine-phpunit_memory' ) as $id ) {
			$this->assertArrayHasKey( $id, $exporters );
			$this->assertArrayHasKey( $id, $erasers );
		}
		$this->assertSame( 'Consent records', $exporters['vitrine-consent_records']['exporter_friendly_name'] );

		$export = call_user_func( $exporters['vitrine-phpunit_memory']['callback'], 'ann@example.com', 1 );
		$this->assertTrue( $export['done'] );
		$this->assertSame( array( array( 'name' => 'Value', 'value' => 'Newsletter' ) ), $export['data'][0]['data'] );

		$erased = call_user_func( $erasers['vitrine-phpunit_memory']['callback'], 'ann@example.com', 1 );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertSame( array( 'bob@example.com' ), array_column( $memory->rows, 'email' ) );

		// Consent records and click counts hold nothing tied to an email address.
		foreach ( array( 'vitrine-consent_records', 'vitrine-clicks' ) as $id ) {
			$this->assertSame( array( 'data' => array(), 'done' => true ), call_user_func( $exporters[ $id ]['callback'], 'ann@example.com', 1 ) );
			$this->assertSame( array( 'items_removed' => false, 'items_retained' => false, 'messages' => array(), 'done' => true ), call_user_func( $erasers[ $id ]['callback'], 'ann@example.com', 1 ) );
		}
	}

	public function test_the_suggested_policy_text_names_each_store_and_its_retention(): void {
		$this->add_memory_store();
		update_option( Settings::OPTION, array( 'retention' => array( 'phpunit_memory' => 90 ) ) );
		$text = Privacy::policy_text();
		$this->assertStringContainsString( 'Consent records: when you make a cookie choice', $text );
		$this->assertStringContainsString( 'Affiliate clicks: we count clicks', $text );
		$this->assertStringContainsString( 'Test entries: what you send through this feature is stored on the site. They are deleted automatically after 90 days.', $text );
		$this->assertStringContainsString( 'vitrine-country', $text );
	}

	public function test_uninstall_without_the_opt_in_deletes_nothing(): void {
		$memory = $this->add_memory_store();
		set_transient( 'vitrine_phpunit_cache', 'kept', 600 );
		Retention::schedule();
		$this->assertSame( 0, Uninstaller::run() );
		$this->assertSame( 0, $memory->uninstalls );
		$this->assertTrue( $this->table_exists( Records::table() ) );
		$this->assertNotFalse( get_option( 'vitrine_consent' ) );
		$this->assertSame( 'kept', get_transient( 'vitrine_phpunit_cache' ) );
		$this->assertNotFalse( wp_next_scheduled( Retention::HOOK ) );
	}

	public function test_uninstall_without_the_opt_in_still_forgets_the_secrets(): void {
		$api = array(
			'credential_id'      => 'cred-1',
			'credential_secret'  => 'top-secret-value',
			'credential_version' => '3.1',
			'partner_tag'        => 'site-21',
			'store'              => 'de',
			'access_key'         => 'AKIAOLD',
			'secret_key'         => 'old-secret',
		);
		update_option( \Vitrine\Affiliate\Settings::API_OPTION, $api, false );
		update_option( \Vitrine\Shop\PaymentSettings::OPTION, array( 'stripe_publishable_key' => 'pk_test_1', 'stripe_secret_key' => 'sk_test_secret' ) );
		// The token of the saved credential, where the client keeps it (the options table, or an
		// object cache such as Redis on the production stack).
		$token_key = ( fn() => $this->token_key() )->call( new \Vitrine\Affiliate\Source\CreatorsClient( \Vitrine\Affiliate\Settings::api() ) );
		set_transient( $token_key, array( 'token' => 'a-token', 'until' => time() + 600 ), 600 );
		$this->assertSame( 0, Uninstaller::run(), 'no data deleted without the opt-in' );
		$kept = get_option( \Vitrine\Affiliate\Settings::API_OPTION );
		$this->assertArrayNotHasKey( 'credential_secret', $kept );
		$this->assertArrayNotHasKey( 'secret_key', $kept );
		$this->assertSame( 'cred-1', $kept['credential_id'], 'what is not secret stays' );
		$this->assertSame( 'site-21', $kept['partner_tag'] );
		$this->assertSame( array( 'stripe_publishable_key' => 'pk_test_1' ), get_option( \Vitrine\Shop\PaymentSettings::OPTION ) );
		$this->assertFalse( get_transient( $token_key ) );
	}

	public function test_uninstall_with_the_opt_in_removes_options_tables_events_and_transients(): void {
		$memory = $this->add_memory_store();
		// Only these stores: another feature's uninstall may delete files, which no rollback restores.
		$only = static fn( $stores ) => array_values( array_filter( (array) $stores, static fn( $store ) => in_array( $store->id(), array( 'consent_records', 'clicks', 'phpunit_memory' ), true ) ) );
		add_filter( 'vitrine_data_stores', $only, 99 );
		update_option( Settings::OPTION, array( 'delete_data' => true ) );
		set_transient( 'vitrine_phpunit_cache', 'gone', 600 );
		Retention::schedule();
		$other = get_option( 'blogname' );
		// The uninstall also deletes demo content with its files and Vitrine's upload folders, which
		// no rollback restores: this site's demo is unmarked and uploads go to a scratch folder.
		global $wpdb;
		$wpdb->delete( $wpdb->postmeta, array( 'meta_key' => Ledger::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		$wpdb->delete( $wpdb->termmeta, array( 'meta_key' => Ledger::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		$scratch = get_temp_dir() . 'vitrine-uploads-' . wp_generate_password( 6, false );
		wp_mkdir_p( "$scratch/vitrine-forms" );
		file_put_contents( "$scratch/vitrine-forms/entry-file", 'x' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$uploads = static fn( $dirs ) => array_merge( $dirs, array( 'basedir' => $scratch ) );
		add_filter( 'upload_dir', $uploads );
		$admin   = $this->login_as( 'administrator' );
		update_user_meta( $admin, 'vitrine_theme_notice_dismissed', 1 );
		wp_set_current_user( 0 );

		try {
			$this->assertSame( 1, Uninstaller::run() );
		} finally {
			remove_filter( 'vitrine_data_stores', $only, 99 );
			remove_filter( 'upload_dir', $uploads );
		}
		$this->assertDirectoryDoesNotExist( "$scratch/vitrine-forms" );
		$this->assertSame( '', get_user_meta( $admin, 'vitrine_theme_notice_dismissed', true ) );
		$this->assertSame( array(), Uninstaller::user_meta_keys() );
		rmdir( $scratch ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir

		$this->assertSame( 1, $memory->uninstalls );
		$this->assertFalse( $this->table_exists( Records::table() ) );
		$this->assertFalse( $this->table_exists( ClickStore::table() ) );
		$this->assertSame( array(), Uninstaller::option_names() );
		$this->assertFalse( get_transient( 'vitrine_phpunit_cache' ) );
		$this->assertFalse( wp_next_scheduled( Retention::HOOK ) );
		$this->assertSame( $other, get_option( 'blogname' ), 'other options stay' );
	}

	public function test_the_importer_reports_what_the_parts_created_and_keeps_the_owners_settings(): void {
		$report = $this->import_part( "wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Imported demo' ) );\nupdate_option( 'show_on_front', 'posts' === get_option( 'show_on_front' ) ? 'page' : 'posts' );\n", $front );
		$this->assertSame( '', $report['error'] );
		$this->assertSame( array( 'page' => 1 ), $report['created'] );
		$this->assertSame( '1 Page', DemoImporter::summary( $report['created'] ), 'one item: the singular label' );
		$this->assertSame( '2 Pages, 1 Comparison table', DemoImporter::summary( array( 'page' => 2, 'vitrine_table' => 1 ) ) );
		$this->assertSame( $front, get_option( 'show_on_front' ) );
	}

	public function test_removing_the_demo_removes_what_the_import_made_and_nothing_of_the_owners(): void {
		global $wpdb;
		// This site's own demo content is not part of the test (and its files must stay): unmarked
		// here, inside the test's transaction.
		$wpdb->delete( $wpdb->postmeta, array( 'meta_key' => Ledger::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		$wpdb->delete( $wpdb->termmeta, array( 'meta_key' => Ledger::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		// So are the upload folders its import made (on a fresh site it made uploads/vitrine-demo).
		update_option( Ledger::OPTION, array( 'folders' => array() ) + (array) get_option( Ledger::OPTION, array() ), false );
		wp_cache_flush();
		$owner_page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'About us', 'post_name' => 'vitrine-owner-about', 'post_content' => 'Mine.' ) );
		$owner_term = wp_insert_term( 'Owner topic', 'category' )['term_id'];
		$part       = <<<'PHP'
vitrine_seed_page( 'vitrine-owner-about', 'Demo about', 'Demo text.' );
vitrine_seed_page( 'vitrine-demo-only', 'Demo only', 'Demo text.' );
$vitrine_t = term_exists( 'Owner topic', 'category' ) ?: wp_insert_term( 'Owner topic', 'category' );
wp_insert_term( 'Demo topic', 'category' );
wp_update_nav_menu_item( wp_create_nav_menu( 'Vitrine test demo menu' ), 0, array( 'menu-item-title' => 'Home', 'menu-item-url' => home_url( '/' ), 'menu-item-status' => 'publish' ) );
PHP;
		$report     = $this->import_part( $part, $front );
		$this->assertSame( '', $report['error'] );
		$this->assertSame( 'Mine.', get_post( $owner_page )->post_content, 'the owner\'s page at a demo path is left as it is' );
		$demo = get_page_by_path( 'vitrine-demo-only' );
		$this->assertNotNull( $demo );
		$this->assertNotFalse( term_exists( 'Demo topic', 'category' ) );
		$menu = wp_get_nav_menu_object( 'Vitrine test demo menu' );
		$this->assertNotFalse( $menu );
		$item = wp_get_nav_menu_items( $menu->term_id )[0]->ID;

		$removed = DemoImporter::remove();

		$this->assertSame( array( 'posts' => 2, 'terms' => 2, 'folders' => 0, 'kept' => 0 ), $removed, 'the page and the menu item; the category and the menu' );
		$this->assertNull( get_post( $demo->ID ) );
		$this->assertNull( get_post( $item ) );
		$this->assertFalse( wp_get_nav_menu_object( 'Vitrine test demo menu' ) );
		$this->assertNull( term_exists( 'Demo topic', 'category' ) );
		$this->assertSame( 'Mine.', get_post( $owner_page )->post_content );
		$this->assertNotNull( term_exists( (int) $owner_term, 'category' ) );
		$this->assertFalse( get_option( Ledger::OPTION ) );
		$this->assertSame( array( 'posts' => 0, 'terms' => 0, 'folders' => 0, 'kept' => 0 ), DemoImporter::remove(), 'a second removal finds nothing' );
	}

	public function test_demo_pages_edited_since_the_import_are_kept_unless_the_owner_names_them(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->postmeta, array( 'meta_key' => Ledger::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		$wpdb->delete( $wpdb->termmeta, array( 'meta_key' => Ledger::META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
		update_option( Ledger::OPTION, array( 'folders' => array() ) + (array) get_option( Ledger::OPTION, array() ), false );
		wp_cache_flush();
		$part = <<<'PHP'
vitrine_seed_page( 'vitrine-demo-a', 'Demo A', 'Demo text A.' );
vitrine_seed_page( 'vitrine-demo-b', 'Demo B', 'Demo text B.' );
vitrine_seed_page( 'vitrine-demo-c', 'Demo C', 'Demo text C.' );
$vitrine_topic = wp_insert_term( 'Edited topic', 'category' );
wp_set_post_categories( get_page_by_path( 'vitrine-demo-b' )->ID, array( $vitrine_topic['term_id'] ) );
PHP;
		$this->assertSame( '', $this->import_part( $part )['error'] );
		$a = get_page_by_path( 'vitrine-demo-a' );
		$b = get_page_by_path( 'vitrine-demo-b' );
		$c = get_page_by_path( 'vitrine-demo-c' );
		$this->assertSame( array(), Ledger::edited(), 'right after the import nothing is edited' );
		$this->assertSame( array( 'page' => 3 ), Ledger::counts() );

		wp_update_post( array( 'ID' => $b->ID, 'post_content' => 'The owner rewrote this page.' ) );
		wp_update_post( array( 'ID' => $c->ID, 'post_title' => 'Renamed by the owner' ) );
		$this->assertSame( array( $b->ID, $c->ID ), wp_list_pluck( Ledger::edited(), 'ID' ) );

		$removed = DemoImporter::remove( array( $c->ID ) ); // The owner ticked C only.
		$this->assertSame( 2, $removed['posts'] );
		$this->assertSame( 1, $removed['kept'] );
		$this->assertNull( get_post( $a->ID ) );
		$this->assertNull( get_post( $c->ID ) );
		$this->assertSame( 'The owner rewrote this page.', get_post( $b->ID )->post_content, 'the edited page stays' );
		$this->assertSame( '', get_post_meta( $b->ID, Ledger::META, true ), 'and is the owner\'s own now' );
		$this->assertNotNull( term_exists( 'Edited topic', 'category' ), 'with its category' );
		$this->assertSame( array( 'posts' => 0, 'terms' => 0, 'folders' => 0, 'kept' => 0 ), DemoImporter::remove(), 'nothing of the demo is left' );
	}

	public function test_every_numbered_part_in_the_demo_folder_is_listed(): void {
		$dir   = VITRINE_DIR . '/includes/Lifecycle/Demo';
		$files = array_map( 'basename', glob( "$dir/[0-9]*.php" ) );
		sort( $files );
		$this->assertSame( $files, Parts::FILES );
		foreach ( Parts::files() as $file ) {
			$this->assertStringContainsString( "defined( 'ABSPATH' ) || exit;", (string) file_get_contents( $file ), basename( $file ) . ' is safe when requested directly' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		}
	}

	public function test_the_importer_says_when_the_parts_are_missing(): void {
		$filter = static fn() => array( '/nonexistent/vitrine-demo/00-part.php' );
		add_filter( 'vitrine_demo_parts', $filter );
		$report = DemoImporter::run();
		remove_filter( 'vitrine_demo_parts', $filter );
		$this->assertSame( 'The demo content files are missing from this copy of the plugin.', $report['error'] );
	}

	/** Imports one demo part made of $code (the shipped libraries are loaded as for the real parts). */
	private function import_part( string $code, &$front = null ): array {
		$file = get_temp_dir() . 'vitrine-part-' . wp_generate_password( 6, false ) . '.php';
		file_put_contents( $file, "<?php\n" . $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$filter = static fn() => array( $file );
		add_filter( 'vitrine_demo_parts', $filter );
		$front  = get_option( 'show_on_front' );
		try {
			return DemoImporter::run( true );
		} finally {
			remove_filter( 'vitrine_demo_parts', $filter );
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		}
	}
}

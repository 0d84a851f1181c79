<?php
/**
 * What happens to stored data: the daily clean-up, the privacy exporters and erasers, the suggested
 * policy text, uninstall with and without the owner's opt-in, and the demo content importer.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Consent\Records;
use Vitrine\Lifecycle\DemoImporter;
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

	public function test_uninstall_with_the_opt_in_removes_options_tables_events_and_transients(): void {
		$memory = $this->add_memory_store();
		// Only these stores: another feature's uninstall may delete files, which no rollback restores.
		$only = static fn( $stores ) => array_values( array_filter( (array) $stores, static fn( $store ) => in_array( $store->id(), array( 'consent_records', 'clicks', 'phpunit_memory' ), true ) ) );
		add_filter( 'vitrine_data_stores', $only, 99 );
		update_option( Settings::OPTION, array( 'delete_data' => true ) );
		set_transient( 'vitrine_phpunit_cache', 'gone', 600 );
		Retention::schedule();
		$other = get_option( 'blogname' );

		try {
			$this->assertSame( 1, Uninstaller::run() );
		} finally {
			remove_filter( 'vitrine_data_stores', $only, 99 );
		}

		$this->assertSame( 1, $memory->uninstalls );
		$this->assertFalse( $this->table_exists( Records::table() ) );
		$this->assertFalse( $this->table_exists( ClickStore::table() ) );
		$this->assertSame( array(), Uninstaller::option_names() );
		$this->assertFalse( get_transient( 'vitrine_phpunit_cache' ) );
		$this->assertFalse( wp_next_scheduled( Retention::HOOK ) );
		$this->assertSame( $other, get_option( 'blogname' ), 'other options stay' );
	}

	public function test_the_importer_reports_what_the_seeds_created_and_keeps_the_owners_settings(): void {
		$dir = get_temp_dir() . 'vitrine-seeds-' . wp_generate_password( 6, false );
		wp_mkdir_p( $dir );
		file_put_contents( "$dir/lib.php", '<?php' ); // phpcs:ignore
		file_put_contents( "$dir/00-page.php", "<?php\nwp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Imported demo' ) );\nupdate_option( 'show_on_front', 'posts' === get_option( 'show_on_front' ) ? 'page' : 'posts' );\n" ); // phpcs:ignore
		$filter = static fn() => $dir;
		add_filter( 'vitrine_demo_seed_dir', $filter );
		$front  = get_option( 'show_on_front' );
		try {
			$report = DemoImporter::run( true );
		} finally {
			remove_filter( 'vitrine_demo_seed_dir', $filter );
			array_map( 'unlink', glob( "$dir/*.php" ) );
			rmdir( $dir );
		}
		$this->assertSame( '', $report['error'] );
		$this->assertSame( array( 'Pages' => 1 ), $report['created'] );
		$this->assertSame( $front, get_option( 'show_on_front' ) );
	}

	public function test_the_importer_says_when_the_seeds_are_missing(): void {
		$filter = static fn() => '/nonexistent/vitrine-seeds';
		add_filter( 'vitrine_demo_seed_dir', $filter );
		$report = DemoImporter::run();
		remove_filter( 'vitrine_demo_seed_dir', $filter );
		$this->assertSame( 'The demo content files are missing from this copy of the plugin.', $report['error'] );
	}
}

<?php
/**
 * Activation, requirements, migrations and deactivation on the local site.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Caching\PurgeSignal;
use Vitrine\Lifecycle\Activation;
use Vitrine\Lifecycle\Migration;
use Vitrine\Lifecycle\Migrator;
use Vitrine\Lifecycle\Requirements;
use Vitrine\Lifecycle\Retention;
use Vitrine\Lifecycle\Settings;

require_once __DIR__ . '/lifecycle/helpers.php';

final class LifecycleTest extends TestCase {
	/** As on the dashboard, where admin notices show (other plugins' notices, WooCommerce's, ask for the screen). */
	private function on_dashboard(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
	}

	use Lifecycle\KeepsSiteState;

	protected function setUp(): void {
		$this->keep_site_state();
		parent::setUp();
	}

	protected function tearDown(): void {
		$GLOBALS['current_screen'] = null; // Back to a front-end request for the tests that follow.
		parent::tearDown();
		$this->restore_site_state();
	}

	public function test_requirements_come_from_the_plugin_header(): void {
		$this->assertSame( array( 'wp' => '6.8', 'php' => '8.1' ), Requirements::minimum() );
		$this->assertSame( array(), Requirements::problems() );
		$this->assertTrue( Requirements::guard() );
	}

	public function test_an_old_site_gets_a_notice_instead_of_a_fatal_error(): void {
		$problems = Requirements::problems( '6.4', '7.4.33' );
		$this->assertSame( array( 'Vitrine needs WordPress 6.8 or later; this site runs 6.4.', 'Vitrine needs PHP 8.1 or later; this server runs 7.4.33.' ), $problems );
		$this->assertFalse( Requirements::guard( '6.4', '8.2' ) );
		$this->login_as( 'administrator' );
		ob_start();
		$this->on_dashboard();
		do_action( 'admin_notices' );
		$notices = (string) ob_get_clean();
		$this->assertStringContainsString( 'Vitrine is not running.', $notices );
		$this->assertStringContainsString( 'Vitrine needs WordPress 6.8 or later; this site runs 6.4.', $notices );
		remove_action( 'admin_notices', array( Requirements::class, 'notice' ) );
		remove_action( 'network_admin_notices', array( Requirements::class, 'notice' ) );
	}

	public function test_activation_below_the_requirements_installs_nothing(): void {
		$store = $this->add_memory_store();
		delete_option( Settings::OPTION );
		Activation::activate( false, array( '6.4', '8.2' ) );
		remove_action( 'admin_notices', array( Requirements::class, 'notice' ) );
		remove_action( 'network_admin_notices', array( Requirements::class, 'notice' ) );
		$this->assertSame( 0, $store->installs );
		$this->assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_activation_installs_every_store_the_defaults_and_the_daily_cleanup(): void {
		$store = $this->add_memory_store();
		delete_option( Settings::OPTION );
		delete_option( 'vitrine_consent' );
		wp_clear_scheduled_hook( Retention::HOOK );
		Activation::activate( false );
		$this->assertGreaterThanOrEqual( 1, $store->installs );
		$this->assertContains( 'phpunit_memory', get_option( Migrator::STORES_OPTION ) );
		$this->assertSame( Settings::defaults(), get_option( Settings::OPTION ) );
		$this->assertSame( 'gdpr', get_option( 'vitrine_consent' )['law'] );
		$this->assertNotFalse( wp_next_scheduled( Retention::HOOK ) );
		$this->assertSame( Migrator::latest(), Migrator::stored() );
		$this->assertFalse( get_option( Activation::REDIRECT_OPTION ), 'no first-run redirect for a command-line activation' );
	}

	public function test_a_store_listed_after_setup_gets_its_tables_once(): void {
		$store = $this->add_memory_store();
		Migrator::maybe_run();
		Migrator::maybe_run();
		$this->assertSame( 1, $store->installs );
	}

	public function test_an_update_asks_page_caches_to_purge_once(): void {
		// A page cached before an update names the old version's scripts and stylesheets.
		$signal = new PurgeSignal();
		$purges = new \ArrayObject();
		$note   = array( $signal, 'note' );
		$listen = static fn( $options ) => $purges->append( $options );
		add_action( 'updated_option', $note );
		add_action( 'added_option', $note );
		add_action( PurgeSignal::ACTION, $listen );
		try {
			update_option( Migrator::PLUGIN_VERSION_OPTION, '0.0.1' );
			$signal->fire(); // The test's own change, out of the way.
			$purges->exchangeArray( array() );

			Migrator::maybe_run();
			$signal->fire();
			$this->assertSame( VITRINE_VERSION, get_option( Migrator::PLUGIN_VERSION_OPTION ) );
			$this->assertSame( array( array( Migrator::PLUGIN_VERSION_OPTION ) ), $purges->getArrayCopy() );

			Migrator::maybe_run();
			$signal->fire();
			$this->assertCount( 1, $purges, 'the next requests of the same version write and purge nothing' );
		} finally {
			remove_action( 'updated_option', $note );
			remove_action( 'added_option', $note );
			remove_action( PurgeSignal::ACTION, $listen );
		}
	}

	public function test_migration_from_a_site_set_up_before_the_lifecycle(): void {
		global $wpdb;
		// Schema 0: no schema version, each store's own version option and purge event, a missing table.
		delete_option( Migrator::VERSION_OPTION );
		delete_option( Settings::OPTION );
		update_option( 'vitrine_consent_db_version', '1' );
		update_option( 'vitrine_affiliate_db_version', '1' );
		wp_clear_scheduled_hook( Retention::HOOK );
		wp_schedule_event( time() + 60, 'daily', 'vitrine_consent_purge' );
		$wpdb->query( 'DROP TABLE IF EXISTS ' . ClickStore::table() ); // phpcs:ignore
		$this->assertFalse( $this->table_exists( ClickStore::table() ) );

		$this->assertSame( 'done', Migrator::run() );

		$this->assertSame( 2, Migrator::stored() );
		$this->assertTrue( $this->table_exists( ClickStore::table() ) );
		$this->assertFalse( get_option( 'vitrine_consent_db_version' ) );
		$this->assertFalse( get_option( 'vitrine_affiliate_db_version' ) );
		$this->assertFalse( wp_next_scheduled( 'vitrine_consent_purge' ) );
		$this->assertNotFalse( wp_next_scheduled( Retention::HOOK ) );
		$this->assertSame( Settings::defaults(), get_option( Settings::OPTION ) );
		$this->assertSame( 'current', Migrator::run(), 'each step runs once' );
	}

	public function test_a_failing_migration_stops_keeps_the_previous_version_and_tells_the_owner(): void {
		$latest = Migrator::latest();
		$ran    = new \ArrayObject();
		$steps  = array( $this->step( $latest + 1, static fn() => throw new \RuntimeException( 'disk full' ) ), $this->step( $latest + 2, static fn() => $ran->append( 'after' ) ) );
		$filter = static fn( $found ) => array_merge( $found, $steps );
		add_filter( 'vitrine_migrations', $filter );
		try {
			$this->assertSame( 'failed', Migrator::run() );
			$this->assertSame( $latest, Migrator::stored() );
			$this->assertSame( 0, count( $ran ), 'no step runs after a failure' );
			$this->assertSame( 'disk full', Migrator::error()['message'] );
			$this->assertFalse( get_option( Migrator::LOCK_OPTION ), 'the lock is released' );

			Migrator::maybe_run();
			$this->assertSame( $latest, Migrator::stored(), 'not retried on every request' );

			$this->login_as( 'administrator' );
			ob_start();
			$this->on_dashboard();
			do_action( 'admin_notices' );
			$notice = (string) ob_get_clean();
			$this->assertStringContainsString( 'Vitrine could not update its data (Test step ' . ( $latest + 1 ) . '): disk full.', $notice );
			$this->assertStringContainsString( 'action=vitrine_retry_migration', $notice );
			// The site keeps working on the previous schema.
			$this->assertSame( 200, $this->rest( 'GET', '/vitrine/v1/status' )->get_status() );
		} finally {
			remove_filter( 'vitrine_migrations', $filter );
		}
	}

	public function test_a_lock_keeps_a_second_request_out_until_it_expires(): void {
		global $wpdb;
		delete_option( Migrator::VERSION_OPTION );
		$wpdb->insert( $wpdb->options, array( 'option_name' => Migrator::LOCK_OPTION, 'option_value' => (string) time(), 'autoload' => 'no' ) ); // phpcs:ignore
		$this->assertSame( 'locked', Migrator::run() );
		$this->assertSame( 0, Migrator::stored() );
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( time() - Migrator::LOCK_SECONDS - 1 ) ), array( 'option_name' => Migrator::LOCK_OPTION ) ); // phpcs:ignore
		wp_cache_flush();
		$this->assertSame( 'done', Migrator::run(), 'a lock left by a request that died expires' );
		$this->assertSame( Migrator::latest(), Migrator::stored() );
	}

	public function test_deactivation_clears_scheduled_events_and_keeps_data(): void {
		Retention::schedule();
		wp_schedule_single_event( time() + 60, 'vitrine_some_feature_later' );
		$records = get_option( 'vitrine_consent' );
		Activation::deactivate( false );
		$this->assertFalse( wp_next_scheduled( Retention::HOOK ) );
		$this->assertFalse( wp_next_scheduled( 'vitrine_some_feature_later' ) );
		$this->assertSame( $records, get_option( 'vitrine_consent' ) );
		$this->assertTrue( $this->table_exists( ClickStore::table() ) );
	}

	private function step( int $version, callable $up ): Migration {
		return new class( $version, $up ) implements Migration {
			/** @var callable */
			private $up;

			public function __construct( private int $version, callable $up ) {
				$this->up = $up;
			}

			public function version(): int {
				return $this->version;
			}

			public function description(): string {
				return 'Test step ' . $this->version;
			}

			public function up(): void {
				( $this->up )();
			}
		};
	}
}

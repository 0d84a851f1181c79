<?php
/**
 * Network activation, new sites, per-site settings and tables, uninstall on every site, and the
 * demo importer on a site that is not the local demo site. The network is fresh for every run
 * (tools/multisite.sh), so the tests share it in order instead of rolling back.
 */

namespace Vitrine\Tests\Multisite;

use Vitrine\Consent\Records;
use Vitrine\Lifecycle\DemoImporter;
use Vitrine\Lifecycle\Migrator;
use Vitrine\Lifecycle\Retention;
use Vitrine\Lifecycle\Settings;

final class LifecycleMultisiteTest extends \PHPUnit\Framework\TestCase {
	private const PLUGIN = 'vitrine/plugin.php';

	/** @var int[] Sites that exist before the network activation. */
	private static array $sites = array();

	public static function setUpBeforeClass(): void {
		wp_set_current_user( 1 );
		foreach ( array( 'shop', 'news' ) as $path ) {
			$id = wp_insert_site( array( 'domain' => 'localhost', 'path' => "/$path/", 'title' => ucfirst( $path ), 'user_id' => 1 ) );
			self::$sites[] = (int) $id;
		}
		array_unshift( self::$sites, 1 );
	}

	public function test_network_activation_installs_every_site(): void {
		$this->assertFalse( is_plugin_active_for_network( self::PLUGIN ) );
		$result = activate_plugin( self::PLUGIN, '', true );
		$this->assertNull( $result );
		$this->assertTrue( is_plugin_active_for_network( self::PLUGIN ) );
		foreach ( self::$sites as $site ) {
			switch_to_blog( $site );
			$this->assertSame( Migrator::latest(), Migrator::stored(), "schema of site $site" );
			$this->assertTrue( $this->table_exists( Records::table() ), "consent records table of site $site" );
			$this->assertNotFalse( wp_next_scheduled( Retention::HOOK ), "daily clean-up of site $site" );
			$this->assertSame( Settings::defaults(), get_option( Settings::OPTION ) );
			restore_current_blog();
		}
		$this->assertSame( 3, count( array_unique( array_map( fn( $site ) => $this->prefix_of( $site ), self::$sites ) ) ), 'each site has its own tables' );
	}

	/** @depends test_network_activation_installs_every_site */
	public function test_each_site_keeps_its_own_settings_and_data(): void {
		switch_to_blog( self::$sites[1] );
		update_option( Settings::OPTION, array( 'delete_data' => true ) );
		Records::insert( array( 'consent_id' => 'multisite-shop-record-1', 'action' => 'accept', 'accepted' => true, 'categories' => array( 'necessary' => true ), 'version' => '1', 'law' => 'gdpr', 'ccpa_optout' => false ) );
		restore_current_blog();
		switch_to_blog( self::$sites[2] );
		$this->assertFalse( Settings::get()['delete_data'] );
		$this->assertSame( 0, Records::page( 1, 10 )['total'] );
		restore_current_blog();
	}

	/** @depends test_network_activation_installs_every_site */
	public function test_a_site_created_later_is_installed_too(): void {
		$id = (int) wp_insert_site( array( 'domain' => 'localhost', 'path' => '/later/', 'title' => 'Later', 'user_id' => 1 ) );
		switch_to_blog( $id );
		$this->assertSame( Migrator::latest(), Migrator::stored() );
		$this->assertTrue( $this->table_exists( Records::table() ) );
		restore_current_blog();
		wp_delete_site( $id );
		$this->assertFalse( $this->table_exists( $this->prefix_of( $id ) . 'vitrine_consent_records' ), 'a deleted site takes its Vitrine tables with it' );
	}

	/** @depends test_network_activation_installs_every_site */
	public function test_the_demo_content_imports_on_a_fresh_site(): void {
		switch_to_blog( self::$sites[2] );
		$report = DemoImporter::run( true );
		$front  = get_option( 'show_on_front' );
		$pages  = $report['created']['page'] ?? 0;
		$widget = get_page_by_path( 'widgets/carousel' );
		restore_current_blog();
		$this->assertSame( '', $report['error'] );
		$this->assertGreaterThan( 10, $pages );
		$this->assertNotNull( $widget );
		$this->assertSame( 'posts', $front, 'the owner kept their own front page' );
	}

	/** @depends test_each_site_keeps_its_own_settings_and_data */
	public function test_uninstall_cleans_every_site_whose_owner_opted_in(): void {
		switch_to_blog( self::$sites[0] );
		update_option( Settings::OPTION, array( 'delete_data' => true ) );
		restore_current_blog();
		deactivate_plugins( self::PLUGIN, true, true );
		// What Plugins → Delete does: WordPress includes the plugin's uninstall.php.
		$this->assertTrue( uninstall_plugin( self::PLUGIN ) );
		foreach ( array( 0, 1 ) as $i ) {
			$this->assertFalse( $this->table_exists( $this->prefix_of( self::$sites[ $i ] ) . 'vitrine_consent_records' ), 'opted-in site ' . self::$sites[ $i ] );
		}
		switch_to_blog( self::$sites[1] );
		$this->assertFalse( get_option( Migrator::VERSION_OPTION ), 'options of an opted-in site are gone' );
		$this->assertFalse( wp_next_scheduled( Retention::HOOK ) );
		restore_current_blog();
		switch_to_blog( self::$sites[2] );
		$this->assertTrue( $this->table_exists( Records::table() ), 'a site that did not opt in keeps its data' );
		$this->assertNotFalse( get_option( Migrator::VERSION_OPTION ) );
		restore_current_blog();
	}

	private function prefix_of( int $site ): string {
		global $wpdb;
		return $wpdb->get_blog_prefix( $site );
	}

	private function table_exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) );
	}
}

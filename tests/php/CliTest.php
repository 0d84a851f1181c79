<?php
/**
 * The `wp vitrine` commands, run through their classes on the local site with a minimal WP_CLI
 * stand-in (tests/php/cli/wp-cli-stub.php): what each writes, its messages, and exit code 1 with a
 * clear message on bad input.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Cli\CatalogueCommand;
use Vitrine\Cli\ClicksCommand;
use Vitrine\Cli\ConsentCommand;
use Vitrine\Cli\DemoCommand;
use Vitrine\Cli\Module;
use Vitrine\Cli\SettingsCommand;
use Vitrine\Consent\Records;

require_once __DIR__ . '/cli/wp-cli-stub.php';

final class CliTest extends TestCase {
	private string $dir;

	protected function setUp(): void {
		parent::setUp();
		\WP_CLI::reset();
		$this->dir = get_temp_dir() . 'vitrine-cli-' . wp_generate_password( 6, false );
		wp_mkdir_p( $this->dir );
	}

	protected function tearDown(): void {
		array_map( 'unlink', glob( $this->dir . '/*' ) ?: array() );
		rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
		parent::tearDown();
	}

	public function test_every_command_has_help_text_with_a_synopsis_and_an_example(): void {
		foreach ( Module::COMMANDS as $name => $class ) {
			$reflection = new \ReflectionClass( $class );
			$this->assertMatchesRegularExpression( '/\/\*\*\n \* \S.+\n/', (string) $reflection->getDocComment(), "$name has a summary" );
			foreach ( $reflection->getMethods( \ReflectionMethod::IS_PUBLIC ) as $method ) {
				$doc = (string) $method->getDocComment();
				$this->assertMatchesRegularExpression( '/^\s*\/\*\*\n\s*\* [A-Z].+\n/', $doc, "$name {$method->name}: summary line" );
				$this->assertStringContainsString( '## EXAMPLES', $doc, "$name {$method->name}" );
				$this->assertStringContainsString( "wp $name {$method->name}", $doc, "$name {$method->name}: example" );
				foreach ( $method->getParameters() as $parameter ) {
					$this->assertContains( $parameter->getName(), array( 'args', 'assoc_args' ) );
				}
			}
		}
	}

	public function test_catalogue_export_and_import_round_trip_through_csv(): void {
		$csv = "asin,title,price,features,prime\nB0CLITEST1,\"CLI kettle, steel\",$19.00,Boils fast|Quiet,1\n";
		file_put_contents( "$this->dir/in.csv", $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->run_command( fn() => ( new CatalogueCommand() )->import( array( "$this->dir/in.csv" ), array() ) );
		$this->assertSame( array( 'success', '1 product imported.' ), end( \WP_CLI::$messages ) );

		$this->run_command( fn() => ( new CatalogueCommand() )->export( array(), array( 'file' => "$this->dir/out.csv" ) ) );
		$lines = file( "$this->dir/out.csv", FILE_IGNORE_NEW_LINES );
		$this->assertSame( '"asin","title","image","url","price","rating","reviews","prime","features","keywords","bestseller_rank","new_release"', rtrim( $lines[0] ) );
		$row = array_values( array_filter( $lines, static fn( $l ) => str_starts_with( $l, '"B0CLITEST1"' ) ) );
		$this->assertCount( 1, $row );
		$this->assertStringContainsString( '"CLI kettle, steel","","","$19.00","","0","1","Boils fast|Quiet"', $row[0] );
	}

	public function test_catalogue_import_fails_clearly_on_bad_input(): void {
		$this->assertSame( 1, $this->run_command( fn() => ( new CatalogueCommand() )->import( array( "$this->dir/missing.csv" ), array() ) ) );
		$this->assertStringContainsString( 'Cannot read', \WP_CLI::$messages[0][1] );
		file_put_contents( "$this->dir/bad.csv", "name,colour\nkettle,red\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 1, $this->run_command( fn() => ( new CatalogueCommand() )->import( array( "$this->dir/bad.csv" ), array() ) ) );
		$this->assertSame( array( 'error', 'The CSV needs a header row with at least the columns asin and title.' ), end( \WP_CLI::$messages ) );
		file_put_contents( "$this->dir/half.csv", "asin,title\nB0CLITEST2,Good one\nnot-an-asin,Bad one\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 1, $this->run_command( fn() => ( new CatalogueCommand() )->import( array( "$this->dir/half.csv" ), array() ) ) );
		$this->assertSame( 'warning', \WP_CLI::$messages[ count( \WP_CLI::$messages ) - 2 ][0] );
		$this->assertStringContainsString( '1 product imported. 1 rows could not be imported.', end( \WP_CLI::$messages )[1] );
	}

	public function test_click_statistics_export_by_product(): void {
		$today = gmdate( 'Y-m-d' );
		$click = array( 'product_id' => 987654, 'link_type' => 'box', 'source_type' => 'post', 'source_id' => 1, 'is_widget' => 0, 'country' => 'DE', 'tracking_id' => 'vitrine-21' );
		ClickStore::record( $click, $today );
		ClickStore::record( $click, $today );
		$out = $this->output( fn() => ( new ClicksCommand() )->export( array(), array( 'by' => 'product_id', 'since' => $today ) ) );
		$this->assertStringStartsWith( "\"product_id\",\"clicks\"\r\n", $out );
		$this->assertMatchesRegularExpression( '/"987654","2"/', $out );

		$this->assertSame( 1, $this->run_command( fn() => ( new ClicksCommand() )->export( array(), array( 'since' => '2026-02-30' ) ) ) );
		$this->assertSame( '--since needs a date as YYYY-MM-DD, not "2026-02-30".', end( \WP_CLI::$messages )[1] );
		$this->assertSame( 1, $this->run_command( fn() => ( new ClicksCommand() )->export( array(), array( 'by' => 'visitor' ) ) ) );
		$this->assertStringContainsString( '--by cannot be "visitor"', end( \WP_CLI::$messages )[1] );
	}

	public function test_consent_records_export_and_purge(): void {
		$id = 'cli-' . wp_generate_password( 10, false );
		Records::insert( array( 'consent_id' => $id, 'action' => 'accept', 'accepted' => true, 'categories' => array( 'analytics' => true ), 'version' => '1', 'law' => 'gdpr', 'ccpa_optout' => false ) );
		$out = $this->output( fn() => ( new ConsentCommand() )->export( array(), array( 'consent-id' => $id ) ) );
		$this->assertSame( 2, substr_count( $out, "\r\n" ), 'a header and one record' );
		$this->assertStringContainsString( "\"$id\"", $out );
		$this->assertStringStartsWith( '"id","consent_id","created_at","action","accepted","version","law","ccpa_optout","analytics"' . "\r\n", $out, 'one yes/no column per category, as the admin exports' );
		$this->assertStringEndsWith( '"accept","yes","1","gdpr","no","yes"' . "\r\n", $out );

		$this->assertSame( 1, $this->run_command( fn() => ( new ConsentCommand() )->purge( array(), array( 'older-than' => 'soon' ) ) ) );
		$this->assertSame( '--older-than needs a whole number of days (1 or more).', end( \WP_CLI::$messages )[1] );
		$this->assertSame( 1, $this->run_command( fn() => ( new ConsentCommand() )->purge( array(), array( 'older-than' => '30' ) ) ), 'asks first' );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Records::table() . ' SET created_at = %s WHERE consent_id = %s', gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS ), $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 0, $this->run_command( fn() => ( new ConsentCommand() )->purge( array(), array( 'older-than' => '30', 'yes' => true ) ) ) );
		$this->assertMatchesRegularExpression( '/^[1-9][\d,]* consent records? deleted\.$/', end( \WP_CLI::$messages )[1] );
		$this->assertSame( 0, Records::page( 1, 10, $id )['total'] );
	}

	public function test_settings_export_and_import_as_json(): void {
		$this->run_command( fn() => ( new SettingsCommand() )->export( array(), array( 'file' => "$this->dir/settings.json" ) ) );
		$settings = json_decode( (string) file_get_contents( "$this->dir/settings.json" ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertArrayHasKey( 'vitrine_consent', $settings );
		$this->assertArrayHasKey( 'vitrine_affiliate', $settings );
		$this->assertArrayNotHasKey( 'vitrine_affiliate_api', $settings, 'API keys are never exported' );

		$settings['vitrine_lifecycle']['delete_data'] = true;
		$settings['vitrine_affiliate']['button_text'] = 'Buy it at Amazon';
		file_put_contents( "$this->dir/changed.json", wp_json_encode( $settings ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 0, $this->run_command( fn() => ( new SettingsCommand() )->import( array( "$this->dir/changed.json" ), array() ) ) );
		$this->assertTrue( get_option( 'vitrine_lifecycle' )['delete_data'] );
		$this->assertSame( 'Buy it at Amazon', get_option( 'vitrine_affiliate' )['button_text'] );

		$before = get_option( 'vitrine_consent' );
		file_put_contents( "$this->dir/bad.json", wp_json_encode( array( 'vitrine_consent' => 'off', 'blogname' => 'Hacked' ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 1, $this->run_command( fn() => ( new SettingsCommand() )->import( array( "$this->dir/bad.json" ), array() ) ) );
		$this->assertSame( 'Nothing was imported: vitrine_consent must be a array; blogname is not a Vitrine setting.', end( \WP_CLI::$messages )[1] );
		$this->assertSame( $before, get_option( 'vitrine_consent' ) );
		file_put_contents( "$this->dir/list.json", '[1,2]' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 1, $this->run_command( fn() => ( new SettingsCommand() )->import( array( "$this->dir/list.json" ), array() ) ) );
	}

	public function test_demo_remove_asks_first_and_import_reports(): void {
		$filter = static fn() => array( VITRINE_DIR . '/includes/Lifecycle/Demo/00-pages.php' );
		add_filter( 'vitrine_demo_parts', $filter );
		try {
			$this->assertSame( 0, $this->run_command( fn() => ( new DemoCommand() )->import( array(), array() ) ) );
		} finally {
			remove_filter( 'vitrine_demo_parts', $filter );
		}
		$this->assertSame( 'success', end( \WP_CLI::$messages )[0] );
		$this->assertStringStartsWith( 'Demo content imported.', end( \WP_CLI::$messages )[1] );
		$this->assertSame( 1, $this->run_command( fn() => ( new DemoCommand() )->remove( array(), array() ) ), 'no --yes: nothing removed' );
		$this->assertNotNull( get_page_by_path( 'widgets' ) );
	}

	/** Runs a command; returns its exit code (1 when it called WP_CLI::error). */
	private function run_command( callable $command ): int {
		ob_start();
		try {
			$command();
			return 0;
		} catch ( \WP_CLI_Stub_Exit $exit ) {
			return $exit->getCode();
		} finally {
			ob_end_clean();
		}
	}

	private function output( callable $command ): string {
		ob_start();
		$command();
		return (string) ob_get_clean();
	}
}

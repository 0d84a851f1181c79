<?php
/**
 * The `wp vitrine` commands as site owners run them: through the real WP-CLI
 * (../shared/third-party/wp-cli/wp-cli.phar, 2.10.0) in a separate process against the local site,
 * with no terminal on standard input, as in a script. Each test checks what the command writes, its
 * messages on standard output and error, and its exit code; `--help` of every command goes through
 * WP-CLI's own help.
 *
 * A separate process cannot see a rolled-back transaction, so with the real WP-CLI these tests run
 * outside one and undo what they changed themselves. Without ../shared (a fresh clone elsewhere) the
 * same tests run the command classes in this process through the minimal stand-in
 * (tests/php/cli/wp-cli-stub.php) inside the usual transaction; what only WP-CLI does (help, its
 * option validation, unknown commands) is skipped with a message then. docs/lifecycle.md, "WP-CLI".
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Cli\Module;
use Vitrine\Consent\Records;

final class CliTest extends TestCase {
	private const SKIP_REAL = 'needs the real WP-CLI (../shared/third-party/wp-cli/wp-cli.phar is absent: the commands ran through the stand-in)';

	private string $dir;

	/** @var array<int, callable> Clean-ups of what a test changed outside a transaction. */
	private array $undo = array();

	/** The phar from ../shared, or VITRINE_WP_CLI's (a path that does not exist tries the stand-in). */
	public static function phar(): string {
		return getenv( 'VITRINE_WP_CLI' ) ?: dirname( __DIR__, 3 ) . '/shared/third-party/wp-cli/wp-cli.phar';
	}

	private static function real(): bool {
		return is_file( self::phar() );
	}

	protected function setUp(): void {
		if ( self::real() ) {
			// No transaction: the command runs in another process and must see this one's writes.
			\PHPUnit\Framework\TestCase::setUp();
			wp_set_current_user( 0 );
			wp_cache_flush();
		} else {
			parent::setUp();
			require_once __DIR__ . '/cli/wp-cli-stub.php';
		}
		$this->dir = get_temp_dir() . 'vitrine-cli-' . wp_generate_password( 6, false );
		wp_mkdir_p( $this->dir );
	}

	protected function tearDown(): void {
		try {
			foreach ( array_reverse( $this->undo ) as $undo ) {
				$undo();
			}
		} finally {
			array_map( 'unlink', glob( $this->dir . '/*' ) ?: array() );
			rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			if ( self::real() ) {
				wp_cache_flush();
				\PHPUnit\Framework\TestCase::tearDown();
			} else {
				parent::tearDown();
			}
		}
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

	public function test_wp_help_shows_every_command_with_its_summary_options_and_example(): void {
		$this->needs_real();
		$top = $this->wp( 'help', 'vitrine' );
		$this->assertSame( 0, $top['code'], $top['err'] );
		foreach ( array_keys( Module::COMMANDS ) as $name ) {
			$this->assertMatchesRegularExpression( '/^\s+' . preg_quote( substr( $name, 8 ), '/' ) . '\s+\S/m', $top['out'], "wp help vitrine lists $name" );
		}
		$methods = array();
		foreach ( Module::COMMANDS as $name => $class ) {
			foreach ( ( new \ReflectionClass( $class ) )->getMethods( \ReflectionMethod::IS_PUBLIC ) as $method ) {
				$methods[] = array( $name, $method );
			}
		}
		// Side by side: each WP-CLI run loads WordPress, a few seconds on a busy machine.
		$helps = $this->wp_all( array_map( static fn( $m ) => array_merge( explode( ' ', $m[0] ), array( $m[1]->name, '--help' ) ), $methods ) );
		foreach ( $methods as $i => list( $name, $method ) ) {
			$help = $helps[ $i ];
			$this->assertSame( 0, $help['code'], "$name {$method->name} --help: " . $help['err'] );
			$this->assertSame( '', $help['err'], "$name {$method->name} --help" );
			preg_match( '/\* ([A-Z].+)\n/', (string) $method->getDocComment(), $summary );
			$this->assertStringContainsString( "wp $name {$method->name}", $help['out'] );
			$this->assertStringContainsString( $summary[1], preg_replace( '/\s+/', ' ', $help['out'] ), "$name {$method->name}: its summary" );
			$this->assertStringContainsString( 'EXAMPLES', $help['out'], "$name {$method->name}" );
		}
	}

	public function test_unknown_commands_and_missing_arguments_exit_1(): void {
		$this->needs_real();
		$unknown = $this->wp( 'vitrine', 'nothing' );
		$this->assertSame( 1, $unknown['code'] );
		$this->assertStringContainsString( "'nothing' is not a registered subcommand of 'vitrine'", $unknown['err'] );
		$missing = $this->wp( 'vitrine', 'catalogue', 'import' );
		$this->assertSame( 1, $missing['code'] );
		$this->assertStringContainsString( 'usage: wp vitrine catalogue import <file>', $missing['out'] );
		$purge = $this->wp( 'vitrine', 'consent', 'purge' );
		$this->assertSame( 1, $purge['code'] );
		$this->assertStringContainsString( 'missing --older-than parameter', $purge['err'] );
	}

	public function test_catalogue_export_and_import_round_trip_through_csv(): void {
		$this->forget_products( 'B0CLITEST1' );
		$csv = "asin,title,price,features,prime\nB0CLITEST1,\"CLI kettle, steel\",$19.00,Boils fast|Quiet,1\n";
		file_put_contents( "$this->dir/in.csv", $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$import = $this->wp( 'vitrine', 'catalogue', 'import', "$this->dir/in.csv" );
		$this->assertSame( array( 0, "Success: 1 product imported.\n", '' ), array( $import['code'], $import['out'], $import['err'] ) );

		$export = $this->wp( 'vitrine', 'catalogue', 'export', "--file=$this->dir/out.csv" );
		$this->assertSame( 0, $export['code'], $export['err'] );
		$this->assertSame( "Success: The catalogue written to $this->dir/out.csv.\n", $export['out'] );
		$lines = file( "$this->dir/out.csv", FILE_IGNORE_NEW_LINES );
		$this->assertSame( '"asin","title","image","url","price","rating","reviews","prime","features","keywords","bestseller_rank","new_release"', rtrim( $lines[0] ) );
		$row = array_values( array_filter( $lines, static fn( $l ) => str_starts_with( $l, '"B0CLITEST1"' ) ) );
		$this->assertCount( 1, $row );
		$this->assertStringContainsString( '"CLI kettle, steel","","","$19.00","","0","1","Boils fast|Quiet"', $row[0] );

		$stdout = $this->wp( 'vitrine', 'catalogue', 'export' );
		$this->assertSame( 0, $stdout['code'] );
		$this->assertStringStartsWith( '"asin","title",', $stdout['out'], 'without --file the CSV goes to standard output' );
	}

	public function test_catalogue_import_fails_clearly_on_bad_input(): void {
		$this->forget_products( 'B0CLITEST2' );
		$missing = $this->wp( 'vitrine', 'catalogue', 'import', "$this->dir/missing.csv" );
		$this->assertSame( 1, $missing['code'] );
		$this->assertSame( "Error: Cannot read $this->dir/missing.csv: no such file, or not readable.\n", $missing['err'] );
		file_put_contents( "$this->dir/bad.csv", "name,colour\nkettle,red\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$bad = $this->wp( 'vitrine', 'catalogue', 'import', "$this->dir/bad.csv" );
		$this->assertSame( array( 1, "Error: The CSV needs a header row with at least the columns asin and title.\n" ), array( $bad['code'], $bad['err'] ) );
		file_put_contents( "$this->dir/half.csv", "asin,title\nB0CLITEST2,Good one\nnot-an-asin,Bad one\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$half = $this->wp( 'vitrine', 'catalogue', 'import', "$this->dir/half.csv" );
		$this->assertSame( 1, $half['code'] );
		$this->assertMatchesRegularExpression( '/\AWarning: .+\nError: 1 product imported\. 1 rows could not be imported\.\n\z/', $half['err'] );
	}

	public function test_an_unwritable_file_gives_one_clean_error_and_exit_1(): void {
		foreach ( array( "$this->dir/no-such-folder/out.csv", $this->dir ) as $file ) {
			$result = $this->wp( 'vitrine', 'settings', 'export', "--file=$file" );
			$this->assertSame( 1, $result['code'], $file );
			$this->assertSame( '', $result['out'], $file );
			$this->assertSame( "Error: Could not write $file.\n", $result['err'], "$file: no PHP warning before the error" );
		}
	}

	public function test_click_statistics_export_by_product(): void {
		$today        = gmdate( 'Y-m-d' );
		$click        = array( 'product_id' => 987654, 'link_type' => 'box', 'source_type' => 'post', 'source_id' => 1, 'is_widget' => 0, 'country' => 'DE', 'tracking_id' => 'vitrine-21' );
		$this->undo[] = static fn() => $GLOBALS['wpdb']->delete( ClickStore::table(), array( 'product_id' => 987654 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		ClickStore::record( $click, $today );
		ClickStore::record( $click, $today );
		$export = $this->wp( 'vitrine', 'clicks', 'export', '--by=product_id', "--since=$today" );
		$this->assertSame( 0, $export['code'], $export['err'] );
		$this->assertStringStartsWith( "\"product_id\",\"clicks\"\r\n", $export['out'] );
		$this->assertMatchesRegularExpression( '/"987654","2"/', $export['out'] );

		$date = $this->wp( 'vitrine', 'clicks', 'export', '--since=2026-02-30' );
		$this->assertSame( array( 1, "Error: --since needs a date as YYYY-MM-DD, not \"2026-02-30\".\n" ), array( $date['code'], $date['err'] ) );
		$by = $this->wp( 'vitrine', 'clicks', 'export', '--by=visitor' );
		$this->assertSame( 1, $by['code'] );
		// WP-CLI checks the option against the docblock's list before the command runs; the stand-in
		// has no such check, so the command's own one answers there.
		$this->assertStringContainsString( self::real() ? "Invalid value specified for 'by'" : '--by cannot be "visitor"', $by['err'] );
	}

	public function test_consent_records_export_and_purge(): void {
		global $wpdb;
		$id = 'cli-' . wp_generate_password( 10, false );
		Records::insert( array( 'consent_id' => $id, 'action' => 'accept', 'accepted' => true, 'categories' => array( 'analytics' => true ), 'version' => '1', 'law' => 'gdpr', 'ccpa_optout' => false ) );
		$this->undo[] = static fn() => $wpdb->delete( Records::table(), array( 'consent_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$export       = $this->wp( 'vitrine', 'consent', 'export', "--consent-id=$id" );
		$this->assertSame( 0, $export['code'], $export['err'] );
		$this->assertSame( 2, substr_count( $export['out'], "\r\n" ), 'a header and one record' );
		$this->assertStringContainsString( "\"$id\"", $export['out'] );
		$this->assertStringStartsWith( '"id","consent_id","created_at","action","accepted","version","law","ccpa_optout","analytics"' . "\r\n", $export['out'], 'one yes/no column per category, as the admin exports' );
		$this->assertStringEndsWith( '"accept","yes","1","gdpr","no","yes"' . "\r\n", $export['out'] );

		$soon = $this->wp( 'vitrine', 'consent', 'purge', '--older-than=soon' );
		$this->assertSame( array( 1, "Error: --older-than needs a whole number of days (1 or more).\n" ), array( $soon['code'], $soon['err'] ) );
		// Older than any record the site's own tests make, so only this test's record is purged.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Records::table() . ' SET created_at = %s WHERE consent_id = %s', gmdate( 'Y-m-d H:i:s', time() - 30000 * DAY_IN_SECONDS ), $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
		$ask = $this->wp( 'vitrine', 'consent', 'purge', '--older-than=29999' );
		$this->assertSame( 1, $ask['code'], 'no --yes and no terminal: it fails instead of ending quietly' );
		$this->assertStringContainsString( 'Run the command again with --yes to confirm.', $ask['err'] );
		$this->assertSame( 1, Records::page( 1, 10, $id )['total'], 'nothing deleted without --yes' );
		$purge = $this->wp( 'vitrine', 'consent', 'purge', '--older-than=29999', '--yes' );
		$this->assertSame( array( 0, "Success: 1 consent record deleted.\n" ), array( $purge['code'], $purge['out'] ), $purge['err'] );
		$this->assertSame( 0, Records::page( 1, 10, $id )['total'] );
	}

	public function test_settings_export_and_import_as_json(): void {
		$names        = array( 'vitrine_lifecycle', 'vitrine_affiliate', 'vitrine_consent' );
		$kept         = array_combine( $names, array_map( 'get_option', $names ) );
		$this->undo[] = static function () use ( $kept ) {
			foreach ( $kept as $name => $value ) {
				false === $value ? delete_option( $name ) : update_option( $name, $value );
			}
		};
		$export       = $this->wp( 'vitrine', 'settings', 'export', "--file=$this->dir/settings.json" );
		$this->assertSame( 0, $export['code'], $export['err'] );
		$settings = json_decode( (string) file_get_contents( "$this->dir/settings.json" ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertArrayHasKey( 'vitrine_consent', $settings );
		$this->assertArrayHasKey( 'vitrine_affiliate', $settings );
		$this->assertArrayNotHasKey( 'vitrine_affiliate_api', $settings, 'API keys are never exported' );

		$settings['vitrine_lifecycle']['delete_data'] = true;
		$settings['vitrine_affiliate']['button_text'] = 'Buy it at Amazon';
		file_put_contents( "$this->dir/changed.json", wp_json_encode( $settings ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$import = $this->wp( 'vitrine', 'settings', 'import', "$this->dir/changed.json" );
		$this->assertSame( 0, $import['code'], $import['err'] );
		$this->assertMatchesRegularExpression( '/^Success: \d+ settings imported\.$/', trim( $import['out'] ) );
		wp_cache_flush();
		$this->assertTrue( get_option( 'vitrine_lifecycle' )['delete_data'] );
		$this->assertSame( 'Buy it at Amazon', get_option( 'vitrine_affiliate' )['button_text'] );

		$before = get_option( 'vitrine_consent' );
		file_put_contents( "$this->dir/bad.json", wp_json_encode( array( 'vitrine_consent' => 'off', 'blogname' => 'Hacked' ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$bad = $this->wp( 'vitrine', 'settings', 'import', "$this->dir/bad.json" );
		$this->assertSame( array( 1, "Error: Nothing was imported: vitrine_consent must be a array; blogname is not a Vitrine setting.\n" ), array( $bad['code'], $bad['err'] ) );
		wp_cache_flush();
		$this->assertSame( $before, get_option( 'vitrine_consent' ) );
		file_put_contents( "$this->dir/list.json", '[1,2]' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->assertSame( 1, $this->wp( 'vitrine', 'settings', 'import', "$this->dir/list.json" )['code'] );
	}

	public function test_demo_import_reports_and_remove_without_yes_or_terminal_fails_having_removed_nothing(): void {
		// The local site has the demo: importing again creates nothing (docs/lifecycle.md).
		$import = $this->wp( 'vitrine', 'demo', 'import' );
		$this->assertSame( 0, $import['code'], $import['err'] );
		$this->assertSame( "Success: Demo content imported. Nothing new was needed: the demo content is already on this site.\n", $import['out'] );

		$remove = $this->wp( 'vitrine', 'demo', 'remove' );
		$this->assertSame( 1, $remove['code'], 'a script must not take "nothing removed" for success' );
		$this->assertSame( "Error: Remove every page, post, product, popup, menu and image the demo import created? Nothing was done: there is no terminal to answer on. Run the command again with --yes to confirm.\n", $remove['err'] );
		wp_cache_flush();
		$this->assertNotNull( get_page_by_path( 'widgets' ) );
	}

	/**
	 * Runs `wp <args>` and returns its exit code, standard output and standard error: the real
	 * WP-CLI in a child process (standard input not a terminal), or the stand-in here.
	 *
	 * @return array{code: int, out: string, err: string}
	 */
	private function wp( string ...$args ): array {
		return self::real() ? $this->wp_all( array( $args ) )[0] : $this->stand_in( $args );
	}

	/**
	 * Runs several read-only `wp` commands of the real WP-CLI at once.
	 *
	 * @param array<int, string[]> $runs
	 * @return array<int, array{code: int, out: string, err: string}>
	 */
	private function wp_all( array $runs ): array {
		$started = array();
		foreach ( $runs as $i => $args ) {
			$command = array_merge( array( PHP_BINARY, self::phar() ), $args, array( '--path=' . ABSPATH ) );
			if ( function_exists( 'posix_geteuid' ) && 0 === posix_geteuid() ) {
				$command[] = '--allow-root';
			}
			// Output goes to files, so a process filling one pipe never waits on this one reading another.
			$files         = array( 1 => "$this->dir/wp-$i.out", 2 => "$this->dir/wp-$i.err" );
			$process       = proc_open( $command, array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'file', $files[1], 'w' ), 2 => array( 'file', $files[2], 'w' ) ), $pipes );
			$started[ $i ] = array( $process, $files );
			$this->assertIsResource( $process );
		}
		$results = array();
		foreach ( $started as $i => list( $process, $files ) ) {
			$results[ $i ] = array(
				'code' => proc_close( $process ),
				'out'  => (string) file_get_contents( $files[1] ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				'err'  => (string) file_get_contents( $files[2] ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			);
			array_map( 'unlink', $files );
		}
		return $results;
	}

	/**
	 * The stand-in: the command's method called here, its messages written the way WP-CLI writes
	 * them (success and log on standard output, warnings and errors on standard error).
	 *
	 * @param string[] $args
	 * @return array{code: int, out: string, err: string}
	 */
	private function stand_in( array $args ): array {
		$class = Module::COMMANDS[ "{$args[0]} {$args[1]}" ] ?? null;
		if ( null === $class || in_array( '--help', $args, true ) ) {
			$this->markTestSkipped( self::SKIP_REAL );
		}
		$positional = array();
		$assoc      = array();
		foreach ( array_slice( $args, 3 ) as $arg ) {
			if ( preg_match( '/^--([^=]+)(?:=(.*))?$/s', $arg, $m ) ) {
				$assoc[ $m[1] ] = $m[2] ?? true;
			} else {
				$positional[] = $arg;
			}
		}
		\WP_CLI::reset();
		$code = 0;
		ob_start();
		try {
			( new $class() )->{$args[2]}( $positional, $assoc );
		} catch ( \WP_CLI_Stub_Exit $exit ) {
			$code = $exit->getCode();
		} finally {
			$out = (string) ob_get_clean();
		}
		$err = '';
		foreach ( \WP_CLI::$messages as list( $kind, $message ) ) {
			if ( 'warning' === $kind || 'error' === $kind ) {
				$err .= ucfirst( $kind ) . ": $message\n";
			} else {
				$out .= ( 'success' === $kind ? 'Success: ' : '' ) . "$message\n";
			}
		}
		return array(
			'code' => $code,
			'out'  => $out,
			'err'  => $err,
		);
	}

	private function needs_real(): void {
		if ( ! self::real() ) {
			$this->markTestSkipped( self::SKIP_REAL );
		}
	}

	/** Deletes the products with these ASINs now and after the test (a run stopped half-way left them). */
	private function forget_products( string ...$asins ): void {
		$forget = static function () use ( $asins ) {
			wp_cache_flush();
			foreach ( $asins as $asin ) {
				$ids = get_posts( array( 'post_type' => Catalogue::PRODUCT, 'post_status' => 'any', 'fields' => 'ids', 'numberposts' => -1, 'meta_key' => Catalogue::FIELDS['asin'], 'meta_value' => $asin ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
				array_map( static fn( $id ) => wp_delete_post( (int) $id, true ), $ids );
			}
		};
		$forget();
		$this->undo[] = $forget;
	}
}

<?php
/**
 * Shared by the lifecycle tests: a data store kept in memory (to prove that any registered store is
 * handled), and a snapshot of Vitrine's options and the cron schedule restored after each test.
 * DDL (dropping or creating tables) commits the transaction on MariaDB, so the rollback alone cannot
 * be trusted there.
 */

namespace Vitrine\Tests\Lifecycle;

use Vitrine\Data\Store;

final class MemoryStore implements Store {
	/** @var array<int, array{email: string, value: string, age: int}> */
	public array $rows     = array();
	public int $installs   = 0;
	public int $uninstalls = 0;
	/** @var int[] */
	public array $purged = array();

	public function id(): string {
		return 'phpunit_memory';
	}

	public function label(): string {
		return 'Test entries';
	}

	public function install(): void {
		++$this->installs;
	}

	public function uninstall(): void {
		++$this->uninstalls;
		$this->rows = array();
	}

	public function export_personal_data( string $email, int $page ): array {
		$data = array();
		foreach ( $this->rows as $i => $row ) {
			if ( $row['email'] === $email ) {
				$data[] = array(
					'group_id'    => 'vitrine-test',
					'group_label' => 'Test entries',
					'item_id'     => 'entry-' . $i,
					'data'        => array( array( 'name' => 'Value', 'value' => $row['value'] ) ),
				);
			}
		}
		return array( 'data' => $data, 'done' => true );
	}

	public function erase_personal_data( string $email, int $page ): array {
		$before     = count( $this->rows );
		$this->rows = array_values( array_filter( $this->rows, static fn( $row ) => $row['email'] !== $email ) );
		return array( 'items_removed' => count( $this->rows ) < $before, 'items_retained' => false, 'messages' => array(), 'done' => true );
	}

	public function purge( int $older_than_days ): int {
		$this->purged[] = $older_than_days;
		$before         = count( $this->rows );
		$this->rows     = array_values( array_filter( $this->rows, static fn( $row ) => $row['age'] <= $older_than_days ) );
		return $before - count( $this->rows );
	}
}

trait KeepsSiteState {
	/** @var array<string, mixed> */
	private array $kept_options = array();
	/** @var array<string, array<int, array{0: int, 1: string}>> The demo ledger's marks, by meta table. */
	private array $kept_demo_marks = array();
	private ?MemoryStore $memory   = null;
	/** @var callable|null */
	private $memory_filter = null;

	protected function keep_site_state(): void {
		global $wpdb;
		foreach ( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE 'vitrine%' OR option_name = 'cron'", ARRAY_A ) as $row ) { // phpcs:ignore
			$this->kept_options[ $row['option_name'] ] = maybe_unserialize( $row['option_value'] );
		}
		// Tests unmark this site's demo before removing "the demo" (Demo\Ledger): kept, so a commit by
		// DDL cannot leave the site's own demo unmarked for the browser tests that follow.
		foreach ( array( 'post' => $wpdb->postmeta, 'term' => $wpdb->termmeta ) as $type => $table ) {
			$this->kept_demo_marks[ $type ] = array_map(
				static fn( $row ) => array( (int) $row[0], (string) $row[1] ),
				(array) $wpdb->get_results( $wpdb->prepare( "SELECT {$type}_id, meta_value FROM $table WHERE meta_key = %s", \Vitrine\Lifecycle\Demo\Ledger::META ), ARRAY_N ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
			);
		}
	}

	protected function restore_site_state(): void {
		global $wpdb;
		if ( $this->memory_filter ) {
			remove_filter( 'vitrine_data_stores', $this->memory_filter );
		}
		wp_cache_flush();
		foreach ( $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'vitrine%'" ) as $name ) { // phpcs:ignore
			if ( ! array_key_exists( $name, $this->kept_options ) ) {
				delete_option( $name );
			}
		}
		foreach ( $this->kept_options as $name => $value ) {
			if ( get_option( $name ) !== $value ) {
				update_option( $name, $value );
			}
		}
		foreach ( \Vitrine\Lifecycle\DataStores::all() as $store ) {
			$store->install(); // Tables a test dropped come back (dbDelta leaves existing ones alone).
		}
		foreach ( $this->kept_demo_marks as $type => $marks ) {
			foreach ( $marks as list( $id, $value ) ) {
				if ( '' === (string) get_metadata( $type, $id, \Vitrine\Lifecycle\Demo\Ledger::META, true ) && ( 'post' === $type ? get_post( $id ) : get_term( $id ) ) ) {
					update_metadata( $type, $id, \Vitrine\Lifecycle\Demo\Ledger::META, $value );
				}
			}
		}
		wp_cache_flush();
	}

	/** Lists a store kept in memory next to Vitrine's own. */
	protected function add_memory_store(): MemoryStore {
		$this->memory        = new MemoryStore();
		$memory              = $this->memory;
		$this->memory_filter = static fn( $stores ) => array_merge( (array) $stores, array( $memory ) );
		add_filter( 'vitrine_data_stores', $this->memory_filter );
		return $this->memory;
	}

	protected function table_exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) );
	}
}

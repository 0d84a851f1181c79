<?php
/**
 * A visitor's GET never writes to the database (docs/caching.md): a burst of logged-out page views,
 * some of them at the same moment, leaves every row of the options table (settings, transients,
 * theme_mods, cron) and of Vitrine's own tables exactly as it was. Under load a write on a page view
 * is what made SQLite answer "database is locked" and what a page cache would hide until it expires.
 * Pages are fetched over real HTTP from the local site (whatever server is in front of it).
 */

namespace Vitrine\Tests;

final class NoWriteOnGetTest extends TestCase {
	/** Visitors that ask for the same page at the same moment. */
	private const CONCURRENT = 3;

	/**
	 * Rows other software writes on page views, not Vitrine (listed in docs/caching.md): WordPress's
	 * caches of block styles and of term hierarchies ({taxonomy}_children), and WooCommerce's caches
	 * and the follow-up of its own installation.
	 */
	private const NOT_OURS = '/^(_transient_(timeout_)?wp_styles_for_blocks$|[a-z_]+_children$|_transient_(timeout_)?(wc_|woocommerce_|jetpack_)|woocommerce_|wc_|jetpack_|action_scheduler_|as_has_)/';

	/**
	 * Every row of the options table and of the Vitrine tables, keyed by table then row.
	 *
	 * @return array<string, array<string, string>>
	 */
	private function snapshot(): array {
		global $wpdb;
		$tables = array( $wpdb->options => 'option_name' );
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'vitrine_' ) . '%' ) ) as $table ) {
			$tables[ $table ] = '';
		}
		$rows = array();
		foreach ( $tables as $table => $key ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from $wpdb and SHOW TABLES.
			foreach ( (array) $wpdb->get_results( "SELECT * FROM `$table`", ARRAY_A ) as $index => $row ) {
				$rows[ $table ][ '' === $key ? (string) $index : (string) $row[ $key ] ] = wp_json_encode( $row );
			}
		}
		return $rows;
	}

	/** @return string[] The front page, the blog, a search, a 404, every published page and a few posts. */
	private function public_urls(): array {
		$urls = array( home_url( '/' ), home_url( '/blog/' ), home_url( '/?s=demo' ), home_url( '/no-such-page/' ) );
		$ids  = array_merge(
			get_posts( array( 'post_type' => 'page', 'post_status' => 'publish', 'posts_per_page' => -1, 'fields' => 'ids' ) ),
			get_posts( array( 'post_type' => array( 'post', 'product' ), 'post_status' => 'publish', 'posts_per_page' => 3, 'fields' => 'ids' ) )
		);
		foreach ( $ids as $id ) {
			$urls[] = (string) get_permalink( $id );
		}
		return array_values( array_unique( $urls ) );
	}

	/**
	 * Fetches each URL CONCURRENT times at once, without cookies.
	 *
	 * @return array<string, int> HTTP status per URL (the worst one).
	 */
	private function burst( array $urls ): array {
		$statuses = array();
		foreach ( array_chunk( $urls, 4 ) as $chunk ) {
			$multi   = curl_multi_init();
			$handles = array();
			foreach ( $chunk as $url ) {
				for ( $i = 0; $i < self::CONCURRENT; $i++ ) {
					$handle = curl_init( $url );
					curl_setopt_array( $handle, array( CURLOPT_RETURNTRANSFER => true, CURLOPT_TIMEOUT => 120 ) );
					curl_multi_add_handle( $multi, $handle );
					$handles[] = array( $url, $handle );
				}
			}
			do {
				curl_multi_exec( $multi, $running );
				curl_multi_select( $multi );
			} while ( $running > 0 );
			foreach ( $handles as list( $url, $handle ) ) {
				$statuses[ $url ] = max( $statuses[ $url ] ?? 0, (int) curl_getinfo( $handle, CURLINFO_HTTP_CODE ) );
				curl_multi_remove_handle( $multi, $handle );
			}
			curl_multi_close( $multi );
		}
		return $statuses;
	}

	public function test_a_burst_of_visitors_page_views_writes_nothing(): void {
		global $wpdb;
		$urls = $this->public_urls();
		$this->assertGreaterThan( 30, count( $urls ), 'the demo content is seeded' );
		// WP-Cron started by a page view runs WordPress's and plugins' scheduled work; production sites
		// run it from a system cron instead (the local site's wp-config.php reads this flag).
		$no_cron = dirname( ABSPATH ) . '/no-wp-cron';
		$created = ! file_exists( $no_cron ) && touch( $no_cron );
		// Outside the test's transaction: the site's own requests must see (and could change) the rows.
		$wpdb->query( 'ROLLBACK' );
		try {
			// No warm-up: what the first views after a start leave behind counts too.
			$before   = $this->snapshot();
			$statuses = $this->burst( $urls );
			wp_cache_flush();
			$after = $this->snapshot();
		} finally {
			$wpdb->query( 'START TRANSACTION' );
			if ( $created ) {
				unlink( $no_cron );
			}
		}
		foreach ( $statuses as $url => $status ) {
			$this->assertLessThan( 500, $status, "$url answers" );
		}
		$changed = array();
		foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $table ) {
			$old = $before[ $table ] ?? array();
			$new = $after[ $table ] ?? array();
			foreach ( array_keys( array_diff_assoc( $new, $old ) + array_diff_assoc( $old, $new ) ) as $row ) {
				if ( $wpdb->options === $table && preg_match( self::NOT_OURS, (string) $row ) ) {
					continue;
				}
				$changed[] = "$table: $row " . ( isset( $old[ $row ] ) ? ( isset( $new[ $row ] ) ? 'updated' : 'deleted' ) : 'added' );
			}
		}
		$this->assertSame( array(), $changed, 'rows written while logged-out visitors viewed ' . count( $urls ) . ' pages' );
	}
}

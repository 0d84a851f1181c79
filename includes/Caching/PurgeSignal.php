<?php
/**
 * Fires `vitrine_purge_page_cache` once at the end of a request that changed Vitrine settings
 * (options named vitrine_*, except the bookkeeping that never shows on a page), with the changed
 * option names. Page caches already purge on content changes (save_post); Vitrine's settings (the
 * consent bar's texts, affiliate defaults, payment settings, archive layouts) change every page
 * without touching a post. See docs/caching.md.
 *
 * @package Vitrine
 */

namespace Vitrine\Caching;

defined( 'ABSPATH' ) || exit;

final class PurgeSignal {
	public const ACTION = 'vitrine_purge_page_cache';

	/** Options that record what happened (logs, locks, status) and never change a page. */
	private const BOOKKEEPING = array(
		'vitrine_payment_problems',
		'vitrine_migration_log',
		'vitrine_migration_lock',
		'vitrine_migration_error',
		'vitrine_retention_last_run',
		'vitrine_creators_status',
		'vitrine_creators_searches',
		'vitrine_activation_redirect',
		'vitrine_installed_stores',
		'vitrine_form_entries_db_version',
		'vitrine_subscribers_db_version',
	);

	/** @var array<string, true> Changed settings of this request. */
	private array $changed = array();

	/** Whether a change of this option should purge cached pages. */
	public static function shows_on_pages( string $option ): bool {
		return str_starts_with( $option, 'vitrine_' ) && ! in_array( $option, self::BOOKKEEPING, true );
	}

	/** On added_option, updated_option, deleted_option. */
	public function note( mixed $option ): void {
		if ( is_string( $option ) && self::shows_on_pages( $option ) ) {
			$this->changed[ $option ] = true;
		}
	}

	/** On shutdown: one action for all of the request's changes. */
	public function fire(): void {
		if ( ! $this->changed ) {
			return;
		}
		$changed       = array_keys( $this->changed );
		$this->changed = array();
		/**
		 * Vitrine settings changed: cached pages may show the old ones. Purge your page cache here.
		 *
		 * @param string[] $options The changed option names.
		 */
		do_action( self::ACTION, $changed );
	}
}

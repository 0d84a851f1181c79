<?php
/**
 * Schema 2: the stores no longer install themselves and purge on their own schedules. Their version
 * options and the consent records' own daily event go; one daily retention event purges every store.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Migrations;

use Vitrine\Lifecycle\Migration;
use Vitrine\Lifecycle\Retention;

defined( 'ABSPATH' ) || exit;

final class M0002OneCleanupEvent implements Migration {
	/** What schema 1 left behind (names kept literally: the code that used them is gone). */
	public const OLD_OPTIONS = array( 'vitrine_consent_db_version', 'vitrine_affiliate_db_version' );
	public const OLD_EVENT   = 'vitrine_consent_purge';

	public function version(): int {
		return 2;
	}

	public function description(): string {
		return __( 'One daily clean-up for every data store', 'vitrine' );
	}

	public function up(): void {
		wp_clear_scheduled_hook( self::OLD_EVENT );
		foreach ( self::OLD_OPTIONS as $option ) {
			delete_option( $option );
		}
		Retention::schedule();
	}
}

<?php
/**
 * Schema 1: every data store's tables (dbDelta) and the default settings. On a site that ran Vitrine
 * before the lifecycle existed the tables are already there and dbDelta leaves them as they are.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Migrations;

use Vitrine\Lifecycle\DataStores;
use Vitrine\Lifecycle\Defaults;
use Vitrine\Lifecycle\Migration;

defined( 'ABSPATH' ) || exit;

final class M0001InstallStores implements Migration {
	public function version(): int {
		return 1;
	}

	public function description(): string {
		return __( 'Create the data tables and the default settings', 'vitrine' );
	}

	public function up(): void {
		foreach ( DataStores::all() as $store ) {
			$store->install();
		}
		Defaults::add();
	}
}

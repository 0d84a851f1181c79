<?php
/**
 * Deleting the plugin: removes Vitrine's options, tables, scheduled events and transients on every
 * site whose owner ticked "Delete all Vitrine data when the plugin is deleted" (Settings → Vitrine).
 * Without that choice nothing is deleted.
 *
 * @package Vitrine
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

defined( 'VITRINE_VERSION' ) || define( 'VITRINE_VERSION', get_file_data( __DIR__ . '/plugin.php', array( 'Version' => 'Version' ) )['Version'] );
defined( 'VITRINE_FILE' ) || define( 'VITRINE_FILE', __DIR__ . '/plugin.php' );
defined( 'VITRINE_DIR' ) || define( 'VITRINE_DIR', __DIR__ );

require_once __DIR__ . '/includes/Lifecycle/Requirements.php';
if ( Vitrine\Lifecycle\Requirements::problems() ) {
	return; // Code that cannot run here must not try to delete anything.
}
require_once __DIR__ . '/includes/autoload.php';
Vitrine\Lifecycle\Uninstaller::run();

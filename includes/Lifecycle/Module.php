<?php
/**
 * The plugin's life on a site: activation and new network sites, schema migrations, the daily
 * clean-up of data stores, WordPress's privacy tools, and Settings → Vitrine (first-run screen, demo
 * content importer, data settings). Uninstalling is uninstall.php → Uninstaller.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Lifecycle\StatusRoute::class );
		// Early on init rather than plugins_loaded: every module has listed its stores by then, and
		// default settings may hold translated texts, which WordPress 6.7+ loads only from init on.
		add_action( 'init', array( Migrator::class, 'maybe_run' ), 5 );
		add_action( 'wp_initialize_site', array( Activation::class, 'initialize_site' ), 200 );
		add_action( 'wp_uninitialize_site', array( Activation::class, 'uninitialize_site' ), 5 );
		Retention::register();
		Privacy::register();
		// admin_notices fires only in the admin; added here so the notice does not depend on is_admin().
		add_action( 'admin_notices', array( Admin\Actions::class, 'migration_notice' ) );
		if ( is_admin() ) {
			BundledTheme::register();
			Admin\Page::register();
		}
	}
}

<?php
/**
 * The one "Vitrine" admin menu (slug `vitrine`): its dashboard, the order of its entries, and the
 * redirects from the addresses the screens had before they moved under it (docs/admin.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Admin\DashboardRoute::class );
		if ( is_admin() ) {
			( new Menu() )->register();
			OldAddresses::register();
		}
	}
}

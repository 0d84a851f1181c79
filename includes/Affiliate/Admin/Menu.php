<?php
/**
 * The affiliate screens in the Vitrine menu (docs/admin.md): Clicks (the report), Import and
 * Settings; Products and Comparison tables are their post types' lists (Catalogue). The clicks
 * report kept its address (admin.php?page=vitrine-affiliate) when the Affiliate menu merged in.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Menu {
	public const SLUG = 'vitrine-affiliate';

	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ), 9 );
		( new ProductEditor() )->register();
		( new ProductsPage() )->register();
		( new TableEditor() )->register();
		( new ImportPage() )->register();
		( new SettingsPage() )->register();
		( new MigrationNotice() )->register();
	}

	public function add_pages(): void {
		$report = new ReportPage();
		$parent = \Vitrine\Admin\Menu::SLUG;
		add_submenu_page( $parent, __( 'Affiliate clicks', 'vitrine' ), __( 'Affiliate clicks', 'vitrine' ), 'edit_posts', self::SLUG, array( $report, 'render' ) );
		add_submenu_page( $parent, __( 'Import products', 'vitrine' ), __( 'Import products', 'vitrine' ), 'publish_posts', ImportPage::SLUG, array( new ImportPage(), 'render' ) );
		add_submenu_page( $parent, __( 'Affiliate settings', 'vitrine' ), __( 'Affiliate settings', 'vitrine' ), 'manage_options', SettingsPage::SLUG, array( new SettingsPage(), 'render' ) );
	}
}

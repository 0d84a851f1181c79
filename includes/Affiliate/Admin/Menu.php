<?php
/**
 * The Affiliate admin menu: Clicks (the report), Products, Comparison tables, Import and Settings.
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
		( new TableEditor() )->register();
		( new ImportPage() )->register();
		( new SettingsPage() )->register();
		( new MigrationNotice() )->register();
	}

	public function add_pages(): void {
		$report = new ReportPage();
		add_menu_page( __( 'Affiliate clicks', 'vitrine' ), __( 'Affiliate', 'vitrine' ), 'edit_posts', self::SLUG, array( $report, 'render' ), 'dashicons-cart', 58 );
		add_submenu_page( self::SLUG, __( 'Affiliate clicks', 'vitrine' ), __( 'Clicks', 'vitrine' ), 'edit_posts', self::SLUG, array( $report, 'render' ) );
		add_submenu_page( self::SLUG, __( 'Import products', 'vitrine' ), __( 'Import', 'vitrine' ), 'publish_posts', ImportPage::SLUG, array( new ImportPage(), 'render' ) );
		add_submenu_page( self::SLUG, __( 'Affiliate settings', 'vitrine' ), __( 'Settings', 'vitrine' ), 'manage_options', SettingsPage::SLUG, array( new SettingsPage(), 'render' ) );
	}
}

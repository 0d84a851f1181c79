<?php
/**
 * The notice a site with PA-API 5 keys (and no Creators API credential yet) sees on every admin
 * screen: Amazon switched PA-API 5 off, what to create instead and where to enter it.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Settings;

defined( 'ABSPATH' ) || exit;

final class MigrationNotice {
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) || ! Settings::needs_migration() ) {
			return;
		}
		printf(
			'<div class="notice notice-warning vitrine-creators-migration"><p><strong>%1$s</strong> %2$s</p><p><a href="%3$s" target="_blank" rel="noopener noreferrer">%4$s<span class="screen-reader-text"> %5$s</span></a> · <a href="%6$s">%7$s</a></p></div>',
			esc_html__( 'Amazon product data has stopped updating.', 'vitrine' ),
			esc_html__( 'Amazon switched off the Product Advertising API 5 on 15 May 2026, so the access key and secret key saved in Vitrine no longer work. Vitrine now uses Amazon\'s Creators API: create a credential in Associates Central under Tools → Creators API and enter its Credential ID, Credential Secret and version in the affiliate settings. Your partner tag is kept; until then boxes show your own product data without Amazon prices.', 'vitrine' ),
			esc_url( CreatorsFields::CREDENTIALS_URL ),
			esc_html__( 'Create Creators API credentials', 'vitrine' ),
			esc_html__( '(opens in a new tab)', 'vitrine' ),
			esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG . '#vitrine-creators-api' ) ),
			esc_html__( 'Enter them in Affiliate → Settings', 'vitrine' )
		);
	}
}

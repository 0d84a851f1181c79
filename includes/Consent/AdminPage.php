<?php
/**
 * Vitrine → Cookie consent: a React page (vitrine-consent-admin) that saves the option through the
 * REST settings API and lists the consent records.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class AdminPage {
	public const SLUG   = 'vitrine-consent';
	public const HANDLE = 'vitrine-consent-admin';

	private string $hook = '';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	public function add_page(): void {
		$this->hook = (string) add_submenu_page(
			\Vitrine\Admin\Menu::SLUG,
			__( 'Cookie consent', 'vitrine' ),
			__( 'Cookie consent', 'vitrine' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	public function enqueue( string $hook ): void {
		if ( $hook !== $this->hook ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		// The records tab is a lazy chunk: its texts are printed for it (docs/consent.md, "Records").
		\Vitrine\Assets::print_chunk_texts( self::HANDLE, dirname( VITRINE_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.vitrineConsentAdmin = ' . wp_json_encode(
				array(
					'defaults'      => Options::defaults(),
					'defaultTexts'  => Options::default_texts(),
					'buttonTexts'   => Options::default_button_texts(),
					'categoryNames' => Options::category_labels(),
					'regionNames'   => Regions::labels(),
					'declaration'   => array(
						'builtIn'     => array_merge( Declaration::own( Options::get() ), Declaration::from_plugins() ),
						'scanPages'   => self::scan_pages(),
						'databaseUrl' => plugins_url( 'includes/Consent/data/open-cookie-database.json', VITRINE_FILE ),
						'types'       => Declaration::type_labels(),
					),
				)
			) . ';',
			'before'
		);
	}

	/** @return string[] The pages the cookie scan opens: the home page, pages and the latest posts. */
	private static function scan_pages(): array {
		$urls = array( home_url( '/' ) );
		$ids  = array_merge(
			get_posts( array( 'post_type' => 'page', 'post_status' => 'publish', 'numberposts' => 30, 'fields' => 'ids', 'orderby' => 'menu_order title', 'order' => 'ASC' ) ),
			get_posts( array( 'post_type' => 'post', 'post_status' => 'publish', 'numberposts' => 5, 'fields' => 'ids' ) )
		);
		foreach ( $ids as $id ) {
			$urls[] = (string) get_permalink( $id );
		}
		return array_values( array_unique( array_filter( $urls ) ) );
	}

	public function render(): void {
		echo '<div class="wrap"><h1>' . esc_html__( 'Cookie consent', 'vitrine' ) . '</h1><div id="vitrine-consent-admin"></div></div>';
	}
}

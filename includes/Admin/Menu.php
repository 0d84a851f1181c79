<?php
/**
 * The top-level "Vitrine" menu. Its first entry is the dashboard (admin.php?page=vitrine); every
 * feature adds its own screens with add_submenu_page( Menu::SLUG, … ) (or a post type's
 * `show_in_menu => Menu::SLUG`), and this class only puts them in a reading order (docs/admin.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

final class Menu {
	public const SLUG = 'vitrine';

	/**
	 * The dashboard's capability: editors who see the affiliate clicks see the dashboard too, with
	 * only the cards their capabilities allow (DashboardState).
	 */
	public const CAP = 'edit_posts';

	public const HANDLE = 'vitrine-admin-dashboard';

	/** The classic settings screens' stylesheet and country names (src/admin/settings-screens.entry.ts). */
	public const SCREENS_HANDLE = 'vitrine-admin-settings-screens';

	/**
	 * The reading order of the menu: overview, then each part with its settings after its lists.
	 * Entries not named here (a later feature's) keep their place after these.
	 */
	public const ORDER = array(
		self::SLUG,
		'vitrine-insights',
		'vitrine-consent',
		'vitrine-records',
		'vitrine-affiliate',
		'vitrine-products',
		'edit.php?post_type=vitrine_table',
		'vitrine-affiliate-import',
		'vitrine-affiliate-settings',
		'edit.php?post_type=vitrine_popup',
		'vitrine-form-entries',
		'vitrine-subscribers',
		'vitrine-payments',
		'vitrine-tools',
	);

	private string $hook = '';

	public function register(): void {
		// Priority 8: before the features add their entries (the affiliate menu at 9, the rest at 10).
		add_action( 'admin_menu', array( $this, 'add_menu' ), 8 );
		add_action( 'admin_menu', array( self::class, 'sort' ), PHP_INT_MAX );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	public function add_menu(): void {
		$this->hook = (string) add_menu_page( __( 'Vitrine', 'vitrine' ), __( 'Vitrine', 'vitrine' ), self::CAP, self::SLUG, array( $this, 'render' ), self::icon(), 58 );
		add_submenu_page( self::SLUG, __( 'Vitrine dashboard', 'vitrine' ), __( 'Dashboard', 'vitrine' ), self::CAP, self::SLUG, array( $this, 'render' ) );
	}

	/** The menu icon: a shop window (awning over a pane), drawn for WordPress's menu colours. */
	private static function icon(): string {
		$svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path fill="black" d="M2 3h16l1 5a3 3 0 0 1-3 2.8A3 3 0 0 1 13.5 9 3 3 0 0 1 10 10.8 3 3 0 0 1 6.5 9 3 3 0 0 1 4 10.8 3 3 0 0 1 1 8zm1 9.2V18h14v-5.8a4.4 4.4 0 0 1-1 .1V16H4v-3.7a4.4 4.4 0 0 1-1-.1z"/></svg>';
		return 'data:image/svg+xml;base64,' . base64_encode( $svg ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- WordPress's way to give a menu an SVG icon.
	}

	/** Puts the submenu in ORDER; unknown entries keep their relative order after the known ones. */
	public static function sort(): void {
		global $submenu;
		if ( empty( $submenu[ self::SLUG ] ) ) {
			return;
		}
		$submenu[ self::SLUG ] = self::ordered( (array) $submenu[ self::SLUG ] ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- ordering our own menu.
	}

	/**
	 * @param array<int, array<int, string>> $items WordPress's submenu rows ([ title, cap, slug, … ]).
	 * @return array<int, array<int, string>>
	 */
	public static function ordered( array $items ): array {
		$rank = array_flip( self::ORDER );
		$rows = array_values( $items );
		$keys = array_keys( $rows );
		usort(
			$keys,
			static function ( int $a, int $b ) use ( $rows, $rank ): int {
				$ra = $rank[ (string) ( $rows[ $a ][2] ?? '' ) ] ?? count( $rank ) + $a;
				$rb = $rank[ (string) ( $rows[ $b ][2] ?? '' ) ] ?? count( $rank ) + $b;
				return $ra <=> $rb;
			}
		);
		return array_map( static fn( int $key ): array => $rows[ $key ], $keys );
	}

	/**
	 * Whether a screen id is the page $slug of this menu. WordPress names a submenu page's screen
	 * after the menu's translated title (`vitrine_page_<slug>` in English), so only the end is
	 * compared.
	 */
	public static function is_screen( string $screen_id, string $slug ): bool {
		return self::SLUG === $slug ? 'toplevel_page_' . self::SLUG === $screen_id : str_ends_with( $screen_id, '_page_' . $slug );
	}

	public function enqueue( string $hook ): void {
		if ( str_contains( $hook, '_page_vitrine' ) ) {
			wp_enqueue_script( self::SCREENS_HANDLE );
			if ( wp_style_is( self::SCREENS_HANDLE, 'registered' ) ) {
				wp_enqueue_style( self::SCREENS_HANDLE );
			}
		}
		if ( $hook !== $this->hook ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	public function render(): void {
		$welcome = ! empty( $_GET['welcome'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a heading.
		echo '<div class="wrap vitrine-dashboard-wrap"><h1>' . esc_html( $welcome ? __( 'Welcome to Vitrine', 'vitrine' ) : __( 'Vitrine', 'vitrine' ) ) . '</h1>';
		echo '<div id="vitrine-dashboard"><p>' . esc_html__( 'Loading the state of each part…', 'vitrine' ) . '</p></div>';
		echo '<noscript><p>' . esc_html__( 'The dashboard needs JavaScript. Each part has its own screen in the Vitrine menu.', 'vitrine' ) . '</p></noscript></div>';
	}
}

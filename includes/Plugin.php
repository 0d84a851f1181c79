<?php
/**
 * The plugin's bootstrap: the one place where modules are found and their hooks added.
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

final class Plugin {
	private static ?Plugin $instance = null;

	public function __construct( private string $file ) {}

	/** The running plugin, for code that needs its paths. */
	public static function instance(): Plugin {
		if ( ! self::$instance ) {
			throw new \LogicException( 'Vitrine is not loaded yet.' );
		}
		return self::$instance;
	}

	public function register(): void {
		self::$instance = $this;
		add_action( 'init', array( $this, 'load_textdomain' ), 0 );
		( new Assets( $this ) )->register();
		( new Blocks( $this ) )->register();
		( new ViewScriptTexts( $this ) )->register();
		( new Rest\Routes() )->register();
		foreach ( $this->modules() as $module ) {
			$module->register();
		}
		/**
		 * Fires once Vitrine has added its hooks, for extensions that build on it.
		 *
		 * @param Plugin $plugin The plugin.
		 */
		do_action( 'vitrine_loaded', $this );
	}

	public function load_textdomain(): void {
		// The zip is installed by upload, not from WordPress.org, and ships its own languages/: WordPress
		// looks only in wp-content/languages/plugins/ by itself (docs/quality.md, "Translations").
		load_plugin_textdomain( 'vitrine', false, dirname( plugin_basename( $this->file ) ) . '/languages' ); // phpcs:ignore PluginCheck.CodeAnalysis.DiscouragedFunctions.load_plugin_textdomainFound -- see above.
	}

	public function path( string $relative = '' ): string {
		return dirname( $this->file ) . '/' . ltrim( $relative, '/' );
	}

	public function url( string $relative = '' ): string {
		return plugins_url( ltrim( $relative, '/' ), $this->file );
	}

	/**
	 * Every feature, listed rather than found, so what the plugin loads is read here
	 * (docs/architecture.md). A feature's Module adds its hooks and registers its REST routes.
	 *
	 * @return Module[]
	 */
	private function modules(): array {
		return array(
			new Abilities\Module(),
			new Admin\Module( $this ),
			new Affiliate\Module( $this ),
			new Builder\Module( $this ),
			new Caching\Module( $this ),
			new Cli\Module( $this ),
			new Consent\Module( $this ),
			new Forms\Module( $this ),
			new Insights\Module( $this ),
			new Lifecycle\Module( $this ),
			new Lists\Module(),
			new Loop\Module(),
			new Popups\Module( $this ),
			new Security\Module( $this ),
			new Shop\Module( $this ),
			new Widgets\Module( $this ),
		);
	}
}

<?php
/**
 * Plugin Name:       Vitrine
 * Description:       The visitor-facing layer of a content and affiliate site: cookie consent, affiliate links, and a page-builder runtime with motion effects, sticky elements, popups, loop filters and widgets.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            Vitrine
 * License:           GPL-2.0-or-later
 * Text Domain:       vitrine
 * Domain Path:       /languages
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRINE_VERSION', '0.1.0' );
define( 'VITRINE_FILE', __FILE__ );
define( 'VITRINE_DIR', __DIR__ );

require_once __DIR__ . '/includes/autoload.php';
// Checked before anything else runs, in syntax old PHP parses: a site below the requirements gets
// an admin notice, not a fatal error.
require_once __DIR__ . '/includes/Lifecycle/Requirements.php';

register_activation_hook( __FILE__, array( 'Vitrine\\Lifecycle\\Activation', 'activate' ) );
register_deactivation_hook( __FILE__, array( 'Vitrine\\Lifecycle\\Activation', 'deactivate' ) );

if ( Vitrine\Lifecycle\Requirements::guard() ) {
	// The bundled theme (themes/vitrine/) is listed under Appearance → Themes while the plugin is active.
	Vitrine\Lifecycle\BundledTheme::register_directory();
	add_action( 'plugins_loaded', array( new Vitrine\Plugin( __FILE__ ), 'register' ) );
}

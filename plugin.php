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

add_action( 'plugins_loaded', array( new Vitrine\Plugin( __FILE__ ), 'register' ) );

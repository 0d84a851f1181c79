<?php
/**
 * A feature of the plugin. Each feature folder under includes/ has a Module.php implementing this;
 * the plugin finds them, so adding a feature needs no edit to a central list.
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

interface Module {
	/** Adds the feature's hooks. The only place a feature touches WordPress at load time. */
	public function register(): void;
}

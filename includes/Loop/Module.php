<?php
/**
 * The loop grid and its filters: the block markup is rendered by blocks/loop-grid and
 * blocks/loop-filter through the classes beside this one; this Module adds what the feature needs
 * at load time, its refresh route (docs/loop.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function register(): void {
		Rest\Routes::add( Rest\Loop\RefreshLoopRoute::class );
	}
}

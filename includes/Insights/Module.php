<?php
/**
 * Insights (docs/insights.md): privacy-first counters of popups, off-canvas panels, floating bars
 * and product boxes, sent by the visitor script to one beacon route, gathered in Redis when the
 * site has it and stored per day as aggregates.
 *
 * @package Vitrine
 */

namespace Vitrine\Insights;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Insights\EventsRoute::class, Rest\Insights\ReportRoute::class );
		CounterStore::register();
		Flush::register();
		Frontend::register();
		( new Admin\Page() )->register();
		add_filter( 'vitrine_default_options', static fn( $options ) => array_merge( (array) $options, array( Settings::OPTION => Settings::defaults() ) ) );
	}
}

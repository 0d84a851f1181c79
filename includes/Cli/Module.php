<?php
/**
 * WP-CLI commands (`wp vitrine …`) for the jobs site owners script: demo content, the affiliate
 * catalogue, click statistics, consent records and settings. Registered only when WP-CLI runs;
 * each command reuses the importer or exporter the admin screens use (docs/lifecycle.md, "WP-CLI").
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public const COMMANDS = array(
		'vitrine demo'      => DemoCommand::class,
		'vitrine catalogue' => CatalogueCommand::class,
		'vitrine clicks'    => ClicksCommand::class,
		'vitrine consent'   => ConsentCommand::class,
		'vitrine settings'  => SettingsCommand::class,
		'vitrine stats'     => StatsCommand::class,
	);

	public function __construct( private \Vitrine\Plugin $plugin ) {}

	public function register(): void {
		if ( ! defined( 'WP_CLI' ) || ! WP_CLI || ! class_exists( '\WP_CLI' ) ) {
			return;
		}
		foreach ( self::COMMANDS as $name => $class ) {
			\WP_CLI::add_command( $name, $class );
		}
	}
}

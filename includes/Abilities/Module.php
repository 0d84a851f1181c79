<?php
/**
 * Vitrine's abilities in WordPress's Abilities API (WordPress 6.9 and later; on 6.8 nothing is
 * registered): read-only ones that find catalogue products, count clicks and consent answers and
 * list popups, and an administrator's purge of page caches. Each is reachable over
 * `/wp-abilities/v1/` and marked for the MCP adapter (docs/architecture.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function register(): void {
		if ( ! function_exists( 'wp_register_ability' ) ) {
			return;
		}
		add_action( 'wp_abilities_api_categories_init', array( $this, 'register_category' ) );
		add_action( 'wp_abilities_api_init', array( $this, 'register_abilities' ) );
	}

	/** @return Ability[] Every ability, listed rather than found (docs/architecture.md). */
	public static function abilities(): array {
		return array(
			new FindProducts(),
			new ClickStatistics(),
			new ConsentStatistics(),
			new ListPopups(),
			new PurgeCaches(),
		);
	}

	public function register_category(): void {
		wp_register_ability_category(
			Ability::CATEGORY,
			array(
				'label'       => __( 'Vitrine', 'vitrine' ),
				'description' => __( 'The affiliate catalogue and clicks, consent answers, popups and page caches of Vitrine.', 'vitrine' ),
			)
		);
	}

	public function register_abilities(): void {
		foreach ( self::abilities() as $ability ) {
			wp_register_ability( $ability->name(), $ability->args() );
		}
	}
}

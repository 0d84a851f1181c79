<?php
/**
 * One ability of Vitrine in WordPress's Abilities API (6.9+, docs/architecture.md "What WordPress core
 * offers"). An ability declares its name, its label and description, the JSON schemas of its input
 * and output, who may run it and what it does; args() turns that into wp_register_ability()'s
 * arguments, so every ability is exposed the same way: over `/wp-abilities/v1/` (show_in_rest) and
 * to AI clients through the MCP adapter (`public`, and `mcp.public` that the adapter reads).
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

defined( 'ABSPATH' ) || exit;

abstract class Ability {
	/** The category every Vitrine ability belongs to. */
	public const CATEGORY = 'vitrine';

	/** The ability's name, `vitrine/<verb>-<thing>`. */
	abstract public function name(): string;

	abstract protected function label(): string;

	abstract protected function description(): string;

	/**
	 * The input's JSON schema; an empty array for an ability that takes none.
	 *
	 * @return array<string, mixed>
	 */
	protected function input_schema(): array {
		return array();
	}

	/** @return array<string, mixed> The output's JSON schema. */
	abstract protected function output_schema(): array;

	/** Who may run it: a capability check, never true for everybody. */
	abstract public function permission(): bool;

	/**
	 * Runs the ability on input that already passed the schema.
	 *
	 * @param mixed $input The input (an array for abilities that take one).
	 * @return mixed The output, matching output_schema().
	 */
	abstract public function execute( $input = null );

	/** Read-only abilities are run with GET; the REST controller picks the method from this. */
	protected function readonly(): bool {
		return true;
	}

	/** @return array<string, mixed> wp_register_ability()'s arguments. */
	public function args(): array {
		$args = array(
			'label'               => $this->label(),
			'description'         => $this->description(),
			'category'            => self::CATEGORY,
			'output_schema'       => $this->output_schema(),
			'execute_callback'    => array( $this, 'execute' ),
			'permission_callback' => array( $this, 'permission' ),
			'meta'                => array(
				'annotations'  => array(
					'readonly'    => $this->readonly(),
					'destructive' => false,
					'idempotent'  => true,
				),
				// `public` (7.1) seeds show_in_rest and the other channels; show_in_rest is said
				// too for 6.9 and 7.0, which know only that flag. The MCP adapter lists abilities
				// whose meta has mcp.public (wp-includes/abilities-api.php documents the filter).
				'public'       => true,
				'show_in_rest' => true,
				'mcp'          => array(
					'public' => true,
					'type'   => 'tool',
				),
			),
		);
		$input = $this->input_schema();
		return array() === $input ? $args : $args + array( 'input_schema' => $input );
	}
}

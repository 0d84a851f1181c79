<?php
/**
 * One REST route under vitrine/v1. A route declares its path (PATH), its methods (METHODS, GET
 * unless it says otherwise), its arguments (properties() and required(), which make its JSON schema)
 * and who may call it; the request arguments are derived from the schema, so validation and
 * sanitizing happen before the callback runs and bad input gets a 400 with WordPress's message.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

abstract class Route {
	public const NAMESPACE = 'vitrine/v1';

	/** The path under the namespace, in WordPress's route syntax, e.g. '/click/(?P<counter>\d+)'. */
	protected const PATH = '';

	/** A WP_REST_Server method constant: most routes only read; writes say \WP_REST_Server::CREATABLE. */
	protected const METHODS = \WP_REST_Server::READABLE;

	public function path(): string {
		return static::PATH;
	}

	public function methods(): string {
		return static::METHODS;
	}

	/**
	 * The request's arguments, as the properties of a JSON object schema (none by default).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function properties(): array {
		return array();
	}

	/**
	 * The arguments a request must carry.
	 *
	 * @return string[]
	 */
	protected function required(): array {
		return array();
	}

	/**
	 * The JSON schema of the request's arguments: an object schema whose properties become the args.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		$schema = array(
			'type'       => 'object',
			'properties' => $this->properties(),
		);
		return $this->required() ? $schema + array( 'required' => $this->required() ) : $schema;
	}

	/** Who may call the route. Must be explicit: public routes return true and say why. */
	abstract public function permission( \WP_REST_Request $request ): bool|\WP_Error;

	/** Answers a request whose arguments already passed the schema. */
	abstract public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error;

	/** @return array<string, array<string, mixed>> */
	public function args(): array {
		$schema = $this->schema();
		$args   = rest_get_endpoint_args_for_schema( $schema, $this->methods() );
		foreach ( $schema['required'] ?? array() as $name ) {
			if ( isset( $args[ $name ] ) ) {
				$args[ $name ]['required'] = true;
			}
		}
		return $args;
	}

	public function register_route(): void {
		register_rest_route(
			self::NAMESPACE,
			$this->path(),
			array(
				'methods'             => $this->methods(),
				'callback'            => array( $this, 'respond' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => $this->args(),
			)
		);
	}

	/** Runs the handler; an unexpected failure answers a clear 500 error instead of a PHP fatal page. */
	public function respond( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		try {
			$response = $this->handle( $request );
		} catch ( \Throwable $error ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			error_log( 'vitrine: ' . static::class . ': ' . $error->getMessage() );
			return new \WP_Error( 'vitrine_internal', __( 'The request could not be completed.', 'vitrine' ), array( 'status' => 500 ) );
		}
		return $response; // No-cache headers: Routes::no_cache(), for every answer of the namespace.
	}

	/** A 400 answer with a message a developer can act on. */
	protected function bad_request( string $code, string $message ): \WP_Error {
		return new \WP_Error( $code, $message, array( 'status' => 400 ) );
	}
}

<?php
/**
 * vitrine/list-popups: every popup with its status, where it shows (the site, chosen pages, post
 * types) and the triggers and conditions that are switched on, so an owner can ask "what shows on
 * this page and when" (docs/popups.md). Popups are edited with page rights, so listing needs them.
 *
 * @package Vitrine
 */

namespace Vitrine\Abilities;

use Vitrine\Popups\PostType;

defined( 'ABSPATH' ) || exit;

final class ListPopups extends Ability {
	public const MAX = 100;

	public function name(): string {
		return 'vitrine/list-popups';
	}

	protected function label(): string {
		return __( 'List popups and their conditions', 'vitrine' );
	}

	protected function description(): string {
		return __( 'Lists the popups (published, drafts and scheduled), newest first: where each shows (the whole site, chosen pages or post types), its triggers (page load, scrolling, click, inactivity, exit intent and others) and its conditions (page views, sessions, devices, schedule and others) with their settings.', 'vitrine' );
	}

	protected function output_schema(): array {
		$switches = array(
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'object' ),
		);
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'id'         => array( 'type' => 'integer' ),
					'title'      => array( 'type' => 'string' ),
					'status'     => array( 'type' => 'string' ),
					'location'   => array( 'type' => 'object' ),
					'triggers'   => $switches,
					'conditions' => $switches,
				),
			),
		);
	}

	public function permission(): bool {
		return current_user_can( 'edit_pages' );
	}

	/** @param mixed $input Unused: the ability takes none. */
	public function execute( $input = null ) {
		$ids    = get_posts(
			array(
				'post_type'      => PostType::NAME,
				'post_status'    => array( 'publish', 'future', 'draft', 'pending', 'private' ),
				'posts_per_page' => self::MAX,
				'fields'         => 'ids',
			)
		);
		$popups = array();
		foreach ( $ids as $id ) {
			$id = (int) $id;
			if ( ! current_user_can( 'edit_post', $id ) ) {
				continue;
			}
			$settings = PostType::settings( $id );
			$popups[] = array(
				'id'         => $id,
				'title'      => get_the_title( $id ),
				'status'     => (string) get_post_status( $id ),
				'location'   => self::location( PostType::location( $id ) ),
				'triggers'   => self::switched_on( (array) $settings['triggers'] ),
				'conditions' => self::switched_on( (array) $settings['timing'] ),
			);
		}
		return $popups;
	}

	/**
	 * The parts whose `enabled` switch is on, without the switch (JSON objects even when empty).
	 *
	 * @param array<string, mixed> $parts Triggers or timing conditions.
	 */
	public static function switched_on( array $parts ): object {
		$on = array();
		foreach ( $parts as $name => $part ) {
			if ( is_array( $part ) && ! empty( $part['enabled'] ) ) {
				unset( $part['enabled'] );
				$on[ $name ] = (object) $part;
			}
		}
		return (object) $on;
	}

	/**
	 * The location, with the chosen pages' titles so the answer reads without another lookup.
	 *
	 * @param array<string, mixed> $location PostType::location().
	 * @return array<string, mixed>
	 */
	private static function location( array $location ): array {
		$pages = array();
		foreach ( array_map( 'intval', (array) $location['pages'] ) as $page ) {
			$pages[] = array(
				'id'    => $page,
				'title' => current_user_can( 'read_post', $page ) ? get_the_title( $page ) : '',
			);
		}
		return array(
			'scope'      => (string) $location['scope'],
			'pages'      => $pages,
			'post_types' => array_values( (array) $location['post_types'] ),
		);
	}
}

<?php
/**
 * The one schema of the admin lists' REST arguments (GET a page, GET the CSV, DELETE rows): paging,
 * search, sorting and every filter a list may take. Each Source says which filters and sort fields
 * apply to it; the routes answer 400 for the others (docs/architecture.md, "Admin lists").
 *
 * @package Vitrine
 */

namespace Vitrine\Lists;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Affiliate\ProductsList;
use Vitrine\Consent\Records;
use Vitrine\Forms\SubscriberStore;

defined( 'ABSPATH' ) || exit;

final class Schema {
	/** The filter arguments, each a list of values (any of them matches). */
	public const FILTERS = array( 'law', 'decision', 'form', 'status', 'link_type', 'country', 'post_status', 'merchant', 'source', 'after', 'before' );

	/** @return array<string, array<string, mixed>> */
	public static function properties(): array {
		$values = static fn( array $items ): array => array(
			'type'     => 'array',
			'items'    => $items,
			'maxItems' => 50,
		);
		$day    = array(
			'type'    => 'string',
			'pattern' => '^\\d{4}-\\d{2}-\\d{2}$',
		);
		return array(
			'list'      => array(
				'type' => 'string',
				'enum' => array_keys( Registry::sources() ),
			),
			'page'      => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'per_page'  => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100,
				'default' => 20,
			),
			'search'    => array(
				'type'      => 'string',
				'maxLength' => 190,
				'default'   => '',
			),
			'orderby'   => array(
				'type'    => 'string',
				'pattern' => '^[a-z_]{0,32}$',
				'default' => '',
			),
			'order'     => array(
				'type'    => 'string',
				'enum'    => array( 'asc', 'desc' ),
				'default' => 'desc',
			),
			'law'       => $values( array( 'type' => 'string', 'enum' => array( 'gdpr', 'ccpa', 'both' ) ) ),
			'decision'  => $values( array( 'type' => 'string', 'enum' => Records::ACTIONS ) ),
			'form'      => $values( array( 'type' => 'string', 'pattern' => '^[a-z0-9_-]{1,64}$' ) ),
			'status'    => $values( array( 'type' => 'string', 'enum' => SubscriberStore::STATUSES ) ),
			'link_type' => $values( array( 'type' => 'string', 'enum' => ClickStore::LINK_TYPES ) ),
			// A country code, or 'unknown' for clicks whose country was not known.
			'country'   => $values( array( 'type' => 'string', 'pattern' => '^([a-z]{2}|unknown)$' ) ),
			// The affiliate products: a post status, a merchant's name as the products carry it, where the data came from.
			'post_status' => $values( array( 'type' => 'string', 'enum' => ProductsList::STATUSES ) ),
			'merchant'    => $values( array( 'type' => 'string', 'minLength' => 1, 'maxLength' => 120 ) ),
			'source'      => $values( array( 'type' => 'string', 'enum' => array( 'amazon', 'manual' ) ) ),
			'after'     => $day,
			'before'    => $day,
		);
	}

	/**
	 * The arguments of a request with the defaults filled in (WordPress applies schema defaults to
	 * reads only when asked, so they are applied here once for every route).
	 *
	 * @return array<string, mixed>
	 */
	public static function args( \WP_REST_Request $request ): array {
		$args = array();
		foreach ( self::properties() as $name => $property ) {
			$value         = $request->get_param( $name );
			$args[ $name ] = $value ?? ( $property['default'] ?? null );
		}
		return $args;
	}

	/**
	 * A 400 for a sort field or filter the list does not have, else null.
	 *
	 * @param array<string, mixed> $args
	 */
	public static function misfit( Source $source, array $args ): ?\WP_Error {
		if ( '' !== $args['orderby'] && ! isset( $source->sortable()[ $args['orderby'] ] ) ) {
			return new \WP_Error(
				'vitrine_list_orderby',
				/* translators: 1: a field name, 2: the fields the list sorts by */
				sprintf( __( 'This list cannot be sorted by “%1$s”. It sorts by: %2$s.', 'vitrine' ), $args['orderby'], implode( ', ', array_keys( $source->sortable() ) ) ),
				array( 'status' => 400 )
			);
		}
		foreach ( array_diff( self::FILTERS, $source->filters() ) as $filter ) {
			if ( null !== $args[ $filter ] && array() !== $args[ $filter ] ) {
				return new \WP_Error(
					'vitrine_list_filter',
					/* translators: 1: a filter name, 2: the filters the list takes */
					sprintf( __( 'This list has no “%1$s” filter. Its filters are: %2$s.', 'vitrine' ), $filter, implode( ', ', $source->filters() ) ),
					array( 'status' => 400 )
				);
			}
		}
		return null;
	}
}

<?php
/**
 * Amazon's Creators API, the product-data source of every site (PA-API 5 was switched off by Amazon
 * on 15 May 2026). Item lookup in batches of 10 ASINs (the API's per-call limit), keyword search for
 * bestseller and new-release lists, variations and browse nodes. docs/affiliate.md cites the
 * documentation each request follows.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class CreatorsSource implements DataSource {
	/** ASINs per getItems call, and items per search or variations page. */
	public const BATCH = 10;

	private CreatorsClient $client;

	/**
	 * @param array{credential_id: string, credential_secret: string, credential_version: string, partner_tag: string, store: string} $credentials
	 */
	public function __construct( private array $credentials, ?callable $transport = null, int $timeout = 10, private ?int $now = null ) {
		$this->client = new CreatorsClient( $credentials, $transport, $timeout );
	}

	public function label(): string {
		return __( 'Amazon Creators API', 'vitrine' );
	}

	public function is_configured(): bool {
		return ! $this->problem();
	}

	/** What keeps the source from working, in words for the settings screen; null when nothing does. */
	public function problem(): ?\WP_Error {
		$missing = array();
		if ( '' === trim( $this->credentials['credential_id'] ) ) {
			$missing[] = __( 'Credential ID', 'vitrine' );
		}
		if ( '' === trim( $this->credentials['credential_secret'] ) ) {
			$missing[] = __( 'Credential Secret', 'vitrine' );
		}
		if ( '' === CreatorsVersion::normalize( $this->credentials['credential_version'] ) ) {
			$missing[] = __( 'credential version', 'vitrine' );
		}
		if ( '' === trim( $this->credentials['partner_tag'] ) ) {
			$missing[] = __( 'Partner Tag', 'vitrine' );
		}
		if ( $missing ) {
			/* translators: %s: list of missing settings */
			return new \WP_Error( 'vitrine_creators_credentials', sprintf( __( 'Amazon Creators API: enter the %s under Vitrine → Affiliate settings.', 'vitrine' ), implode( ', ', $missing ) ) );
		}
		if ( ! Stores::exists( $this->credentials['store'] ) ) {
			/* translators: %s: the marketplace given */
			return new \WP_Error( 'vitrine_creators_marketplace', sprintf( __( 'Amazon Creators API: "%s" is not an Amazon marketplace the API serves; choose one under Vitrine → Affiliate settings.', 'vitrine' ), $this->credentials['store'] ) );
		}
		return null;
	}

	public function get_items( array $asins ): array|\WP_Error {
		$found = $this->lookup( $asins );
		return is_wp_error( $found ) ? $found : $found['items'];
	}

	/**
	 * Items and per-item errors for any number of ASINs, BATCH per request.
	 *
	 * @param string[] $asins
	 * @return array{items: array<int, array<string, mixed>>, errors: array<string, string>}|\WP_Error
	 */
	public function lookup( array $asins ): array|\WP_Error {
		$problem = $this->problem();
		if ( $problem ) {
			return $problem;
		}
		$found = array(
			'items'  => array(),
			'errors' => array(),
		);
		foreach ( array_chunk( array_values( array_unique( array_map( 'strtoupper', $asins ) ) ), self::BATCH ) as $chunk ) {
			$body = $this->client->call(
				'getItems',
				array(
					'itemIds'   => $chunk,
					'resources' => CreatorsItem::RESOURCES,
				)
			);
			if ( is_wp_error( $body ) ) {
				return $body;
			}
			$found['items']  = array_merge( $found['items'], $this->products( $body, 'itemsResult' ) );
			$found['errors'] = array_merge( $found['errors'], CreatorsItem::errors( $chunk, $body ) );
		}
		return $found;
	}

	/** Bestsellers use Amazon's "Featured" order (SearchItems has no sales-rank sort), new releases "NewestArrivals". */
	public function search( string $keywords, string $list, int $items ): array|\WP_Error {
		$body = $this->operation(
			'searchItems',
			array(
				'keywords'    => $keywords,
				'searchIndex' => 'All',
				'itemCount'   => max( 1, min( self::BATCH, $items ) ),
				'sortBy'      => 'new' === $list ? 'NewestArrivals' : 'Featured',
				'resources'   => CreatorsItem::RESOURCES,
			)
		);
		return is_wp_error( $body ) ? $body : $this->products( $body, 'searchResult' );
	}

	/** @return array<int, array<string, mixed>>|\WP_Error The variations of a parent or child ASIN. */
	public function get_variations( string $asin, int $count = self::BATCH ): array|\WP_Error {
		$body = $this->operation(
			'getVariations',
			array(
				'asin'           => strtoupper( $asin ),
				'variationCount' => max( 1, min( self::BATCH, $count ) ),
				'resources'      => CreatorsItem::RESOURCES,
			)
		);
		return is_wp_error( $body ) ? $body : $this->products( $body, 'variationsResult' );
	}

	/**
	 * Browse nodes (Amazon's categories) with their children, for picking products by category.
	 *
	 * @param string[] $ids Up to 10 browse node ids.
	 * @return array<int, array{id: string, name: string, children: array<int, array{id: string, name: string}>}>|\WP_Error
	 */
	public function get_browse_nodes( array $ids ): array|\WP_Error {
		$body = $this->operation(
			'getBrowseNodes',
			array(
				'browseNodeIds' => array_slice( array_values( array_filter( $ids, 'ctype_digit' ) ), 0, self::BATCH ),
				'resources'     => array( 'browseNodes.ancestor', 'browseNodes.children' ),
			)
		);
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		$node  = static fn( $n ) => array(
			'id'   => (string) ( $n['id'] ?? '' ),
			'name' => sanitize_text_field( (string) ( $n['displayName'] ?? '' ) ),
		);
		$nodes = array();
		foreach ( (array) ( $body['browseNodesResult']['browseNodes'] ?? array() ) as $found ) {
			if ( is_array( $found ) ) {
				$nodes[] = $node( $found ) + array( 'children' => array_map( $node, array_filter( (array) ( $found['children'] ?? array() ), 'is_array' ) ) );
			}
		}
		return $nodes;
	}

	/** "Test connection": a token, then one search, reported in words an owner can act on. */
	public function test_connection(): string|\WP_Error {
		$problem = $this->problem();
		if ( $problem ) {
			return $problem;
		}
		$this->client->forget_token();
		$token = $this->client->token();
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$found = $this->search( 'kindle', 'bestseller', 1 );
		if ( is_wp_error( $found ) ) {
			/* translators: %s: Amazon's answer */
			return new \WP_Error( $found->get_error_code(), sprintf( __( 'Amazon accepted the credentials, but refused a product search: %s', 'vitrine' ), $found->get_error_message() ) );
		}
		$version = CreatorsVersion::normalize( $this->credentials['credential_version'] );
		/* translators: 1: credential version, 2: marketplace host, 3: partner tag */
		$message = sprintf( __( 'Connected: Amazon issued an access token for credential version %1$s and answered a product search on %2$s for the partner tag %3$s.', 'vitrine' ), CreatorsVersion::label( $version ), Stores::host( $this->credentials['store'] ), $this->credentials['partner_tag'] );
		if ( ! CreatorsVersion::serves( $version, $this->credentials['store'] ) ) {
			$message .= ' ' . __( 'Note: this credential version belongs to another region than the marketplace; if products come back empty, create a credential for the marketplace\'s region.', 'vitrine' );
		}
		return $message;
	}

	/**
	 * One operation, unless the settings are incomplete (then nothing is sent).
	 *
	 * @param array<string, mixed> $body
	 * @return array<string, mixed>|\WP_Error
	 */
	private function operation( string $operation, array $body ): array|\WP_Error {
		return $this->problem() ?? $this->client->call( $operation, $body );
	}

	/**
	 * @param array<string, mixed> $body
	 * @return array<int, array<string, mixed>>
	 */
	private function products( array $body, string $list ): array {
		$now = $this->now ?? time();
		return array_values( array_filter( array_map( static fn( $item ) => CreatorsItem::product( $item, $now ), CreatorsItem::items( $body, $list ) ) ) );
	}
}

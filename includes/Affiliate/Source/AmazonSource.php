<?php
/**
 * SWITCHED OFF BY AMAZON: the Product Advertising API 5 (GetItems and SearchItems, signed with
 * SigV4) stopped answering on 15 May 2026. Vitrine never uses it (Sources::amazon() returns the
 * Creators API); it is kept only while sites migrate, so a developer who still points the
 * `vitrine_affiliate_data_source` filter at it gets Amazon's refusal as a clear error. Remove it once
 * no site has PA-API keys left (docs/affiliate.md, "Migration from PA-API 5").
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class AmazonSource implements DataSource {
	private const TARGET    = 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.';
	private const RESOURCES = array(
		'Images.Primary.Large',
		'ItemInfo.Title',
		'ItemInfo.Features',
		'Offers.Listings.Price',
		'Offers.Listings.DeliveryInfo.IsPrimeEligible',
		'CustomerReviews.StarRating',
		'CustomerReviews.Count',
	);

	/** @var callable|null Sends the request; wp_remote_post by default (tests replace it). */
	private $transport;

	/** @param array{access_key: string, secret_key: string, partner_tag: string, store: string} $credentials Extra keys are ignored. */
	public function __construct( private array $credentials, ?callable $transport = null, private ?int $now = null ) {
		$this->transport = $transport;
	}

	public function label(): string {
		return __( 'Amazon Product Advertising API 5 (switched off by Amazon on 15 May 2026)', 'vitrine' );
	}

	public function is_configured(): bool {
		return '' !== $this->credentials['access_key'] && '' !== $this->credentials['secret_key'] && '' !== $this->credentials['partner_tag'];
	}

	public function get_items( array $asins ): array|\WP_Error {
		$body = $this->call( 'GetItems', array( 'ItemIds' => array_values( array_slice( $asins, 0, 10 ) ) ) );
		return is_wp_error( $body ) ? $body : array_map( array( $this, 'product' ), (array) ( $body['ItemsResult']['Items'] ?? array() ) );
	}

	public function search( string $keywords, string $list, int $items ): array|\WP_Error {
		$body = $this->call(
			'SearchItems',
			array(
				'Keywords'  => $keywords,
				'ItemCount' => max( 1, min( 10, $items ) ),
				'SortBy'    => 'new' === $list ? 'NewestArrivals' : 'Relevance',
			)
		);
		return is_wp_error( $body ) ? $body : array_map( array( $this, 'product' ), (array) ( $body['SearchResult']['Items'] ?? array() ) );
	}

	/**
	 * The signed request for an operation (public so tests can check it without a network).
	 *
	 * @param array<string, mixed> $params
	 * @return array{url: string, headers: array<string, string>, body: string}
	 */
	public function request( string $operation, array $params ): array {
		$store   = $this->credentials['store'];
		$host    = Stores::api_host( $store );
		$path    = '/paapi5/' . strtolower( $operation );
		$body    = (string) wp_json_encode(
			$params + array(
				'PartnerTag'  => $this->credentials['partner_tag'],
				'PartnerType' => 'Associates',
				'Marketplace' => Stores::host( $store ),
				'Resources'   => self::RESOURCES,
			)
		);
		$signer  = new Signer( $this->credentials['access_key'], $this->credentials['secret_key'], Stores::region( $store ), 'ProductAdvertisingAPI' );
		$headers = $signer->sign(
			'POST',
			$path,
			'',
			array(
				'content-encoding' => 'amz-1.0',
				'content-type'     => 'application/json; charset=utf-8',
				'host'             => $host,
				'x-amz-target'     => self::TARGET . $operation,
			),
			$body,
			$this->now ?? time()
		);
		return array(
			'url'     => "https://$host$path",
			'headers' => $headers,
			'body'    => $body,
		);
	}

	/** @return array<string, mixed>|\WP_Error The decoded answer. */
	private function call( string $operation, array $params ): array|\WP_Error {
		if ( ! $this->is_configured() ) {
			return new \WP_Error( 'vitrine_amazon_credentials', __( 'Amazon Product Advertising API: the access key, secret key and partner tag are not all set (Vitrine → Affiliate settings).', 'vitrine' ) );
		}
		$request  = $this->request( $operation, $params );
		$send     = $this->transport ?? 'wp_remote_post';
		$response = $send(
			$request['url'],
			array(
				'headers' => $request['headers'],
				'body'    => $request['body'],
				'timeout' => 10,
			)
		);
		if ( is_wp_error( $response ) ) {
			$blocked = defined( 'WP_HTTP_BLOCK_EXTERNAL' ) && WP_HTTP_BLOCK_EXTERNAL ? ' ' . __( 'This site blocks external HTTP requests (WP_HTTP_BLOCK_EXTERNAL); allow webservices.amazon.* in WP_ACCESSIBLE_HOSTS.', 'vitrine' ) : '';
			/* translators: 1: host, 2: the transport's error message */
			return new \WP_Error( 'vitrine_amazon_unreachable', sprintf( __( 'Amazon Product Advertising API could not be reached at %1$s: %2$s', 'vitrine' ), wp_parse_url( $request['url'], PHP_URL_HOST ), $response->get_error_message() ) . $blocked );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status >= 400 || ! is_array( $body ) ) {
			$message = is_array( $body ) ? (string) ( $body['Errors'][0]['Message'] ?? '' ) : '';
			/* translators: 1: HTTP status, 2: Amazon's message */
			return new \WP_Error( 'vitrine_amazon_refused', sprintf( __( 'Amazon Product Advertising API answered %1$d: %2$s', 'vitrine' ), $status, '' !== $message ? $message : __( 'no readable answer', 'vitrine' ) ) );
		}
		return $body;
	}

	/**
	 * @param array<string, mixed> $item One PA-API item.
	 * @return array<string, mixed> Catalogue fields.
	 */
	private function product( array $item ): array {
		$listing = $item['Offers']['Listings'][0] ?? array();
		return array(
			'asin'       => (string) ( $item['ASIN'] ?? '' ),
			'title'      => (string) ( $item['ItemInfo']['Title']['DisplayValue'] ?? '' ),
			'url'        => (string) ( $item['DetailPageURL'] ?? '' ),
			'image'      => (string) ( $item['Images']['Primary']['Large']['URL'] ?? '' ),
			'features'   => (array) ( $item['ItemInfo']['Features']['DisplayValues'] ?? array() ),
			'price'      => (string) ( $listing['Price']['DisplayAmount'] ?? '' ),
			'prime'      => ! empty( $listing['DeliveryInfo']['IsPrimeEligible'] ),
			'rating'     => $item['CustomerReviews']['StarRating']['Value'] ?? '',
			'reviews'    => (int) ( $item['CustomerReviews']['Count'] ?? 0 ),
			'source'     => 'amazon',
			'fetched_at' => $this->now ?? time(),
		);
	}
}

<?php
/**
 * AWS Signature Version 4, as the Product Advertising API 5 requires: a pure function of the
 * request, the credentials and the time, so it is tested against AWS's published examples.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

defined( 'ABSPATH' ) || exit;

final class Signer {
	public function __construct(
		private string $access_key,
		private string $secret_key,
		private string $region,
		private string $service
	) {}

	/**
	 * The headers to send: the given ones plus x-amz-date and Authorization.
	 *
	 * @param array<string, string> $headers Must include host.
	 * @return array<string, string>
	 */
	public function sign( string $method, string $path, string $query, array $headers, string $payload, int $time ): array {
		$amz_date              = gmdate( 'Ymd\THis\Z', $time );
		$date                  = substr( $amz_date, 0, 8 );
		$headers['x-amz-date'] = $amz_date;
		$canonical             = array();
		foreach ( $headers as $name => $value ) {
			$canonical[ strtolower( $name ) ] = preg_replace( '/\s+/', ' ', trim( $value ) );
		}
		ksort( $canonical );
		$signed_headers = implode( ';', array_keys( $canonical ) );
		$header_lines   = '';
		foreach ( $canonical as $name => $value ) {
			$header_lines .= $name . ':' . $value . "\n";
		}
		$request                  = implode( "\n", array( strtoupper( $method ), $path, $query, $header_lines, $signed_headers, hash( 'sha256', $payload ) ) );
		$scope                    = "$date/{$this->region}/{$this->service}/aws4_request";
		$to_sign                  = implode( "\n", array( 'AWS4-HMAC-SHA256', $amz_date, $scope, hash( 'sha256', $request ) ) );
		$headers['Authorization'] = sprintf(
			'AWS4-HMAC-SHA256 Credential=%s/%s, SignedHeaders=%s, Signature=%s',
			$this->access_key,
			$scope,
			$signed_headers,
			hash_hmac( 'sha256', $to_sign, $this->signing_key( $date ) )
		);
		return $headers;
	}

	/** The derived key: HMAC chain over date, region, service and "aws4_request" (raw bytes). */
	public function signing_key( string $date ): string {
		$key = hash_hmac( 'sha256', $date, 'AWS4' . $this->secret_key, true );
		$key = hash_hmac( 'sha256', $this->region, $key, true );
		$key = hash_hmac( 'sha256', $this->service, $key, true );
		return hash_hmac( 'sha256', 'aws4_request', $key, true );
	}
}

<?php
/**
 * The Creators API's transport: an OAuth 2.0 client-credentials token, cached (not autoloaded, in a
 * transient) until a minute before it expires and fetched again when Amazon answers 401, and one
 * POST per catalogue operation. Every failure becomes a WP_Error whose message an owner can act on;
 * no message ever contains the secret or the token.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class CreatorsClient {
	/** Seconds a token is given up before Amazon's own expiry, so none is used as it runs out. */
	private const TOKEN_MARGIN = 60;

	/** @var callable Sends a POST: (url, args) => response|WP_Error, wp_remote_post by default. */
	private $transport;

	/**
	 * @param array{credential_id: string, credential_secret: string, credential_version: string, partner_tag: string, store: string} $credentials
	 */
	public function __construct( private array $credentials, ?callable $transport = null, private int $timeout = 10 ) {
		$this->transport = $transport ?? 'wp_remote_post';
	}

	/**
	 * Sends one catalogue operation (getItems, searchItems, getVariations, getBrowseNodes).
	 *
	 * @param array<string, mixed> $body Operation parameters; partnerTag is added.
	 * @return array<string, mixed>|\WP_Error The decoded answer.
	 */
	public function call( string $operation, array $body ): array|\WP_Error {
		$token = $this->token();
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$response = $this->send_operation( $operation, $body, $token );
		if ( ! is_wp_error( $response ) && 401 === (int) wp_remote_retrieve_response_code( $response ) ) {
			// The cached token expired or was revoked early: one new token, one more try.
			$this->forget_token();
			$token = $this->token();
			if ( is_wp_error( $token ) ) {
				return $token;
			}
			$response = $this->send_operation( $operation, $body, $token );
		}
		return $this->decode( $response, $this->endpoints()['api'] );
	}

	/** A valid access token (cached, or fetched now). */
	public function token(): string|\WP_Error {
		$cached = get_transient( $this->token_key() );
		if ( is_array( $cached ) && isset( $cached['token'], $cached['until'] ) && (int) $cached['until'] > time() ) {
			return (string) $cached['token'];
		}
		$version = $this->credentials['credential_version'];
		$fields  = array(
			'grant_type'    => 'client_credentials',
			'client_id'     => $this->credentials['credential_id'],
			'client_secret' => $this->credentials['credential_secret'],
			'scope'         => CreatorsVersion::scope( $version ),
		);
		$lwa     = CreatorsVersion::is_lwa( $version );
		$url     = $this->endpoints()['token'];
		$answer  = $this->decode(
			( $this->transport )(
				$url,
				array(
					'headers' => array(
						'Content-Type' => $lwa ? 'application/json' : 'application/x-www-form-urlencoded',
						'Accept'       => 'application/json',
					),
					'body'    => $lwa ? (string) wp_json_encode( $fields ) : http_build_query( $fields, '', '&', PHP_QUERY_RFC3986 ),
					'timeout' => $this->timeout,
				)
			),
			$url
		);
		if ( is_wp_error( $answer ) ) {
			if ( in_array( $answer->get_error_data()['status'] ?? 0, array( 400, 401, 403 ), true ) ) {
				return new \WP_Error(
					'vitrine_creators_auth',
					/* translators: 1: credential version, 2: Amazon's answer */
					sprintf( __( 'Amazon did not accept the Credential ID and Credential Secret for credential version %1$s (%2$s). Check that the version matches the one Associates Central shows next to the credential, or create a new credential under Tools → Creators API.', 'vitrine' ), $version, $answer->get_error_message() ),
					$answer->get_error_data()
				);
			}
			return $answer;
		}
		$token = is_string( $answer['access_token'] ?? null ) ? $answer['access_token'] : '';
		if ( '' === $token ) {
			return new \WP_Error( 'vitrine_creators_malformed', __( 'Amazon\'s token service answered without an access token. Try again later.', 'vitrine' ) );
		}
		$lifetime = max( self::TOKEN_MARGIN * 2, (int) ( $answer['expires_in'] ?? 3600 ) ) - self::TOKEN_MARGIN;
		set_transient(
			$this->token_key(),
			array(
				'token' => $token,
				'until' => time() + $lifetime,
			),
			$lifetime
		);
		return $token;
	}

	public function forget_token(): void {
		delete_transient( $this->token_key() );
	}

	/** @return array{api: string, token: string} */
	public function endpoints(): array {
		return CreatorsVersion::endpoints( $this->credentials['credential_version'] );
	}

	/** @param array<string, mixed> $body */
	private function send_operation( string $operation, array $body, string $token ): array|\WP_Error {
		return ( $this->transport )(
			$this->endpoints()['api'] . '/catalog/v1/' . $operation,
			array(
				'headers' => array(
					'Authorization' => CreatorsVersion::authorization( $token, $this->credentials['credential_version'] ),
					'Content-Type'  => 'application/json',
					'Accept'        => 'application/json',
					'x-marketplace' => Stores::host( $this->credentials['store'] ),
				),
				'body'    => (string) wp_json_encode( array( 'partnerTag' => $this->credentials['partner_tag'] ) + $body ),
				'timeout' => $this->timeout,
			)
		);
	}

	/**
	 * The decoded JSON of a successful answer, or the error it stands for.
	 *
	 * @param array<string, mixed>|\WP_Error $response
	 * @return array<string, mixed>|\WP_Error
	 */
	private function decode( array|\WP_Error $response, string $url ): array|\WP_Error {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( is_wp_error( $response ) ) {
			$blocked = defined( 'WP_HTTP_BLOCK_EXTERNAL' ) && WP_HTTP_BLOCK_EXTERNAL
				/* translators: %s: host name */
				? ' ' . sprintf( __( 'This site blocks external HTTP requests (WP_HTTP_BLOCK_EXTERNAL); add %s to WP_ACCESSIBLE_HOSTS.', 'vitrine' ), $host )
				: '';
			/* translators: 1: host, 2: the transport's error message */
			return new \WP_Error( 'vitrine_creators_unreachable', sprintf( __( 'Amazon\'s Creators API could not be reached at %1$s: %2$s.', 'vitrine' ), $host, rtrim( $response->get_error_message(), '.' ) ) . $blocked );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$data   = array( 'status' => $status );
		if ( 429 === $status || ( is_array( $body ) && self::is_throttle_code( self::code( $body ) ) ) ) {
			$data['retry_after'] = max( 0, (int) wp_remote_retrieve_header( $response, 'retry-after' ) );
			/* translators: %s: Amazon's message */
			return new \WP_Error( 'vitrine_creators_throttled', sprintf( __( 'Amazon is limiting requests right now (%s). Vitrine waits and tries again in the background; prices already shown stay until they are 24 hours old.', 'vitrine' ), self::message( is_array( $body ) ? $body : array(), __( 'too many requests', 'vitrine' ) ) ), $data );
		}
		if ( $status >= 400 ) {
			$message = self::message( is_array( $body ) ? $body : array(), __( 'no readable answer', 'vitrine' ) );
			$hint    = self::hint( is_array( $body ) ? self::code( $body ) : '' );
			/* translators: 1: host, 2: HTTP status, 3: Amazon's message */
			return new \WP_Error( 'vitrine_creators_refused', trim( sprintf( __( '%1$s answered %2$d: %3$s.', 'vitrine' ), $host, $status, rtrim( $message, '.' ) ) . ' ' . $hint ), $data );
		}
		if ( ! is_array( $body ) ) {
			/* translators: %s: host */
			return new \WP_Error( 'vitrine_creators_malformed', sprintf( __( '%s answered with something that is not JSON. Try again later; if it persists, Amazon may have changed the API.', 'vitrine' ), $host ), $data );
		}
		return $body;
	}

	/** @param array<string, mixed> $body */
	private static function code( array $body ): string {
		foreach ( array( $body['errors'][0]['code'] ?? null, $body['reason'] ?? null, $body['code'] ?? null, $body['error'] ?? null, $body['__type'] ?? null, $body['type'] ?? null ) as $code ) {
			if ( is_string( $code ) && '' !== $code ) {
				return $code;
			}
		}
		return '';
	}

	/** @param array<string, mixed> $body */
	private static function message( array $body, string $fallback ): string {
		$code = self::code( $body );
		foreach ( array( $body['errors'][0]['message'] ?? null, $body['message'] ?? null, $body['Message'] ?? null, $body['error_description'] ?? null ) as $message ) {
			if ( is_string( $message ) && '' !== $message ) {
				return sanitize_text_field( ( '' !== $code ? "$code: " : '' ) . $message );
			}
		}
		return '' !== $code ? sanitize_text_field( $code ) : $fallback;
	}

	private static function is_throttle_code( string $code ): bool {
		return in_array( strtolower( $code ), array( 'toomanyrequests', 'toomanyrequestsexception', 'requestthrottled', 'throttlingexception' ), true );
	}

	/** What an owner can do about Amazon's documented request errors. */
	private static function hint( string $code ): string {
		return match ( strtolower( $code ) ) {
			'invalidpartnertag', 'invalidpartnertagexception' => __( 'Enter a tracking id (partner tag) of your Associates account for this marketplace.', 'vitrine' ),
			'associatenoteligible', 'associatevalidationexception', 'invalidassociate' => __( 'Amazon grants Creators API access only to Associates accounts with qualifying sales in the last 30 days; it comes back a few days after new sales ship.', 'vitrine' ),
			'accessdenied', 'accessdeniedexception', 'unrecognizedclient' => __( 'The credential may not be enabled for this marketplace: check the credential version\'s region.', 'vitrine' ),
			default => '',
		};
	}

	private function token_key(): string {
		return 'vitrine_creators_token_' . md5( $this->credentials['credential_id'] . '|' . $this->credentials['credential_version'] . '|' . $this->endpoints()['token'] );
	}
}

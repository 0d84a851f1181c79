<?php
/**
 * Double opt-in: the subscribe block's settings, signed links (confirm: HMAC over id, address and
 * expiry; unsubscribe: HMAC over id and address, no expiry, so old newsletters keep a working link)
 * and the confirmation mail. Links hold no secret a visitor could reuse for another address.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Subscriptions {
	/**
	 * @return array{formId: string, fields: array<int, array<string, mixed>>, consentText: string, submitLabel: string, successMessage: string, minSeconds: int, confirmSubject: string}
	 */
	public static function normalize( array $attributes ): array {
		$consent = trim( wp_strip_all_tags( (string) ( $attributes['consentText'] ?? '' ) ) );
		$consent = '' !== $consent ? $consent : __( 'I agree to receive the newsletter by email. I can unsubscribe at any time.', 'vitrine' );
		$fields  = array( Fields::normalize_field( array( 'name' => 'email', 'type' => 'email', 'label' => (string) ( $attributes['emailLabel'] ?? '' ) ?: __( 'Email', 'vitrine' ), 'required' => true ), 0 ) );
		if ( ! empty( $attributes['showName'] ) ) {
			$fields[] = Fields::normalize_field( array( 'name' => 'name', 'type' => 'text', 'label' => __( 'First name', 'vitrine' ) ), 1 );
		}
		$fields[] = Fields::normalize_field( array( 'name' => 'consent', 'type' => 'acceptance', 'label' => $consent, 'required' => true ), 2 );
		return array(
			'formId'         => Fields::form_id( (string) ( $attributes['formId'] ?? '' ) ),
			'fields'         => $fields,
			'consentText'    => $consent,
			// The legacy subscribe block named it buttonLabel; the form block's submitLabel now.
			'submitLabel'    => (string) ( $attributes['submitLabel'] ?? '' ) ?: (string) ( $attributes['buttonLabel'] ?? '' ) ?: __( 'Subscribe', 'vitrine' ),
			'successMessage' => (string) ( $attributes['successMessage'] ?? '' ) ?: __( 'Almost done: please open the email we just sent you and confirm your subscription.', 'vitrine' ),
			'minSeconds'     => max( 0, min( 60, (int) ( $attributes['minSeconds'] ?? 2 ) ) ),
			'confirmSubject' => (string) ( $attributes['confirmSubject'] ?? '' ) ?: __( 'Please confirm your subscription', 'vitrine' ),
		);
	}

	public static function signature( string $action, int $id, string $email, int $expires = 0 ): string {
		return hash_hmac( 'sha256', "vitrine-subscribe|$action|$id|" . strtolower( $email ) . "|$expires", wp_salt( 'auth' ) );
	}

	public static function confirm_url( array $subscriber, ?int $now = null ): string {
		/** Seconds a confirmation link stays valid (default 7 days). */
		$expires = ( $now ?? time() ) + (int) apply_filters( 'vitrine_subscribe_confirm_ttl', 7 * DAY_IN_SECONDS );
		return self::link( 'confirm', $subscriber, $expires );
	}

	/** The link to put in every newsletter sent to this subscriber. */
	public static function unsubscribe_url( array $subscriber ): string {
		return self::link( 'unsubscribe', $subscriber, 0 );
	}

	/**
	 * A mailed link leads to the form's page, which shows a button that POSTs the signed request:
	 * mail scanners that open every link (GET) must not confirm or unsubscribe anybody.
	 */
	private static function link( string $action, array $subscriber, int $expires ): string {
		$post = get_post( (int) $subscriber['post_id'] );
		$page = $post && 'publish' === $post->post_status ? (string) get_permalink( $post ) : home_url( '/' );
		$args = array(
			'vitrine-subscribe-action' => $action,
			'vitrine-list'             => $subscriber['list_id'],
			'vitrine-sid'              => $subscriber['id'],
			'vitrine-expires'          => $expires ?: false,
			'vitrine-sig'              => self::signature( $action, (int) $subscriber['id'], (string) $subscriber['email'], $expires ),
		);
		return add_query_arg( array_map( static fn( $v ) => false === $v ? false : rawurlencode( (string) $v ), $args ), $page ) . '#' . rawurlencode( (string) $subscriber['list_id'] );
	}

	/**
	 * The signed request a page address carries for this list, or null.
	 *
	 * @param array<string, mixed> $query The page's query ($_GET).
	 * @return array{action: string, id: int, expires: int, sig: string}|null
	 */
	public static function pending_action( array $query, string $list_id ): ?array {
		$action = (string) ( $query['vitrine-subscribe-action'] ?? '' );
		$sig    = (string) ( $query['vitrine-sig'] ?? '' );
		if ( ! in_array( $action, array( 'confirm', 'unsubscribe' ), true ) || ( $query['vitrine-list'] ?? '' ) !== $list_id || ! preg_match( '/^[a-f0-9]{64}$/', $sig ) ) {
			return null;
		}
		return array(
			'action'  => $action,
			'id'      => absint( $query['vitrine-sid'] ?? 0 ),
			'expires' => absint( $query['vitrine-expires'] ?? 0 ),
			'sig'     => $sig,
		);
	}

	/** The subscriber a signed link names, or null for a forged, altered or expired link. */
	public static function verify( string $action, int $id, string $sig, int $expires = 0, ?int $now = null ): ?array {
		$subscriber = SubscriberStore::get( $id );
		if ( ! $subscriber || ! hash_equals( self::signature( $action, $id, (string) $subscriber['email'], $expires ), $sig ) ) {
			return null;
		}
		return 'confirm' === $action && $expires < ( $now ?? time() ) ? null : $subscriber;
	}

	/** Sends the confirmation mail and records its outcome on the subscriber. */
	public static function send_confirmation( array $subscriber, array $config ): void {
		$site = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$body = implode(
			"\n\n",
			array(
				/* translators: %s: site name */
				sprintf( __( 'Please confirm that you want to receive the newsletter of %s:', 'vitrine' ), $site ),
				self::confirm_url( $subscriber ),
				/* translators: %s: the consent text */
				sprintf( __( 'You agreed to: “%s”', 'vitrine' ), $subscriber['consent_text'] ),
				__( 'If you did not ask for this, ignore this email, or remove your address at once:', 'vitrine' ),
				self::unsubscribe_url( $subscriber ),
			)
		);
		SubscriberStore::mark_mail( (int) $subscriber['id'], Notifier::send( (string) $subscriber['email'], $config['confirmSubject'], $body ) );
	}

	/**
	 * Where a confirm or unsubscribe link sends the visitor: the form's page with a notice. For a
	 * link that names no known subscriber, the unsigned `page` of the link is used when it is a
	 * public page with a subscribe block (it only picks where the notice shows), else the home page.
	 */
	public static function landing( ?array $subscriber, string $result, int $page_hint = 0 ): string {
		$post = get_post( $subscriber ? (int) $subscriber['post_id'] : $page_hint );
		$ok   = $post && 'publish' === $post->post_status && ( $subscriber || Fields::has_kind( $post, 'subscribe' ) );
		$page = $ok ? (string) get_permalink( $post ) : home_url( '/' );
		$url  = add_query_arg( 'vitrine-subscribe', $result, $page );
		return $subscriber ? $url . '#' . rawurlencode( (string) $subscriber['list_id'] ) : $url;
	}
}

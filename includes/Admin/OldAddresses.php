<?php
/**
 * Before the one Vitrine menu, the screens lived under Settings and Tools. Their old addresses
 * (bookmarks, e-mails sent by the form notifier, links in older docs) go to the new ones, with
 * their query arguments kept (docs/admin.md, "Old addresses").
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

final class OldAddresses {
	/** Old file => [ old page => new page ]. The affiliate screens kept their admin.php addresses. */
	public const MOVED = array(
		'options-general.php' => array(
			'vitrine'          => 'vitrine-tools',
			'vitrine-consent'  => 'vitrine-consent',
			'vitrine-payments' => 'vitrine-payments',
		),
		'tools.php'           => array(
			'vitrine-form-entries' => 'vitrine-form-entries',
			'vitrine-subscribers'  => 'vitrine-subscribers',
		),
	);

	public static function register(): void {
		// admin_menu runs inside wp-admin/menu.php, before it refuses a page that is not registered.
		add_action( 'admin_menu', array( self::class, 'redirect' ), 0 );
	}

	public static function redirect(): void {
		global $pagenow;
		$target = self::target( (string) $pagenow, wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only read to rebuild the address; every value is URL-encoded by add_query_arg.
		if ( null !== $target && wp_safe_redirect( $target ) ) {
			exit;
		}
	}

	/**
	 * The new address for an old one, or null when the address did not move.
	 *
	 * @param array<string, mixed> $query The request's query arguments.
	 */
	public static function target( string $file, array $query ): ?string {
		$page = is_string( $query['page'] ?? null ) ? $query['page'] : '';
		$new  = self::MOVED[ $file ][ $page ] ?? null;
		if ( null === $new ) {
			return null;
		}
		$args = array_filter( $query, static fn( $value ): bool => is_scalar( $value ) );
		unset( $args['page'] );
		return add_query_arg( array_map( 'rawurlencode', array_map( 'strval', $args ) ), admin_url( 'admin.php?page=' . $new ) );
	}
}

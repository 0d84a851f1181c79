<?php
/**
 * Vitrine → Products: the affiliate products as a DataViews list (Vitrine\Affiliate\ProductsList),
 * in place of WordPress's post list of `vitrine_product`. The post type keeps its edit screens; its
 * list's address (edit.php?post_type=vitrine_product, in bookmarks and in WordPress's own redirects
 * after Trash/Restore) leads here with its query arguments, and editing a product keeps this entry
 * highlighted in the menu (docs/admin.md, "Menu map"; docs/affiliate.md, "Products").
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ProductsList;
use Vitrine\Lists\Query;
use Vitrine\Lists\Screen;

defined( 'ABSPATH' ) || exit;

final class ProductsPage {
	public const SLUG = 'vitrine-products';

	/** The post list's address, which WordPress adds to the menu for the post type. */
	public const OLD = 'edit.php?post_type=' . Catalogue::PRODUCT;

	public function register(): void {
		// After WordPress added the post type's entry (admin_menu, 10), which this page replaces.
		add_action( 'admin_menu', array( $this, 'add_page' ), 11 );
		add_action( 'load-edit.php', array( self::class, 'redirect' ) );
		add_filter( 'submenu_file', array( self::class, 'highlight' ) );
	}

	public function add_page(): void {
		remove_submenu_page( \Vitrine\Admin\Menu::SLUG, self::OLD );
		add_submenu_page( \Vitrine\Admin\Menu::SLUG, __( 'Affiliate products', 'vitrine' ), __( 'Products', 'vitrine' ), 'edit_posts', self::SLUG, array( $this, 'render' ) );
	}

	/** edit.php?post_type=vitrine_product → this page, every other query argument kept. */
	public static function redirect(): void {
		$target = self::target( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only read to rebuild the address; every value is URL-encoded by add_query_arg.
		if ( null !== $target && wp_safe_redirect( $target ) ) {
			exit;
		}
	}

	/**
	 * This page's address for a request of the post list, or null for another post type's list.
	 *
	 * @param array<string, mixed> $query The request's query arguments.
	 */
	public static function target( array $query ): ?string {
		if ( Catalogue::PRODUCT !== ( $query['post_type'] ?? null ) ) {
			return null;
		}
		$args = array_filter( $query, static fn( $value ): bool => is_scalar( $value ) );
		unset( $args['post_type'], $args['page'] );
		return add_query_arg( array_map( 'rawurlencode', array_map( 'strval', $args ) ), admin_url( 'admin.php?page=' . self::SLUG ) );
	}

	/** Editing or adding a product highlights Products in the Vitrine menu. */
	public static function highlight( ?string $submenu_file ): ?string {
		return in_array( $submenu_file, array( self::OLD, 'post-new.php?post_type=' . Catalogue::PRODUCT ), true ) ? self::SLUG : $submenu_file;
	}

	public function render(): void {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__( 'Affiliate products', 'vitrine' ) . '</h1> ';
		printf( '<a href="%1$s" class="page-title-action">%2$s</a> ', esc_url( admin_url( 'post-new.php?post_type=' . Catalogue::PRODUCT ) ), esc_html__( 'Add product', 'vitrine' ) );
		if ( current_user_can( 'publish_posts' ) ) {
			printf( '<a href="%1$s" class="page-title-action">%2$s</a>', esc_url( admin_url( 'admin.php?page=' . ImportPage::SLUG ) ), esc_html__( 'Import products', 'vitrine' ) );
		}
		echo '<hr class="wp-header-end">';
		$this->notice();
		$list = new ProductsList();
		Screen::mount( 'products', array( 'merchants' => array_values( array_filter( Query::distinct( $list, 'merchant' ) ) ) ) );
		echo '</div>';
	}

	/** What WordPress's Trash and Restore links did, as its own list said it (they return here). */
	private function notice(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- counts in a message, nothing is changed.
		$count = static fn( string $arg ): int => isset( $_GET[ $arg ] ) ? absint( $_GET[ $arg ] ) : 0;
		$lines = array(
			/* translators: %d: number of products */
			$count( 'trashed' ) ? sprintf( _n( '%d product moved to the Trash.', '%d products moved to the Trash.', $count( 'trashed' ), 'vitrine' ), $count( 'trashed' ) ) : '',
			/* translators: %d: number of products */
			$count( 'untrashed' ) ? sprintf( _n( '%d product restored from the Trash.', '%d products restored from the Trash.', $count( 'untrashed' ), 'vitrine' ), $count( 'untrashed' ) ) : '',
			/* translators: %d: number of products */
			$count( 'deleted' ) ? sprintf( _n( '%d product deleted for good.', '%d products deleted for good.', $count( 'deleted' ), 'vitrine' ), $count( 'deleted' ) ) : '',
		);
		foreach ( array_filter( $lines ) as $line ) {
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( $line ) );
		}
		// phpcs:enable
	}
}

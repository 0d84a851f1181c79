<?php
/**
 * Forms and subscribe: the stores of entries and subscribers (listed through vitrine_data_stores
 * for install, privacy tools and retention), and the admin screens. The REST routes live in
 * rest/Forms/ and the blocks in blocks/form and blocks/subscribe.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Forms\FormRoute::class, Rest\Forms\SubscribeRoute::class, Rest\Forms\SubscribeConfirmRoute::class, Rest\Forms\SubscribeUnsubscribeRoute::class );
		add_filter( 'vitrine_data_stores', array( self::class, 'stores' ) );
		add_action( 'init', array( EntryStore::class, 'maybe_install' ) );
		$entries = new Admin\EntriesPage();
		add_action( 'admin_menu', array( $entries, 'menu' ) );
		add_action( 'admin_post_vitrine_form_delete', array( $entries, 'delete' ) );
		add_action( 'admin_post_vitrine_form_export', array( $entries, 'export' ) );
		add_action( 'admin_post_vitrine_form_file', array( $entries, 'download' ) );
		add_action( 'init', array( SubscriberStore::class, 'maybe_install' ) );
		$subscribers = new Admin\SubscribersPage();
		add_action( 'admin_menu', array( $subscribers, 'menu' ) );
		add_action( 'admin_post_vitrine_subscriber_delete', array( $subscribers, 'delete' ) );
		add_action( 'admin_post_vitrine_subscribers_export', array( $subscribers, 'export' ) );
	}

	/**
	 * @param array<int, \Vitrine\Data\Store> $stores
	 * @return array<int, \Vitrine\Data\Store>
	 */
	public static function stores( array $stores ): array {
		$stores[] = new EntryStore();
		$stores[] = new SubscriberStore();
		return $stores;
	}
}

<?php
/**
 * The admin lists, by the id their routes and apps use. Listed here rather than found, so which
 * lists exist is read in one place (docs/architecture.md, "Admin lists").
 *
 * @package Vitrine
 */

namespace Vitrine\Lists;

defined( 'ABSPATH' ) || exit;

final class Registry {
	/** @return array<string, class-string<Source>> */
	public static function sources(): array {
		return array(
			'consent-records' => \Vitrine\Consent\RecordsList::class,
			'form-entries'    => \Vitrine\Forms\EntriesList::class,
			'subscribers'     => \Vitrine\Forms\SubscribersList::class,
			'clicks'          => \Vitrine\Affiliate\ClicksList::class,
			'products'        => \Vitrine\Affiliate\ProductsList::class,
		);
	}

	public static function get( string $id ): ?Source {
		$class = self::sources()[ $id ] ?? null;
		return $class ? new $class() : null;
	}
}

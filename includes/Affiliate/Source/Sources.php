<?php
/**
 * Which source fills the catalogue from Amazon: the Creators API, on every site. A developer may
 * put another DataSource in its place through the `vitrine_affiliate_data_source` filter; PA-API 5
 * (AmazonSource) is never chosen by Vitrine, because Amazon switched it off.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

use Vitrine\Affiliate\Settings;

defined( 'ABSPATH' ) || exit;

final class Sources {
	public static function amazon(): DataSource {
		$api     = Settings::api();
		$default = new CreatorsSource(
			array(
				'credential_id'      => $api['credential_id'],
				'credential_secret'  => $api['credential_secret'],
				'credential_version' => $api['credential_version'],
				'partner_tag'        => $api['partner_tag'],
				'store'              => $api['store'],
			)
		);
		$source  = apply_filters( 'vitrine_affiliate_data_source', $default );
		return $source instanceof DataSource ? $source : $default;
	}
}

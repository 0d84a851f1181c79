<?php
/**
 * The `vitrine-insights` settings script the page's one Insights queue reads (src/insights/queue.ts):
 * the beacon route and the owner's legal basis, then that queue's small deferred script
 * (`vitrine-insights-queue`), which the counting code of every bundle hands its events to. Printed only on pages that count something (a popup,
 * an off-canvas panel, a floating bar, a product box, the consent bar: scripts that listed themselves with the
 * `vitrine_insights_counted` filter or are enqueued), and the same for every visitor, so pages stay
 * cache-safe (docs/insights.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Insights;

defined( 'ABSPATH' ) || exit;

final class Frontend {
	/** The queue's script handle (src/insights/queue.entry.ts, registered by includes/Assets.php). */
	public const QUEUE = 'vitrine-insights-queue';

	/** Script handles whose pages count something. */
	public const HANDLES = array( 'vitrine-builder-popup', \Vitrine\Affiliate\Frontend::HANDLE, 'vitrine-off-canvas-view-script', 'vitrine-floating-bar-view-script' );

	public static function register(): void {
		add_action( 'wp_footer', array( self::class, 'print_settings' ), 20 );
	}

	public static function print_settings(): void {
		if ( ! Settings::get( 'enabled' ) || ! self::counts_here() ) {
			return;
		}
		$settings = array(
			'url'     => rest_url( 'vitrine/v1/insights/events' ),
			'consent' => Settings::get( 'consent' ),
		);
		echo '<script type="application/json" id="vitrine-insights">' . wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON encoded for a script element.
		// Printed here, once, whatever the footer printed before: the bundles push their events onto
		// an array the queue takes over when it runs, so the order does not matter (docs/insights.md).
		wp_scripts()->do_items( array( self::QUEUE ) );
	}

	private static function counts_here(): bool {
		if ( \Vitrine\Consent\Gate::active_here() ) {
			return true; // The consent gate counts its first layer (docs/insights.md, "Consent statistics").
		}
		/**
		 * Script handles whose presence on a page means Insights counts something there.
		 *
		 * @param string[] $handles
		 */
		foreach ( (array) apply_filters( 'vitrine_insights_counted', self::HANDLES ) as $handle ) {
			if ( wp_script_is( (string) $handle, 'enqueued' ) || wp_script_is( (string) $handle, 'done' ) ) {
				return true;
			}
		}
		return false;
	}
}

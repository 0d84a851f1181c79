<?php
/**
 * The "Data and privacy" part of Settings → Vitrine: retention per data store (or a link to the
 * feature page that owns it), the last daily clean-up, the uninstall opt-in and the schema version.
 * Saved through options.php (the Settings API checks the capability and the nonce).
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

use Vitrine\Lifecycle\DataStores;
use Vitrine\Lifecycle\Migrator;
use Vitrine\Lifecycle\Retention;
use Vitrine\Lifecycle\Settings;

defined( 'ABSPATH' ) || exit;

final class DataPanel {
	public const GROUP = 'vitrine_lifecycle';

	public static function register(): void {
		add_action(
			'admin_init',
			static fn() => register_setting(
				self::GROUP,
				Settings::OPTION,
				array(
					'type'              => 'object',
					'sanitize_callback' => array( Settings::class, 'sanitize' ),
					'default'           => Settings::defaults(),
				)
			)
		);
	}

	public static function render(): void {
		$settings = Settings::get();
		$last     = Retention::last_run();
		echo '<h2 id="vitrine-data">' . esc_html__( 'Data and privacy', 'vitrine' ) . '</h2>';
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		echo '<table class="widefat striped vitrine-lifecycle-stores"><caption class="screen-reader-text">' . esc_html__( 'Data stores and how long they keep data', 'vitrine' ) . '</caption><thead><tr>';
		echo '<th scope="col">' . esc_html__( 'Data', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Keep for (days, 0 keeps everything)', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Deleted by the last clean-up', 'vitrine' ) . '</th>';
		echo '</tr></thead><tbody>';
		foreach ( DataStores::all() as $id => $store ) {
			$retention = Settings::retention( $store );
			$field     = 'vitrine-retention-' . $id;
			$fixed     = $store instanceof \Vitrine\Data\FixedRetention;
			echo '<tr><th scope="row">' . ( '' === $retention['url'] && ! $fixed ? '<label for="' . esc_attr( $field ) . '">' . esc_html( $store->label() ) . '</label>' : esc_html( $store->label() ) ) . '</th><td>';
			if ( $fixed ) {
				echo esc_html( $store->retention_text() );
			} elseif ( '' === $retention['url'] ) {
				printf( '<input id="%1$s" type="number" min="0" max="3650" class="small-text" name="%2$s[retention][%3$s]" value="%4$d">', esc_attr( $field ), esc_attr( Settings::OPTION ), esc_attr( $id ), (int) $retention['days'] );
			} else {
				/* translators: %d: number of days */
				echo esc_html( sprintf( _n( '%d day', '%d days', $retention['days'], 'vitrine' ), $retention['days'] ) ) . ' <a href="' . esc_url( $retention['url'] ) . '">' . esc_html__( 'Change in the feature settings', 'vitrine' ) . '</a>';
			}
			$deleted = $last['deleted'][ $id ] ?? null;
			echo '</td><td>' . esc_html( null === $deleted ? '—' : ( $deleted < 0 ? __( 'failed', 'vitrine' ) : number_format_i18n( $deleted ) ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
		echo '<p class="vitrine-lifecycle-last-run">' . esc_html( self::last_run_text( $last ) ) . '</p>';
		echo '<p><label><input type="checkbox" name="' . esc_attr( Settings::OPTION ) . '[delete_data]" value="1"' . checked( $settings['delete_data'], true, false ) . '> ' . esc_html__( 'Delete all Vitrine data when the plugin is deleted', 'vitrine' ) . '</label><br><span class="description">' . esc_html__( 'Settings, consent records, click counts and every other table and scheduled task. Products, tables and popups you made stay. Deactivating never deletes anything.', 'vitrine' ) . '</span></p>';
		submit_button( __( 'Save data settings', 'vitrine' ) );
		echo '</form>';
		Actions::open_form( Actions::CLEANUP );
		submit_button( __( 'Run the clean-up now', 'vitrine' ), 'secondary', 'submit', false );
		echo '</form>';
		/* translators: 1: stored data version, 2: the version this code expects */
		echo '<p class="description">' . esc_html( sprintf( __( 'Data version %1$d of %2$d.', 'vitrine' ), Migrator::stored(), Migrator::latest() ) ) . '</p>';
	}

	/** @param array{time: int, deleted: array<string, int>}|null $last */
	private static function last_run_text( ?array $last ): string {
		$next = wp_next_scheduled( Retention::HOOK );
		$text = $last
			/* translators: %s: date and time */
			? sprintf( __( 'Last clean-up: %s.', 'vitrine' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $last['time'] ) )
			: __( 'The clean-up has not run yet.', 'vitrine' );
		if ( $next ) {
			/* translators: %s: date and time */
			$text .= ' ' . sprintf( __( 'Next: %s.', 'vitrine' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $next ) );
		}
		return $text;
	}
}

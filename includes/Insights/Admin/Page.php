<?php
/**
 * Vitrine → Insights: the report (a React app with uPlot charts, date ranges, comparison,
 * drill-down and CSV, src/admin/insights.entry.tsx) and the three Insights settings
 * (docs/insights.md, "The Insights screen"). Every count by day, variant and page is in
 * `wp vitrine stats export`.
 *
 * @package Vitrine
 */

namespace Vitrine\Insights\Admin;

use Vitrine\Insights\Settings;

defined( 'ABSPATH' ) || exit;

final class Page {
	private const CAP = 'manage_options';

	/** The report's script (src/admin/insights.entry.tsx): uPlot and React, on this screen only. */
	public const HANDLE = 'vitrine-admin-insights';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	public function add_page(): void {
		add_submenu_page( \Vitrine\Admin\Menu::SLUG, __( 'Insights', 'vitrine' ), __( 'Insights', 'vitrine' ), self::CAP, Settings::PAGE, array( $this, 'render' ) );
	}

	public function enqueue( string $hook ): void {
		if ( ! \Vitrine\Admin\Menu::is_screen( $hook, Settings::PAGE ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	public function register_setting(): void {
		register_setting(
			Settings::PAGE,
			Settings::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( Settings::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAP ) ) {
			return;
		}
		$settings = Settings::all();
		$name     = static fn( string $key ): string => Settings::OPTION . "[$key]";
		echo '<div class="wrap"><h1>' . esc_html__( 'Insights', 'vitrine' ) . '</h1>';
		settings_errors();
		echo '<p>' . esc_html__( 'How often popups, panels, bars, product boxes and the consent bar were seen and used. Counts are totals per day: no cookie, no address and no user is stored.', 'vitrine' ) . '</p>';
		// The report (src/admin/insights.entry.tsx) reads the report route, which flushes the buffer first.
		printf(
			'<div id="vitrine-insights-app" data-today="%1$s" data-edit-url="%2$s"><p>%3$s</p></div><noscript><p>%4$s</p></noscript>',
			esc_attr( (string) wp_date( 'Y-m-d' ) ),
			esc_url( admin_url( 'post.php?action=edit&post=' ) ),
			esc_html__( 'Loading the counts…', 'vitrine' ),
			esc_html__( 'The charts need JavaScript; every count is also in wp vitrine stats export.', 'vitrine' )
		);
		echo '<p class="description">' . esc_html__( 'Every count by day, variant and page: wp vitrine stats export (WP-CLI).', 'vitrine' ) . '</p>';
		?>
		<h2><?php esc_html_e( 'Settings', 'vitrine' ); ?></h2>
		<form method="post" action="options.php">
			<?php settings_fields( Settings::PAGE ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Counting', 'vitrine' ); ?></th>
					<td><label><input type="checkbox" name="<?php echo esc_attr( $name( 'enabled' ) ); ?>" value="1" <?php checked( $settings['enabled'] ); ?> /> <?php esc_html_e( 'Count how popups and product boxes are seen and used', 'vitrine' ); ?></label></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Legal basis', 'vitrine' ); ?></th>
					<td>
						<fieldset>
							<legend class="screen-reader-text"><?php esc_html_e( 'Legal basis', 'vitrine' ); ?></legend>
							<p><label><input type="radio" name="<?php echo esc_attr( $name( 'consent' ) ); ?>" value="exempt" <?php checked( 'exempt', $settings['consent'] ); ?> /> <?php esc_html_e( 'Audience measurement exempt from consent (anonymous totals only, as the French regulator allows)', 'vitrine' ); ?></label></p>
							<p><label><input type="radio" name="<?php echo esc_attr( $name( 'consent' ) ); ?>" value="statistics" <?php checked( 'statistics', $settings['consent'] ); ?> /> <?php esc_html_e( 'Only for visitors who accepted the statistics category', 'vitrine' ); ?></label></p>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="vitrine-insights-retention"><?php esc_html_e( 'Keep counts for', 'vitrine' ); ?></label></th>
					<td><input id="vitrine-insights-retention" class="small-text" type="number" min="0" max="3650" name="<?php echo esc_attr( $name( 'retention_days' ) ); ?>" value="<?php echo (int) $settings['retention_days']; ?>" aria-describedby="vitrine-insights-retention-help" /> <?php esc_html_e( 'days', 'vitrine' ); ?>
						<p class="description" id="vitrine-insights-retention-help"><?php esc_html_e( '0 keeps everything. 395 days (13 months) is the longest the exemption allows.', 'vitrine' ); ?></p></td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
		</div>
		<?php
	}
}

<?php
/**
 * The affiliate settings screen (includes/Affiliate/Admin/SettingsPage.php): the site's store and
 * the stores with a tracking id are listed first, the others behind one "Add a tracking id" click,
 * and every text box says it is one (WordPress's admin styles boxes by their type).
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Admin\SettingsPage;
use Vitrine\Affiliate\Settings;

final class AffiliateSettingsPageTest extends TestCase {
	private function screen(): string {
		$this->login_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/template.php'; // submit_button(), as on the admin screen.
		ob_start();
		( new SettingsPage() )->render();
		return (string) ob_get_clean();
	}

	public function test_stores_with_an_id_come_first_and_the_others_one_click_away(): void {
		update_option(
			Settings::OPTION,
			Settings::sanitize(
				array(
					'store'        => 'co.uk',
					'tracking_ids' => array( 'de' => 'site-de-21' ),
				)
			)
		);
		$html  = $this->screen();
		$more  = strpos( $html, '<details class="vitrine-more">' );
		$first = substr( $html, 0, (int) $more );
		$this->assertNotFalse( $more );
		$this->assertStringContainsString( 'name="vitrine[tracking_ids][co.uk]" value=""', $first, 'the site store, empty, is first' );
		$this->assertStringContainsString( 'name="vitrine[tracking_ids][de]" value="site-de-21"', $first );
		$this->assertStringNotContainsString( 'vitrine[tracking_ids][it]', $first );
		$this->assertMatchesRegularExpression( '#<summary>Add a tracking id for \d+ more stores</summary>.*vitrine\[tracking_ids\]\[it\]#s', substr( $html, $more ) );
		$this->assertStringContainsString( '<label for="vitrine-tracking-co-uk">amazon.co.uk</label>', $html );
	}

	public function test_every_box_has_a_type(): void {
		$this->assertSame( 0, preg_match_all( '/<input(?![^>]*\btype=)[^>]*>/', $this->screen() ), 'an input without a type is left unstyled' );
	}
}

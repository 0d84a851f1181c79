<?php
/**
 * The affiliate product's edit screen (includes/Affiliate/Admin/ProductEditor.php): its saved image
 * is shown under the address, so the owner sees the address is the right picture.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Admin\ProductEditor;
use Vitrine\Affiliate\Catalogue;

final class AffiliateProductEditorTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		Catalogue::forget();
		$this->login_as( 'administrator' );
	}

	protected function tearDown(): void {
		Catalogue::forget();
		parent::tearDown();
	}

	private function edit_screen( array $fields ): string {
		$id = Catalogue::save( $fields + array( 'title' => 'Kettle' ) );
		$this->assertIsInt( $id );
		ob_start();
		( new ProductEditor() )->render( get_post( $id ) );
		return (string) ob_get_clean();
	}

	public function test_the_saved_image_shows_under_its_address(): void {
		$html = $this->edit_screen( array( 'asin' => 'B0EDITOR01', 'image' => 'https://example.com/kettle.png' ) );
		$this->assertStringContainsString( '<img src="https://example.com/kettle.png" alt="The product image as saved" width="120" loading="lazy">', $html );
		$this->assertLessThan( strpos( $html, '<img' ), strpos( $html, 'id="vitrine-product-image"' ), 'under the field' );
		$this->assertStringContainsString( 'copy its File URL', $html );
	}

	public function test_no_image_no_picture(): void {
		$this->assertStringNotContainsString( '<img', $this->edit_screen( array( 'asin' => 'B0EDITOR02' ) ) );
	}
}

<?php
/**
 * The comparison tables' screens (includes/Affiliate/Admin/TableEditor.php): the edit screen names
 * each ASIN's product and flags those the catalogue lacks, its row choices read as the headings
 * visitors see, and the list shows each table's products and shortcode.
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Admin\TableEditor;
use Vitrine\Affiliate\Catalogue;

final class AffiliateTableEditorTest extends TestCase {
	private int $table;

	protected function setUp(): void {
		parent::setUp();
		Catalogue::forget();
		$this->login_as( 'administrator' );
		$this->assertIsInt( Catalogue::save( array( 'asin' => 'B0TABLE001', 'title' => 'Quiet "Fan" & Co', 'price' => '$42.00' ) ) );
		$this->table = wp_insert_post( array( 'post_type' => Catalogue::TABLE, 'post_status' => 'publish', 'post_title' => 'Fans compared' ) );
		update_post_meta( $this->table, '_vitrine_table_asins', array( 'B0TABLE001', 'B0NOTHERE1' ) );
		update_post_meta( $this->table, '_vitrine_table_rows', array( 'thumbnail', 'price' ) );
	}

	protected function tearDown(): void {
		Catalogue::forget();
		parent::tearDown();
	}

	private function edit_screen(): string {
		ob_start();
		( new TableEditor() )->render( get_post( $this->table ) );
		return (string) ob_get_clean();
	}

	public function test_the_edit_screen_names_each_product_and_flags_the_missing_ones(): void {
		$html = $this->edit_screen();
		$this->assertStringContainsString( '[vitrine_product table=&quot;' . $this->table . '&quot;]', $html );
		$this->assertMatchesRegularExpression( '#<code>B0TABLE001</code>: <a href="[^"]*post=\d+[^"]*">Quiet &quot;Fan&quot; &amp; Co</a>, \$42.00#', $html );
		$this->assertStringContainsString( '<code>B0NOTHERE1</code>: not in your catalogue (or not published), so visitors do not see this column.', $html );
		$this->assertStringContainsString( 'page=vitrine-affiliate-import', $html );
		$this->assertLessThan( strpos( $html, 'B0NOTHERE1</code>:' ), strpos( $html, 'B0TABLE001</code>:' ), 'in column order' );
	}

	public function test_a_new_table_lists_no_columns(): void {
		$new = wp_insert_post( array( 'post_type' => Catalogue::TABLE, 'post_status' => 'auto-draft', 'post_title' => '' ) );
		ob_start();
		( new TableEditor() )->render( get_post( $new ) );
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'The columns, in order', $html );
		$this->assertStringContainsString( '></textarea>', $html );
		$this->assertStringContainsString( 'value="button" checked=\'checked\'>', $html, 'every row until the owner chooses' );
	}

	public function test_row_choices_read_as_the_headings_visitors_see(): void {
		$html = $this->edit_screen();
		$this->assertStringContainsString( 'value="thumbnail" checked=\'checked\'> Product: its image</label>', $html );
		$this->assertStringContainsString( 'value="price" checked=\'checked\'> Price</label>', $html );
		$this->assertStringContainsString( 'value="button"> Offer: the buy button</label>', $html );
		$this->assertStringNotContainsString( '> thumbnail</label>', $html );
	}

	public function test_the_list_shows_products_and_shortcode_before_the_date(): void {
		$columns = ( new TableEditor() )->columns(
			array(
				'cb'    => '<input type="checkbox" />',
				'title' => 'Title',
				'date'  => 'Date',
			)
		);
		$this->assertSame( array( 'cb', 'title', 'vitrine_products', 'vitrine_shortcode', 'date' ), array_keys( $columns ) );

		ob_start();
		( new TableEditor() )->column( 'vitrine_products', $this->table );
		$products = (string) ob_get_clean();
		$this->assertSame( 'Quiet &quot;Fan&quot; &amp; Co<br><strong>1 ASIN is not in your catalogue</strong>', $products );

		ob_start();
		( new TableEditor() )->column( 'vitrine_shortcode', $this->table );
		$this->assertSame( '<code>[vitrine_product table=&quot;' . $this->table . '&quot;]</code>', (string) ob_get_clean() );

		$empty = wp_insert_post( array( 'post_type' => Catalogue::TABLE, 'post_status' => 'draft', 'post_title' => 'Empty' ) );
		ob_start();
		( new TableEditor() )->column( 'vitrine_products', $empty );
		$this->assertSame( 'No products yet', (string) ob_get_clean() );
	}

	public function test_saving_names_a_table_not_a_post(): void {
		$messages = ( new TableEditor() )->messages( array( 'post' => array( 1 => 'Post updated.' ) ) );
		$this->assertSame( 'Comparison table updated.', $messages[ Catalogue::TABLE ][1] );
		$this->assertSame( 'Post updated.', $messages['post'][1], 'other types keep theirs' );
	}
}

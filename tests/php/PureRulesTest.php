<?php
/**
 * The small pure PHP rules the feature tests reach only in part (docs/quality.md, PHP line
 * coverage): the Amazon store table. (CSV cells and lines: CsvTest.php, over the cases the browser's
 * test runs too.)
 */

namespace Vitrine\Tests;

use Vitrine\Affiliate\Stores;

final class PureRulesTest extends TestCase {
	public function test_a_known_store_gives_its_shop_and_api_hosts_and_region(): void {
		$this->assertTrue( Stores::exists( 'de' ) );
		$this->assertSame( 'www.amazon.de', Stores::host( 'de' ) );
		$this->assertSame( 'webservices.amazon.de', Stores::api_host( 'de' ) );
		$this->assertSame( 'eu-west-1', Stores::region( 'de' ) );
	}

	public function test_an_unknown_store_falls_back_to_amazon_com(): void {
		$this->assertFalse( Stores::exists( 'evil.example' ) );
		$this->assertSame( 'www.amazon.com', Stores::host( 'evil.example' ) );
		$this->assertSame( 'webservices.amazon.com', Stores::api_host( 'evil.example' ) );
		$this->assertSame( 'us-east-1', Stores::region( 'evil.example' ) );
	}

	public function test_store_labels_name_every_store_by_its_domain(): void {
		$labels = Stores::labels();
		$this->assertSame( 'amazon.co.uk', $labels['co.uk'] );
		$this->assertSame( 'amazon.com.au', $labels['com.au'] );
		foreach ( $labels as $store => $label ) {
			$this->assertTrue( Stores::exists( $store ) );
			$this->assertSame( 'amazon.' . $store, $label );
		}
	}
}

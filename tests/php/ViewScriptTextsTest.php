<?php
/**
 * The view scripts' translations without wp-i18n (includes/ViewScriptTexts.php,
 * docs/architecture.md "What a visitor page loads"): a language pack's texts are printed before the
 * script's tag as the table src/shared/i18n.ts reads; nothing is printed without one.
 */

namespace Vitrine\Tests;

use Vitrine\ViewScriptTexts;

final class ViewScriptTextsTest extends TestCase {
	private const JED = '{"domain":"messages","locale_data":{"messages":{"":{"domain":"messages","plural-forms":"nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);","lang":"pl"},"Close":["Zamknij"],"Next image":[""],"%d image shown":["%d obraz","%d obrazy","%d obrazów"],"<b>":["</script><b>"]}}}';

	protected function tearDown(): void {
		remove_all_filters( 'pre_load_script_translations' );
		wp_deregister_script( 'vitrine-testing-view-script' );
		wp_deregister_script( 'vitrine-other-view-script' );
		parent::tearDown();
	}

	public function test_a_language_pack_becomes_the_table_the_helper_reads(): void {
		$this->assertSame(
			array(
				'Close'          => 'Zamknij',
				'%d image shown' => array( '%d obraz', '%d obrazy', '%d obrazów' ),
				'<b>'            => '</script><b>',
			),
			ViewScriptTexts::texts( self::JED ),
			'the header and untranslated texts are left out'
		);
		$this->assertSame( array(), ViewScriptTexts::texts( '{not json' ) );
		$this->assertSame( array(), ViewScriptTexts::texts( '{"locale_data":{"messages":"x"}}' ) );
	}

	public function test_the_texts_are_printed_before_a_view_script_only_when_translated(): void {
		wp_register_script( 'vitrine-testing-view-script', 'https://example.test/view.js', array(), '1', true );
		wp_register_script( 'vitrine-other-view-script', 'https://example.test/other.js', array( 'wp-i18n' ), '1', true );
		$texts = new ViewScriptTexts( \Vitrine\Plugin::instance() );
		$tag   = "<script src=\"https://example.test/view.js\" id=\"vitrine-testing-view-script-js\"></script>\n";
		$this->assertSame( $tag, $texts->tag( $tag, 'vitrine-testing-view-script' ), 'no language pack: nothing added' );

		add_filter( 'pre_load_script_translations', static fn() => self::JED );
		$out = $texts->tag( $tag, 'vitrine-testing-view-script' );
		$this->assertStringEndsWith( $tag, $out );
		$this->assertMatchesRegularExpression( '#^<script type="application/json" class="vitrine-texts" id="vitrine-testing-view-script-texts">(.*)</script>\n#', $out );
		$this->assertStringNotContainsString( '</script><b>', $out, 'texts cannot close the script element' );
		preg_match( '#class="vitrine-texts"[^>]*>(.*?)</script>#', $out, $m );
		$this->assertSame( 'Zamknij', json_decode( $m[1], true )['Close'] );
		// A script that loads wp-i18n gets its translations from WordPress, and other handles nothing.
		$other = '<script id="vitrine-other-view-script-js"></script>';
		$this->assertSame( $other, $texts->tag( $other, 'vitrine-other-view-script' ) );
		$this->assertSame( 'x', $texts->tag( 'x', 'wp-embed' ) );
	}
}

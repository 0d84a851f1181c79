<?php
/**
 * The consent HTML blocker against adversarial markup (docs/security.md): tags that try to confuse
 * where an opening tag ends, and a 1 MB page of pathological input, which must be processed to the
 * end with the right result and no regular-expression failure. Nothing here is timed.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\HtmlBlocker;
use Vitrine\Consent\Options;
use Vitrine\Consent\Rules;

final class SecurityHtmlBlockerTest extends TestCase {
	private function blocker(): HtmlBlocker {
		return new HtmlBlocker( new Rules( array( array( 'pattern' => 'tracker.example', 'category' => 'analytics' ) ) ), Options::get() );
	}

	public function test_a_quote_in_an_attribute_name_does_not_swallow_the_script_or_the_page(): void {
		$html = '<p>before</p><script a"b src="https://tracker.example/t.js">var s = "x";</script><p>after "quoted"</p>';
		$out  = $this->blocker()->process( $html );
		$this->assertStringContainsString( 'type="text/plain"', $out );
		$this->assertStringContainsString( 'data-cli-script-type="analytics"', $out );
		$this->assertStringContainsString( '>var s = "x";</script><p>after "quoted"</p>', $out, 'the content and the rest of the page are intact' );
		$this->assertSame( 1, substr_count( $out, '<script' ) );
	}

	public function test_a_solidus_after_the_tag_name_starts_the_attributes(): void {
		// `<script/src=…>` is a script with a src, as browsers read it; a '>' inside the quoted value
		// does not end the tag.
		$html = '<script/src="https://tracker.example/t.js?a>b">go()</script><p>after</p>';
		$out  = $this->blocker()->process( $html );
		$this->assertStringStartsWith( '<script type="text/plain"', $out );
		$this->assertStringEndsWith( ' src="https://tracker.example/t.js?a&gt;b">go()</script><p>after</p>', $out, 'nothing of the old tag is left in the content' );
	}

	public function test_quoted_values_with_angle_brackets_and_odd_spacing(): void {
		$html = "<script data-x='a>b' src = \"https://tracker.example/t.js\" async>go()</script><iframe title=\"x > y\" src=https://tracker.example/f></iframe>";
		$out  = $this->blocker()->process( $html );
		$this->assertStringContainsString( '>go()</script>', $out );
		$this->assertStringContainsString( 'data-cli-src="https://tracker.example/f"', $out );
		$this->assertStringContainsString( '></iframe>', $out );
		$this->assertDoesNotMatchRegularExpression( '/<iframe[^>]* src=/', $out, 'the frame has no address until consent' );
	}

	public function test_a_one_megabyte_pathological_page_is_processed_completely_and_correctly(): void {
		$chunks = array();
		for ( $i = 0; $i < 2000; $i++ ) {
			$chunks[] = '<script id="' . str_repeat( '-js', 40 ) . '" src="https://tracker.example/' . $i . '.js"></script>';
			$chunks[] = '<iframe src="https://tracker.example/f' . $i . '" title="' . str_repeat( '"\'<', 20 ) . '"></iframe>';
			$chunks[] = '<p data-a="' . str_repeat( '<script', 20 ) . '">' . str_repeat( '<scrip', 30 ) . '</p>';
		}
		$html  = implode( "\n", $chunks );
		$html .= '<script id="' . str_repeat( '-js', 100000 ) . '">/* a 300 kB id */</script><script src="https://tracker.example/unclosed.js" ' . str_repeat( 'a"', 50000 );
		$this->assertGreaterThan( 1000000, strlen( $html ) );
		$out = $this->blocker()->process( $html );
		$this->assertSame( PREG_NO_ERROR, preg_last_error(), preg_last_error_msg() );
		$this->assertSame( 4000, substr_count( $out, 'data-cli-script-type="analytics"' ), 'every script and frame blocked' );
		$this->assertSame( 2000, substr_count( $out, 'data-cli-src="https://tracker.example/f' ) );
		$this->assertSame( 2000, substr_count( $out, 'class="vitrine-consent-placeholder"' ) );
		$this->assertStringContainsString( '/* a 300 kB id */</script>', $out );
		$this->assertStringEndsWith( str_repeat( 'a"', 50000 ), $out, 'an unfinished tag at the end is left as it was' );
		$this->assertSame( 0, preg_match_all( '/<script\b(?![^>]*text\/plain)[^>]*tracker\.example\/\d+\.js/', $out ) );
		$this->assertSame( PREG_NO_ERROR, preg_last_error(), preg_last_error_msg() );
		// The handle rule (the only regular expression on the way) on the long id.
		$this->assertNull( Rules::handle_of_id( str_repeat( '-js', 100000 ) . 'x' ) );
		$this->assertSame( PREG_NO_ERROR, preg_last_error(), preg_last_error_msg() );
	}
}

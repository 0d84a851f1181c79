<?php
/**
 * The popup list's "Opens" and "Shows on" columns (includes/Popups/SummaryColumns.php): triggers and
 * locations in words, escaped, after the title.
 */

namespace Vitrine\Tests;

use Vitrine\Popups\PostType;
use Vitrine\Popups\SummaryColumns;

final class PopupSummaryColumnsTest extends TestCase {
	public function test_each_trigger_reads_as_a_phrase(): void {
		$this->assertSame(
			array(
				'2.5 s after the page loads',
				'After scrolling 40% of the page',
				'When #end scrolls into view',
				'After 1 click on the page',
				'After 30 s without activity',
				'When the visitor is about to leave',
				'When an ad blocker is found',
				'On a click on .open-me',
			),
			SummaryColumns::opens(
				array(
					'open_selector' => ' .open-me ',
					'triggers'      => array(
						'page_load'         => array( 'enabled' => true, 'delay' => 2.5 ),
						'scrolling'         => array( 'enabled' => true, 'direction' => 'down', 'offset' => 40 ),
						'scrolling_to'      => array( 'enabled' => true, 'selector' => '#end' ),
						'click'             => array( 'enabled' => true, 'times' => 1 ),
						'inactivity'        => array( 'enabled' => true, 'time' => 30 ),
						'exit_intent'       => array( 'enabled' => true ),
						'adblock_detection' => array( 'enabled' => true, 'delay' => 0 ),
					),
				)
			)
		);
	}

	public function test_turned_off_triggers_are_left_out_and_none_says_how_it_opens(): void {
		$this->assertSame( array( 'When the page loads', 'When the visitor scrolls back up' ), SummaryColumns::opens( array( 'triggers' => array( 'page_load' => array( 'enabled' => true ), 'scrolling' => array( 'enabled' => true, 'direction' => 'up' ), 'exit_intent' => array( 'enabled' => false ) ) ) ) );
		$this->assertSame( array( 'Only from a link or button that opens it' ), SummaryColumns::opens( array( 'triggers' => array( 'click' => array( 'times' => 3 ) ) ) ) );
		$this->assertSame( array( 'Only from a link or button that opens it' ), SummaryColumns::opens( array() ) );
	}

	public function test_where_names_pages_and_post_types(): void {
		$this->login_as( 'administrator' ); // Titles saved as an owner types them.
		$pages = array_map( fn( $i ) => wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => "Page & $i" ) ), range( 1, 5 ) );
		$this->assertSame( 'Every page', SummaryColumns::where( array( 'scope' => 'site' ) ) );
		$this->assertSame( 'Page & 1, Page & 2, Page & 3 and 2 more pages', SummaryColumns::where( array( 'scope' => 'pages', 'pages' => $pages ) ) );
		$this->assertSame( 'Page & 4', SummaryColumns::where( array( 'scope' => 'pages', 'pages' => array( $pages[3] ) ) ) );
		$this->assertSame( 'No page chosen yet', SummaryColumns::where( array( 'scope' => 'pages', 'pages' => array() ) ) );
		$this->assertSame( 'Every one of: Posts, Pages', SummaryColumns::where( array( 'scope' => 'post_types', 'post_types' => array( 'post', 'page' ) ) ) );
		$this->assertSame( 'Nowhere yet: choose where in its settings', SummaryColumns::where( PostType::location( 0 ) ) );
	}

	public function test_the_columns_follow_the_title_and_escape_what_they_print(): void {
		$columns = ( new SummaryColumns() )->columns( array( 'cb' => '', 'title' => 'Title', 'date' => 'Date' ) );
		$this->assertSame( array( 'cb', 'title', SummaryColumns::OPENS, SummaryColumns::WHERE, 'date' ), array_keys( $columns ) );
		$popup = wp_insert_post( array( 'post_type' => PostType::NAME, 'post_status' => 'publish', 'post_title' => 'Popup' ) );
		update_post_meta( $popup, PostType::SETTINGS_KEY, array( 'open_selector' => '.a<b>' ) );
		ob_start();
		( new SummaryColumns() )->cell( SummaryColumns::OPENS, $popup );
		$this->assertSame( 'On a click on .a&lt;b&gt;', ob_get_clean() );
	}
}

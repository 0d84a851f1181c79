<?php
/**
 * The form widget's server side: markup, the submit route against saved attributes, spam rules,
 * uploads, storage with the mail outcome, CSV safety and the privacy hooks of the entry store.
 */

namespace Vitrine\Tests;

use Vitrine\Forms\Admin\EntriesPage;
use Vitrine\Forms\Csv;
use Vitrine\Forms\EntryStore;
use Vitrine\Forms\Spam;

final class FormsTest extends TestCase {
	private const FIELDS = array(
		array( 'name' => 'name', 'type' => 'text', 'label' => 'Name', 'required' => true ),
		array( 'name' => 'email', 'type' => 'email', 'label' => 'Email', 'required' => true ),
		array( 'name' => 'code', 'type' => 'text', 'label' => 'Code', 'pattern' => '[A-Z]{2}' ),
		array( 'name' => 'size', 'type' => 'number', 'label' => 'Size', 'min' => '1', 'max' => '5' ),
		array( 'name' => 'day', 'type' => 'date', 'label' => 'Day' ),
		array( 'name' => 'site', 'type' => 'url', 'label' => 'Site' ),
		array( 'name' => 'phone', 'type' => 'tel', 'label' => 'Phone' ),
		array( 'name' => 'topic', 'type' => 'select', 'label' => 'Topic', 'options' => array( 'A', 'B' ) ),
		array( 'name' => 'pick', 'type' => 'radio', 'label' => 'Pick', 'options' => array( 'X', 'Y' ) ),
		array( 'name' => 'days', 'type' => 'checkbox', 'label' => 'Days', 'options' => array( 'Mon', 'Tue' ) ),
		array( 'name' => 'terms', 'type' => 'acceptance', 'label' => 'Terms', 'required' => true ),
		array( 'name' => 'source', 'type' => 'hidden', 'label' => 'Source', 'value' => 'saved' ),
		array( 'name' => 'cv', 'type' => 'file', 'label' => 'CV', 'accept' => 'txt, pdf', 'maxSize' => 1 ),
	);

	private int $post;
	private string $email;

	protected function setUp(): void {
		parent::setUp();
		$block       = serialize_block( array( 'blockName' => 'vitrine/form', 'attrs' => array( 'formId' => 'test-form', 'fields' => self::FIELDS, 'notifyEmail' => 'owner@example.com', 'minSeconds' => 3 ), 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) );
		$this->post  = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Form test', 'post_content' => wp_slash( $block ) ) );
		$this->email = 'jo-' . wp_generate_password( 8, false ) . '@example.com';
		delete_option( 'vitrine_test_mails' );
		delete_option( 'vitrine_test_mail_fail' );
	}

	private function valid(): array {
		return array( 'name' => 'Jo', 'email' => $this->email, 'terms' => '1' );
	}

	private function send( array $fields, array $extra = array(), array $files = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/form' );
		$request->set_body_params( array_merge( array( 'post_id' => $this->post, 'form_id' => 'test-form', 'stamp' => Spam::stamp( time() - 10 ), 'fields' => $fields ), $extra ) );
		if ( $files ) {
			$request->set_file_params( array( 'fields' => $files ) );
		}
		return rest_do_request( $request );
	}

	private function upload( string $name, string $content ): array {
		$tmp = (string) tempnam( get_temp_dir(), 'vitrine-test' );
		file_put_contents( $tmp, $content );
		return array( 'name' => array( 'cv' => $name ), 'type' => array( 'cv' => 'text/plain' ), 'tmp_name' => array( 'cv' => $tmp ), 'error' => array( 'cv' => UPLOAD_ERR_OK ), 'size' => array( 'cv' => strlen( $content ) ) );
	}

	public function test_renders_every_field_with_labels_honeypot_and_stamp(): void {
		$html = $this->render( get_post( $this->post )->post_content );
		$this->assertStringContainsString( 'data-vitrine="form"', $html );
		$this->assertStringContainsString( '<label for="test-form-name">Name <span class="vitrine-form__required" aria-hidden="true">*</span></label><input type="text" id="test-form-name" name="fields[name]" required', $html );
		$this->assertStringContainsString( 'pattern="[A-Z]{2}"', $html );
		$this->assertStringContainsString( 'type="number" id="test-form-size" name="fields[size]" min="1" max="5"', $html );
		$this->assertStringContainsString( '<fieldset class="vitrine-form__field is-type-radio"', $html );
		$this->assertStringContainsString( 'name="fields[days][]" value="Mon"', $html );
		$this->assertStringContainsString( 'type="file" id="test-form-cv" name="fields[cv]" aria-describedby="test-form-cv-help" accept=".txt,.pdf"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="fields[source]" value="saved">', $html );
		$this->assertStringContainsString( 'name="' . Spam::HONEYPOT . '"', $html );
		$this->assertMatchesRegularExpression( '/name="stamp" value="\d+\.[0-9a-f]{16}"/', $html );
		$this->assertStringContainsString( 'enctype="multipart/form-data"', $html );
	}

	public function test_a_form_without_id_shows_a_notice_to_editors_only(): void {
		$markup = '<!-- wp:vitrine/form {"fields":[{"name":"a","type":"text"}]} /-->';
		$this->assertSame( '', trim( $this->render( $markup ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'vitrine-widget-notice', $this->render( $markup ) );
	}

	public function test_valid_submission_is_stored_then_mailed(): void {
		$before   = EntryStore::count( 'test-form' );
		$response = $this->send( $this->valid() + array( 'source' => 'forged', 'days' => array( 'Mon' ), 'size' => '3', 'day' => '2026-05-01', 'site' => 'https://example.com', 'phone' => '+1 555 1234' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['ok'] );
		$this->assertSame( $before + 1, EntryStore::count( 'test-form' ) );
		$entry  = EntryStore::page( 1, 1, 'test-form' )[0];
		$values = array_column( $entry['data'], 'value', 'name' );
		$this->assertSame( 'saved', $values['source'], 'hidden values come from the saved block, not the browser' );
		$this->assertSame( array( 'Mon' ), $values['days'] );
		$this->assertSame( $this->email, $entry['email'] );
		$this->assertSame( 'sent', $entry['mail_status'] );
		$mails = get_option( 'vitrine_test_mails' );
		$this->assertSame( array( 'owner@example.com' ), end( $mails )['to'] );
		$this->assertStringContainsString( 'Email: ' . $this->email, end( $mails )['message'] );
	}

	public function test_every_bad_field_gets_its_own_message(): void {
		$response = $this->send( array( 'name' => '', 'email' => 'nope', 'code' => 'abc', 'size' => '9', 'day' => '2026-13-01', 'site' => 'ftp://x', 'phone' => 'call', 'topic' => 'Z', 'pick' => 'Q', 'days' => array( 'Sun' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$errors = $response->get_data()['data']['errors'];
		$this->assertSame( array( 'name', 'email', 'code', 'size', 'day', 'site', 'phone', 'topic', 'pick', 'days', 'terms' ), array_keys( $errors ) );
		$this->assertSame( 'Name is required.', $errors['name'] );
		$this->assertSame( 'Size must be at most 5.', $errors['size'] );
		$this->assertSame( 'Please accept: Terms', $errors['terms'] );
		$this->assertStringContainsString( 'Email must be an email address', $response->get_data()['message'] );
		$this->assertSame( 0, EntryStore::count( 'test-form' ) );
	}

	public function test_unknown_form_post_or_bad_id_is_refused(): void {
		$this->assertSame( 404, $this->send( $this->valid(), array( 'form_id' => 'other-form' ) )->get_status() );
		$this->assertSame( 'vitrine_form_not_found', $this->send( $this->valid(), array( 'post_id' => 999999 ) )->get_data()['code'] );
		$bad = $this->send( $this->valid(), array( 'form_id' => '../x' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'rest_invalid_param', $bad->get_data()['code'] );
		wp_update_post( array( 'ID' => $this->post, 'post_status' => 'draft' ) );
		$this->assertSame( 404, $this->send( $this->valid() )->get_status(), 'a form in a draft cannot be sent' );
	}

	public function test_honeypot_answers_success_but_stores_nothing(): void {
		$response = $this->send( $this->valid(), array( Spam::HONEYPOT => 'http://spam.example' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 0, EntryStore::count( 'test-form' ) );
		$this->assertEmpty( get_option( 'vitrine_test_mails' ) );
	}

	public function test_too_fast_or_forged_stamps_are_refused(): void {
		// The seconds left depend on the second the server read its clock in: on a loaded machine one
		// may pass between making the stamp and checking it.
		$now  = time();
		$fast = $this->send( $this->valid(), array( 'stamp' => Spam::stamp( $now ) ) );
		$late = time() - $now;
		$this->assertSame( 400, $fast->get_status() );
		$this->assertSame( 'vitrine_form_too_fast', $fast->get_data()['code'] );
		$this->assertContains( $fast->get_data()['data']['retry'], range( max( 1, 3 - $late ), 3 ), 'the seconds left of the 3 s minimum, for the script to wait' );
		$now   = time();
		$older = $this->send( $this->valid(), array( 'stamp' => Spam::stamp( $now - 2 ) ) );
		if ( time() === $now ) {
			$this->assertSame( 1, $older->get_data()['data']['retry'] );
		}
		$forged = $this->send( $this->valid(), array( 'stamp' => ( time() - 60 ) . '.0000000000000000' ) );
		$this->assertSame( 'vitrine_form_stamp', $forged->get_data()['code'] );
		$this->assertArrayNotHasKey( 'stamp', $forged->get_data()['data'], 'a forged stamp gets no fresh one' );
		$this->assertSame( 0, EntryStore::count( 'test-form' ) );
	}

	public function test_a_form_from_a_page_cached_longer_than_its_stamp_gets_a_fresh_stamp_to_send_again(): void {
		$old = $this->send( $this->valid(), array( 'stamp' => Spam::stamp( time() - 3 * DAY_IN_SECONDS ) ) );
		$this->assertSame( 400, $old->get_status() );
		$this->assertSame( 'vitrine_form_stamp', $old->get_data()['code'] );
		$fresh = (string) $old->get_data()['data']['stamp'];
		$this->assertTrue( Spam::signed( $fresh ) );
		$this->assertGreaterThanOrEqual( 0, $old->get_data()['data']['retry'] );
		$this->assertSame( 0, EntryStore::count( 'test-form' ), 'nothing stored from the expired send' );
		// Sent again after the minimum fill time (simulated by the stamp's age): stored.
		$this->assertSame( 200, $this->send( $this->valid(), array( 'stamp' => Spam::stamp( (int) strtok( $fresh, '.' ) - 10 ) ) )->get_status() );
		$this->assertSame( 1, EntryStore::count( 'test-form' ) );
	}

	public function test_rate_limit_per_address(): void {
		$limit                  = static fn() => 2;
		add_filter( 'vitrine_form_rate_limit', $limit, 99 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		try {
			$this->assertSame( 200, $this->send( $this->valid() )->get_status() );
			$this->assertSame( 200, $this->send( $this->valid() )->get_status() );
			$third = $this->send( $this->valid() );
			$this->assertSame( 429, $third->get_status() );
			$this->assertStringContainsString( 'Too many submissions', $third->get_data()['message'] );
			$this->assertTrue( Spam::allow( 'form', '198.51.100.7' ), 'another address is not limited' );
		} finally {
			remove_filter( 'vitrine_form_rate_limit', $limit, 99 );
			unset( $_SERVER['REMOTE_ADDR'] );
		}
	}

	public function test_a_mail_failure_is_recorded_and_the_entry_kept(): void {
		update_option( 'vitrine_test_mail_fail', $this->email );
		$response = $this->send( $this->valid() );
		$this->assertSame( 200, $response->get_status() );
		$entry = EntryStore::page( 1, 1, 'test-form' )[0];
		$this->assertSame( 'failed', $entry['mail_status'] );
		$this->assertSame( 'Simulated mail failure (test)', $entry['mail_error'] );
	}

	public function test_uploads_are_checked_and_stored_without_extension(): void {
		$big = $this->send( $this->valid(), array(), $this->upload( 'cv.txt', str_repeat( 'x', 2000 ) ) );
		$this->assertSame( 400, $big->get_status() );
		$this->assertStringContainsString( 'CV is too large', $big->get_data()['data']['errors']['cv'] );
		$php = $this->send( $this->valid(), array(), $this->upload( 'shell.php', '<?php echo 1;' ) );
		$this->assertSame( 'CV must be a file of type: txt, pdf.', $php->get_data()['data']['errors']['cv'] );
		$fake = $this->send( $this->valid(), array(), $this->upload( 'cv.pdf', 'not a pdf at all' ) );
		$this->assertSame( 400, $fake->get_status(), 'the content must match the extension' );

		$ok = $this->send( $this->valid(), array(), $this->upload( 'my cv.txt', 'hello' ) );
		$this->assertSame( 200, $ok->get_status(), wp_json_encode( $ok->get_data() ) );
		$file = EntryStore::page( 1, 1, 'test-form' )[0]['files']['cv'];
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $file['stored'] );
		$this->assertSame( 'my-cv.txt', $file['name'] );
		$this->assertFileExists( \Vitrine\Forms\Uploads::dir() . '/.htaccess' );
		$this->assertSame( 'hello', file_get_contents( \Vitrine\Forms\Uploads::path( $file['stored'] ) ) );
		$this->assertNull( \Vitrine\Forms\Uploads::path( '../../wp-config' ) );
		\Vitrine\Forms\Uploads::delete( $file['stored'] );
	}

	public function test_csv_cells_cannot_run_formulas(): void {
		$this->assertSame( '"\'=HYPERLINK(""x"")"', Csv::cell( '=HYPERLINK("x")' ) );
		$this->assertSame( '"\'+1","\'-1","\'@a","plain","a, b"', rtrim( Csv::line( array( '+1', '-1', '@a', 'plain', array( 'a', 'b' ) ) ) ) );
		$this->send( array( 'name' => '=cmd|calc', 'email' => 'jo@example.com', 'terms' => '1' ) );
		$csv = EntriesPage::csv( 'test-form' );
		$this->assertStringContainsString( '"\'=cmd|calc"', $csv );
		$this->assertStringStartsWith( '"id","date_utc","form","mail","Name"', $csv );
	}

	public function test_admin_actions_need_the_capability(): void {
		$this->login_as( 'editor' );
		$this->assertFalse( current_user_can( EntriesPage::CAP ) );
		ob_start();
		( new EntriesPage() )->render();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_store_exports_erases_and_purges_by_email(): void {
		$store = new EntryStore();
		$this->assertContains( 'form_entries', array_map( static fn( $s ) => $s->id(), apply_filters( 'vitrine_data_stores', array() ) ) );
		$this->send( $this->valid() );
		$export = $store->export_personal_data( $this->email, 1 );
		$this->assertCount( 1, $export['data'] );
		$this->assertContains( array( 'name' => 'Name', 'value' => 'Jo' ), $export['data'][0]['data'] );
		$this->assertSame( array(), $store->export_personal_data( 'other@example.com', 1 )['data'] );
		$this->assertSame( 0, $store->purge( 30 ), 'a new entry is kept' );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . EntryStore::table() . ' SET created_gmt = %s WHERE email = %s', gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS ), $this->email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->send( $this->valid() );
		$this->assertSame( 1, $store->purge( 30 ) );
		$erase = $store->erase_personal_data( $this->email, 1 );
		$this->assertTrue( $erase['items_removed'] );
		$this->assertSame( 0, EntryStore::count( 'test-form' ) );
	}
}

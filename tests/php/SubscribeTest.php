<?php
/**
 * The form block's Subscribe variation: sign-up against the saved block, consent stored, double
 * opt-in with signed and expiring links, unsubscribe, spam rules, bad input, the admin CSV and the
 * privacy hooks; content saved by the legacy vitrine/subscribe block still signs up.
 */

namespace Vitrine\Tests;

use Vitrine\Forms\Admin\SubscribersPage;
use Vitrine\Forms\Spam;
use Vitrine\Forms\SubscriberStore;
use Vitrine\Forms\Subscriptions;

final class SubscribeTest extends TestCase {
	private const CONSENT = 'Send me the <b>news</b>.';

	private int $post;
	private string $email;

	protected function setUp(): void {
		parent::setUp();
		$this->post  = $this->page( 'vitrine/form', array( 'kind' => 'subscribe', 'formId' => 'test-list', 'consentText' => self::CONSENT, 'showName' => true ) );
		$this->email = 'sub-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		delete_option( 'vitrine_test_mails' );
		delete_option( 'vitrine_test_mail_fail' );
	}

	/** A published page holding one block. */
	private function page( string $name, array $attrs ): int {
		$block = serialize_block( array( 'blockName' => $name, 'attrs' => $attrs, 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) );
		return (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Subscribe test', 'post_content' => wp_slash( $block ) ) );
	}

	private function sign_up( array $fields, array $extra = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/subscribe' );
		$request->set_body_params( array_merge( array( 'post_id' => $this->post, 'form_id' => 'test-list', 'stamp' => Spam::stamp( time() - 10 ), 'fields' => $fields ), $extra ) );
		return rest_do_request( $request );
	}

	/**
	 * Follows a mailed link like a person: the page shows a button for the link's signed request,
	 * which is POSTed to the route. Returns the redirect target.
	 */
	private function follow( string $url ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$action = \Vitrine\Forms\Subscriptions::pending_action( $query, 'test-list' );
		$this->assertNotNull( $action, $url );
		$_GET = $query;
		$html = $this->render( get_post( $this->post )->post_content );
		$_GET = array();
		$this->assertStringContainsString( 'action="' . esc_url( rest_url( 'vitrine/v1/subscribe/' . $action['action'] ) ) . '"', $html );
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/subscribe/' . $action['action'] );
		$request->set_body_params( array( 'id' => $action['id'], 'page' => $this->post, 'expires' => $action['expires'], 'sig' => $action['sig'] ) );
		$response = rest_do_request( $request );
		$this->assertSame( 303, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_headers()['Location'];
	}

	private function last_mail(): array {
		$mails = (array) get_option( 'vitrine_test_mails', array() );
		return end( $mails ) ?: array();
	}

	public function test_renders_the_consent_checkbox_with_the_owner_text(): void {
		$html = $this->render( get_post( $this->post )->post_content );
		$this->assertStringContainsString( 'data-vitrine="subscribe"', $html );
		$this->assertStringContainsString( 'type="email" id="test-list-email" name="fields[email]" required', $html );
		$this->assertStringContainsString( 'name="fields[consent]" value="1" required> Send me the news.', $html );
		$this->assertStringContainsString( 'action="' . esc_url( rest_url( 'vitrine/v1/subscribe' ) ) . '"', $html );
	}

	public function test_sign_up_confirm_and_unsubscribe(): void {
		$response = $this->sign_up( array( 'email' => strtoupper( $this->email ), 'name' => 'Ann', 'consent' => '1' ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$row = SubscriberStore::find( 'test-list', $this->email );
		$this->assertSame( 'pending', $row['status'] );
		$this->assertSame( 'Send me the news.', $row['consent_text'] );
		$this->assertSame( 'Ann', $row['name'] );
		$this->assertSame( 'sent', $row['mail_status'] );

		$mail = $this->last_mail();
		$this->assertSame( array( $this->email ), $mail['to'] );
		$this->assertSame( 1, preg_match( '#\S+vitrine-subscribe-action=confirm\S+#', $mail['message'], $confirm ) );
		$this->assertSame( 1, preg_match( '#\S+vitrine-subscribe-action=unsubscribe\S+#', $mail['message'], $leave ) );
		$this->assertStringStartsWith( get_permalink( $this->post ), $confirm[0] );

		// Opening the link (a GET of the page, as mail scanners do) changes nothing.
		$this->assertSame( 404, rest_do_request( new \WP_REST_Request( 'GET', '/vitrine/v1/subscribe/confirm' ) )->get_status() );
		$this->assertSame( 'pending', SubscriberStore::get( $row['id'] )['status'] );

		$tampered = str_replace( 'vitrine-sid=' . $row['id'], 'vitrine-sid=' . ( $row['id'] + 1 ), $confirm[0] );
		$this->assertSame( add_query_arg( 'vitrine-subscribe', 'invalid', get_permalink( $this->post ) ), $this->follow( $tampered ), 'the notice shows on the form page, naming no subscriber' );
		$this->assertSame( 'pending', SubscriberStore::get( $row['id'] )['status'] );

		$landing = $this->follow( $confirm[0] );
		$this->assertStringContainsString( get_permalink( $this->post ), $landing );
		$this->assertStringContainsString( 'vitrine-subscribe=confirmed#test-list', $landing );
		$this->assertSame( 'confirmed', SubscriberStore::get( $row['id'] )['status'] );

		$this->assertStringContainsString( 'vitrine-subscribe=unsubscribed', $this->follow( $leave[0] ) );
		$left = SubscriberStore::get( $row['id'] );
		$this->assertSame( 'unsubscribed', $left['status'] );
		$this->assertNotEmpty( $left['unsubscribed_gmt'] );
		$this->assertStringContainsString( 'vitrine-subscribe=invalid', $this->follow( $confirm[0] ), 'an old confirm link does not re-subscribe' );
	}

	public function test_a_page_saved_with_the_legacy_block_signs_up_and_confirms(): void {
		// The old block's own names and default: buttonLabel, and 2 seconds of minimum fill time.
		$this->post = $this->page( 'vitrine/subscribe', array( 'formId' => 'test-list', 'consentText' => self::CONSENT, 'buttonLabel' => 'Join' ) );
		$html       = $this->render( get_post( $this->post )->post_content );
		$this->assertStringContainsString( 'class="vitrine-form vitrine-subscribe wp-block-vitrine-subscribe"', $html );
		$this->assertStringContainsString( '>Join</button>', $html );
		$this->assertSame( 'vitrine_form_too_fast', $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ), array( 'stamp' => Spam::stamp() ) )->get_data()['code'] );
		$this->assertSame( 200, $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ), array( 'stamp' => Spam::stamp( time() - 2 ) ) )->get_status() );
		$this->assertSame( 1, preg_match( '#\S+vitrine-subscribe-action=confirm\S+#', $this->last_mail()['message'], $confirm ) );
		$this->assertStringContainsString( 'vitrine-subscribe=confirmed#test-list', $this->follow( $confirm[0] ) );
		$this->assertSame( 'confirmed', SubscriberStore::find( 'test-list', $this->email )['status'] );
	}

	public function test_a_sign_up_form_is_not_a_contact_form_and_the_other_way_round(): void {
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/form' );
		$request->set_body_params( array( 'post_id' => $this->post, 'form_id' => 'test-list', 'stamp' => Spam::stamp( time() - 10 ), 'fields' => array( 'email' => $this->email, 'consent' => '1' ) ) );
		$this->assertSame( 404, rest_do_request( $request )->get_status() );
		$contact = $this->page( 'vitrine/form', array( 'formId' => 'test-contact' ) );
		$this->assertSame( 404, $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ), array( 'post_id' => $contact, 'form_id' => 'test-contact' ) )->get_status() );
		$this->assertNull( SubscriberStore::find( 'test-contact', $this->email ) );
	}

	public function test_confirm_links_expire(): void {
		$this->sign_up( array( 'email' => $this->email, 'consent' => '1' ) );
		$row = SubscriberStore::find( 'test-list', $this->email );
		$old = Subscriptions::confirm_url( $row, time() - 8 * DAY_IN_SECONDS );
		$this->assertStringContainsString( 'vitrine-subscribe=expired', $this->follow( $old ) );
		$this->assertSame( 'pending', SubscriberStore::get( $row['id'] )['status'] );
		$bad = rest_do_request( new \WP_REST_Request( 'POST', '/vitrine/v1/subscribe/confirm' ) );
		$this->assertSame( 400, $bad->get_status() );
	}

	public function test_bad_input_names_each_field(): void {
		$response = $this->sign_up( array( 'email' => 'nope' ) );
		$this->assertSame( 400, $response->get_status() );
		$errors = $response->get_data()['data']['errors'];
		$this->assertSame( array( 'email', 'consent' ), array_keys( $errors ) );
		$this->assertSame( 'Please accept: Send me the news.', $errors['consent'] );
		$this->assertNull( SubscriberStore::find( 'test-list', 'nope' ) );
		$this->assertSame( 404, $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ), array( 'form_id' => 'other' ) )->get_status() );
		$this->assertSame( 'vitrine_form_too_fast', $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ), array( 'stamp' => Spam::stamp() ) )->get_data()['code'] );
		$this->assertSame( 200, $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ), array( Spam::HONEYPOT => 'x' ) )->get_status() );
		$this->assertNull( SubscriberStore::find( 'test-list', $this->email ), 'the honeypot stores nothing' );
	}

	public function test_a_repeated_sign_up_answers_the_same_and_keeps_confirmed_subscribers(): void {
		$this->sign_up( array( 'email' => $this->email, 'consent' => '1' ) );
		$row = SubscriberStore::find( 'test-list', $this->email );
		SubscriberStore::set_status( $row['id'], 'confirmed' );
		$count = count( (array) get_option( 'vitrine_test_mails', array() ) );
		$again = $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ) );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 'confirmed', SubscriberStore::get( $row['id'] )['status'] );
		$this->assertCount( $count, (array) get_option( 'vitrine_test_mails', array() ), 'no new mail to a confirmed address' );
	}

	public function test_a_failed_confirmation_mail_is_recorded(): void {
		update_option( 'vitrine_test_mail_fail', 'confirm' );
		$this->assertSame( 200, $this->sign_up( array( 'email' => $this->email, 'consent' => '1' ) )->get_status() );
		$row = SubscriberStore::find( 'test-list', $this->email );
		$this->assertSame( 'failed', $row['mail_status'] );
		$this->assertSame( 'Simulated mail failure (test)', $row['mail_error'] );
	}

	public function test_csv_export_and_privacy(): void {
		$this->sign_up( array( 'email' => $this->email, 'name' => '=SUM(A1)', 'consent' => '1' ) );
		$csv = SubscribersPage::csv( 'pending' );
		$this->assertStringStartsWith( '"email","name","list_id","status","consent_text"', $csv );
		$this->assertStringContainsString( '"' . $this->email . '","\'=SUM(A1)","test-list","pending","Send me the news."', $csv );

		$store = new SubscriberStore();
		$this->assertContains( 'subscribers', array_map( static fn( $s ) => $s->id(), apply_filters( 'vitrine_data_stores', array() ) ) );
		$export = $store->export_personal_data( $this->email, 1 );
		$this->assertContains( array( 'name' => 'Consent text', 'value' => 'Send me the news.' ), $export['data'][0]['data'] );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . SubscriberStore::table() . ' SET consent_gmt = %s WHERE email = %s', gmdate( 'Y-m-d H:i:s', time() - 60 * DAY_IN_SECONDS ), $this->email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertGreaterThanOrEqual( 1, $store->purge( 30 ), 'a stale pending sign-up is purged' );
		$this->sign_up( array( 'email' => $this->email, 'consent' => '1' ) );
		$this->assertTrue( $store->erase_personal_data( $this->email, 1 )['items_removed'] );
		$this->assertNull( SubscriberStore::find( 'test-list', $this->email ) );
	}
}

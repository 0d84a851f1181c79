<?php
/**
 * The owner's notification for a new entry, sent through wp_mail AFTER the entry is stored. Its
 * outcome is written on the entry ('sent' or 'failed' with the reason), so a mail server that is
 * down loses nothing: the visitor still sees success and the admin list shows the failure.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Notifier {
	/**
	 * Sends a plain-text mail and reports what happened.
	 *
	 * @param string[] $headers
	 * @return string '' on success, else the failure reason.
	 */
	public static function send( string $to, string $subject, string $body, array $headers = array() ): string {
		$reason  = '';
		$capture = static function ( \WP_Error $error ) use ( &$reason ): void {
			$reason = $error->get_error_message();
		};
		add_action( 'wp_mail_failed', $capture );
		try {
			$sent = wp_mail( $to, $subject, $body, $headers );
		} catch ( \Throwable $error ) {
			$sent   = false;
			$reason = $error->getMessage();
		} finally {
			remove_action( 'wp_mail_failed', $capture );
		}
		return $sent ? '' : ( '' !== $reason ? $reason : __( 'The mail could not be sent.', 'vitrine' ) );
	}

	/** Mails the owner about an entry and records the outcome on it. */
	public static function entry( array $config, int $entry_id, array $data, string $reply_to, string $page_title ): void {
		$lines = array();
		foreach ( $data as $field ) {
			$value   = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : (string) $field['value'];
			$lines[] = $field['label'] . ': ' . $value;
		}
		$lines[] = '';
		$lines[] = admin_url( 'admin.php?page=vitrine-form-entries&entry=' . $entry_id );
		$subject = '' !== $config['emailSubject'] ? $config['emailSubject']
			/* translators: %s: page title */
			: sprintf( __( 'New form entry on “%s”', 'vitrine' ), $page_title );
		$headers = is_email( $reply_to ) ? array( 'Reply-To: ' . $reply_to ) : array();
		$error   = self::send( $config['notifyEmail'], wp_strip_all_tags( $subject ), implode( "\n", $lines ), $headers );
		EntryStore::mark_mail( $entry_id, '' === $error ? 'sent' : 'failed', $error );
	}
}

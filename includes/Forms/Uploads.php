<?php
/**
 * Files sent with a form: checked for size, extension and real content type, then stored under
 * uploads/vitrine-forms/ with a random name WITHOUT extension (so no server will ever execute or
 * render one) behind deny-all rules; the admin downloads them through a nonce-checked action that
 * sends the original name as an attachment.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Uploads {
	public static function dir(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . 'vitrine-forms';
	}

	/**
	 * The rule a bad or missing file breaks (a message key of the rules file, Validator::message()
	 * words it), or null when the file is acceptable. Size and extension are the rules the browser
	 * checks too; only the server can look at the content.
	 */
	public static function verdict( array $field, ?array $file ): ?string {
		$error = (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
		if ( UPLOAD_ERR_NO_FILE === $error || empty( $file['name'] ) ) {
			return $field['required'] ? 'required' : null;
		}
		$failed = array();
		if ( in_array( $error, array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) || (int) ( $file['size'] ?? 0 ) > (int) $field['maxSize'] * 1024 ) {
			$failed[] = 'fileSize';
		} elseif ( UPLOAD_ERR_OK !== $error || ! is_file( (string) ( $file['tmp_name'] ?? '' ) ) ) {
			return 'upload';
		}
		$ext = strtolower( pathinfo( (string) $file['name'], PATHINFO_EXTENSION ) );
		if ( ! in_array( $ext, $field['accept'], true ) ) {
			$failed[] = 'fileType';
		} elseif ( ! $failed ) {
			$check = wp_check_filetype_and_ext( (string) $file['tmp_name'], (string) $file['name'] );
			if ( empty( $check['ext'] ) || ! in_array( strtolower( $check['ext'] ), $field['accept'], true ) ) {
				$failed[] = 'fileType'; // The content does not match the name.
			}
		}
		return Validator::first( $failed );
	}

	/**
	 * Moves a checked file into the private folder.
	 *
	 * @return array{name: string, stored: string, size: int}|null Null when the file could not be kept.
	 */
	public static function store( array $file ): ?array {
		$dir = self::dir();
		if ( ! self::prepare( $dir ) ) {
			return null;
		}
		$stored = bin2hex( random_bytes( 16 ) );
		$tmp    = (string) $file['tmp_name'];
		$target = $dir . '/' . $stored;
		// Only a real upload, or a file in the temporary folder, is moved. The direct filesystem, not
		// WP_Filesystem(): a visitor's form post cannot answer an FTP credentials prompt, and PHP
		// wrote the temporary file itself.
		$from_upload = is_uploaded_file( $tmp ) || str_starts_with( realpath( $tmp ) ?: '', realpath( get_temp_dir() ) ?: '/nonexistent' );
		$filesystem  = self::filesystem();
		if ( ! $from_upload || ! $filesystem->move( $tmp, $target ) ) {
			return null;
		}
		$filesystem->chmod( $target, 0640 );
		return array(
			'name'   => sanitize_file_name( (string) $file['name'] ),
			'stored' => $stored,
			'size'   => (int) filesize( $target ),
		);
	}

	/** The full path of a stored file, or null for anything that is not one of ours. */
	public static function path( string $stored ): ?string {
		if ( ! preg_match( '/^[a-f0-9]{32}$/', $stored ) ) {
			return null;
		}
		$path = self::dir() . '/' . $stored;
		return is_file( $path ) ? $path : null;
	}

	public static function delete( string $stored ): void {
		$path = self::path( $stored );
		if ( $path ) {
			wp_delete_file( $path );
		}
	}

	private static function prepare( string $dir ): bool {
		if ( ! wp_mkdir_p( $dir ) ) {
			return false;
		}
		$guards = array(
			'.htaccess'  => "Require all denied\nDeny from all\n",
			'index.php'  => "<?php // Silence.\n",
			'web.config' => '<?xml version="1.0"?><configuration><system.webServer><authorization><deny users="*" /></authorization></system.webServer></configuration>',
		);
		foreach ( $guards as $name => $content ) {
			if ( ! is_file( "$dir/$name" ) ) {
				file_put_contents( "$dir/$name", $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- three small guard files; store() explains why not WP_Filesystem().
			}
		}
		return true;
	}

	/** WordPress's direct filesystem class (see store()). */
	private static function filesystem(): \WP_Filesystem_Direct {
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
		return new \WP_Filesystem_Direct( null );
	}
}

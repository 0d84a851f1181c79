<?php
/**
 * Loaded only by php-error-recorder.php's self-check, on PHP 8.4 and later: a parameter typed
 * without `?` but defaulting to null is deprecated there when the file is compiled, the way a
 * deprecation in Vitrine's own files would be raised. The runner expects the recorder to log it.
 *
 * @package Vitrine
 */

/** Never called: compiling it is the point. */
function vitrine_php_versions_self_check( string $value = null ): string { // phpcs:ignore
	return (string) $value;
}

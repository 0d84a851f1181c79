<?php
/**
 * Lists the translatable strings of PHP files, for tools/i18n/make-pot.mjs (wp-cli's make-pot is not
 * available on these machines). Reads PHP with PHP's own tokenizer, so strings, comments and heredocs
 * are never mistaken for calls. Usage: php tools/i18n/php-strings.php FILE... > strings.json
 * Prints one JSON array of { fn, args (string, or null when not a literal), line, comment, file }.
 *
 * @package Vitrine
 */

// Functions that take translatable strings; the rest of the work (which argument is what) is in make-pot.mjs.
const VITRINE_I18N_FUNCTIONS = array( '__', '_e', '_x', '_ex', '_n', '_nx', '_n_noop', '_nx_noop', 'esc_html__', 'esc_html_e', 'esc_html_x', 'esc_attr__', 'esc_attr_e', 'esc_attr_x' );

/** The value of a literal string token, or null when the token is not one. */
function vitrine_i18n_literal( array|string $token ): ?string {
	if ( ! is_array( $token ) || T_CONSTANT_ENCAPSED_STRING !== $token[0] ) {
		return null;
	}
	$quote = $token[1][0];
	$body  = substr( $token[1], 1, -1 );
	if ( "'" === $quote ) {
		return str_replace( array( '\\\\', "\\'" ), array( '\\', "'" ), $body );
	}
	return stripcslashes( $body );
}

/** The arguments of the call whose '(' is at $index: literal strings (concatenations joined), else null. */
function vitrine_i18n_arguments( array $tokens, int $index ): array {
	$args    = array();
	$current = '';
	$literal = true;
	$empty   = true;
	$depth   = 0;
	$count   = count( $tokens );
	for ( $i = $index + 1; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		$text  = is_array( $token ) ? $token[1] : $token;
		if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			continue;
		}
		if ( 0 === $depth && ( ',' === $text || ')' === $text ) ) {
			if ( ! $empty ) {
				$args[] = $literal ? $current : null;
			}
			if ( ')' === $text ) {
				break;
			}
			$current = '';
			$literal = true;
			$empty   = true;
			continue;
		}
		if ( in_array( $text, array( '(', '[', '{' ), true ) || ( is_array( $token ) && in_array( $token[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
			++$depth;
		} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
			--$depth;
		}
		$empty = false;
		$value = vitrine_i18n_literal( $token );
		if ( null !== $value && 0 === $depth ) {
			$current .= $value;
		} elseif ( '.' !== $text ) {
			$literal = false;
		}
	}
	return $args;
}

$vitrine_found = array();
foreach ( array_slice( $argv, 1 ) as $vitrine_file ) {
	$vitrine_tokens  = token_get_all( (string) file_get_contents( $vitrine_file ) );
	$vitrine_comment = null;
	foreach ( $vitrine_tokens as $vitrine_i => $vitrine_token ) {
		if ( ! is_array( $vitrine_token ) ) {
			continue;
		}
		if ( in_array( $vitrine_token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) && false !== stripos( $vitrine_token[1], 'translators:' ) ) {
			$vitrine_comment = array(
				'text' => $vitrine_token[1],
				'end'  => $vitrine_token[2] + substr_count( $vitrine_token[1], "\n" ),
			);
			continue;
		}
		if ( ! in_array( $vitrine_token[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
			continue;
		}
		$vitrine_name = ltrim( $vitrine_token[1], '\\' );
		if ( ! in_array( $vitrine_name, VITRINE_I18N_FUNCTIONS, true ) ) {
			continue;
		}
		// Skip method calls ($x->__()), static calls and declarations.
		$vitrine_before = $vitrine_i - 1;
		while ( $vitrine_before >= 0 && is_array( $vitrine_tokens[ $vitrine_before ] ) && T_WHITESPACE === $vitrine_tokens[ $vitrine_before ][0] ) {
			--$vitrine_before;
		}
		$vitrine_previous = $vitrine_tokens[ $vitrine_before ] ?? null;
		if ( is_array( $vitrine_previous ) && in_array( $vitrine_previous[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION ), true ) ) {
			continue;
		}
		$vitrine_open = $vitrine_i + 1;
		while ( isset( $vitrine_tokens[ $vitrine_open ] ) && is_array( $vitrine_tokens[ $vitrine_open ] ) && T_WHITESPACE === $vitrine_tokens[ $vitrine_open ][0] ) {
			++$vitrine_open;
		}
		if ( '(' !== ( $vitrine_tokens[ $vitrine_open ] ?? null ) ) {
			continue;
		}
		$vitrine_line = $vitrine_token[2];
		// A translators comment counts when it ends on the line of the call or the line before (wp-cli's rule).
		$vitrine_applies = $vitrine_comment && $vitrine_comment['end'] >= $vitrine_line - 1;
		$vitrine_found[] = array(
			'file'    => $vitrine_file,
			'line'    => $vitrine_line,
			'fn'      => $vitrine_name,
			'args'    => vitrine_i18n_arguments( $vitrine_tokens, $vitrine_open ),
			'comment' => $vitrine_applies ? $vitrine_comment['text'] : null,
		);
		if ( $vitrine_applies ) {
			$vitrine_comment = null;
		}
	}
}
echo vitrine_i18n_json( $vitrine_found );

/** JSON without WordPress loaded. */
function vitrine_i18n_json( array $data ): string {
	return (string) json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE );
}

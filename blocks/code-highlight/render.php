<?php
/**
 * Server output of the code block: the escaped code with its line numbers already in place, so
 * highlighting (which only wraps tokens in coloured spans) moves nothing. The copy button is
 * printed with its space kept and shown once the handler can copy.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

$vitrine_code = rtrim( str_replace( array( "\r\n", "\r" ), "\n", (string) ( $attributes['code'] ?? '' ) ) );
if ( '' === trim( $vitrine_code ) ) {
	echo Notice::for_editors( __( 'This code block is empty.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	return;
}
$vitrine_languages = array(
	'plain'      => __( 'Text', 'vitrine' ),
	'markup'     => 'HTML',
	'css'        => 'CSS',
	'javascript' => 'JavaScript',
	'typescript' => 'TypeScript',
	'json'       => 'JSON',
	'php'        => 'PHP',
	'bash'       => 'Shell',
	'python'     => 'Python',
	'sql'        => 'SQL',
);
$vitrine_language  = (string) ( $attributes['language'] ?? 'plain' );
$vitrine_language  = isset( $vitrine_languages[ $vitrine_language ] ) ? $vitrine_language : 'plain';
$vitrine_theme     = 'dark' === ( $attributes['theme'] ?? 'light' ) ? 'dark' : 'light';
$vitrine_numbers   = (bool) ( $attributes['lineNumbers'] ?? true );
$vitrine_copy      = (bool) ( $attributes['copy'] ?? true );
$vitrine_title     = trim( (string) ( $attributes['title'] ?? '' ) );
$vitrine_lines     = substr_count( $vitrine_code, "\n" ) + 1;
$vitrine_label     = '' !== $vitrine_title ? $vitrine_title : $vitrine_languages[ $vitrine_language ];
$vitrine_wrapper   = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-code is-theme-' . $vitrine_theme . ( $vitrine_numbers ? ' has-line-numbers' : '' ),
		'data-vitrine'  => 'code-highlight',
		'data-settings' => wp_json_encode( array( 'language' => $vitrine_language ) ),
	)
);
?>
<figure <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<figcaption class="vitrine-code__bar">
		<span class="vitrine-code__title"><?php echo esc_html( $vitrine_label ); ?></span>
		<?php if ( $vitrine_copy ) : ?>
			<button type="button" class="vitrine-code__copy" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: code title or language. */ __( 'Copy code: %s', 'vitrine' ), $vitrine_label ) ); ?>"><?php esc_html_e( 'Copy', 'vitrine' ); ?></button>
			<span class="vitrine-code__status" role="status"></span>
		<?php endif; ?>
	</figcaption>
	<div class="vitrine-code__body">
		<?php if ( $vitrine_numbers ) : ?>
			<span class="vitrine-code__lines" aria-hidden="true"><?php echo esc_html( implode( "\n", range( 1, $vitrine_lines ) ) ); ?></span>
		<?php endif; ?>
		<pre class="vitrine-code__pre" tabindex="0"><code class="vitrine-code__code language-<?php echo esc_attr( $vitrine_language ); ?>"><?php echo esc_html( $vitrine_code ); ?></code></pre>
	</div>
</figure>

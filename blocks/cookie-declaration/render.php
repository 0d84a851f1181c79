<?php
/**
 * Server output of the cookie declaration block: the same tables as the
 * [vitrine_cookie_declaration] shortcode, with no script.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_wrapper = get_block_wrapper_attributes( array( 'class' => 'vitrine-cookie-declaration-block' ) );
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>><?php echo Vitrine\Consent\Declaration::render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Declaration::render(). ?></div>

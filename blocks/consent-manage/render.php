<?php
/**
 * Server output of the manage-consent block: the same button as the [vitrine_consent_manage]
 * shortcode, which the consent head gate wires up.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_wrapper = get_block_wrapper_attributes( array( 'class' => 'vitrine-consent-manage-block' ) );
?>
<p <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>><?php echo Vitrine\Consent\Manage::button( (string) ( $attributes['label'] ?? '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Manage::button(). ?></p>

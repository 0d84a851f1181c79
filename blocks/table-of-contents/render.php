<?php
/**
 * Server output of the table of contents: a labelled navigation whose list the_content filter fills
 * from the post's headings (Vitrine\Widgets\TableOfContents). Collapsing is a native <details>, so
 * it works without JavaScript; the handler adds smooth scrolling with an offset and highlighting.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\TableOfContents;

defined( 'ABSPATH' ) || exit;

$vitrine_levels = TableOfContents::levels( $attributes['levels'] ?? array( 2, 3 ) );
$vitrine_notice = '';
if ( ! $vitrine_levels ) {
	$vitrine_notice = \Vitrine\Widgets\Notice::for_editors( __( 'Choose at least one heading level (1 to 6) for the table of contents; levels 2 and 3 are used.', 'vitrine' ) );
	$vitrine_levels = array( 2, 3 );
}
$vitrine_layout = 'flat' === ( $attributes['layout'] ?? '' ) ? 'flat' : 'nested';
$vitrine_offset = max( 0, min( 500, (int) ( $attributes['offset'] ?? 80 ) ) );
$vitrine_title  = trim( (string) ( $attributes['title'] ?? '' ) );
$vitrine_title  = '' === $vitrine_title ? __( 'Contents', 'vitrine' ) : $vitrine_title;
$vitrine_id     = wp_unique_id( 'vitrine-toc-' );
$vitrine_wrap   = get_block_wrapper_attributes(
	array(
		'class'           => 'vitrine-toc is-layout-' . $vitrine_layout,
		'aria-labelledby' => $vitrine_id,
		'data-vitrine'    => 'table-of-contents',
		'data-settings'   => wp_json_encode(
			array(
				'levels' => $vitrine_levels,
				'layout' => $vitrine_layout,
				'offset' => $vitrine_offset,
			)
		),
	)
);
$vitrine_list   = TableOfContents::placeholder( $vitrine_levels, $vitrine_layout );
?>
<nav <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<?php if ( ! empty( $attributes['collapsible'] ) || ! isset( $attributes['collapsible'] ) ) : ?>
	<details class="vitrine-toc__details"<?php echo empty( $attributes['collapsed'] ) ? ' open' : ''; ?>>
		<summary class="vitrine-toc__title" id="<?php echo esc_attr( $vitrine_id ); ?>"><?php echo esc_html( $vitrine_title ); ?></summary>
		<?php echo $vitrine_list; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed placeholder. ?>
	</details>
	<?php else : ?>
	<p class="vitrine-toc__title" id="<?php echo esc_attr( $vitrine_id ); ?>"><?php echo esc_html( $vitrine_title ); ?></p>
		<?php echo $vitrine_list; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed placeholder. ?>
	<?php endif; ?>
</nav>

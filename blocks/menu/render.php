<?php
/**
 * Server output of the menu: a labelled <nav> with nested lists. Without JavaScript, sub-menus open
 * on hover and keyboard focus (CSS :focus-within) and the small-screen toggle is a link to the list
 * (:target). The handler turns carets and the toggle into buttons with aria-expanded, with the shared
 * focus trap and Escape. On small screens the list is collapsed by CSS from the start: no shift.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\MenuTree;

defined( 'ABSPATH' ) || exit;

$vitrine_items = MenuTree::items( sanitize_text_field( (string) ( $attributes['menu'] ?? '' ) ) );
if ( null === $vitrine_items || ! $vitrine_items ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'The chosen menu does not exist or is empty.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_id     = wp_unique_id( 'vitrine-menu-' );
$vitrine_label  = trim( (string) ( $attributes['label'] ?? '' ) );
$vitrine_label  = '' === $vitrine_label ? __( 'Menu', 'vitrine' ) : $vitrine_label;
$vitrine_class  = 'vitrine-menu is-' . ( 'vertical' === ( $attributes['orientation'] ?? '' ) ? 'vertical' : 'horizontal' );
$vitrine_class .= empty( $attributes['mega'] ) ? '' : ' is-mega';
$vitrine_class .= ( $attributes['mobileToggle'] ?? true ) ? ' has-mobile-toggle' : '';
$vitrine_wrap   = get_block_wrapper_attributes(
	array(
		'class'        => $vitrine_class,
		'aria-label'   => $vitrine_label,
		'data-vitrine' => 'menu',
	)
);
$vitrine_link   = static function ( array $item ): string {
	return sprintf( '<a class="vitrine-menu__link" href="%s"%s>%s</a>', esc_url( $item['url'] ), $item['current'] ? ' aria-current="page"' : '', esc_html( $item['title'] ) );
};
?>
<nav <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<a class="vitrine-menu__toggle" href="#<?php echo esc_attr( $vitrine_id ); ?>" aria-controls="<?php echo esc_attr( $vitrine_id ); ?>"><?php echo esc_html( $vitrine_label ); ?></a>
	<ul class="vitrine-menu__list" id="<?php echo esc_attr( $vitrine_id ); ?>">
	<?php foreach ( $vitrine_items as $vitrine_n => $vitrine_item ) : ?>
		<li class="vitrine-menu__item<?php echo $vitrine_item['children'] ? ' has-children' : ''; ?>">
			<?php echo $vitrine_link( $vitrine_item ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the closure. ?>
			<?php if ( $vitrine_item['children'] ) : ?>
			<button type="button" class="vitrine-menu__caret" aria-expanded="false" aria-controls="<?php echo esc_attr( "$vitrine_id-$vitrine_n" ); ?>" disabled><span class="screen-reader-text">
				<?php
				/* translators: %s: menu item title */
				echo esc_html( sprintf( __( 'Sub-menu of %s', 'vitrine' ), $vitrine_item['title'] ) );
				?>
			</span></button>
			<ul class="vitrine-menu__sub" id="<?php echo esc_attr( "$vitrine_id-$vitrine_n" ); ?>">
				<?php foreach ( $vitrine_item['children'] as $vitrine_child ) : ?>
				<li class="vitrine-menu__item"><?php echo $vitrine_link( $vitrine_child ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the closure. ?></li>
				<?php endforeach; ?>
			</ul>
			<?php endif; ?>
		</li>
	<?php endforeach; ?>
	</ul>
</nav>

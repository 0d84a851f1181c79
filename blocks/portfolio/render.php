<?php
/**
 * Server output of the portfolio: every item of the saved query is rendered, with its category
 * slugs, and the filter is applied on the server from ?e-filter-<widget id>-category=<slug> by
 * hiding the other items (the `hidden` attribute works without JavaScript). The handler filters the
 * same items in place and pushes the same URL, so a reload or a shared link shows the same thing.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

$vitrine_post   = (int) get_the_ID();
$vitrine_widget = 'portfolio-' . Posts::next_index( -1 - $vitrine_post );
$vitrine_param  = 'e-filter-' . $vitrine_widget . '-category';
$vitrine_config = Posts::normalize( array( 'postsPerPage' => $attributes['postsPerPage'] ?? 12, 'columns' => $attributes['columns'] ?? 3 ) );
$vitrine_query  = Posts::query( $vitrine_config, 1, $vitrine_post );
if ( ! $vitrine_query->posts ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'No published posts to show in the portfolio.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_terms = array();
$vitrine_items = '';
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public filter.
$vitrine_active = sanitize_title( wp_unslash( (string) ( $_GET[ $vitrine_param ] ?? '' ) ) );
foreach ( $vitrine_query->posts as $vitrine_item ) {
	$vitrine_slugs = array();
	foreach ( get_the_category( $vitrine_item->ID ) as $vitrine_term ) {
		$vitrine_terms[ $vitrine_term->slug ] = $vitrine_term->name;
		$vitrine_slugs[]                      = $vitrine_term->slug;
	}
	$vitrine_items .= sprintf(
		'<li class="vitrine-portfolio__item" data-terms="%s"%s><a href="%s">%s<span class="vitrine-portfolio__title">%s</span></a></li>',
		esc_attr( implode( ' ', $vitrine_slugs ) ),
		'' !== $vitrine_active && ! in_array( $vitrine_active, $vitrine_slugs, true ) ? ' hidden' : '',
		esc_url( get_permalink( $vitrine_item ) ),
		has_post_thumbnail( $vitrine_item ) ? get_the_post_thumbnail( $vitrine_item, 'medium' ) /* Eager or lazy by its place on the page: WordPress decides (docs/theme.md). */ : '',
		esc_html( wp_strip_all_tags( get_the_title( $vitrine_item ) ) )
	);
}
asort( $vitrine_terms );
$vitrine_all    = trim( (string) ( $attributes['allLabel'] ?? '' ) );
$vitrine_all    = '' === $vitrine_all ? __( 'All', 'vitrine' ) : $vitrine_all;
$vitrine_wrap   = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-portfolio',
		'style'         => '--vitrine-portfolio-columns:' . $vitrine_config['columns'],
		'data-vitrine'  => 'portfolio',
		'data-settings' => wp_json_encode(
			array(
				'param' => $vitrine_param,
				/* translators: %d: number of items */
				'shown' => __( '%d items shown.', 'vitrine' ),
			)
		),
	)
);
$vitrine_filter = static fn( string $slug, string $name ) => sprintf(
	'<li><a class="vitrine-portfolio__filter" href="%s" data-term="%s" aria-current="%s">%s</a></li>',
	esc_url( add_query_arg( $vitrine_param, '' === $slug ? false : $slug ) ),
	esc_attr( $slug ),
	$slug === $vitrine_active ? 'true' : 'false',
	esc_html( $name )
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<ul class="vitrine-portfolio__filters" aria-label="<?php esc_attr_e( 'Filter by category', 'vitrine' ); ?>">
		<?php
		echo $vitrine_filter( '', $vitrine_all ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the closure.
		foreach ( $vitrine_terms as $vitrine_slug => $vitrine_name ) {
			echo $vitrine_filter( (string) $vitrine_slug, (string) $vitrine_name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the closure.
		}
		?>
	</ul>
	<ul class="vitrine-portfolio__grid"><?php echo $vitrine_items; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></ul>
	<p class="vitrine-portfolio__status screen-reader-text" role="status"></p>
</div>

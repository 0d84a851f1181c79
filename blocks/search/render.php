<?php
/**
 * Server output of the search widget: a plain GET form to the site's search page (works without
 * JavaScript) whose field is marked up as a combobox; the handler fills the listbox, which floats
 * over the page (absolute), so suggestions move nothing.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_count  = (int) ( $attributes['suggestions'] ?? 5 );
$vitrine_notice = '';
if ( $vitrine_count < 1 || $vitrine_count > 10 ) {
	$vitrine_notice = \Vitrine\Widgets\Notice::for_editors( __( 'Show between 1 and 10 suggestions; 5 are shown.', 'vitrine' ) );
	$vitrine_count  = 5;
}
$vitrine_id     = wp_unique_id( 'vitrine-search-' );
$vitrine_text   = static fn( string $key, string $fallback ) => '' === trim( (string) ( $attributes[ $key ] ?? '' ) ) ? $fallback : trim( (string) $attributes[ $key ] );
$vitrine_label  = $vitrine_text( 'label', __( 'Search', 'vitrine' ) );
$vitrine_button = $vitrine_text( 'buttonLabel', __( 'Search', 'vitrine' ) );
$vitrine_hint   = (string) ( $attributes['placeholder'] ?? '' );
$vitrine_wrap   = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-search-widget', // Not vitrine-search: the theme's header overlay owns it.
		'data-vitrine'  => 'search',
		'data-settings' => wp_json_encode(
			array(
				'endpoint' => rest_url( 'vitrine/v1/search-suggest' ),
				'perPage'  => $vitrine_count,
				/* translators: %d: number of suggestions */
				'found'    => __( '%d suggestions, use the up and down arrows to choose.', 'vitrine' ),
				'none'     => __( 'No suggestions.', 'vitrine' ),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<form class="vitrine-search__form" role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
		<label class="vitrine-search__label" for="<?php echo esc_attr( $vitrine_id ); ?>"><?php echo esc_html( $vitrine_label ); ?></label>
		<div class="vitrine-search__row">
			<input class="vitrine-search__input" id="<?php echo esc_attr( $vitrine_id ); ?>" type="search" name="s" value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php echo esc_attr( $vitrine_hint ); ?>" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="<?php echo esc_attr( $vitrine_id ); ?>-list" />
			<button class="vitrine-search__submit wp-element-button" type="submit"><?php echo esc_html( $vitrine_button ); ?></button>
			<ul class="vitrine-search__list" id="<?php echo esc_attr( $vitrine_id ); ?>-list" role="listbox" aria-label="<?php esc_attr_e( 'Suggestions', 'vitrine' ); ?>" hidden></ul>
		</div>
		<p class="vitrine-search__status screen-reader-text" role="status"></p>
	</form>
</div>

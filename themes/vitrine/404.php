<?php
/**
 * Not found: says so, offers the search and the latest posts.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<section class="vitrine-not-found">
	<header class="vitrine-list-header">
		<p class="vitrine-list-kicker">404</p>
		<h1 class="vitrine-list-title"><?php esc_html_e( 'This page could not be found', 'vitrine' ); ?></h1>
		<p class="vitrine-list-description"><?php esc_html_e( 'The address may be mistyped, or the page has moved. Search the site, or start from one of the latest posts.', 'vitrine' ); ?></p>
	</header>
	<?php get_search_form( array( 'aria_label' => __( 'Search the site', 'vitrine' ) ) ); ?>
	<?php
	$vitrine_latest = wp_get_recent_posts( array( 'numberposts' => 5, 'post_status' => 'publish' ), OBJECT );
	if ( $vitrine_latest ) :
		?>
		<h2 class="vitrine-not-found-latest"><?php esc_html_e( 'Latest posts', 'vitrine' ); ?></h2>
		<ul class="vitrine-not-found-list">
			<?php foreach ( $vitrine_latest as $vitrine_item ) : ?>
				<li><a href="<?php echo esc_url( get_permalink( $vitrine_item ) ); ?>"><?php echo esc_html( get_the_title( $vitrine_item ) ); ?></a></li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
	<p><a class="vitrine-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Go to the front page', 'vitrine' ); ?></a></p>
</section>
<?php
get_footer();

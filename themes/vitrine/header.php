<?php
/**
 * The site header: logo, primary menu (inline on wide screens, a sidebar panel on small ones), the
 * search toggle and the cart dropdown. Behaviour: themes/vitrine/src/header/.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="screen-reader-text" href="#content"><?php esc_html_e( 'Skip to content', 'vitrine' ); ?></a>
<header class="vitrine-site-header">
	<div class="vitrine-site-branding">
		<?php if ( has_custom_logo() ) : ?>
			<?php the_custom_logo(); ?>
		<?php else : ?>
			<p class="vitrine-site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a></p>
		<?php endif; ?>
	</div>
	<?php if ( has_nav_menu( 'primary' ) ) : ?>
		<nav class="vitrine-nav" aria-label="<?php esc_attr_e( 'Primary', 'vitrine' ); ?>">
			<button type="button" class="vitrine-menu-toggle vitrine-icon-button" aria-expanded="false" aria-controls="vitrine-sidebar">
				<span class="vitrine-bars" aria-hidden="true"></span>
				<span class="vitrine-menu-toggle-label"><?php esc_html_e( 'Menu', 'vitrine' ); ?></span>
			</button>
			<div id="vitrine-sidebar" class="vitrine-sidebar">
				<button type="button" class="vitrine-sidebar-close vitrine-icon-button">
					<span aria-hidden="true">&times;</span>
					<span class="screen-reader-text"><?php esc_html_e( 'Close menu', 'vitrine' ); ?></span>
				</button>
				<?php Vitrine\Theme\primary_menu(); ?>
			</div>
		</nav>
	<?php endif; ?>
	<div class="vitrine-header-tools">
		<button type="button" class="vitrine-search-toggle vitrine-icon-button" aria-expanded="false" aria-controls="vitrine-search">
			<svg class="vitrine-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="m15.5 15.5 5 5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
			<span class="screen-reader-text"><?php esc_html_e( 'Search', 'vitrine' ); ?></span>
		</button>
		<?php Vitrine\Theme\cart_markup(); ?>
	</div>
</header>
<div id="vitrine-search" class="vitrine-search" role="dialog" aria-modal="true" aria-labelledby="vitrine-search-title" hidden>
	<div class="vitrine-search-inner">
		<p id="vitrine-search-title" class="vitrine-search-title"><?php esc_html_e( 'Search this site', 'vitrine' ); ?></p>
		<?php get_search_form(); ?>
		<button type="button" class="vitrine-search-close vitrine-icon-button">
			<span aria-hidden="true">&times;</span>
			<span class="screen-reader-text"><?php esc_html_e( 'Close search', 'vitrine' ); ?></span>
		</button>
	</div>
</div>
<main id="content" class="vitrine-site-main">

<?php
/**
 * The site header.
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
	<p class="vitrine-site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a></p>
	<?php if ( has_nav_menu( 'primary' ) ) : ?>
		<nav class="vitrine-primary-menu" aria-label="<?php esc_attr_e( 'Primary', 'vitrine' ); ?>">
			<?php wp_nav_menu( array( 'theme_location' => 'primary', 'container' => false, 'depth' => 1 ) ); ?>
		</nav>
	<?php endif; ?>
</header>
<main id="content" class="vitrine-site-main">

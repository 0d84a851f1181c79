<?php
/**
 * The site footer.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;
?>
</main>
<footer class="vitrine-site-footer">
	<p><?php echo esc_html( get_bloginfo( 'name' ) ); ?> &middot; <?php echo esc_html( get_bloginfo( 'description' ) ); ?></p>
	<?php if ( ! is_front_page() ) : ?>
		<p><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the front page', 'vitrine' ); ?></a></p>
	<?php endif; ?>
</footer>
<?php wp_footer(); ?>
</body>
</html>

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
	<p><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the front page', 'vitrine' ); ?></a></p>
</footer>
<?php wp_footer(); ?>
</body>
</html>

<?php
/**
 * Server output of a social embed: a placeholder that is complete without JavaScript and without
 * consent (the network's name, the text and author the owner entered, a link to the post), plus the
 * "Load content" controls the handler reveals. Nothing here contacts the network: the handler
 * loads the provider's embed only once the visitor allows the block's cookie category or asks.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Consent\Options;
use Vitrine\Widgets\Notice;
use Vitrine\Media\SocialNetworks;

defined( 'ABSPATH' ) || exit;

$vitrine_url  = trim( (string) ( $attributes['url'] ?? '' ) );
$vitrine_post = SocialNetworks::detect( $vitrine_url );
if ( ! $vitrine_post ) {
	// Visitors get nothing rather than a broken box; editors learn why.
	$vitrine_message = '' === $vitrine_url
		? __( 'Paste the address of a post to embed.', 'vitrine' )
		/* translators: 1: the address, 2: list of networks. */
		: sprintf( __( '"%1$s" is not the address of a post on %2$s, so the embed is not shown.', 'vitrine' ), $vitrine_url, implode( ', ', SocialNetworks::labels() ) );
	echo Notice::for_editors( $vitrine_message ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Notice escapes the message and builds its markup escaped.
	return;
}

$vitrine_category = in_array( $attributes['category'] ?? '', Options::CATEGORIES, true ) && 'necessary' !== $attributes['category'] ? $attributes['category'] : 'functional';
$vitrine_labels   = Options::category_labels();
$vitrine_cat_name = $vitrine_labels[ $vitrine_category ]['name'] ?? $vitrine_category;
$vitrine_network  = $vitrine_post['label'];
$vitrine_text     = trim( (string) ( $attributes['text'] ?? '' ) );
$vitrine_author   = trim( (string) ( $attributes['author'] ?? '' ) );
$vitrine_uid      = wp_unique_id( 'vitrine-social-' );
$vitrine_wrapper  = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-social is-network-' . $vitrine_post['network'],
		'style'         => sprintf( 'max-width:%dpx;', max( 240, min( 1200, (int) ( $attributes['maxWidth'] ?? 550 ) ) ) ),
		'data-vitrine'  => 'social-embeds',
		'data-settings' => wp_json_encode(
			array(
				'network'  => $vitrine_post['network'],
				'id'       => $vitrine_post['id'],
				'url'      => $vitrine_post['url'],
				'label'    => $vitrine_network,
				'category' => $vitrine_category,
			)
		),
	)
);
?>
<figure <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<div class="vitrine-social__card">
		<p class="vitrine-social__network">
			<?php
			/* translators: %s: network name. */
			echo esc_html( sprintf( __( 'Post on %s', 'vitrine' ), $vitrine_network ) );
			?>
		</p>
		<?php if ( '' !== $vitrine_text ) : ?>
			<blockquote class="vitrine-social__quote"><p><?php echo nl2br( esc_html( $vitrine_text ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped first. ?></p></blockquote>
		<?php endif; ?>
		<?php if ( '' !== $vitrine_author ) : ?>
			<p class="vitrine-social__author"><?php echo esc_html( $vitrine_author ); ?></p>
		<?php endif; ?>
		<div class="vitrine-social__consent">
			<p class="vitrine-social__explain" id="<?php echo esc_attr( $vitrine_uid ); ?>">
				<?php
				/* translators: 1: network name, 2: cookie category name. */
				echo esc_html( sprintf( __( 'Loading this post fetches it from %1$s, which receives your address and may set %2$s cookies.', 'vitrine' ), $vitrine_network, $vitrine_cat_name ) );
				?>
			</p>
			<p class="vitrine-social__status" role="status"></p>
			<div class="vitrine-social__actions">
				<button type="button" class="vitrine-social__load" aria-describedby="<?php echo esc_attr( $vitrine_uid ); ?>"><?php esc_html_e( 'Load content', 'vitrine' ); ?></button>
				<button type="button" class="vitrine-social__always" data-vitrine-consent-accept="<?php echo esc_attr( $vitrine_category ); ?>">
					<?php
					/* translators: %s: cookie category name. */
					echo esc_html( sprintf( __( 'Always allow %s cookies', 'vitrine' ), $vitrine_cat_name ) );
					?>
				</button>
			</div>
		</div>
		<div class="vitrine-social__embed"></div>
		<a class="vitrine-social__link" href="<?php echo esc_url( $vitrine_post['url'] ); ?>" rel="noopener">
			<?php
			/* translators: %s: network name. */
			echo esc_html( sprintf( __( 'View this post on %s', 'vitrine' ), $vitrine_network ) );
			?>
		</a>
	</div>
</figure>

<?php
/**
 * /widgets/social-embeds/: one post of each network, in the functional and advertisement cookie
 * categories, with and without text, two widths, and two bad addresses (editors see notices).
 * The addresses are illustrative; these machines cannot reach the networks, so visitors here see
 * the placeholders, and "Load content" shows the could-not-load message with the working link.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_social = static fn( array $attributes ): string => vitrine_seed_block( 'vitrine/social-embeds', $attributes );
vitrine_seed_page(
	'widgets/social-embeds',
	'Social embeds',
	vitrine_seed_paragraph( 'Nothing on this page contacts a social network until you allow its cookie category or press "Load content" on a post. The link under each post always works.' )
	. vitrine_seed_heading( 'Functional cookies' )
	. $vitrine_social(
		array(
			'url'    => 'https://x.com/WordPress/status/1790000000000000000',
			'author' => '@WordPress',
			'text'   => "WordPress 6.8 is here: faster queries, a better style book and speculative loading.\nRead what is new.",
		)
	)
	. $vitrine_social(
		array(
			'url'    => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			'author' => 'Vitrine demo channel',
			'text'   => 'A video shown with YouTube\'s privacy-enhanced player once you allow it.',
		)
	)
	. $vitrine_social(
		array(
			'url'      => 'https://www.pinterest.com/pin/1234567890123/',
			'author'   => 'Garden ideas',
			'text'     => 'Twelve herbs that grow on a windowsill.',
			'maxWidth' => 360,
			'align'    => 'left',
		)
	)
	. vitrine_seed_heading( 'Advertisement cookies' )
	. $vitrine_social(
		array(
			'url'      => 'https://www.instagram.com/p/C1a2B3c4D5e/',
			'author'   => 'Harbour photo club',
			'text'     => 'Dawn over the harbour, taken from the old fort.',
			'category' => 'advertisement',
		)
	)
	. $vitrine_social(
		array(
			'url'      => 'https://www.facebook.com/WordPress/posts/10159000000000000',
			'author'   => 'WordPress',
			'category' => 'advertisement',
		)
	)
	. $vitrine_social(
		array(
			'url'      => 'https://www.tiktok.com/@scout2015/video/6718335390845095173',
			'author'   => '@scout2015',
			'text'     => 'A short clip, loaded from TikTok only when you ask.',
			'category' => 'advertisement',
			'maxWidth' => 420,
		)
	)
	. vitrine_seed_heading( 'Bad addresses (only editors see why nothing shows)' )
	. $vitrine_social( array( 'url' => 'not a url' ) )
	. $vitrine_social( array( 'url' => 'https://example.com/some/post/1' ) )
);

<?php
/**
 * Demo of the page-builder runtime: the front page's hero (background motion and a mouse-tracked
 * shape above a short intro), /motion/ (every scroll and mouse effect, background motion; 20 animated
 * elements, which the scroll bench measures) and /sticky/ (top, bottom, offsets, sticky parent).
 * Settings are block attributes with the keys of docs/builder.md, as the editor's panels save them.
 */

defined( 'ABSPATH' ) || exit;

/** A group block carrying builder attributes, with optional inner HTML. */
function vitrine_seed_fx_group( string $class, array $motion, array $sticky, string $inner, string $style = '' ): string {
	$attrs = array( 'className' => $class );
	if ( $motion ) {
		$attrs['vitrineMotion'] = $motion;
	}
	if ( $sticky ) {
		$attrs['vitrineSticky'] = $sticky;
	}
	$style_attr = $style ? ' style="' . $style . '"' : '';
	return '<!-- wp:group ' . wp_json_encode( $attrs, JSON_UNESCAPED_SLASHES ) . " -->\n<div class=\"wp-block-group $class\"$style_attr>$inner</div>\n<!-- /wp:group -->\n";
}

function vitrine_seed_text( string $text, string $tag = 'p' ): string {
	if ( 'p' === $tag ) {
		return "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n";
	}
	$level = (int) substr( $tag, 1 );
	return "<!-- wp:heading {\"level\":$level} -->\n<$tag class=\"wp-block-heading\">$text</$tag>\n<!-- /wp:heading -->\n";
}

function vitrine_seed_style( string $css ): string {
	return "<!-- wp:html -->\n<style>$css</style>\n<!-- /wp:html -->\n";
}

$vitrine_filler = '';
for ( $vitrine_i = 1; $vitrine_i <= 3; $vitrine_i++ ) {
	$vitrine_filler .= vitrine_seed_text( 'Keep scrolling: every block on this page can carry motion and sticky settings from the editor’s inspector, saved as block attributes and rendered by the server, so the content is complete before any script runs.' );
}

// The front page: a hero whose background drifts with the scroll and whose badge follows the pointer.
$vitrine_hero_css = '.vitrine-hero{padding:clamp(3rem,8vw,6rem) clamp(1.5rem,5vw,4rem);border-radius:1rem;color:#fff;background-image:linear-gradient(135deg,#1e3a8a 0%,#1d4ed8 45%,#0f766e 100%);background-size:cover;overflow:hidden}'
	. '.vitrine-hero h1,.vitrine-hero p{color:#fff;max-width:40rem}.vitrine-hero .vitrine-hero__badge{display:inline-block;padding:.4rem .9rem;border-radius:999px;background:#fff;color:#1e3a8a;font-weight:600}.vitrine-hero .vitrine-hero__badge p{margin:0;color:#1e3a8a}';
$vitrine_hero     = vitrine_seed_fx_group(
	'vitrine-hero',
	array(
		'background_motion_fx_motion_fx_scrolling'    => 'yes',
		'background_motion_fx_translateY_effect'      => 'yes',
		'background_motion_fx_translateY_speed'       => 3,
		'background_motion_fx_devices'                => array( 'desktop', 'tablet', 'mobile' ),
	),
	array(),
	"\n<!-- wp:heading {\"level\":1} -->\n<h1 class=\"wp-block-heading\">Your site, in motion and fast</h1>\n<!-- /wp:heading -->\n"
	. vitrine_seed_text( 'Vitrine brings consent, navigation, affiliate links and page-builder effects to WordPress, with a few kilobytes of script that load only where they are used.' )
	. vitrine_seed_fx_group(
		'vitrine-hero__badge',
		array(
			'motion_fx_motion_fx_mouse'  => 'yes',
			'motion_fx_mouseTrack_effect' => 'yes',
			'motion_fx_mouseTrack_speed' => 0.4,
			'motion_fx_devices'          => array( 'desktop' ),
		),
		array(),
		// The text in a paragraph block: a Group holds blocks, and bare text in it fails the editor's validation.
		"\n" . vitrine_seed_text( 'Move your pointer' )
	)
);
vitrine_seed_page(
	'home',
	'Welcome to Vitrine',
	vitrine_seed_style( $vitrine_hero_css ) . $vitrine_hero
	. vitrine_seed_text( 'What is here', 'h2' )
	. vitrine_seed_text( 'Scroll and mouse motion effects on <a href="/motion/">the motion page</a>, sticky elements on <a href="/sticky/">the sticky page</a>, popups, loop filters and widget families on their own pages. Visitors who prefer reduced motion see every page still.' )
);

// /motion/: one labelled card per effect. Text stays static; what moves is decorative.
// A shape moved sideways past the screen's edge would widen the page on a phone: each card clips it.
$vitrine_motion_css = '.demo-fx{margin:3rem 0;overflow-x:clip}.demo-fx .demo-shape{height:120px;border-radius:12px;background:linear-gradient(90deg,#1d4ed8,#0f766e)}'
	. '.demo-bg{height:260px;border-radius:12px;background-image:repeating-linear-gradient(45deg,#dbeafe 0 20px,#bfdbfe 20px 40px);color:#111827;padding:1.5rem;overflow:hidden}';
$vitrine_effects    = array(
	'translate-y'     => array( 'Vertical scroll (translateY)', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateY_effect' => 'yes', 'motion_fx_translateY_speed' => 4 ) ),
	'translate-y-neg' => array( 'Vertical scroll, reversed, 20 % to 80 % of the viewport', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateY_effect' => 'yes', 'motion_fx_translateY_speed' => 2, 'motion_fx_translateY_direction' => 'negative', 'motion_fx_translateY_affectedRange' => array( 'start' => 20, 'end' => 80 ) ) ),
	'translate-x'     => array( 'Horizontal scroll (translateX)', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateX_effect' => 'yes', 'motion_fx_translateX_speed' => 3 ) ),
	'translate-x-neg' => array( 'Horizontal scroll, reversed', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateX_effect' => 'yes', 'motion_fx_translateX_speed' => 3, 'motion_fx_translateX_direction' => 'negative' ) ),
	'rotate'          => array( 'Rotate (rotateZ)', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_rotateZ_effect' => 'yes', 'motion_fx_rotateZ_speed' => 1 ) ),
	'rotate-neg'      => array( 'Rotate, reversed, origin left top', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_rotateZ_effect' => 'yes', 'motion_fx_rotateZ_speed' => 0.5, 'motion_fx_rotateZ_direction' => 'negative', 'motion_fx_transform_origin_x' => 'left', 'motion_fx_transform_origin_y' => 'top' ) ),
	'scale'           => array( 'Scale up (out-in)', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_scale_effect' => 'yes', 'motion_fx_scale_speed' => 4, 'motion_fx_scale_direction' => 'out-in', 'motion_fx_scale_range' => array( 'start' => 20, 'end' => 80 ) ) ),
	'scale-in-out-in' => array( 'Scale, in-out-in', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_scale_effect' => 'yes', 'motion_fx_scale_speed' => 3, 'motion_fx_scale_direction' => 'in-out-in' ) ),
	'opacity'         => array( 'Transparency, fade in', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_opacity_effect' => 'yes', 'motion_fx_opacity_level' => 10, 'motion_fx_opacity_direction' => 'out-in' ) ),
	'opacity-out-in-out' => array( 'Transparency, fade in and out', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_opacity_effect' => 'yes', 'motion_fx_opacity_level' => 8, 'motion_fx_opacity_direction' => 'out-in-out' ) ),
	'blur'            => array( 'Blur, sharpening in the middle', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_blur_effect' => 'yes', 'motion_fx_blur_level' => 7, 'motion_fx_blur_direction' => 'out-in-out' ) ),
	'combined'        => array( 'Vertical, rotate and scale together', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateY_effect' => 'yes', 'motion_fx_translateY_speed' => 2, 'motion_fx_rotateZ_effect' => 'yes', 'motion_fx_rotateZ_speed' => 0.5, 'motion_fx_scale_effect' => 'yes', 'motion_fx_scale_speed' => 2 ) ),
	'page-range'      => array( 'Horizontal, relative to the entire page', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateX_effect' => 'yes', 'motion_fx_translateX_speed' => 2, 'motion_fx_range' => 'page' ) ),
	'desktop-only'    => array( 'Vertical scroll on desktop only', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateY_effect' => 'yes', 'motion_fx_translateY_speed' => 4, 'motion_fx_devices' => array( 'desktop' ) ) ),
	'mobile-only'     => array( 'Horizontal scroll on mobile only', array( 'motion_fx_motion_fx_scrolling' => 'yes', 'motion_fx_translateX_effect' => 'yes', 'motion_fx_translateX_speed' => 4, 'motion_fx_devices' => array( 'mobile' ) ) ),
	'mouse-track'     => array( 'Mouse track', array( 'motion_fx_motion_fx_mouse' => 'yes', 'motion_fx_mouseTrack_effect' => 'yes', 'motion_fx_mouseTrack_speed' => 1 ) ),
	'mouse-track-neg' => array( 'Mouse track, direct', array( 'motion_fx_motion_fx_mouse' => 'yes', 'motion_fx_mouseTrack_effect' => 'yes', 'motion_fx_mouseTrack_speed' => 1, 'motion_fx_mouseTrack_direction' => 'negative' ) ),
	'tilt'            => array( '3D tilt', array( 'motion_fx_motion_fx_mouse' => 'yes', 'motion_fx_tilt_effect' => 'yes', 'motion_fx_tilt_speed' => 4 ) ),
);
$vitrine_motion     = vitrine_seed_style( $vitrine_motion_css ) . vitrine_seed_text( 'Each shape below is animated by one effect. Visitors who prefer reduced motion see them all still.' );
foreach ( $vitrine_effects as $vitrine_slug => list( $vitrine_label, $vitrine_fx ) ) {
	$vitrine_motion .= "<!-- wp:group {\"className\":\"demo-fx\"} -->\n<div class=\"wp-block-group demo-fx\">"
		. vitrine_seed_text( $vitrine_label, 'h2' )
		. vitrine_seed_fx_group( "demo-shape demo-$vitrine_slug", $vitrine_fx, array(), '' )
		. "</div>\n<!-- /wp:group -->\n";
}
foreach ( array(
		'bg-translate-y' => array( 'Background motion: vertical', array( 'background_motion_fx_motion_fx_scrolling' => 'yes', 'background_motion_fx_translateY_effect' => 'yes', 'background_motion_fx_translateY_speed' => 4 ) ),
		'bg-mouse'       => array( 'Background motion: mouse track', array( 'background_motion_fx_motion_fx_mouse' => 'yes', 'background_motion_fx_mouseTrack_effect' => 'yes', 'background_motion_fx_mouseTrack_speed' => 2 ) ),
	) as $vitrine_slug => list( $vitrine_label, $vitrine_fx )
) {
	$vitrine_motion .= vitrine_seed_fx_group( "demo-fx demo-bg demo-$vitrine_slug", $vitrine_fx, array(), vitrine_seed_text( $vitrine_label, 'h2' ) . vitrine_seed_text( 'The striped background moves behind this text; the text itself stays still.' ) );
}
// A synced pattern at the end of /motion/: /motion/?theme_template_id={id} scrolls to it, centred.
$vitrine_template_content = "<!-- wp:group {\"className\":\"demo-template\"} -->\n<div class=\"wp-block-group demo-template\">" . vitrine_seed_text( 'A template (synced pattern)', 'h2' ) . vitrine_seed_text( 'Links with theme_template_id scroll here.' ) . "</div>\n<!-- /wp:group -->";
$vitrine_template         = get_posts( array( 'post_type' => 'wp_block', 'name' => 'vitrine-demo-template', 'post_status' => 'any', 'numberposts' => 1 ) );
$vitrine_template_id      = $vitrine_template ? $vitrine_template[0]->ID : 0;
if ( ! $vitrine_template_id || $vitrine_template[0]->post_content !== $vitrine_template_content ) {
	$vitrine_template_id = wp_insert_post(
		wp_slash(
			array(
				'ID'           => $vitrine_template_id,
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_name'    => 'vitrine-demo-template',
				'post_title'   => 'Vitrine demo template',
				'post_content' => $vitrine_template_content,
			)
		)
	);
}
vitrine_seed_page( 'motion', 'Motion effects', $vitrine_motion . $vitrine_filler . str_repeat( $vitrine_filler, 2 ) . "<!-- wp:block {\"ref\":$vitrine_template_id} /-->\n" . $vitrine_filler );

// /sticky/: a top bar for the whole page, a column that stays in its parent, a bottom bar.
$vitrine_sticky_css = '.demo-sticky-top{background:#111827;color:#fff;padding:.75rem 1rem;border-radius:8px;transition:box-shadow .2s}'
	. '.demo-sticky-top.vitrine-sticky--effects{box-shadow:0 6px 16px rgba(0,0,0,.35)}'
	. '.demo-columns{display:flex;gap:2rem;align-items:flex-start}.demo-columns>*{flex:1}.demo-parent{min-height:1400px;background:#f3f4f6;padding:1rem;border-radius:8px}'
	. '.demo-sticky-parent{background:#1d4ed8;color:#fff;padding:1rem;border-radius:8px}'
	. '.demo-sticky-bottom{background:#0f766e;color:#fff;padding:.75rem 1rem;border-radius:8px}';
$vitrine_long       = str_repeat( vitrine_seed_text( 'A paragraph to scroll past. Sticky elements stay where their settings say, and the content around them never jumps when they engage.' ), 6 );
$vitrine_sticky     = vitrine_seed_style( $vitrine_sticky_css )
	. vitrine_seed_fx_group(
		'demo-sticky-top',
		array(),
		array(
			'sticky'                => 'top',
			'sticky_on'             => array( 'desktop', 'tablet', 'mobile' ),
			'sticky_offset'         => array( 'desktop' => 10, 'tablet' => 20, 'mobile' => 0 ),
			'sticky_effects_offset' => 100,
		),
		vitrine_seed_text( 'Sticky to the top for the whole page (offset 10 px on desktop, 20 px on tablet, 0 on mobile; a shadow after 100 px).' )
	)
	. $vitrine_long
	. "<!-- wp:group {\"className\":\"demo-columns\"} -->\n<div class=\"wp-block-group demo-columns\">"
	. vitrine_seed_fx_group(
		'demo-parent',
		array(),
		array(),
		vitrine_seed_fx_group(
			'demo-sticky-parent',
			array(),
			array(
				'sticky'        => 'top',
				'sticky_on'     => array( 'desktop', 'tablet' ),
				'sticky_offset' => 80,
				'sticky_parent' => 'yes',
			),
			vitrine_seed_text( 'Stays in its column, 80 px from the top, on desktop and tablet.' )
		)
	)
	. "<!-- wp:group -->\n<div class=\"wp-block-group\">" . $vitrine_long . "</div>\n<!-- /wp:group -->\n"
	. "</div>\n<!-- /wp:group -->\n"
	. $vitrine_long
	. vitrine_seed_fx_group(
		'demo-sticky-bottom',
		array(),
		array(
			'sticky'        => 'bottom',
			'sticky_offset' => 0,
		),
		vitrine_seed_text( 'Sticky to the bottom of the window until the page reaches its place.' )
	)
	. $vitrine_long;
vitrine_seed_page( 'sticky', 'Sticky elements', $vitrine_sticky );

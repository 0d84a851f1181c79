<?php
/**
 * /widgets/lottie/: the demo animation shipped in blocks/lottie/demo/ with each trigger, a still
 * fallback image, and one with a broken address (editors see a notice).
 */

defined( 'ABSPATH' ) || exit;

$vitrine_still = vitrine_seed_image( 'lottie-still', 'Blue square with an orange dot', 400, 400, array( 240, 244, 250 ), array( 220, 228, 240 ) );
$vitrine_spin  = 'plugin:demo/spin.json';
vitrine_seed_page(
	'widgets/lottie',
	'Lottie',
	vitrine_seed_paragraph( 'One small animation, four ways to play it. With reduced motion only the click one plays, and only when asked.' )
	. vitrine_seed_heading( 'On load, looping' )
	. vitrine_seed_block( 'vitrine/lottie', array( 'src' => $vitrine_spin, 'label' => 'A spinning blue square with an orbiting dot', 'fallbackId' => $vitrine_still, 'maxWidth' => 200 ) )
	. vitrine_seed_heading( 'On click, twice as fast, once' )
	. vitrine_seed_block( 'vitrine/lottie', array( 'src' => $vitrine_spin, 'label' => 'Square spin', 'trigger' => 'click', 'loop' => false, 'speed' => 2, 'maxWidth' => 200 ) )
	. vitrine_seed_heading( 'On hover' )
	. vitrine_seed_block( 'vitrine/lottie', array( 'src' => $vitrine_spin, 'label' => 'Square spin on hover', 'trigger' => 'hover', 'maxWidth' => 200 ) )
	. vitrine_seed_heading( 'With the scroll position' )
	. vitrine_seed_block( 'vitrine/lottie', array( 'src' => $vitrine_spin, 'label' => 'Square spin following the scroll', 'trigger' => 'scroll', 'maxWidth' => 200 ) )
	. vitrine_seed_block( 'vitrine/lottie', array( 'src' => 'not a url', 'label' => 'Broken', 'fallbackId' => $vitrine_still, 'maxWidth' => 120 ) )
	. str_repeat( vitrine_seed_paragraph( 'Scroll on: the animation above follows the page.' ), 12 )
);

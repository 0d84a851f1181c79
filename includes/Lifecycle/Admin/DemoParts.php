<?php
/**
 * The parts of the demo as Vitrine → Demo and data shows them (docs/lifecycle.md, "Demo content"):
 * what each part brings, the demo pages it makes (path => what a visitor sees there) and the kinds
 * of content it adds, counted from the demo ledger. Only a description: the importer runs every
 * part (Demo\Parts) at once.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

defined( 'ABSPATH' ) || exit;

final class DemoParts {
	/**
	 * @return array<string, array{title: string, what: string, pages: array<string, string>, types: string[]}>
	 *         id => the part's title, what it brings, its pages (path => description), its post types.
	 */
	public static function all(): array {
		return array(
			'site'      => array(
				'title' => __( 'Front page and blog', 'vitrine' ),
				'what'  => __( 'A front page, a blog of posts with images, categories and tags, the menus and the theme’s options.', 'vitrine' ),
				'pages' => array(
					'home' => __( 'The front page: the hero, the features and the latest posts.', 'vitrine' ),
					'blog' => __( 'The posts as cards with image, date and category.', 'vitrine' ),
				),
				'types' => array( 'post', 'attachment' ),
			),
			'consent'   => array(
				'title' => __( 'Cookie consent', 'vitrine' ),
				'what'  => __( 'Embeds that wait for a visitor’s consent, and the declaration of the cookies the site sets.', 'vitrine' ),
				'pages' => array(
					'consent'            => __( 'Videos and maps that load once their category is accepted.', 'vitrine' ),
					'cookie-declaration' => __( 'Every cookie by category, with its purpose and duration.', 'vitrine' ),
				),
				'types' => array(),
			),
			'affiliate' => array(
				'title' => __( 'Affiliate links', 'vitrine' ),
				'what'  => __( 'Products with prices, ratings and links per store, and a comparison table.', 'vitrine' ),
				'pages' => array(
					'affiliate'             => __( 'Product boxes, lists, the comparison table and star ratings.', 'vitrine' ),
					'affiliate/core-blocks' => __( 'Product data shown by WordPress’s own blocks.', 'vitrine' ),
				),
				'types' => array( 'vitrine_product', 'vitrine_table' ),
			),
			'builder'   => array(
				'title' => __( 'Motion and sticky', 'vitrine' ),
				'what'  => __( 'Blocks that move as the page scrolls, and headers and sidebars that stay in view.', 'vitrine' ),
				'pages' => array(
					'motion' => __( 'Entrance and scroll effects on core blocks.', 'vitrine' ),
					'sticky' => __( 'A sticky header, sidebar and call to action.', 'vitrine' ),
				),
				'types' => array( 'wp_block' ),
			),
			'popups'    => array(
				'title' => __( 'Popups', 'vitrine' ),
				'what'  => __( 'Popups with their triggers and conditions, and off-canvas panels.', 'vitrine' ),
				'pages' => array(
					'popups' => __( 'A welcome popup, a newsletter popup and panels that slide in.', 'vitrine' ),
				),
				'types' => array( 'vitrine_popup' ),
			),
			'loop'      => array(
				'title' => __( 'Loop grid', 'vitrine' ),
				'what'  => __( 'Posts and products in a card layout of your own, with filters.', 'vitrine' ),
				'pages' => array(
					'loop'          => __( 'Posts in a designed card, filtered without a reload.', 'vitrine' ),
					'loop/products' => __( 'Shop products with price and category facets.', 'vitrine' ),
				),
				'types' => array(),
			),
			'widgets'   => array(
				'title' => __( 'Widgets', 'vitrine' ),
				'what'  => __( 'One page per widget family, each showing the widget at work and how it is set up.', 'vitrine' ),
				'pages' => array(
					'widgets'                   => __( 'A gallery of every widget, with what each one does.', 'vitrine' ),
					'widgets/carousel'          => __( 'Images or cards that slide by swipe, arrows or autoplay.', 'vitrine' ),
					'widgets/gallery'           => __( 'A grid of images with filters and a lightbox.', 'vitrine' ),
					'widgets/table-of-contents' => __( 'The headings of a page as links.', 'vitrine' ),
					'widgets/countdown'         => __( 'Days, hours, minutes and seconds to a date.', 'vitrine' ),
				),
				'types' => array(),
			),
			'forms'     => array(
				'title' => __( 'Forms and newsletter', 'vitrine' ),
				'what'  => __( 'A contact form and a newsletter sign-up, whose entries and subscribers show in this menu.', 'vitrine' ),
				'pages' => array(
					'widgets/form'      => __( 'Contact and order forms with rules, steps and spam checks.', 'vitrine' ),
					'widgets/subscribe' => __( 'A newsletter sign-up with double opt-in.', 'vitrine' ),
				),
				'types' => array(),
			),
			'shop'      => array(
				'title' => __( 'Shop', 'vitrine' ),
				'what'  => __( 'Payment buttons, and with WooCommerce a product catalogue, cart, checkout and account.', 'vitrine' ),
				'pages' => array(
					'widgets/payment-buttons' => __( 'Pay or donate with PayPal or Stripe in one click.', 'vitrine' ),
					'widgets/add-to-cart'     => __( 'A product’s button anywhere on a page.', 'vitrine' ),
					'widgets/cart'            => __( 'The cart in the theme’s style.', 'vitrine' ),
					'widgets/checkout'        => __( 'The checkout in the theme’s style.', 'vitrine' ),
				),
				'types' => array( 'product' ),
			),
		);
	}

	/**
	 * Whether a part is on the site: all its pages made by the demo, some of them, or none.
	 *
	 * @param int $found How many of its pages the demo made and are here.
	 * @param int $total How many pages the part has.
	 * @return string 'imported', 'partial' or 'missing'.
	 */
	public static function status( int $found, int $total ): string {
		if ( $found <= 0 ) {
			return 'missing';
		}
		return $found >= $total ? 'imported' : 'partial';
	}
}

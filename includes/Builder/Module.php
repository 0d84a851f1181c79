<?php
/**
 * The page-builder layer on top of the block editor: every block can carry motion effects and sticky
 * settings (block attributes `vitrineMotion` and `vitrineSticky`, edited in the inspector), rendered
 * as `data-vitrine` + `data-settings` on the block's wrapper; the runtime is enqueued only on pages
 * where such a block renders (or a `theme_template_id` link needs it), with the breakpoints and the
 * runtime's config printed next to it.
 *
 * @package Vitrine
 */

namespace Vitrine\Builder;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public const RUNTIME = 'vitrine-builder-runtime';
	public const MOTION  = 'vitrine-builder-motion';
	public const STICKY  = 'vitrine-builder-sticky';
	public const EDITOR  = 'vitrine-builder-editor';

	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		add_filter( 'register_block_type_args', array( $this, 'add_attributes' ), 10, 1 );
		add_filter( 'render_block', array( $this, 'render_block' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_for_template_link' ) );
		add_action( 'wp_footer', array( $this, 'print_page_config' ), 1 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_editor' ) );
	}

	/**
	 * Every block type accepts the two attributes, so the server renderer and REST validation keep them.
	 *
	 * @param array<string, mixed> $args Block type arguments.
	 * @return array<string, mixed>
	 */
	public function add_attributes( array $args ): array {
		$args['attributes']                  = is_array( $args['attributes'] ?? null ) ? $args['attributes'] : array();
		$args['attributes']['vitrineMotion'] = array( 'type' => 'object' );
		$args['attributes']['vitrineSticky'] = array( 'type' => 'object' );
		return $args;
	}

	/**
	 * @param string               $html  Rendered block.
	 * @param array<string, mixed> $block Parsed block.
	 */
	public function render_block( string $html, array $block ): string {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		if ( 'core/block' === ( $block['blockName'] ?? '' ) && ! empty( $attrs['ref'] ) ) {
			$html = Markup::mark_template( $html, (int) $attrs['ref'] );
		}
		$motion = Settings::motion( $attrs['vitrineMotion'] ?? null );
		$sticky = Settings::sticky( $attrs['vitrineSticky'] ?? null );
		$names  = array_merge( $motion ? array( 'motion' ) : array(), $sticky ? array( 'sticky' ) : array() );
		if ( ! $names || '' === trim( $html ) ) {
			return $html;
		}
		// Each feature's script (src/builder/<name>.entry.ts) depends on the runtime, which comes with it.
		array_map( 'wp_enqueue_script', array_merge( $motion ? array( self::MOTION ) : array(), $sticky ? array( self::STICKY ) : array() ) );
		return Markup::add_behaviour( $html, $names, array_merge( $motion, $sticky ) );
	}

	/** A link from a template's edit screen needs the runtime to scroll to that template. */
	public function enqueue_for_template_link(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only display parameter.
		if ( isset( $_GET['theme_template_id'] ) && ctype_digit( sanitize_text_field( wp_unslash( $_GET['theme_template_id'] ) ) ) ) {
			wp_enqueue_script( self::RUNTIME );
		}
	}

	/** The site's breakpoints (max widths in px of mobile and tablet); themes may change them. */
	public static function breakpoints(): array {
		/**
		 * Filters the device breakpoints: mobile up to `mobile` px, tablet up to `tablet` px, desktop above.
		 *
		 * @param array{mobile: int, tablet: int} $breakpoints The defaults, 767 and 1024.
		 */
		$breakpoints = apply_filters( 'vitrine_breakpoints', array( 'mobile' => 767, 'tablet' => 1024 ) );
		$mobile      = absint( $breakpoints['mobile'] ?? 767 );
		$tablet      = absint( $breakpoints['tablet'] ?? 1024 );
		return ( $mobile > 0 && $tablet > $mobile ) ? array( 'mobile' => $mobile, 'tablet' => $tablet ) : array( 'mobile' => 767, 'tablet' => 1024 );
	}

	/** Prints the breakpoints and the runtime's mode where the runtime loads. */
	public function print_page_config(): void {
		if ( ! wp_script_is( self::RUNTIME, 'enqueued' ) ) {
			return;
		}
		$config = array(
			'mode'  => is_preview() ? 'preview' : 'live',
			'debug' => ( defined( 'WP_DEBUG' ) && WP_DEBUG ) || ( defined( 'SCRIPT_DEBUG' ) && SCRIPT_DEBUG ),
		);
		printf(
			"<script id=\"vitrine-breakpoints\" type=\"application/json\">%s</script>\n<script id=\"vitrine-runtime\" type=\"application/json\">%s</script>\n",
			wp_json_encode( self::breakpoints(), JSON_HEX_TAG | JSON_HEX_AMP ),
			wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP )
		);
	}

	public function enqueue_editor(): void {
		if ( wp_script_is( self::EDITOR, 'registered' ) ) {
			wp_enqueue_script( self::EDITOR );
		}
	}
}

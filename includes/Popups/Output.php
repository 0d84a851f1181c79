<?php
/**
 * Prints the popups of the current page in its footer: each popup's rendered content inside a
 * hidden dialog marked `data-vitrine="popup"` with its settings as `data-settings`, so showing it
 * is instant (nothing is fetched) and the HTML is the same for every visitor (page caches keep
 * working). Only for logged-in visitors does the page differ: their roles are printed for the
 * logged_in condition, a popup that condition hides from them is not printed at all, and logged-in
 * pages are not cached anyway. The condition's role list is never printed (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class Output {
	/** @var int[] Popups whose location matches this request. */
	private array $popups = array();
	private int $preview  = 0;

	public function __construct( private ActionLinks $links ) {}

	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_footer', array( $this, 'print_popups' ), 5 );
	}

	/** Decides the page's popups early, so their stylesheet goes in the head. */
	public function enqueue(): void {
		$this->popups = Locations::for_request();
		if ( Preview::is_preview() ) {
			$this->preview = (int) get_queried_object_id();
		}
		if ( array() !== $this->popups || $this->preview ) {
			self::enqueue_assets();
		}
		if ( $this->preview ) {
			wp_enqueue_script( 'vitrine-builder-actions' ); // The preview's "Open the popup" link (Preview::content).
		}
	}

	public static function enqueue_assets(): void {
		wp_enqueue_script( 'vitrine-builder-popup' ); // With the runtime it depends on.
		wp_enqueue_style( 'vitrine-builder-popup-frontend' );
	}

	public function print_popups(): void {
		$manual = array_diff( $this->links->requested(), $this->popups, array( $this->preview ) );
		$all    = array_merge( $this->popups, $manual, $this->preview ? array( $this->preview ) : array() );
		if ( array() === $all ) {
			return;
		}
		self::enqueue_assets(); // For popups that only an action link asked for (late, still before the footer scripts).
		echo self::visitor_script(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON encoded for a script element.
		foreach ( $all as $id ) {
			$post = get_post( $id );
			$ok   = $post && PostType::NAME === $post->post_type && ( 'publish' === $post->post_status || $id === $this->preview );
			$ok   = $ok && ( $id === $this->preview || ! self::hidden_from_current_user( $id ) );
			$ok   = $ok && ( $id === $this->preview || ! AbTest::control_of( $id ) ); // A variant prints with its control.
			if ( $ok ) {
				$html = $id === $this->preview ? self::render( $post, false, true ) : self::render_test( $post, in_array( $id, $manual, true ) );
				echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in render().
			}
		}
	}

	/** The visitor data of the logged_in condition: nothing personal for anonymous visitors. */
	public static function visitor_script(): string {
		$user    = wp_get_current_user();
		$visitor = array(
			'loggedIn' => $user->exists(),
			'roles'    => $user->exists() ? array_values( (array) $user->roles ) : array(),
		);
		return '<script type="application/json" id="vitrine-popups-visitor">' . wp_json_encode( $visitor, JSON_HEX_TAG | JSON_HEX_AMP ) . "</script>\n";
	}

	/**
	 * The settings as the browser reads them: the stored ones, with the schedule's site-time dates
	 * turned into instants (epoch milliseconds) in the site's time zone, so every visitor's browser
	 * compares the same moment whatever its own time zone.
	 *
	 * @return array<string, mixed>
	 */
	public static function browser_settings( int $id, bool $manual = false ): array {
		$settings = PostType::settings( $id );
		$schedule = $settings['timing']['schedule'] ?? null;
		if ( is_array( $schedule ) ) {
			foreach ( array( 'start', 'end' ) as $edge ) {
				$date = is_string( $schedule[ $edge ] ?? null ) && '' !== $schedule[ $edge ] ? date_create_immutable( $schedule[ $edge ], wp_timezone() ) : false;
				$settings['timing']['schedule'][ $edge . '_at' ] = $date ? $date->getTimestamp() * 1000 : null;
			}
		}
		if ( $manual ) {
			$settings['manual'] = true;
		}
		// Anonymous visitors pass the logged_in condition whatever the roles, and logged-in ones it
		// hides a popup from never get it (print_popups): the browser does not need the role names.
		unset( $settings['timing']['logged_in']['roles'] );
		return $settings;
	}

	/** True when the popup's logged_in condition hides it from the logged-in user of this request. */
	public static function hidden_from_current_user( int $id ): bool {
		$part = PostType::settings( $id )['timing']['logged_in'] ?? null;
		$user = wp_get_current_user();
		if ( ! is_array( $part ) || empty( $part['enabled'] ) || ! $user->exists() ) {
			return false;
		}
		return 'custom' !== ( $part['users'] ?? 'all' ) || array() !== array_intersect( (array) $user->roles, (array) ( $part['roles'] ?? array() ) );
	}

	/**
	 * A popup, and when it runs an A/B test each published variant after it, all hidden: the
	 * browser draws one by weight, keeps it for the visitor and removes the others before any can
	 * show (docs/popups.md, "A/B tests"). Every visitor gets the same bytes.
	 */
	public static function render_test( \WP_Post $post, bool $manual = false ): string {
		$variants = AbTest::variants( (int) $post->ID, true );
		if ( array() === $variants ) {
			return self::render( $post, $manual );
		}
		$test = AbTest::test( (int) $post->ID );
		$html = self::render( $post, $manual, false, array( 'a', AbTest::weight( $test, 'a' ) ) );
		foreach ( $variants as $letter => $variant ) {
			$html .= self::render( $variant, $manual, false, array( $letter, AbTest::weight( $test, $letter ) ), $post );
		}
		return $html;
	}

	/**
	 * @param array{0: string, 1: int}|null $variant Letter and weight when the popup is part of a test.
	 * @param \WP_Post|null                $control The control of a variant: its id, and the settings the whole test shares.
	 */
	public static function render( \WP_Post $post, bool $manual = false, bool $preview = false, ?array $variant = null, ?\WP_Post $control = null ): string {
		$id       = $control ? (int) $control->ID : (int) $post->ID;
		$settings = self::browser_settings( (int) $post->ID, $manual );
		if ( $control ) {
			$settings = array_merge( $settings, array_intersect_key( self::browser_settings( $id, $manual ), array_flip( AbTest::SHARED_SETTINGS ) ) );
		}
		$content = do_shortcode( do_blocks( $post->post_content ) );
		$title   = ( $control ?? $post )->post_title; // A variant is named as its control: visitors never read "variant B".
		$title   = '' !== trim( $title ) ? $title : __( 'Popup', 'vitrine' );
		return sprintf(
			'<div id="vitrine-popup-%1$d%7$s" class="vitrine-popup" data-vitrine="popup" data-popup-id="%1$d" data-settings="%2$s"%3$s%8$s hidden>' .
			'<div class="vitrine-popup__overlay"></div>' .
			'<div class="vitrine-popup__dialog" role="dialog" aria-modal="true" aria-label="%4$s">' .
			'<div class="vitrine-popup__content">%5$s</div>' .
			'<button type="button" class="vitrine-popup__close" aria-label="%6$s"><span aria-hidden="true">&times;</span></button>' .
			"</div></div>\n",
			$id,
			esc_attr( (string) wp_json_encode( $settings ) ),
			$preview ? ' data-vitrine-mode="preview"' : '',
			esc_attr( wp_strip_all_tags( $title ) ),
			$content,
			esc_attr__( 'Close', 'vitrine' ),
			$variant && 'a' !== $variant[0] ? '-' . esc_attr( $variant[0] ) : '',
			$variant ? sprintf( ' data-variant="%s" data-weight="%d"', esc_attr( $variant[0] ), (int) $variant[1] ) : ''
		);
	}
}

<?php
/**
 * Server-side script blocking: every script WordPress prints (enqueued files and their inline
 * parts, inline scripts), the content's inline scripts, iframes and embeds, and whatever themes and
 * plugins echo into the page, are rewritten into the blocked form when the owner's blocking map gives
 * them a category. The page's HTML stays the same for every visitor.
 *
 * Echoed tags are caught in the whole document by core's template enhancement output buffer where
 * WordPress has it (6.9+, `wp_template_enhancement_output_buffer`), which one pass of every plugin
 * shares; on 6.8, or where a site turned that buffer off to stream its pages, in buffers of our own
 * around `wp_head` and `wp_footer` (docs/consent.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Blocker {
	private bool $in_head = false;
	private int $buffers  = 0;

	/** Whether core's template enhancement buffer holds this page, so our own buffers are not needed. */
	private bool $document = false;

	public function register(): void {
		add_filter( 'wp_script_attributes', array( $this, 'script_attributes' ) );
		add_filter( 'wp_inline_script_attributes', array( $this, 'inline_script_attributes' ), 10, 2 );
		add_filter( 'script_loader_tag', array( $this, 'script_loader_tag' ), 1000, 2 );
		add_filter( 'the_content', array( $this, 'filter_html' ), 1000 );
		add_filter( 'render_block', array( $this, 'filter_block' ), 1000, 2 );
		add_filter( 'embed_oembed_html', array( $this, 'filter_html' ), 1000 );
		add_filter( 'widget_text_content', array( $this, 'filter_html' ), 1000 );
		add_filter( 'widget_block_content', array( $this, 'filter_html' ), 1000 );
		// Buffers around the head and the footer catch tags that are echoed rather than enqueued.
		add_action( 'wp_head', array( $this, 'start_head' ), PHP_INT_MIN + 1 );
		add_action( 'wp_head', array( $this, 'end_buffer' ), PHP_INT_MAX );
		add_action( 'wp_footer', array( $this, 'start_footer' ), PHP_INT_MIN );
		add_action( 'wp_footer', array( $this, 'end_buffer' ), PHP_INT_MAX );
		if ( function_exists( 'wp_start_template_enhancement_output_buffer' ) ) {
			// Before core decides at priority 1000 whether to start its buffer: our filter asks for it.
			add_action( 'wp_before_include_template', array( $this, 'join_document_buffer' ), 10 );
			add_action( 'wp_template_enhancement_output_buffer_started', array( $this, 'document_buffer_started' ) );
		}
	}

	/** On wp_before_include_template (6.9+): the whole page goes through filter_document(). */
	public function join_document_buffer(): void {
		if ( $this->active() ) {
			add_filter( 'wp_template_enhancement_output_buffer', array( $this, 'filter_document' ) );
		}
	}

	public function document_buffer_started(): void {
		$this->document = has_filter( 'wp_template_enhancement_output_buffer', array( $this, 'filter_document' ) ) !== false;
	}

	/**
	 * The whole page (6.9+), once, at its end: the head's tags are marked as the head's, the rest as
	 * the body's, as the wp_head and wp_footer buffers mark them. Runs inside core's output buffer
	 * callback, so it must not print or open a buffer (HtmlBlocker does neither).
	 *
	 * @param string $html The page.
	 */
	public function filter_document( $html ) {
		if ( ! is_string( $html ) || ! $this->active() ) {
			return $html;
		}
		$body = self::body_offset( $html );
		return $this->html()->process( substr( $html, 0, $body ), 'head' ) . $this->html()->process( substr( $html, $body ), 'body' );
	}

	/** Where the BODY opening tag starts; 0 for markup without one (all of it is then the body's). */
	public static function body_offset( string $html ): int {
		$tags = new SpanProcessor( $html );
		while ( $tags->next_tag() ) {
			if ( 'BODY' === $tags->get_tag() ) {
				$span = $tags->opening_tag_span();
				return null === $span ? 0 : $span[0];
			}
		}
		return 0;
	}

	// Read on every use (the option is cached by WordPress), so a saved change applies at once.
	private function rules(): Rules {
		return Rules::from_settings( Options::get() );
	}

	private function html(): HtmlBlocker {
		return new HtmlBlocker( $this->rules(), Options::get() );
	}

	private function active(): bool {
		return ! is_admin() && ! $this->rules()->is_empty();
	}

	private function position(): string {
		return $this->in_head ? 'head' : 'body';
	}

	/**
	 * @param array<string, mixed> $attributes A script tag's attributes (enqueued files).
	 * @return array<string, mixed>
	 */
	public function script_attributes( $attributes ) {
		if ( ! is_array( $attributes ) || ! $this->active() || isset( $attributes['data-cli-class'] ) ) {
			return $attributes;
		}
		$handle   = Rules::handle_of_id( (string) ( $attributes['id'] ?? '' ) );
		$category = ( $handle ? $this->rules()->for_handle( $handle ) : null ) ?? $this->rules()->for_text( (string) ( $attributes['src'] ?? '' ) );
		return null === $category ? $attributes : $this->html()->blocked_script( $attributes, $category, $this->position() );
	}

	/**
	 * @param array<string, mixed> $attributes An inline script's attributes.
	 * @param string               $code       Its code.
	 * @return array<string, mixed>
	 */
	public function inline_script_attributes( $attributes, $code = '' ) {
		if ( ! is_array( $attributes ) || ! $this->active() || isset( $attributes['data-cli-class'] ) ) {
			return $attributes;
		}
		$id = (string) ( $attributes['id'] ?? '' );
		if ( str_starts_with( $id, 'vitrine-consent' ) || ( isset( $attributes['type'] ) && ! in_array( $attributes['type'], array( 'text/javascript', 'module' ), true ) ) ) {
			return $attributes;
		}
		$handle   = Rules::handle_of_id( $id );
		$category = ( $handle ? $this->rules()->for_handle( $handle ) : null ) ?? $this->rules()->for_text( (string) $code );
		return null === $category ? $attributes : $this->html()->blocked_script( $attributes, $category, $this->position() );
	}

	/**
	 * A last pass over an enqueued script's whole output, for tags other filters rebuilt by hand.
	 *
	 * @param string $tag    The script's HTML.
	 * @param string $handle Its handle.
	 */
	public function script_loader_tag( $tag, $handle = '' ) {
		return is_string( $tag ) && $this->active() ? $this->html()->process( $tag, $this->position() ) : $tag;
	}

	/**
	 * A block's output, for blocks rendered outside the content too. Classic (freeform) content is
	 * left to the_content, which runs after wpautop has shaped it.
	 *
	 * @param string               $html  The block's HTML.
	 * @param array<string, mixed> $block The parsed block.
	 */
	public function filter_block( $html, $block = array() ) {
		return empty( $block['blockName'] ) ? $html : $this->filter_html( $html );
	}

	/** @param string $html Content, an embed's HTML or a widget's. */
	public function filter_html( $html ) {
		return is_string( $html ) && $this->active() ? $this->html()->process( $html ) : $html;
	}

	public function start_head(): void {
		$this->in_head = true;
		$this->start_buffer();
	}

	public function start_footer(): void {
		$this->in_head = false;
		$this->start_buffer();
	}

	private function start_buffer(): void {
		if ( ! $this->document && $this->active() ) {
			ob_start();
			++$this->buffers;
		}
	}

	public function end_buffer(): void {
		$position      = $this->position();
		$this->in_head = false;
		if ( $this->buffers > 0 ) {
			--$this->buffers;
			echo $this->html()->process( (string) ob_get_clean(), $position ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page's own head/footer HTML, with blocked tags rewritten.
		}
	}
}

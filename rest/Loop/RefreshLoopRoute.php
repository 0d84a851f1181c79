<?php
/**
 * POST vitrine/v1/refresh-loop: the content of a saved loop grid for new filters or a new page.
 * Public, because it shows only what the published page shows (published posts, public taxonomies,
 * one page of the saved grid); the editor's unsaved widget_model needs the right to edit that post
 * and a valid REST nonce.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Loop;

use Vitrine\Loop\FacetCounts;
use Vitrine\Loop\Facets;
use Vitrine\Loop\Filters;
use Vitrine\Loop\GridSettings;
use Vitrine\Loop\Renderer;
use Vitrine\Loop\SavedGrid;
use Vitrine\Loop\Swatches;
use Vitrine\Loop\Url;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class RefreshLoopRoute extends Route {
	protected const PATH = '/refresh-loop';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'post_id'             => array( 'type' => 'integer', 'minimum' => 1 ),
			'widget_id'           => array( 'type' => 'string', 'pattern' => Url::rules()['widgetId'] ),
			'widget_filters'      => array( 'type' => 'object', 'default' => array() ),
			'pagination_base_url' => array( 'type' => 'string', 'maxLength' => 2000 ),
			'page'                => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 100000, 'default' => 1 ),
			'widget_model'        => array( 'type' => 'object' ),
			'is_edit_mode'        => array( 'type' => 'boolean', 'default' => false ),
		);
	}

	protected function required(): array {
		return array( 'post_id', 'widget_id', 'pagination_base_url' );
	}

	/** Anyone may refresh a published grid; the edit mode needs edit rights on the post and a nonce. */
	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		if ( null === $request->get_param( 'widget_model' ) && ! $request->get_param( 'is_edit_mode' ) ) {
			return true;
		}
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( wp_verify_nonce( $nonce, 'wp_rest' ) && current_user_can( 'edit_post', (int) $request->get_param( 'post_id' ) ) ) {
			return true;
		}
		return new \WP_Error( 'vitrine_loop_forbidden', __( 'The edit mode needs the right to edit this post and a valid nonce.', 'vitrine' ), array( 'status' => 403 ) );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post      = get_post( (int) $request->get_param( 'post_id' ) );
		$widget_id = (string) $request->get_param( 'widget_id' );
		$model     = $request->get_param( 'widget_model' );
		$edit      = is_array( $model );
		$public    = $post && 'publish' === $post->post_status && is_post_type_viewable( $post->post_type ) && ! post_password_required( $post );
		if ( ! $post || ( ! $edit && ! $public ) ) {
			return $this->bad_request( 'vitrine_loop_no_post', __( 'There is no published post with this post_id.', 'vitrine' ) );
		}
		$attributes = $edit ? SavedGrid::with_defaults( array_merge( $model, array( 'widgetId' => $widget_id ) ) ) : SavedGrid::find( $post->post_content, $widget_id );
		if ( null === $attributes ) {
			return $this->bad_request( 'vitrine_loop_no_widget', __( 'This post has no loop grid with this widget_id.', 'vitrine' ) );
		}
		$grid    = GridSettings::from_attributes( $attributes );
		$filters = Filters::from_request( $request->get_param( 'widget_filters' ) ?? array(), $grid->post_type );
		if ( is_wp_error( $filters ) ) {
			return $filters;
		}
		$declared = Facets::declared( $post->post_content, $widget_id );
		$facets   = Facets::from_request( (array) ( $request->get_param( 'widget_filters' ) ?? array() ), $declared );
		if ( is_wp_error( $facets ) ) {
			return $facets;
		}
		$base = (string) $request->get_param( 'pagination_base_url' );
		if ( ! self::same_site( $base ) ) {
			return $this->bad_request( 'vitrine_loop_bad_base_url', __( 'pagination_base_url must be an address on this site.', 'vitrine' ) );
		}
		$page    = (int) $request->get_param( 'page' );
		$content = Renderer::content( $grid, $filters, $page, Url::base( $base, $widget_id ), $facets );
		if ( Renderer::out_of_range( $content ) ) {
			/* translators: %d: the page asked for. */
			return $this->bad_request( 'vitrine_loop_page_out_of_range', sprintf( __( 'Page %d is out of range for this grid with these filters.', 'vitrine' ), $page ) );
		}
		return new \WP_REST_Response(
			array(
				'data'   => $content['html'],
				'found'  => $content['found'],
				'pages'  => $content['pages'],
				'page'   => $page,
				'counts' => (object) ( FacetCounts::all( $grid, $filters, $facets, $declared['meta'] ) + FacetCounts::all_terms( $grid, $filters, $facets, Swatches::declared( $post->post_content, $widget_id ) ) + FacetCounts::all_sale( $grid, $filters, $facets, $declared['sale'] ) + FacetCounts::all_rating( $grid, $filters, $facets, $declared['range'] ) ),
			)
		);
	}

	/** An http(s) address on the site's own host and port. */
	private static function same_site( string $url ): bool {
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url() );
		return is_array( $parts ) && is_array( $home )
			&& in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
			&& strtolower( $parts['host'] ?? '' ) === strtolower( $home['host'] ?? '' )
			&& ( $parts['port'] ?? null ) === ( $home['port'] ?? null );
	}
}

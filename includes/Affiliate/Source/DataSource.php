<?php
/**
 * Where product data comes from. The catalogue stores what a source returns; a source never writes.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

defined( 'ABSPATH' ) || exit;

interface DataSource {
	/** A name for messages, e.g. "Amazon Creators API". */
	public function label(): string;

	/** Whether the credentials this source needs are set (no network call). */
	public function is_configured(): bool;

	/**
	 * Product fields (asin, title, image, url, price, rating, reviews, prime, features) per ASIN.
	 *
	 * @param string[] $asins ASINs; a source batches them as its API requires.
	 * @return array<int, array<string, mixed>>|\WP_Error A clear error when unconfigured or unreachable.
	 */
	public function get_items( array $asins ): array|\WP_Error;

	/**
	 * Products found for keywords, in the order of the given list ("bestseller" or "new").
	 *
	 * @return array<int, array<string, mixed>>|\WP_Error
	 */
	public function search( string $keywords, string $list, int $items ): array|\WP_Error;
}

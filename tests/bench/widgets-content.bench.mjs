/**
 * Content and navigation widget families: for each family's demo page, the gzip bytes of the
 * handler code the visitor downloads beyond the runtime boot module (the lazily loaded chunks),
 * and the family's stylesheet (inlined by WordPress when small).
 */
import { chunksPerFamily } from './lib/widget-chunks.mjs';

export const name = 'widgets-content';

const FAMILIES = [
	'off-canvas',
	'table-of-contents',
	'share-buttons',
	'countdown',
	'progress-tracker',
	'search',
	'menu',
	'contact-buttons',
	'floating-bar',
	'posts',
	'portfolio',
	'archive-posts',
];

export function run( { baseUrl } ) {
	return chunksPerFamily(
		baseUrl,
		FAMILIES,
		'Lazily loaded handler chunks per family demo page (runtime boot module excluded).',
		// Its demo page shows the posts block's Archive Posts variation, with that block's stylesheet.
		{ 'archive-posts': 'posts' }
	);
}

/**
 * Form and subscribe widgets: for each family's demo page, the gzip bytes of the handler code the
 * visitor downloads beyond the runtime boot module (the lazily loaded chunks; a sign-up is the form
 * block's Subscribe variation, with its view script), and the stylesheet (inlined when small).
 */
import { chunksPerFamily } from './lib/widget-chunks.mjs';

export const name = 'widgets-forms';

const FAMILIES = [ 'form', 'subscribe' ];

export function run( { baseUrl } ) {
	return chunksPerFamily(
		baseUrl,
		FAMILIES,
		'Lazily loaded handler chunks per family demo page (runtime boot module excluded).',
		// Its demo page shows the form block's Subscribe variation, with that block's stylesheet.
		{ subscribe: 'form' }
	);
}

/**
 * Form and subscribe widgets: for each family's demo page, the gzip bytes of the handler code the
 * visitor downloads beyond the runtime boot module (the lazily loaded chunks; subscribe reuses the
 * form's handler), and the family's stylesheet (inlined by WordPress when small).
 */
import { chunksPerFamily } from './lib/widget-chunks.mjs';

export const name = 'widgets-forms';

const FAMILIES = [ 'form', 'subscribe' ];

export function run( { baseUrl } ) {
	return chunksPerFamily(
		baseUrl,
		FAMILIES,
		'Lazily loaded handler chunks per family demo page (runtime boot module excluded).'
	);
}

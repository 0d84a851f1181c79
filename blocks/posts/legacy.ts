/**
 * What the editor turns the legacy vitrine/archive-posts block into (src/editor/legacy-block.tsx):
 * the posts block's Archive Posts variation with the same settings. Its attributes were a subset of
 * the posts block's, under the same names, so only the variation's own attribute is added.
 */
import type { Attributes } from '../../src/editor/legacy-block';

export const fromArchivePosts = ( attributes: Attributes ): Attributes => ( { ...attributes, source: 'archive' } );

/**
 * What the editor turns the legacy vitrine/subscribe block into (src/editor/legacy-block.tsx): the
 * form block's Subscribe variation with the same settings. Its button label was `buttonLabel`; the
 * form block has one submit button label for both variations. Its other attributes have the same
 * names in the form block; the minimum fill time comes along even when it was the old block's
 * default (2 seconds, the form's is 3).
 */
import type { Attributes } from '../../src/editor/legacy-block';

export function fromSubscribe( { buttonLabel, ...attributes }: Attributes ): Attributes {
	return { ...attributes, kind: 'subscribe', submitLabel: typeof buttonLabel === 'string' ? buttonLabel : '' };
}

/**
 * A popup's A/B test in the browser (docs/popups.md, "A/B tests"): the page carries the control and
 * each variant, hidden, marked `data-variant` (a, b…) and `data-weight`; the visitor's variant is
 * drawn once by weight and kept in the visitor storage (`popup_{id}_variant`), so the cached page
 * is the same for everyone and a visitor never meets two variants of one popup. The other
 * variants' elements leave the page before any can show.
 */
import type { VisitorStorage } from './storage';

export interface VariantOption {
	key: string;
	weight: number;
}

/**
 * The visitor's variant: the stored one while it is still in the test, else one drawn with
 * probability weight / total (`random` in [0, 1)). With no weight at all, the first (the control).
 */
export function drawVariant( options: VariantOption[], stored: string | null, random: number ): string {
	if ( stored && options.some( ( o ) => o.key === stored && o.weight > 0 ) ) {
		return stored;
	}
	const total = options.reduce( ( sum, o ) => sum + Math.max( 0, o.weight ), 0 );
	if ( total <= 0 ) {
		return options[ 0 ]?.key ?? '';
	}
	let point = random * total;
	for ( const option of options ) {
		point -= Math.max( 0, option.weight );
		if ( point < 0 ) {
			return option.key;
		}
	}
	return options[ options.length - 1 ]?.key ?? '';
}

/** The test's options as printed in the page (every element of the popup with a variant letter). */
export function variantOptions( doc: Document, id: string ): VariantOption[] {
	return Array.from( doc.querySelectorAll< HTMLElement >( '[data-vitrine~="popup"][data-variant]' ) )
		.filter( ( el ) => el.dataset.popupId === id && /^[a-l]$/.test( el.dataset.variant ?? '' ) )
		.map( ( el ) => ( {
			key: el.dataset.variant as string,
			weight: Math.max( 0, Number( el.dataset.weight ) || 0 ),
		} ) );
}

/** One draw per popup and page, even when the storage is refused (private modes). */
const drawn = new WeakMap< Document, Map< string, string > >();

/**
 * The variant this visitor sees of popup `id`: the stored one, else drawn (once per page; the
 * handler stores it once the page is shown); null when the popup runs no test.
 */
export function visitorVariant(
	doc: Document,
	id: string,
	storage: VisitorStorage,
	random = Math.random
): string | null {
	let page = drawn.get( doc );
	if ( ! page ) {
		page = new Map();
		drawn.set( doc, page );
	}
	const known = page.get( id );
	if ( known !== undefined ) {
		return known || null;
	}
	const options = variantOptions( doc, id );
	const key = options.length ? drawVariant( options, storage.variant( id ), random() ) : '';
	page.set( id, key );
	return key || null;
}

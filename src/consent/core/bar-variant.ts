/**
 * The A/B test of the consent bar in the browser (docs/consent.md, "A/B test of the bar"). The page
 * carries the control and each variant of the first layer, hidden and marked
 * `data-vitrine-consent-variant` (the same bytes for every visitor, so a page cache keeps it); the
 * visitor's variant is drawn by weight, kept in localStorage (`vitrine-consent-variant`), and
 * marked on <html> so the first-layer CSS shows only that one at first paint. The gate then removes
 * the other variants from the page.
 */
import { drawVariant, type VariantOption } from '../../builder/popup/variant';

export const VARIANT_KEY = 'vitrine-consent-variant';
export const VARIANT_ATTR = 'data-vitrine-consent-variant';

/**
 * The test as printed: letters a–d with a weight each, the control first; anything else is no
 * test (the control alone shows). Checked here rather than with the settings, so the inline head
 * script carries it only once.
 */
export function validBarTest( value: unknown ): value is VariantOption[] {
	return (
		Array.isArray( value ) &&
		value.length > 1 &&
		value.every( ( o: VariantOption ) => /^[a-d]$/.test( o?.key ) && typeof o.weight === 'number' )
	);
}

const storage = ( win: Window ): Storage | null => {
	try {
		return win.localStorage;
	} catch {
		return null; // Refused storage (private modes): a draw per page.
	}
};

/**
 * The visitor's variant: the one already marked on <html> (by the head script), else the stored
 * one while it still has a weight, else a new draw; null without a test.
 */
export function barVariant( doc: Document, win: Window, options: unknown, random = Math.random ): string | null {
	if ( ! validBarTest( options ) ) {
		return null;
	}
	const root = doc.documentElement;
	const marked = root.getAttribute( VARIANT_ATTR );
	if ( marked && options.some( ( o ) => o.key === marked ) ) {
		return marked;
	}
	let stored: string | null = null;
	try {
		stored = storage( win )?.getItem( VARIANT_KEY ) ?? null;
	} catch {}
	const key = drawVariant( options, stored, random() );
	root.setAttribute( VARIANT_ATTR, key );
	return key;
}

/** Keeps the variant once the visitor has been shown it (not for a page never shown). */
export function keepBarVariant( win: Window, key: string ): void {
	try {
		storage( win )?.setItem( VARIANT_KEY, key );
	} catch {}
}

/**
 * Leaves only the visitor's variant of the first layer in the page, under the control's id (a
 * variant's bar is printed as `{id}-{letter}`, includes/Consent/FirstLayer.php, so each id is
 * in the page once).
 */
export function keepOnlyLayer( doc: Document, key: string ): void {
	doc.querySelectorAll< HTMLElement >( `[data-vitrine-consent-layer][${ VARIANT_ATTR }]` ).forEach( ( layer ) => {
		if ( layer.getAttribute( VARIANT_ATTR ) !== key ) {
			layer.remove();
			return;
		}
		const bar = layer.querySelector( '.vitrine-consent-bar' );
		if ( bar && key !== 'a' ) {
			bar.id = bar.id.replace( new RegExp( `-${ key }$` ), '' );
		}
	} );
}

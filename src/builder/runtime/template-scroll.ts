/**
 * `theme_template_id` in the URL (a link from the template's edit screen) scrolls smoothly to the
 * element that renders that template, centred in the viewport. The element carries
 * `data-vitrine-template-id="{id}"` (printed by the server around a rendered template or synced pattern).
 */
/** The template id of a URL's query, or null when absent or not a positive integer. */
export function templateIdFrom( search: string ): string | null {
	const id = new URLSearchParams( search ).get( 'theme_template_id' );
	return id && /^[1-9]\d{0,18}$/.test( id ) ? id : null;
}

/** Scrolls to the template's element; returns whether one was found. */
export function scrollToTemplate( search: string = window.location.search, doc: Document = document ): boolean {
	const id = templateIdFrom( search );
	const target = id ? doc.querySelector< HTMLElement >( `[data-vitrine-template-id="${ id }"]` ) : null;
	if ( ! target ) {
		return false;
	}
	// Read here rather than through shared/device, which would add that module to the boot bytes.
	const reduced = window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches;
	target.scrollIntoView( { behavior: reduced ? 'auto' : 'smooth', block: 'center' } );
	return true;
}

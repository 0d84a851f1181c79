/**
 * Runs `run` once the visitor can see the page. A page the browser prerenders for a link the visitor
 * may follow (speculation rules, which WordPress prints since 6.8; prerender mode when a site or host
 * asks for it) runs its scripts before anyone sees it, and may never be shown at all: what counts a
 * visit, times an automatic choice or opens a popup waits for `prerenderingchange` (docs/caching.md,
 * "Speculative loading"). Anywhere else it runs at once.
 */
export function whenShown( doc: Document, run: () => void, signal?: AbortSignal ): void {
	if ( ( doc as Document & { prerendering?: boolean } ).prerendering ) {
		doc.addEventListener( 'prerenderingchange', run, { once: true, signal } );
	} else {
		run();
	}
}

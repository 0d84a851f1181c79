/**
 * URL checks for everything a handler fetches, posts to, links to or follows. Settings come from
 * markup, and markup can come from post content (see docs/security.md): an endpoint must stay on the
 * page's own origin, and a link or a redirect must be an http(s) address, never `javascript:` or
 * `data:`. Each function returns the resolved absolute URL, or null when the value may not be used.
 */

const WEB = new Set( [ 'http:', 'https:' ] );

/** The origin the page was served from (its document URL, so `<base href>` cannot move it). */
function pageOrigin( doc: Document ): string {
	try {
		return new URL( doc.URL ).origin;
	} catch {
		return '';
	}
}

function parse( raw: unknown, doc: Document ): URL | null {
	if ( typeof raw !== 'string' || ! raw.trim() ) {
		return null;
	}
	try {
		return new URL( raw.trim(), doc.URL );
	} catch {
		return null;
	}
}

/**
 * An http(s) URL on the given origin (a relative value resolves against it), for pure code that
 * is handed the page's origin.
 */
export function urlOnOrigin( raw: unknown, origin: string ): string | null {
	if ( typeof raw !== 'string' || ! raw.trim() || ! origin ) {
		return null;
	}
	try {
		const url = new URL( raw.trim(), origin );
		return WEB.has( url.protocol ) && url.origin === origin ? url.href : null;
	} catch {
		return null;
	}
}

/** An endpoint a handler may fetch or post to: an http(s) URL on the page's own origin. */
export function sameOriginUrl( raw: unknown, doc: Document = document ): string | null {
	const url = parse( raw, doc );
	return url ? urlOnOrigin( url.href, pageOrigin( doc ) ) : null;
}

/** A URL a handler may put in an href or send the visitor to: any http(s) address. */
export function webUrl( raw: unknown, doc: Document = document ): string | null {
	const url = parse( raw, doc );
	return url && WEB.has( url.protocol ) ? url.href : null;
}

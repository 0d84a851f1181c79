/** Facts about the visitor's browser that the consent rules need. */
export const JSON_MESSAGE =
	'Vitrine consent: this browser cannot read JSON, so consent cannot be stored; blocked scripts stay blocked.';

/** Whether JSON works; logs the console warning of docs/consent.md (Behaviour) when it does not. */
export function jsonSupported( win: { JSON?: unknown; console: Console } ): boolean {
	const json = win.JSON as JSON | undefined;
	const ok = !! json && typeof json.parse === 'function' && typeof json.stringify === 'function';
	if ( ! ok ) {
		win.console.warn( JSON_MESSAGE );
	}
	return ok;
}

/** The Global Privacy Control signal. */
export function gpcSignal( nav: Navigator | undefined ): boolean {
	return ( nav as ( Navigator & { globalPrivacyControl?: unknown } ) | undefined )?.globalPrivacyControl === true;
}

/** Whether the page address asks to bypass blocking (`cli_bypass=1`). */
export function bypassRequested( search: string ): boolean {
	return new URLSearchParams( search ).get( 'cli_bypass' ) === '1';
}

/** The attribute the admin's cookie scan puts on each frame it opens (src/consent/admin/scan.ts). */
export const SCAN_FRAME_ATTRIBUTE = 'data-vitrine-consent-scan';

type FramedWindow = { location: { search: string }; frameElement: Element | null };

/**
 * Whether this page is the owner's cookie scan: `cli_bypass=1` in a frame that a page of this same
 * site opened and marked. `frameElement` is null at the top and under a frame of another origin, so
 * a visitor's own `?cli_bypass=1` (a link anyone can send) is not a scan: only the visitor, through a
 * visible control, changes the visitor's consent (docs/security.md, "Consent").
 */
export function scanRequested( win: FramedWindow ): boolean {
	if ( ! bypassRequested( win.location.search ) ) {
		return false;
	}
	try {
		return win.frameElement?.hasAttribute( SCAN_FRAME_ATTRIBUTE ) === true;
	} catch {
		return false; // Some browsers throw instead of answering null across origins.
	}
}

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

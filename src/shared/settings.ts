/**
 * Reads settings that the server printed into the page. Bad input is never fatal: an unparsable or
 * non-object value reads as null, and the caller falls back to its defaults.
 */
export type Settings = Record< string, unknown >;

export function parseSettings( raw: string | null | undefined ): Settings | null {
	if ( ! raw ) {
		return null;
	}
	try {
		const value: unknown = JSON.parse( raw );
		return value !== null && typeof value === 'object' && ! Array.isArray( value ) ? ( value as Settings ) : null;
	} catch {
		return null;
	}
}

/**
 * Settings from a JSON <script type="application/json" id="..."> element printed by the server. Only
 * such a script element counts: post content may carry an element with the same id (a `<div>` comes
 * first in the document and getElementById would return it), but people without `unfiltered_html`
 * cannot write script elements, so content cannot shadow the server's settings (docs/security.md).
 */
export function readSettingsScript( id: string, doc: Document = document ): Settings | null {
	const script = Array.from( doc.querySelectorAll< HTMLScriptElement >( 'script[type="application/json"]' ) ).find(
		( element ) => element.id === id
	);
	return parseSettings( script?.textContent );
}

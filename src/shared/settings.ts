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

/** Settings from a JSON <script type="application/json" id="..."> element printed by the server. */
export function readSettingsScript( id: string, doc: Document = document ): Settings | null {
	return parseSettings( doc.getElementById( id )?.textContent );
}

/**
 * URL action links: an `href` whose fragment is `#vitrine-action:<name>?<query>`, for example
 * `#vitrine-action:popup:open?id=123&toggle=yes`. Only the fragment counts, so a full URL to the
 * same page works too. Names and parameters are documented in docs/popups.md.
 */
export const ACTION_PREFIX = '#vitrine-action:';

export const ACTION_NAMES = [
	'popup:open',
	'popup:close',
	'off_canvas:open',
	'off_canvas:close',
	'off_canvas:toggle',
	'reload-page',
] as const;
export type ActionName = ( typeof ACTION_NAMES )[ number ];

export interface ParsedAction {
	name: string;
	params: Record< string, string >;
}

/** The action in an href, or null when the href is not an action link. */
export function parseActionHref( href: string | null | undefined ): ParsedAction | null {
	if ( ! href ) {
		return null;
	}
	const at = href.indexOf( ACTION_PREFIX );
	if ( at === -1 ) {
		return null;
	}
	let rest = href.slice( at + ACTION_PREFIX.length );
	try {
		rest = decodeURIComponent( rest );
	} catch {
		// A stray % sign: read it as written.
	}
	const [ name = '', query = '' ] = rest.split( /\?(.*)/s );
	const params: Record< string, string > = {};
	new URLSearchParams( query ).forEach( ( value, key ) => {
		params[ key ] = value;
	} );
	return { name: name.trim(), params };
}

export function isKnownAction( name: string ): name is ActionName {
	return ( ACTION_NAMES as readonly string[] ).includes( name );
}

/** yes, true, 1 and on are true; anything else (or nothing) is false. */
export function flag( value: string | undefined ): boolean {
	return [ 'yes', 'true', '1', 'on' ].includes( ( value ?? '' ).toLowerCase() );
}

/** Builds the href of an action link (used by the editor's link format). */
export function actionHref(
	name: ActionName,
	params: Record< string, string | number | boolean | undefined > = {}
): string {
	const query = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== undefined && value !== '' && value !== false ) {
			query.set( key, value === true ? 'yes' : String( value ) );
		}
	}
	const text = query.toString();
	return `${ ACTION_PREFIX }${ name }${ text ? `?${ text }` : '' }`;
}

/**
 * Cookie reading and writing as plain strings, so the rules are testable without a browser. The
 * helper's defaults are the consent cookies' contract: path '/', expiry in days (docs/consent.md,
 * Contracts).
 */
export function parseCookies( header: string ): Map< string, string > {
	const jar = new Map< string, string >();
	for ( const part of header.split( ';' ) ) {
		const eq = part.indexOf( '=' );
		if ( eq < 1 ) {
			continue;
		}
		const name = part.slice( 0, eq ).trim();
		let value = part.slice( eq + 1 ).trim();
		try {
			value = decodeURIComponent( value );
		} catch {
			// A malformed escape: keep the raw value, the reader validates it anyway.
		}
		if ( name && ! jar.has( name ) ) {
			jar.set( name, value );
		}
	}
	return jar;
}

export interface CookieOptions {
	days?: number;
	path?: string;
	domain?: string;
	secure?: boolean;
}

/** A `document.cookie` assignment; a negative `days` expires the cookie. */
export function cookieString( name: string, value: string, options: CookieOptions = {} ): string {
	const { days = 365, path = '/', domain, secure = false } = options;
	const expires = new Date( Date.now() + days * 864e5 ).toUTCString();
	return (
		`${ name }=${ encodeURIComponent( value ) }; expires=${ expires }; path=${ path }; SameSite=Lax` +
		( domain ? `; domain=${ domain }` : '' ) +
		( secure ? '; Secure' : '' )
	);
}

/**
 * The cookie names in the jar that a category's list names: exact names, or prefixes written with
 * a trailing `*` (`_ga*` matches `_ga` and `_ga_ABC123`).
 */
export function matchingCookies( patterns: string[], names: Iterable< string > ): string[] {
	const found: string[] = [];
	for ( const name of names ) {
		const hit = patterns.some( ( pattern ) =>
			pattern.endsWith( '*' ) ? name.startsWith( pattern.slice( 0, -1 ) ) : name === pattern
		);
		if ( hit ) {
			found.push( name );
		}
	}
	return found;
}

/**
 * The assignments that erase a cookie wherever a tracker may have set it: on this host and on each
 * parent domain (`.example.com`), since trackers often write to the registrable domain.
 */
export function eraseStrings( name: string, host: string ): string[] {
	const out = [ cookieString( name, '', { days: -1 } ) ];
	const labels = host.split( '.' );
	for ( let i = 0; i < labels.length - 1; i++ ) {
		out.push( cookieString( name, '', { days: -1, domain: '.' + labels.slice( i ).join( '.' ) } ) );
	}
	return out;
}

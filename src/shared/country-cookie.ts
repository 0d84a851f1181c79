/**
 * The `vitrine-country` cookie: the visitor's country (two letters) as the CDN reported it or the
 * affiliate script guessed it, shared by affiliate geotargeting and consent's law by region. A
 * module of its own so the consent head gate does not carry the affiliate's guessing tables.
 */
export const COOKIE = 'vitrine-country';
const MAX_AGE = 30 * 86400;

/** The country in the cookie (two letters, lower case), or null when absent or malformed. */
export function readCountry( cookie: string ): string | null {
	for ( const part of cookie.split( ';' ) ) {
		const [ name, value ] = part.trim().split( '=' );
		if ( name === COOKIE ) {
			return value && /^[a-z]{2}$/i.test( value ) ? value.toLowerCase() : null;
		}
	}
	return null;
}

export function writeCountry( doc: Document, country: string ): void {
	doc.cookie = `${ COOKIE }=${ country }; path=/; max-age=${ MAX_AGE }; SameSite=Lax`;
}

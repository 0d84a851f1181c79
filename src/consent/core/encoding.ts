/**
 * The CookieLawInfoConsent cookie: base64 of a JSON object with one boolean per category slug, an
 * optional `ver`, an optional `ccpaOptout` and our random `consentid`. Anything else (not base64,
 * not JSON, a wrong type) decodes to null, which counts as no consent.
 */
export interface ConsentRecord {
	ver?: string;
	ccpaOptout?: boolean;
	consentid?: string;
	categories: Record< string, boolean >;
}

export const CONSENT_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function encodeConsent( record: ConsentRecord ): string {
	// A category named like one of the cookie's own keys is left out, so it never replaces them.
	const { ver, consentid, ccpaOptout, ...categories } = record.categories;
	// JSON.stringify leaves out the keys whose value is undefined (no version, no id, no opt-out).
	return btoa(
		JSON.stringify( {
			ver: record.ver,
			consentid: record.consentid || undefined,
			...categories,
			ccpaOptout: record.ccpaOptout,
		} )
	);
}

export function decodeConsent( raw: string | undefined | null ): ConsentRecord | null {
	// Stryker disable next-line ConditionalExpression,BlockStatement: a shortcut only; atob( '' ), atob( 'null' )
	// and atob( 'undefined' ) throw or give text JSON.parse rejects, so `value` below stays null too.
	if ( ! raw ) {
		return null;
	}
	let value: unknown = null;
	try {
		value = JSON.parse( atob( raw ) );
	} catch {
		// Not base64 or not JSON: `value` stays null, which the check below turns into no consent.
	}
	if ( value === null || typeof value !== 'object' || Array.isArray( value ) ) {
		return null;
	}
	const record: ConsentRecord = { categories: {} };
	for ( const [ key, item ] of Object.entries( value as Record< string, unknown > ) ) {
		if ( key === 'ver' ) {
			if ( typeof item !== 'string' && typeof item !== 'number' ) {
				return null;
			}
			record.ver = String( item );
		} else if ( key === 'consentid' ) {
			if ( typeof item !== 'string' || ! CONSENT_ID_PATTERN.test( item ) ) {
				return null;
			}
			record.consentid = item;
		} else if ( typeof item !== 'boolean' ) {
			return null;
		} else if ( key === 'ccpaOptout' ) {
			record.ccpaOptout = item;
		} else {
			record.categories[ key ] = item;
		}
	}
	return record;
}

/** A random id for proof of consent: a UUID where the browser has one, random hex otherwise. */
export function newConsentId( cryptoApi: Crypto | undefined = globalThis.crypto ): string {
	if ( cryptoApi && typeof cryptoApi.randomUUID === 'function' ) {
		return cryptoApi.randomUUID();
	}
	let id = '';
	for ( let i = 0; i < 32; i++ ) {
		id += Math.floor( Math.random() * 16 ).toString( 16 );
	}
	return id;
}

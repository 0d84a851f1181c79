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

const RESERVED = [ 'ver', 'ccpaOptout', 'consentid' ];
export const CONSENT_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function encodeConsent( record: ConsentRecord ): string {
	const json: Record< string, unknown > = {};
	if ( record.ver !== undefined ) {
		json.ver = record.ver;
	}
	if ( record.consentid ) {
		json.consentid = record.consentid;
	}
	for ( const [ slug, allowed ] of Object.entries( record.categories ) ) {
		if ( ! RESERVED.includes( slug ) ) {
			json[ slug ] = allowed;
		}
	}
	// Stryker disable next-line ConditionalExpression: JSON.stringify leaves out an undefined value anyway.
	if ( record.ccpaOptout !== undefined ) {
		json.ccpaOptout = record.ccpaOptout;
	}
	return btoa( JSON.stringify( json ) );
}

export function decodeConsent( raw: string | undefined | null ): ConsentRecord | null {
	// Stryker disable next-line ConditionalExpression,BlockStatement: a shortcut only; atob( '' ), atob( 'null' )
	// and atob( 'undefined' ) throw or give text JSON.parse rejects, so the catch below returns null too.
	if ( ! raw ) {
		return null;
	}
	let value: unknown;
	try {
		value = JSON.parse( atob( raw ) );
		// Stryker disable next-line BlockStatement: without this return `value` stays undefined, which the type check below rejects.
	} catch {
		return null;
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

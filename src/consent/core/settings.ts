/**
 * The consent settings the server printed, checked enough that a broken or partial object cannot
 * make the gate throw: without a usable object the gate treats everything as not consented; a
 * broken optional part (regions, Consent Mode options, the WP Consent API) is dropped, so the
 * strictest behaviour applies.
 */
import { readSettingsScript } from '../../shared/settings';
import type { Category, ConsentSettings } from './types';

export const SETTINGS_ID = 'vitrine-consent-settings';

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

function isCategory( value: unknown ): value is Category {
	const c = value as Category;
	return !! c && typeof c.slug === 'string' && Array.isArray( c.cookies ) && typeof c.ccpa === 'boolean';
}

function validRegions( value: unknown ): boolean {
	if (
		! isObject( value ) ||
		! isObject( value.countries ) ||
		! isObject( value.modes ) ||
		! isObject( value.zones )
	) {
		return false;
	}
	return (
		typeof value.countryUrl === 'string' &&
		Object.values( value.countries ).every(
			( list ) => Array.isArray( list ) && list.every( ( c ) => typeof c === 'string' )
		) &&
		Object.values( value.zones ).every( ( c ) => typeof c === 'string' )
	);
}

function validGcm( value: unknown ): boolean {
	return (
		isObject( value ) &&
		( value.mode === 'basic' || value.mode === 'advanced' ) &&
		typeof value.waitForUpdate === 'number' &&
		value.waitForUpdate >= 0 &&
		typeof value.adsDataRedaction === 'boolean' &&
		typeof value.urlPassthrough === 'boolean'
	);
}

export function readConsentSettings( doc: Document = document ): ConsentSettings | null {
	const raw = readSettingsScript( SETTINGS_ID, doc );
	if (
		! raw ||
		typeof raw.version !== 'string' ||
		! [ 'gdpr', 'ccpa', 'both' ].includes( raw.law as string ) ||
		! Array.isArray( raw.categories ) ||
		! raw.categories.every( isCategory )
	) {
		return null;
	}
	const s = { ...raw };
	if ( s.regions !== undefined && ! validRegions( s.regions ) ) {
		delete s.regions;
	}
	if ( s.gcm !== undefined && ! validGcm( s.gcm ) ) {
		delete s.gcm;
	}
	const re = s.reconsent;
	if (
		re !== undefined &&
		! (
			isObject( re ) &&
			typeof re.from === 'string' &&
			Array.isArray( re.categories ) &&
			re.categories.every( ( c ) => typeof c === 'string' )
		)
	) {
		delete s.reconsent;
	}
	const api = s.wpConsentApi;
	if (
		api !== undefined &&
		! ( isObject( api ) && typeof api.prefix === 'string' && /^[\w-]+$/.test( api.prefix ) )
	) {
		delete s.wpConsentApi;
	}
	return s as unknown as ConsentSettings;
}

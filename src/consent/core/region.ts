/**
 * Law by region, decided in the browser so every visitor gets the same page: the visitor's country
 * (the CDN's answer kept in the `vitrine-country` cookie, else a guess from the time zone) picks a
 * region, the region the owner's behaviour for it, and that behaviour the law the rest of the
 * consent code applies. The tables come from includes/Consent/data/regions.json (docs/consent.md).
 */
import type { Law, RegionMode, RegionSettings } from './types';

export type { RegionMode, RegionSettings };

export const MODES: readonly RegionMode[] = [ 'optin', 'optout', 'notice', 'none' ];
/** When the country is not known the strictest behaviour applies. */
export const UNKNOWN_MODE: RegionMode = 'optin';
export const OTHER = 'other';

export function isMode( value: unknown ): value is RegionMode {
	return typeof value === 'string' && ( MODES as readonly string[] ).includes( value );
}

/** The country a time zone stands for, or null. */
export function countryFromZone( zone: string, zones: Record< string, string > ): string | null {
	if ( zones[ zone ] ) {
		return zones[ zone ] as string;
	}
	for ( const [ key, country ] of Object.entries( zones ) ) {
		if ( key.endsWith( '/*' ) && zone.startsWith( key.slice( 0, -1 ) ) ) {
			return country;
		}
	}
	return null;
}

/**
 * The region a time zone stands for. The table lists every zone of the regions that list countries,
 * so another real zone (Asia/Tokyo) is "other"; UTC-like zones, and any European zone the table
 * does not know, tell nothing and leave the region unknown (the strictest law then).
 */
export function zoneRegion(
	zone: string,
	zones: Record< string, string >,
	countries: Record< string, string[] >
): string | null {
	const country = countryFromZone( zone, zones );
	if ( country ) {
		return regionOf( country, countries );
	}
	return ! zone.includes( '/' ) || /^(Etc|Europe)\//.test( zone ) ? null : OTHER;
}

/** The region of a country (any case), `other` for a country no region lists, null when unknown. */
export function regionOf( country: string | null, countries: Record< string, string[] > ): string | null {
	if ( ! country || ! /^[a-z]{2}$/i.test( country ) ) {
		return null;
	}
	const code = country.toUpperCase();
	for ( const [ region, list ] of Object.entries( countries ) ) {
		if ( list.includes( code ) ) {
			return region;
		}
	}
	return OTHER;
}

/** The owner's behaviour for a region; an unknown region or a broken setting gets the strictest. */
export function modeFor( region: string | null, modes: Record< string, unknown > ): RegionMode {
	const mode = region === null ? undefined : modes[ region ];
	return isMode( mode ) ? mode : UNKNOWN_MODE;
}

/**
 * What a behaviour means for the rest of the consent code: the law (which buttons, what a GPC
 * signal does), whether consent is implied until the visitor refuses (opt-out, notice, no bar),
 * and whether the bar shows on a first visit.
 */
export function lawOf( mode: RegionMode ): { law: Law; implied: boolean; bar: boolean } {
	switch ( mode ) {
		case 'optout':
			return { law: 'ccpa', implied: true, bar: true };
		case 'notice':
			return { law: 'gdpr', implied: true, bar: true };
		case 'none':
			return { law: 'gdpr', implied: true, bar: false };
		default:
			return { law: 'gdpr', implied: false, bar: true };
	}
}

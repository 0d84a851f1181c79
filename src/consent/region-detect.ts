/**
 * The browser side of law by region: the visitor's country from the CDN (the `vitrine-country`
 * cookie the country route's answer is kept in, shared with affiliate geotargeting) or, without a
 * CDN header, from the time zone; then the owner's behaviour for its region. Nothing here reaches
 * the server's HTML: every visitor gets the same page.
 */
import { readCountry, writeCountry } from '../shared/country-cookie';
import { sameOrigin } from './core/same-origin';
import { modeFor, regionOf, zoneRegion, UNKNOWN_MODE, type RegionMode, type RegionSettings } from './core/region';

export interface RegionDecision {
	/** The behaviour to apply now: the visitor's region's, or the strictest while it is unknown. */
	mode: RegionMode;
	/** Set when the CDN must be asked first: settles on the final behaviour. */
	pending: Promise< RegionMode > | null;
}

function zoneMode( r: RegionSettings ): RegionMode {
	let zone = '';
	try {
		zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
	} catch {
		// No Intl time zone: the region stays unknown.
	}
	return modeFor( zoneRegion( zone, r.zones, r.countries ), r.modes );
}

const modeOf = ( country: string | null, r: RegionSettings ) => modeFor( regionOf( country, r.countries ), r.modes );

/**
 * The behaviour for the visitor's region when it is known without asking the CDN (the country
 * cookie, or the time zone when there is no CDN to ask); null when the CDN must be asked. The head
 * script (head.entry.ts) uses it to decide, before first paint, whether the bar shows.
 */
export function knownRegion( win: Window, r: RegionSettings ): RegionMode | null {
	// Only an address on this site is asked (the setting is printed by the server, checked anyway).
	if ( ! r.countryUrl || ! sameOrigin( r.countryUrl, win.location.href ) ) {
		return zoneMode( r );
	}
	const known = readCountry( win.document.cookie );
	return known ? modeOf( known, r ) : null;
}

export function detectRegion( win: Window, r: RegionSettings ): RegionDecision {
	const known = knownRegion( win, r );
	if ( known ) {
		return { mode: known, pending: null };
	}
	const pending = win
		.fetch( r.countryUrl, { credentials: 'omit' } )
		.then( ( response ) => ( response.ok ? response.json() : null ) )
		.then( ( answer ) => {
			const country = answer && typeof answer.country === 'string' ? answer.country : null;
			if ( country && /^[a-z]{2}$/.test( country ) ) {
				writeCountry( win.document, country );
				return modeOf( country, r );
			}
			return zoneMode( r );
		} )
		.catch( () => zoneMode( r ) );
	return { mode: UNKNOWN_MODE, pending };
}

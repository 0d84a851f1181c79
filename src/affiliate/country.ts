/**
 * The visitor's country, decided in the browser so pages stay identical for every visitor (and
 * cacheable): from the `vitrine-country` cookie, else a guess from the time zone and language, or
 * the CDN's answer (the country REST route echoes the CDN's header), then kept in the cookie.
 */
export { COOKIE, readCountry, writeCountry } from '../shared/country-cookie';

// Time-zone cities of the countries with (or served by) an Amazon store.
const ZONES: Record< string, string > = Object.fromEntries(
	(
		'Berlin de,Vienna at,Zurich ch,Paris fr,Rome it,Madrid es,Lisbon pt,Amsterdam nl,Brussels be,Stockholm se,' +
		'Warsaw pl,Istanbul tr,Dubai ae,Riyadh sa,Cairo eg,Kolkata in,Calcutta in,Tokyo jp,Singapore sg,Sydney au,' +
		'Melbourne au,Brisbane au,Perth au,Adelaide au,Auckland nz,London gb,Dublin ie,Toronto ca,Vancouver ca,' +
		'Mexico_City mx,Sao_Paulo br,Luxembourg lu'
	)
		.split( ',' )
		.map( ( pair ) => pair.split( ' ' ) )
);

/** A best guess from the time zone, then the language's region ("en-US" → us). */
export function guessCountry( timeZone: string, language: string ): string | null {
	const city = timeZone.split( '/' ).pop() ?? '';
	if ( ZONES[ city ] ) {
		return ZONES[ city ] as string;
	}
	const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec( language )?.[ 1 ];
	return region ? region.toLowerCase() : null;
}

/**
 * The head script, printed inline first in <head> (includes/Consent/Gate.php): only what must happen
 * before any other script and before first paint. Google Consent Mode defaults (all denied, per
 * region when the law is by region) precede every tag; the law and GPC classes and the "bar shows"
 * class are on <html> at first paint, so a visitor who decided never sees the bar flash and a new one
 * sees it at once (it is fixed over the page: nothing shifts). Everything else (the first layer's
 * wiring, blocking and unblocking, the WP Consent API bridge, asking the CDN for the region,
 * records) is the gate (gate.entry.ts), a versioned file loaded with `defer` that the browser caches
 * (docs/consent.md, "How the page loads consent").
 */
import { parseCookies } from './core/cookies';
import { gpcSignal, jsonSupported, scanRequested } from './core/env';
import { consentSignals, gtagFor, regionDefaults } from './core/gcm';
import { markLaw } from './core/law-class';
import { lawOf, modeFor } from './core/region';
import { readConsentSettings } from './core/settings';
import { readState } from './core/state';
import type { ConsentSettings } from './core/types';
import { SHOWING_CLASS } from './core/showing';
import { barVariant } from './core/bar-variant';
import { knownRegion } from './region-detect';
import { defineNoConsentManager } from './wp-consent-bridge';

const win = window;
const doc = document;
const gtag = gtagFor( win );
const settings = jsonSupported( { JSON: ( win as unknown as { JSON?: unknown } ).JSON, console } )
	? readConsentSettings( doc )
	: null;
consentDefaults( settings );
if ( settings ) {
	firstPaint( settings );
}

/** Consent Mode defaults, before any tag: all denied, per region when the law is by region. */
function consentDefaults( s: ConsentSettings | null ): void {
	const wait = s?.gcm?.waitForUpdate ?? 500;
	const r = s?.regions;
	const commands = r
		? regionDefaults( r.countries, ( region ) => lawOf( modeFor( region, r.modes ) ).implied, wait )
		: [ { ...consentSignals( () => false ), wait_for_update: wait } ];
	commands.forEach( ( command ) => gtag( 'consent', 'default', command ) );
	if ( s?.gcm?.adsDataRedaction ) {
		gtag( 'set', 'ads_data_redaction', true );
	}
	if ( s?.gcm?.urlPassthrough ) {
		gtag( 'set', 'url_passthrough', true );
	}
}

/**
 * The classes the first layer's CSS reads at first paint. With the CDN still to ask for the region,
 * the bar waits for the gate, as before the split: it shows once the region is known.
 */
function firstPaint( printed: ConsentSettings ): void {
	const mode = printed.regions ? knownRegion( win, printed.regions ) : 'optin';
	const s = mode && printed.regions ? { ...printed, ...lawOf( mode ) } : printed;
	markLaw( doc, s.law, gpcSignal( win.navigator ) );
	let decided = false;
	try {
		decided = readState( parseCookies( doc.cookie ), s ).decided;
	} catch {
		// Unreadable cookies: not decided, as the gate reads them.
	}
	// The owner's cookie scan (a marked frame of this site) never shows the bar, and tells plugins
	// that follow the WP Consent API before their scripts run that no consent manager decides there
	// (docs/consent.md, "Scan").
	const scanning = scanRequested( win );
	if ( scanning ) {
		defineNoConsentManager( win, printed );
	}
	if ( mode && ! decided && ! scanning && lawOf( mode ).bar ) {
		// Under an A/B test of the bar, the CSS shows only the visitor's variant at first paint.
		barVariant( doc, win, printed.barTest );
		doc.documentElement.classList.add( SHOWING_CLASS );
	}
}

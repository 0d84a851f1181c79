/**
 * The consent gate: a versioned file the head prints with `defer` right after the inline head script
 * (head.entry.ts, which already set the Consent Mode defaults and the first-paint classes), so the
 * browser caches it and it never blocks rendering; deferred scripts run in document order, so it runs
 * before every other deferred script of the page. It reads the consent cookies, decides the law of
 * the visitor's region (asking the CDN when the owner chose a law by region), exposes
 * `window.vitrine.consent`, speaks the WP Consent API, activates allowed blocked elements, wires the
 * first layer and loads the consent UI only when the bar must show (or a manage link asks for it).
 * See docs/consent.md, "How the page loads consent".
 */
import { activate } from './core/activation';
import { cookieString, eraseStrings, parseCookies } from './core/cookies';
import { gpcSignal, jsonSupported, scanRequested } from './core/env';
import { CHANGE_ACTION, CHANGE_EVENT, type ConsentUi, type GateApi } from './core/gate-api';
import { consentSignals, gtagFor } from './core/gcm';
import { markLaw as markLawOn } from './core/law-class';
import { lawOf, type RegionMode } from './core/region';
import { readConsentSettings } from './core/settings';
import { allows, cookieErasures, cookieWrites, decide, noConsent, readState } from './core/state';
import type { Action, ConsentSettings, ConsentState } from './core/types';
import { firstLayer, LAYER_SELECTOR, SHOWING_CLASS, type FirstLayer } from './first-layer';
import { countInsight, type InsightsEvent } from '../shared/insights';
import { consentDimension, decisionEvents, dismissEvents, impressionEvents } from './stats';
import { detectRegion } from './region-detect';
import { barVariant, keepBarVariant, keepOnlyLayer } from './core/bar-variant';
import { defineConsentType, defineNoConsentManager, syncConsent } from './wp-consent-bridge';

type Win = Window & { vitrine?: Record< string, unknown >; wp?: { hooks?: { doAction: ( ...a: unknown[] ) => void } } };
const win = window as Win;
const doc = document;
const gtag = gtagFor( win );

const markLaw = ( law: ConsentSettings[ 'law' ], gpc: boolean ) => markLawOn( doc, law, gpc );

// The head script already warned in the console when JSON does not work.
const quiet = { warn: () => {} } as unknown as Console;
const settings = jsonSupported( { JSON: ( win as unknown as { JSON?: unknown } ).JSON, console: quiet } )
	? readConsentSettings( doc )
	: null;
if ( settings ) {
	boot( settings );
}

/** The settings as they apply to a visitor whose region has this behaviour. */
function withMode( s: ConsentSettings, mode: RegionMode ): ConsentSettings {
	const { law, implied } = lawOf( mode );
	return { ...s, law, implied };
}

function boot( printed: ConsentSettings ): void {
	const gpc = gpcSignal( win.navigator );
	const region = printed.regions ? detectRegion( win, printed.regions ) : null;
	let mode: RegionMode = region ? region.mode : 'optin';
	let s = region ? withMode( printed, mode ) : printed;
	// The owner's cookie scan (docs/consent.md, "Cookie scan"): every category allowed in this page's
	// memory only. Nothing is read from or written to the consent cookies, the WP Consent API or the
	// records, so a scan never replaces anyone's decision.
	const scanning = scanRequested( win );
	const read = (): ConsentState => {
		if ( scanning ) {
			return decide( noConsent( s ), { type: 'bypass' }, s, gpc );
		}
		try {
			return readState( parseCookies( doc.cookie ), s );
		} catch {
			return noConsent( s );
		}
	};
	let state = read();
	const listeners = new Set< ( next: ConsentState ) => void >();
	let layer: FirstLayer | null = null;
	let ui: ConsentUi | null = null;
	let uiLoading: Promise< ConsentUi > | null = null;
	let uiLoaded: ( value: ConsentUi ) => void = () => {};
	let chain = Promise.resolve( 0 );
	// Consent statistics (docs/insights.md): the dimension of the first layer shown on its own in
	// this page view, until its first decision or dismissal is counted; null when nothing is due.
	let shown: string | null = null;
	// The visitor's variant of the bar under an A/B test (docs/consent.md), else null.
	let variant: string | null = null;
	const count = ( events: InsightsEvent[] ) => events.forEach( ( event ) => countInsight( event, doc ) );

	const allowsCategory = ( category: string, blockIfCcpa?: boolean ) =>
		allows( state, category, s, gpc, blockIfCcpa );
	const runAllowed = () => ( chain = chain.then( () => activate( doc, allowsCategory ) ) );
	const updateSignals = () =>
		gtag(
			'consent',
			'update',
			consentSignals( ( c ) => allowsCategory( c ) )
		);
	const gpcRefuses = ( category: string ) =>
		gpc && s.law !== 'gdpr' && s.categories.some( ( c ) => c.slug === category && c.ccpa );
	const syncApi = () => {
		if ( ! scanning ) {
			syncConsent( win, s, state.decided, ( c ) => allowsCategory( c ), gpcRefuses );
		}
	};
	const defineType = () => ( scanning ? defineNoConsentManager( win, s ) : defineConsentType( win, s, s.lifetime ) );
	const tab = () => doc.getElementById( s.showagain_div_id );

	const write = ( next: ConsentState ) => {
		if ( scanning ) {
			return;
		}
		const secure = win.location.protocol === 'https:';
		cookieWrites( next, s ).forEach( ( [ name, value ] ) => {
			doc.cookie = cookieString( name, value, { days: s.lifetime, secure } );
		} );
		cookieErasures( next, s, parseCookies( doc.cookie ).keys(), gpc ).forEach( ( name ) =>
			eraseStrings( name, win.location.hostname ).forEach( ( line ) => ( doc.cookie = line ) )
		);
	};

	const record = ( next: ConsentState, action: Action ) => {
		if ( scanning || ! s.recordUrl || typeof fetch !== 'function' ) {
			return;
		}
		fetch( s.recordUrl, {
			method: 'POST',
			keepalive: true,
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				consent_id: next.consentId,
				action: action.type,
				accepted: next.accepted,
				categories: next.categories,
				version: s.version,
				law: s.law,
				ccpa_optout: next.ccpaOptout,
			} ),
		} ).catch( () => {} );
	};

	const commit = ( action: Action ): ConsentState => {
		state = decide( state, action, s, gpc );
		const decision = shown ? decisionEvents( action, state, s, shown, variant ) : [];
		if ( decision.length ) {
			count( decision );
			shown = null; // One decision per showing; a later change from a manage link is not the first layer's.
		}
		write( state );
		updateSignals();
		syncApi();
		const detail = { categories: { ...state.categories }, accepted: state.accepted };
		doc.dispatchEvent( new CustomEvent( CHANGE_EVENT, { detail } ) );
		win.wp?.hooks?.doAction( CHANGE_ACTION, detail );
		listeners.forEach( ( listener ) => listener( state ) );
		layer?.decided();
		record( state, action );
		const reload =
			( action.type === 'reject' && s.reject_close_reload ) ||
			( action.type === 'scroll' && s.scroll_close_reload ) ||
			( [ 'accept', 'acceptAll', 'ccpaOptOut' ].includes( action.type ) && s.accept_close_reload );
		if ( reload ) {
			setTimeout( () => win.location.reload(), 50 );
		} else {
			runAllowed();
		}
		return state;
	};

	const loadUi = (): Promise< ConsentUi > => {
		if ( ui ) {
			return Promise.resolve( ui );
		}
		if ( ! uiLoading ) {
			uiLoading = new Promise( ( resolve ) => ( uiLoaded = resolve ) );
			s.ui.styles.forEach( ( href ) => {
				const link = doc.createElement( 'link' );
				link.rel = 'stylesheet';
				link.href = href;
				doc.head.append( link );
			} );
			s.ui.scripts.forEach( ( { handle, src } ) => {
				if ( ! doc.getElementById( handle + '-js' ) ) {
					const script = doc.createElement( 'script' );
					script.id = handle + '-js';
					script.src = src;
					script.async = false;
					doc.head.append( script );
				}
			} );
		}
		return uiLoading;
	};

	const gate: GateApi = {
		get settings() {
			return s;
		},
		gpc,
		state: () => state,
		allows: ( category ) => allowsCategory( category ),
		commit,
		subscribe: ( listener ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		ready: ( loaded ) => {
			ui = loaded;
			uiLoaded( loaded );
		},
	};
	win.vitrine = {
		...win.vitrine,
		consent: { allows: gate.allows, decided: () => state.decided },
		consentGate: gate,
	};

	defineType();
	markLaw( s.law, gpc );
	if ( state.decided || region ) {
		updateSignals();
	}
	const barDue = () => ! state.decided && lawOf( mode ).bar;
	if ( ! region?.pending && barDue() ) {
		doc.documentElement.classList.add( SHOWING_CLASS );
	}
	// With the CDN to ask, the strictest law holds until it answers; then the region's applies.
	const regionReady = ( region?.pending ?? Promise.resolve( mode ) ).then( ( final ) => {
		if ( final !== mode && printed.regions ) {
			mode = final;
			s = withMode( printed, final );
			state = read();
			defineType();
			markLaw( s.law, gpc );
			updateSignals();
			syncApi();
			runAllowed();
		}
		return final;
	} );

	const start = () => {
		variant = scanning ? null : barVariant( doc, win, printed.barTest );
		if ( variant ) {
			keepOnlyLayer( doc, variant );
		}
		layer = firstLayer( {
			doc,
			win,
			settings: () => s,
			decided: () => state.decided,
			commit,
			loadUi,
			onDismiss: () => {
				if ( shown ) {
					count( dismissEvents( s, shown, variant ) );
					shown = null;
				}
			},
		} );
		runAllowed();
		syncApi();
		doc.addEventListener( 'click', ( event ) => {
			const target = ( event.target as Element | null )?.closest?.(
				'[data-vitrine-consent-open],[data-vitrine-consent-accept]'
			);
			if ( ! target ) {
				return;
			}
			event.preventDefault();
			const category = target.getAttribute( 'data-vitrine-consent-accept' );
			if ( category ) {
				commit( { type: 'allowCategory', category } );
				return;
			}
			layer?.open( target as HTMLElement );
		} );
		regionReady.then( () => {
			if ( barDue() ) {
				layer?.open();
				if ( ! scanning && doc.querySelector( LAYER_SELECTOR ) ) {
					shown = consentDimension( s, printed.regions ? mode : null );
					count( impressionEvents( s, shown, variant ) );
					if ( variant ) {
						keepBarVariant( win, variant );
					}
				}
			} else if ( s.showagain_tab ) {
				tab()?.removeAttribute( 'hidden' );
			}
		} );
	};
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
}

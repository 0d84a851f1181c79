/**
 * The head gate, printed inline before any other script: reads the consent cookies, sets Google
 * Consent Mode defaults, exposes `window.vitrine.consent`, activates allowed blocked elements, and
 * loads the consent UI only when the bar must show (or a manage link asks for it). A returning
 * visitor who decided downloads nothing more.
 */
import { activate } from './core/activation';
import { cookieString, eraseStrings, parseCookies } from './core/cookies';
import { bypassRequested, gpcSignal, jsonSupported } from './core/env';
import { CHANGE_ACTION, CHANGE_EVENT, type ConsentUi, type GateApi } from './core/gate-api';
import { consentSignals, gtagFor } from './core/gcm';
import { readConsentSettings } from './core/settings';
import { allows, cookieErasures, cookieWrites, decide, noConsent, readState } from './core/state';
import type { Action, ConsentState } from './core/types';

type Win = Window & { vitrine?: Record< string, unknown >; wp?: { hooks?: { doAction: ( ...a: unknown[] ) => void } } };
const win = window as Win;
const doc = document;
const gtag = gtagFor( win );
gtag( 'consent', 'default', {
	...consentSignals( () => false ),
	wait_for_update: 500,
} );

const settings = jsonSupported( { JSON: ( win as unknown as { JSON?: unknown } ).JSON, console } )
	? readConsentSettings( doc )
	: null;
if ( settings ) {
	boot( settings );
}

function boot( s: NonNullable< typeof settings > ): void {
	const gpc = gpcSignal( win.navigator );
	let state: ConsentState;
	try {
		state = readState( parseCookies( doc.cookie ), s );
	} catch {
		state = noConsent( s );
	}
	const listeners = new Set< ( next: ConsentState ) => void >();
	let ui: ConsentUi | null = null;
	let uiLoading: Promise< ConsentUi > | null = null;
	let uiLoaded: ( value: ConsentUi ) => void = () => {};
	let chain = Promise.resolve( 0 );

	const allowsCategory = ( category: string, blockIfCcpa?: boolean ) =>
		allows( state, category, s, gpc, blockIfCcpa );
	const runAllowed = () => ( chain = chain.then( () => activate( doc, allowsCategory ) ) );
	const updateSignals = () =>
		gtag(
			'consent',
			'update',
			consentSignals( ( c ) => allowsCategory( c ) )
		);
	const tab = () => doc.getElementById( s.showagain_div_id );

	const write = ( next: ConsentState ) => {
		const secure = win.location.protocol === 'https:';
		cookieWrites( next, s ).forEach( ( [ name, value ] ) => {
			doc.cookie = cookieString( name, value, { days: s.lifetime, secure } );
		} );
		cookieErasures( next, s, parseCookies( doc.cookie ).keys(), gpc ).forEach( ( name ) =>
			eraseStrings( name, win.location.hostname ).forEach( ( line ) => ( doc.cookie = line ) )
		);
	};

	const record = ( next: ConsentState, action: Action ) => {
		if ( ! s.recordUrl || typeof fetch !== 'function' ) {
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
		write( state );
		updateSignals();
		const detail = { categories: { ...state.categories }, accepted: state.accepted };
		doc.dispatchEvent( new CustomEvent( CHANGE_EVENT, { detail } ) );
		win.wp?.hooks?.doAction( CHANGE_ACTION, detail );
		listeners.forEach( ( listener ) => listener( state ) );
		if ( action.type !== 'bypass' ) {
			record( state, action );
		}
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
		settings: s,
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

	const bypass = bypassRequested( win.location.search );
	if ( bypass ) {
		commit( { type: 'bypass' } );
	} else if ( state.decided ) {
		updateSignals();
	}

	const start = () => {
		runAllowed();
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
			tab()?.setAttribute( 'hidden', '' );
			loadUi().then( ( loaded ) => loaded.open( target as HTMLElement ) );
		} );
		if ( ! state.decided && ! bypass ) {
			loadUi().then( ( loaded ) => loaded.open() );
		} else if ( s.showagain_tab ) {
			tab()?.removeAttribute( 'hidden' );
		}
	};
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
}

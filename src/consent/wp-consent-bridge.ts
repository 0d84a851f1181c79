/**
 * The DOM side of the WP Consent API integration: tells other plugins the visitor's consent type
 * (`window.wp_consent_type` and the `wp_consent_type_defined` event) and brings the API's
 * `wp_consent_{category}` cookies in line through its own `wp_set_consent()`, which also fires
 * `wp_listen_for_consent_change` for them. Without the plugin it does nothing.
 */
import { cookieString, parseCookies } from './core/cookies';
import { apiValues, apiWrites, consentType, type ApiValue } from './core/wp-consent-api';
import type { ConsentSettings } from './core/types';

type ApiWindow = Window & {
	wp_consent_type?: string;
	wp_set_consent?: ( category: string, value: ApiValue ) => void;
};

/** The cookie that tells PHP (a checkout, a REST call) an opt-out visitor's type; see WpConsentApi.php. */
export const TYPE_COOKIE = 'vitrine_consent_type';

/**
 * Sets the visitor's type. Under a law by region an opt-out visitor also gets the type cookie (no
 * consent is needed to remember that); an opt-in one never does, and loses a stale one.
 */
export function defineConsentType( win: Window, s: ConsentSettings, lifetime: number ): void {
	if ( ! s.wpConsentApi ) {
		return;
	}
	const type = consentType( s.law, s.implied === true );
	( win as ApiWindow ).wp_consent_type = type;
	if ( s.regions ) {
		const has = parseCookies( win.document.cookie ).get( TYPE_COOKIE );
		if ( type === 'optout' && has !== type ) {
			win.document.cookie = cookieString( TYPE_COOKIE, type, { days: lifetime } );
		} else if ( type === 'optin' && has !== undefined ) {
			win.document.cookie = cookieString( TYPE_COOKIE, '', { days: -1 } );
		}
	}
	win.document.dispatchEvent( new CustomEvent( 'wp_consent_type_defined' ) );
}

/**
 * In the owner's cookie scan: tells plugins that follow the WP Consent API that no consent manager
 * decides in this page (an empty type), so `wp_has_consent()` answers yes as the API documents for
 * that case, and their scripts run and show their cookies, without a `wp_consent_*` cookie written.
 */
export function defineNoConsentManager( win: Window, s: ConsentSettings ): void {
	if ( ! s.wpConsentApi ) {
		return;
	}
	( win as ApiWindow ).wp_consent_type = '';
	win.document.dispatchEvent( new CustomEvent( 'wp_consent_type_defined' ) );
}

/**
 * Writes what differs. `allows` answers for the visitor's decision; before one, `refuses` names
 * what a Global Privacy Control signal already refuses (the only thing written then).
 */
export function syncConsent(
	win: Window,
	s: ConsentSettings,
	decided: boolean,
	allows: ( category: string ) => boolean,
	refuses: ( category: string ) => boolean
): void {
	const set = ( win as ApiWindow ).wp_set_consent;
	if ( ! s.wpConsentApi || typeof set !== 'function' ) {
		return;
	}
	const values = apiValues( decided ? allows : ( category ) => ! refuses( category ) );
	const jar = parseCookies( win.document.cookie );
	for ( const [ category, value ] of apiWrites( values, jar, s.wpConsentApi.prefix, decided ) ) {
		try {
			set( category, value );
		} catch {
			// Another plugin's listener threw: the next category must still be written.
		}
	}
}

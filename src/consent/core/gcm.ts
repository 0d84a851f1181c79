/**
 * Google Consent Mode v2: the seven signals, derived from the consent categories. Defaults are all
 * denied except security; every decision sends an update with all of them.
 */
export type Signal = 'granted' | 'denied';
export type Signals = Record<
	| 'ad_storage'
	| 'ad_user_data'
	| 'ad_personalization'
	| 'analytics_storage'
	| 'functionality_storage'
	| 'personalization_storage'
	| 'security_storage',
	Signal
>;

export function consentSignals( allows: ( category: string ) => boolean ): Signals {
	const s = ( yes: boolean ): Signal => ( yes ? 'granted' : 'denied' );
	const ads = allows( 'advertisement' );
	return {
		ad_storage: s( ads ),
		ad_user_data: s( ads ),
		ad_personalization: s( ads ),
		analytics_storage: s( allows( 'analytics' ) ),
		functionality_storage: s( allows( 'functional' ) ),
		personalization_storage: s( allows( 'functional' ) ),
		security_storage: 'granted',
	};
}

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: ( ...args: unknown[] ) => void };

/**
 * The standard gtag queue: pushes the arguments object, which is what Google's tags read. It is kept
 * local on purpose: defining a global `gtag` would make other code (affiliate click analytics picks
 * the first facility present) believe Google Analytics is on a page that only runs Matomo, say.
 */
export function gtagFor( win: Window ): ( ...args: unknown[] ) => void {
	const w = win as DataLayerWindow;
	w.dataLayer = w.dataLayer || [];
	return function gtag() {
		// eslint-disable-next-line prefer-rest-params
		( w.dataLayer as unknown[] ).push( arguments );
	};
}

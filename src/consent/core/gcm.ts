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

/** Consent Mode's `default` command arguments: signals plus an optional region list. */
export type DefaultCommand = Partial< Signals > & { region?: string[]; wait_for_update?: number };

/**
 * The `default` commands for a law by region: the strictest (all denied) for everyone first, then
 * one per region that lists countries, granted where consent is implied there (opt-out, notice, no
 * bar). Google applies the most specific region's default, so its own idea of the visitor's location
 * picks the line; the gate's `update` after it follows the region Vitrine decided.
 */
export function regionDefaults(
	countries: Record< string, string[] >,
	implied: ( region: string ) => boolean,
	waitForUpdate: number
): DefaultCommand[] {
	// Stryker disable next-line ArrowFunction: `() => undefined` denies the same as `() => false`.
	const denied = consentSignals( () => false );
	const commands: DefaultCommand[] = [ { ...denied, wait_for_update: waitForUpdate } ];
	for ( const [ region, list ] of Object.entries( countries ) ) {
		if ( list.length ) {
			const signals = implied( region ) ? consentSignals( () => true ) : denied;
			commands.push( { ...signals, region: [ ...list ], wait_for_update: waitForUpdate } );
		}
	}
	return commands;
}

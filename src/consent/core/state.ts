/**
 * The consent state machine, as pure functions: reading the state from cookies, the transitions of
 * docs/consent.md (Behaviour), the cookies a decision writes and erases, and what may run.
 */
import { decodeConsent, encodeConsent, newConsentId } from './encoding';
import { matchingCookies } from './cookies';
import { NECESSARY, type Action, type ConsentSettings, type ConsentState } from './types';

export const VIEWED_COOKIE = 'viewed_cookie_policy';
export const CONSENT_COOKIE = 'CookieLawInfoConsent';
export const checkboxCookie = ( slug: string ) => `cookielawinfo-checkbox-${ slug }`;

type Rules = Pick< ConsentSettings, 'version' | 'law' | 'categories' | 'implied' | 'reconsent' >;

const slugs = ( settings: Rules ) => settings.categories.map( ( c ) => c.slug );
const hasCcpa = ( settings: Rules ) => settings.law !== 'gdpr';

/**
 * The state before any decision: every category refused except the necessary one, or, where consent
 * is implied (opt-out and notice regions), every category on until the visitor refuses.
 */
export function noConsent( settings: Rules ): ConsentState {
	const categories: Record< string, boolean > = {};
	slugs( settings ).forEach( ( slug ) => ( categories[ slug ] = slug === NECESSARY || settings.implied === true ) );
	return { decided: false, accepted: false, categories, ccpaOptout: false, consentId: null };
}

/**
 * The state the cookies hold. A decision counts only when both cookies are valid, its version is the
 * current one (or the one before a declaration change in categories it did not accept) and it names
 * exactly the current categories; otherwise the bar must show again.
 */
export function readState( jar: Map< string, string >, settings: Rules ): ConsentState {
	const empty = noConsent( settings );
	const viewed = jar.get( VIEWED_COOKIE );
	const record = decodeConsent( jar.get( CONSENT_COOKIE ) );
	if ( ( viewed !== 'yes' && viewed !== 'no' ) || ! record ) {
		return empty;
	}
	const current = slugs( settings ).sort().join( ',' );
	const stored = Object.keys( record.categories ).sort().join( ',' );
	// Stryker disable next-line StringLiteral: any text outside the version pattern (non-empty, [A-Za-z0-9._-]) matches no version.
	const ver = record.ver ?? '';
	const changed = settings.reconsent;
	const stillValid =
		ver === settings.version ||
		( !! changed &&
			ver === changed.from &&
			! changed.categories.some( ( c ) => viewed === 'yes' && record.categories[ c ] === true ) );
	if ( ! stillValid || current !== stored ) {
		return { ...empty, consentId: record.consentid ?? null };
	}
	return {
		decided: true,
		accepted: viewed === 'yes',
		categories: { ...record.categories, [ NECESSARY ]: true },
		ccpaOptout: hasCcpa( settings ) && record.ccpaOptout === true,
		consentId: record.consentid ?? null,
	};
}

function every( settings: Rules, allowed: ( slug: string ) => boolean ): Record< string, boolean > {
	const categories: Record< string, boolean > = {};
	slugs( settings ).forEach( ( slug ) => ( categories[ slug ] = slug === NECESSARY || allowed( slug ) ) );
	return categories;
}

/** The state after an action. `gpc` is the browser's Global Privacy Control signal. */
export function decide( state: ConsentState, action: Action, settings: Rules, gpc = false ): ConsentState {
	const ccpa = hasCcpa( settings );
	const signal = ccpa && gpc;
	const base = { decided: true, consentId: state.consentId ?? newConsentId() };
	const ccpaSlugs = new Set( settings.categories.filter( ( c ) => c.ccpa ).map( ( c ) => c.slug ) );
	switch ( action.type ) {
		case 'accept':
			return {
				...base,
				accepted: true,
				categories: action.categories
					? // Stryker disable next-line OptionalChaining: this branch runs only when action.categories is set.
						every( settings, ( s ) => action.categories?.[ s ] === true )
					: every( settings, () => true ),
				ccpaOptout: signal,
			};
		case 'acceptAll':
		case 'scroll':
		case 'showOnce':
		case 'bypass':
			return { ...base, accepted: true, categories: every( settings, () => true ), ccpaOptout: signal };
		case 'reject':
			return {
				...base,
				accepted: false,
				categories: every( settings, () => false ),
				ccpaOptout: ccpa && ( state.ccpaOptout || gpc ),
			};
		case 'ccpaOptOut': {
			// Under CCPA alone the visitor opts out of selling and sharing; the rest stays allowed.
			const previous = ( slug: string ) =>
				state.decided ? state.categories[ slug ] === true : settings.law === 'ccpa';
			return {
				...base,
				accepted: true,
				categories: every( settings, ( s ) => ! ccpaSlugs.has( s ) && previous( s ) ),
				ccpaOptout: true,
			};
		}
		case 'allowCategory': {
			const previous = ( slug: string ) => state.decided && state.accepted && state.categories[ slug ] === true;
			return {
				...base,
				accepted: true,
				categories: every( settings, ( s ) => s === action.category || previous( s ) ),
				ccpaOptout: ccpa && ( state.ccpaOptout || gpc ),
			};
		}
	}
	return state;
}

/**
 * Whether something of a category may run: necessary always; anything else only with the overall
 * cookie at yes and the category allowed (or, before a decision, where consent is implied), and
 * never after a CCPA opt-out (or GPC) if it is a category that opt-out covers.
 */
export function allows(
	state: ConsentState,
	category: string,
	settings: Rules,
	gpc = false,
	blockIfCcpaOptout?: boolean
): boolean {
	if ( category === NECESSARY ) {
		return true;
	}
	const known = settings.categories.find( ( c ) => c.slug === category );
	const granted = state.decided ? state.accepted && state.categories[ category ] === true : settings.implied === true;
	if ( ! known || ! granted ) {
		return false;
	}
	const optedOut = hasCcpa( settings ) && ( state.ccpaOptout || gpc );
	return ! ( optedOut && ( blockIfCcpaOptout ?? known.ccpa ) );
}

/** The cookies a decision writes: name and value pairs, written only when the visitor decides. */
export function cookieWrites( state: ConsentState, settings: Rules ): Array< [ string, string ] > {
	const writes: Array< [ string, string ] > = [ [ VIEWED_COOKIE, state.accepted ? 'yes' : 'no' ] ];
	writes.push( [
		CONSENT_COOKIE,
		encodeConsent( {
			ver: settings.version,
			consentid: state.consentId ?? undefined,
			categories: state.categories,
			ccpaOptout: hasCcpa( settings ) ? state.ccpaOptout : undefined,
		} ),
	] );
	for ( const slug of slugs( settings ) ) {
		writes.push( [ checkboxCookie( slug ), state.accepted && state.categories[ slug ] ? 'yes' : 'no' ] );
	}
	return writes;
}

/** The cookies to erase after a decision: those listed for every category that may not run. */
export function cookieErasures(
	state: ConsentState,
	settings: Rules,
	existing: Iterable< string >,
	gpc = false
): string[] {
	// allows() is always true for the necessary category, so its cookies are never erased.
	const patterns = settings.categories
		.filter( ( c ) => ! allows( state, c.slug, settings, gpc ) )
		.flatMap( ( c ) => c.cookies );
	return matchingCookies( patterns, existing );
}

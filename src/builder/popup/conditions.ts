/**
 * The timing conditions of docs/popups.md (Conditions). Each is a pure function of its part of the settings and of
 * the visitor's environment; a popup is armed only when every condition that is set passes.
 */
import { deviceAllowed, type Device } from '@vitrine/shared';
import { detectBrowser } from './browsers';
import { num, str, strings, PERIODS, type Part, type Period } from './settings';
import type { VisitorStorage } from './storage';

export interface Visitor {
	loggedIn: boolean;
	roles: string[];
}

export interface ConditionEnv {
	id: string;
	storage: VisitorStorage;
	referrer: string;
	/** The page's own host, to tell internal referrers from external ones. */
	host: string;
	visitor: Visitor;
	device: Device;
	userAgent: string;
	now: number;
}

export type Condition = ( part: Part, env: ConditionEnv ) => boolean;

export const pageViews: Condition = ( part, env ) => {
	const since = env.storage.pageViews - env.storage.firstSeen( env.id ).pageViews;
	return since >= num( part.views, 1 );
};

export const sessions: Condition = ( part, env ) => {
	const since = env.storage.sessions - env.storage.firstSeen( env.id ).sessions;
	return since >= num( part.sessions, 1 );
};

/** The referrer contains the text (show), does not contain it (hide), or matches a regex (regex). */
export const url: Condition = ( part, env ) => {
	const text = str( part.url );
	// Stryker disable next-line StringLiteral: any default other than 'regex' and 'hide' means show.
	const action = str( part.action, 'show' );
	if ( action === 'regex' ) {
		try {
			return new RegExp( text ).test( env.referrer );
		} catch {
			return false; // An invalid expression means the popup is not shown.
		}
	}
	const contains = text !== '' && env.referrer.includes( text );
	return action === 'hide' ? ! contains : contains;
};

const SEARCH_ENGINE = /(^|\.)(google|yahoo|bing|yandex|baidu)(\.[a-z]{2,3}){1,2}$/i;

/** Where the visit came from: internal (same host), search (a search engine) or external. */
export function sourceOf( referrer: string, host: string ): 'internal' | 'search' | 'external' {
	// Stryker disable StringLiteral,BlockStatement: any non-host text in `from` (these defaults, a parse failure)
	// matches neither the page's host nor a search engine, so it gives 'external' like ''.
	let from = '';
	try {
		from = referrer ? new URL( referrer ).host : '';
	} catch {
		from = '';
	}
	// Stryker restore StringLiteral,BlockStatement
	if ( from && from.replace( /^www\./, '' ) === host.replace( /^www\./, '' ) ) {
		return 'internal';
	}
	// Stryker disable next-line StringLiteral: split() always has a first item.
	return from && SEARCH_ENGINE.test( from.split( ':' )[ 0 ] ?? '' ) ? 'search' : 'external';
}

/** All three selected passes; a search visit also counts as external; a direct visit is external. */
export const sources: Condition = ( part, env ) => {
	const selected = strings( part.sources );
	const source = sourceOf( env.referrer, env.host );
	return selected.includes( source ) || ( source === 'search' && selected.includes( 'external' ) );
};

/** Anonymous visitors pass; logged-in ones fail for "all" users, or when they hold a listed role. */
export const loggedIn: Condition = ( part, env ) => {
	if ( ! env.visitor.loggedIn ) {
		return true;
	}
	if ( str( part.users, 'all' ) === 'all' ) {
		return false;
	}
	const roles = strings( part.roles );
	return ! env.visitor.roles.some( ( role ) => roles.includes( role ) );
};

export const devices: Condition = ( part, env ) => {
	const list = strings( part.devices );
	return list.length > 0 && deviceAllowed( list, env.device );
};

export const browsers: Condition = ( part, env ) => {
	if ( str( part.browsers, 'all' ) === 'all' ) {
		return true;
	}
	const detected = detectBrowser( env.userAgent );
	// Stryker disable next-line ConditionalExpression: the option list holds strings only, so it never includes null.
	return detected !== null && strings( part.options ).includes( detected );
};

export function periodOf( part: Part ): Period {
	return PERIODS.includes( part.period as Period ) ? ( part.period as Period ) : 'none';
}

export const times: Condition = ( part, env ) =>
	env.storage.timesShown( env.id, periodOf( part ) ) < num( part.times, 1 );

/** Between the optional start (inclusive) and end (exclusive), as epoch milliseconds. */
export const schedule: Condition = ( part, env ) => {
	const start = typeof part.start_at === 'number' ? part.start_at : null;
	const end = typeof part.end_at === 'number' ? part.end_at : null;
	// Stryker disable next-line ConditionalExpression: `now >= null` is `now >= 0`, true for any real time.
	return ( start === null || env.now >= start ) && ( end === null || env.now < end );
};

export const CONDITIONS: Record< string, Condition > = {
	page_views: pageViews,
	sessions,
	url,
	sources,
	logged_in: loggedIn,
	devices,
	browsers,
	times,
	schedule,
};

/** Whether every set condition passes; unknown condition names are ignored. */
export function timingAllows( timing: Record< string, Part >, env: ConditionEnv ): boolean {
	return Object.entries( timing ).every( ( [ name, part ] ) => {
		const condition = CONDITIONS[ name ];
		return condition ? condition( part, env ) : true;
	} );
}

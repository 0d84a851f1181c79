/**
 * The page's one Insights queue (docs/insights.md, "How the browser sends"): loaded once, as its own
 * small deferred script (`vitrine-insights-queue`), by the pages that count something. The popup,
 * panel, bar, product and consent code only push events onto `window.vitrine.insights`
 * (src/shared/insights.ts), an array until this script takes it over, so each of their bundles
 * carries a few bytes of glue instead of a copy of the queue.
 *
 * Events are sent together with navigator.sendBeacon to the route the `vitrine-insights` settings
 * script names, two seconds after the last event or when the page is hidden, at most 20 a beacon.
 * Sending never waits for anything and its answer is never read, so it cannot delay a click, a
 * popup or a page. Nothing identifies the visitor: no cookie, no id, only what was seen or clicked.
 */
import type { InsightsEvent, InsightsWindow } from '@vitrine/shared';

/** The route's limit (rest/Insights/EventsRoute.php, MAX_EVENTS). */
export const MAX_BATCH = 20;
const WAIT = 2000;

/** The route's form body: `events[0][entity]=…&events[0][event]=…`, empty fields left out. */
export function encodeBatch( events: InsightsEvent[] ): string {
	const body = new URLSearchParams();
	events.forEach( ( event, i ) =>
		Object.entries( event ).forEach(
			( [ key, value ] ) => value && body.append( `events[${ i }][${ key }]`, value )
		)
	);
	return body.toString();
}

/**
 * Where to send, or null when nothing may be counted: no settings script, an endpoint that is not
 * http(s) on this page's origin, or the owner counts only with statistics consent and the visitor
 * has not given it. Consent is read when the queue sends, so an event from just before the visitor
 * allows statistics counts. (Its own few lines rather than the shared settings and URL helpers:
 * this script is loaded for counting alone, docs/insights.md "Bench".)
 */
export function endpoint( doc: Document ): string | null {
	const win = doc.defaultView as InsightsWindow | null;
	try {
		const settings = JSON.parse(
			doc.querySelector( 'script[type="application/json"]#vitrine-insights' )!.textContent!
		);
		const url = new URL( settings.url, doc.URL );
		return /^https?:$/.test( url.protocol ) &&
			url.origin === new URL( doc.URL ).origin &&
			( settings.consent !== 'statistics' || win?.vitrine?.consent?.allows( 'statistics' ) )
			? url.href
			: null;
	} catch {
		return null; // No settings script, not JSON, or no URL.
	}
}

export type Send = ( url: string, body: string ) => void;

/**
 * One beacon. A form body, so the route reads it as it reads a form. No fetch() fallback: every
 * browser the visitor scripts run in has sendBeacon, and a beacon it refuses (its quota full) is
 * one lost count of an aggregate, never an error.
 */
function beacon( url: string, body: string ): void {
	navigator.sendBeacon( url, new Blob( [ body ], { type: 'application/x-www-form-urlencoded' } ) );
}

/** A queue for one page: `push` adds an event; the queue sends after WAIT or when the page hides. */
export function createQueue( doc: Document, send: Send = beacon ): ( event: InsightsEvent ) => void {
	let pending: InsightsEvent[] = [];
	let timer = 0;
	const win = doc.defaultView ?? window;
	const flush = () => {
		win.clearTimeout( timer );
		const url = pending.length ? endpoint( doc ) : null;
		while ( url && pending.length ) {
			send( url, encodeBatch( pending.splice( 0, MAX_BATCH ) ) );
		}
		pending = [];
	};
	doc.addEventListener( 'visibilitychange', () => doc.visibilityState === 'hidden' && flush() );
	win.addEventListener( 'pagehide', flush );
	return ( event ) => {
		pending.push( event );
		win.clearTimeout( timer );
		timer = win.setTimeout( flush, WAIT );
	};
}

/**
 * Takes over `window.vitrine.insights`: the events pushed before this script ran are queued, and
 * later pushes go straight to the queue. Once a page: a second run finds the queue installed.
 */
export function installQueue( doc: Document, send: Send = beacon ): void {
	const win = doc.defaultView as InsightsWindow | null;
	const vitrine = win && ( win.vitrine ??= {} );
	const early = vitrine?.insights;
	if ( vitrine && ( ! early || Array.isArray( early ) ) ) {
		const push = createQueue( doc, send );
		vitrine.insights = { push };
		( early ?? [] ).forEach( push );
	}
}

/**
 * Click events for analytics: category "amazon-link", action "click", label the ASIN or the title.
 * The first facility on the page wins, in the order gtag, ga, _gaq, __gaTracker, _paq, dataLayer.
 * With the consent feature active, events wait until the visitor allows "analytics".
 */
export const CATEGORY = 'amazon-link';
export const ACTION = 'click';

type Fn = ( ...args: unknown[] ) => void;
type Queue = { push: ( ...items: unknown[] ) => unknown };
export type AnalyticsWindow = {
	gtag?: unknown;
	ga?: unknown;
	_gaq?: unknown;
	__gaTracker?: unknown;
	_paq?: unknown;
	dataLayer?: unknown;
	vitrine?: { consent?: { allows?: ( category: string ) => boolean } };
};

const isFn = ( value: unknown ): value is Fn => typeof value === 'function';
const isQueue = ( value: unknown ): value is Queue => !! value && typeof ( value as Queue ).push === 'function';

/** Sends one event; returns the facility used, or null when there is none. */
export function dispatch( win: AnalyticsWindow, text: string ): string | null {
	if ( isFn( win.gtag ) ) {
		win.gtag( 'event', ACTION, { event_category: CATEGORY, event_label: text, transport_type: 'beacon' } );
		return 'gtag';
	}
	if ( isFn( win.ga ) ) {
		win.ga( 'send', 'event', CATEGORY, ACTION, text, { transport: 'beacon' } );
		return 'ga';
	}
	if ( isQueue( win._gaq ) ) {
		win._gaq.push( [ '_trackEvent', CATEGORY, ACTION, text ] );
		return '_gaq';
	}
	if ( isFn( win.__gaTracker ) ) {
		win.__gaTracker( 'send', 'event', CATEGORY, ACTION, text, { transport: 'beacon' } );
		return '__gaTracker';
	}
	if ( isQueue( win._paq ) ) {
		win._paq.push( [ 'trackEvent', CATEGORY, ACTION, text ] );
		return '_paq';
	}
	if ( isQueue( win.dataLayer ) ) {
		win.dataLayer.push( { event: CATEGORY, eventCategory: CATEGORY, eventAction: ACTION, eventLabel: text } );
		return 'dataLayer';
	}
	return null;
}

/** The label for a link, or null when tracking must be skipped (mode off, value empty). */
export function label( mode: unknown, asin: string, title: string ): string | null {
	if ( mode === 'asin' ) {
		return asin || null;
	}
	return mode === 'title' && title ? title : null;
}

/** Whether the consent feature is present and refuses analytics for now. */
export function consentBlocks( win: AnalyticsWindow ): boolean {
	const consent = win.vitrine?.consent;
	return !! consent && typeof consent.allows === 'function' && ! consent.allows( 'analytics' );
}

/**
 * A sender that holds events back while consent refuses analytics and sends them, in order, on
 * the consent decision that allows it. Returns the function that tracks one label.
 */
export function createAnalytics( win: AnalyticsWindow, doc: Document ): ( text: string ) => void {
	const waiting: string[] = [];
	doc.addEventListener( 'vitrine:consent-change', ( event ) => {
		const categories = ( event as CustomEvent ).detail?.categories;
		const allowed = categories ? categories.analytics === true : ! consentBlocks( win );
		if ( allowed ) {
			waiting.splice( 0 ).forEach( ( text ) => dispatch( win, text ) );
		}
	} );
	return ( text ) => {
		if ( consentBlocks( win ) ) {
			if ( waiting.length < 50 ) {
				waiting.push( text );
			}
		} else {
			dispatch( win, text );
		}
	};
}

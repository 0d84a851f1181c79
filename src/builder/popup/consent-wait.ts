/**
 * Popups never cover an undecided consent bar (docs/popups.md, Consent): while the visitor has not
 * decided and the bar shows, a popup's own triggers wait; they are armed on the decision
 * (`vitrine:consent-change`, docs/consent.md). A popup the visitor opens on purpose (a link or a
 * button) still opens at once.
 */

/** The head gate's class on <html> while the bar must show at first paint. */
const SHOWING = 'vitrine-consent-showing';
const LAYER = '[data-vitrine-consent-layer]';
export const CONSENT_CHANGE = 'vitrine:consent-change';

type ConsentWindow = Window & { vitrine?: { consent?: { decided?: () => boolean } } };

/** Whether the consent bar is waiting for this visitor's decision. */
export function consentPending( doc: Document, win: Window ): boolean {
	const consent = ( win as ConsentWindow ).vitrine?.consent;
	if ( typeof consent?.decided !== 'function' || consent.decided() ) {
		return false;
	}
	const layer = doc.querySelector< HTMLElement >( LAYER );
	return doc.documentElement.classList.contains( SHOWING ) || ( !! layer && ! layer.hidden );
}

/** Runs `then` now when no decision is pending, else once the visitor decides (unless `signal` aborts first). */
export function afterConsent( doc: Document, win: Window, signal: AbortSignal, then: () => void ): void {
	if ( ! consentPending( doc, win ) ) {
		then();
		return;
	}
	doc.addEventListener( CONSENT_CHANGE, () => then(), { once: true, signal } );
}

/**
 * Classes on <html> the first layer's CSS reads before any markup exists: the law (the reject button,
 * the CCPA link) and the Global Privacy Control signal (its notice). Set by the head script before
 * first paint and again by the gate when the visitor's region changes the law.
 */
import type { Law } from './types';

export function markLaw( doc: Document, law: Law, gpc: boolean ): void {
	const root = doc.documentElement.classList;
	[ 'gdpr', 'ccpa', 'both' ].forEach( ( l ) => root.toggle( 'vitrine-consent-law-' + l, l === law ) );
	root.toggle( 'vitrine-consent-has-gpc', gpc );
}

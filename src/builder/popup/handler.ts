/**
 * The popup handler (docs/popups.md): created, its timing conditions checked, its triggers armed; the
 * first trigger that fires shows it and disarms the others; hiding runs the exit animation. The
 * visitor-disabled check is skipped in preview; in edit mode the popup shows directly. open_selector
 * clicks and `vitrine:popup` events (sent by URL action links) open and close it on request. While
 * the consent bar waits for a decision the triggers are not armed (consent-wait.ts).
 */
import type { Handler, Mode } from '../runtime/types';
import { currentDevice, prefersReducedMotion, readSettingsScript, whenShown } from '@vitrine/shared';
import { timingAllows, periodOf, type ConditionEnv, type Visitor } from './conditions';
import { PopupView } from './display';
import { readPopupSettings } from './settings';
import { browserStorages, VisitorStorage } from './storage';
import { armTriggers, openSelector } from './triggers';
import { POPUP_EVENT, type PopupRequest } from './events';
import { countOncePerPage, page } from './page';
import { afterConsent } from './consent-wait';
import { watchPopup } from './insights';
import { visitorVariant } from './variant';

/** The page's visitor data printed by the server (roles only for logged-in visitors). */
export function readVisitor( doc: Document ): Visitor {
	const raw = readSettingsScript( 'vitrine-popups-visitor', doc );
	const roles = Array.isArray( raw?.roles ) ? raw.roles.filter( ( r ): r is string => typeof r === 'string' ) : [];
	return { loggedIn: raw?.loggedIn === true, roles };
}

export function effectiveMode( element: HTMLElement, mode: Mode ): Mode {
	return mode === 'live' && element.dataset.vitrineMode === 'preview' ? 'preview' : mode;
}

const popup: Handler = ( { element, settings: raw, mode: given, signal } ) => {
	const doc = element.ownerDocument;
	const win = doc.defaultView ?? window;
	const mode = effectiveMode( element, given );
	const settings = readPopupSettings( raw, element.dataset.popupId ?? '' );
	const { local, session } = browserStorages( win );
	const storage = new VisitorStorage( local, session );
	// An A/B test: only the visitor's variant stays in the page; the others never mount.
	const variant = element.dataset.variant && mode !== 'edit' ? visitorVariant( doc, settings.id, storage ) : null;
	if ( variant && variant !== element.dataset.variant ) {
		element.remove();
		return () => {};
	}
	const state = page( doc );
	// Counted only on the live site (not in the editor or a preview): docs/insights.md.
	const insights =
		mode === 'live' ? watchPopup( element, `popup:${ settings.id }`, undefined, variant ?? undefined ) : null;
	const view = new PopupView( element, settings, {
		reducedMotion: prefersReducedMotion( win ),
		onClose: insights?.closed,
	} );
	// The mount's signal (the runtime's): its listeners, triggers and open_selector go when it aborts.

	const show = ( byTrigger: boolean, opener: HTMLElement | null = null ) => {
		if ( view.isOpen || ( byTrigger && settings.avoid_multiple_popups && state.popped ) ) {
			return;
		}
		state.popped = true;
		if ( mode !== 'edit' ) {
			storage.recordImpression( settings.id, periodOf( settings.timing.times ?? {} ) );
		}
		view.show( opener );
		insights?.shown();
	};

	const onRequest = ( event: Event ) => {
		const detail = ( event as CustomEvent< PopupRequest > ).detail;
		const mine = detail?.id ? detail.id === settings.id : !! detail?.source && element.contains( detail.source );
		const closeAll =
			detail?.action === 'close' && ! detail.id && ! detail.source?.closest( '[data-vitrine~="popup"]' );
		if ( ! mine && ! closeAll ) {
			return;
		}
		if ( detail.action === 'open' || ( detail.action === 'toggle' && ! view.isOpen ) ) {
			show( false, detail.source ?? null );
		} else if ( view.isOpen ) {
			if ( detail.doNotShowAgain ) {
				storage.disable( settings.id );
			}
			view.hide();
		}
	};
	doc.addEventListener( POPUP_EVENT, onRequest, { signal } );

	// Counts the view, then arms the triggers its conditions allow (not in the editor).
	const armVisitor = () => {
		countOncePerPage( doc, storage );
		const env: ConditionEnv = {
			id: settings.id,
			storage,
			referrer: doc.referrer,
			host: win.location.host,
			visitor: readVisitor( doc ),
			device: currentDevice( undefined, win ),
			userAgent: win.navigator.userAgent,
			now: Date.now(),
		};
		const disabled = mode !== 'preview' && storage.isDisabled( settings.id );
		if ( ! disabled && timingAllows( settings.timing, env ) ) {
			// An undecided consent bar comes first: the triggers start counting after the decision.
			afterConsent( doc, win, signal, () =>
				armTriggers( settings.triggers, { win, doc, signal, fire: () => show( true ) } )
			);
		}
		openSelector( settings.open_selector, {
			win,
			doc,
			signal,
			fire: () => show( false, doc.activeElement as HTMLElement | null ),
		} );
	};

	if ( variant ) {
		// Kept for the visitor's next pages once this one is really shown (not while prerendered).
		whenShown( doc, () => storage.setVariant( settings.id, variant ), signal );
	}
	if ( mode === 'edit' ) {
		show( false );
	} else if ( ! settings.manual ) {
		// A prerendered page is not a page view until it is shown (src/shared/shown.ts).
		whenShown( doc, armVisitor, signal );
	}

	// What the signal cannot undo: the counting's own listeners and the view's classes and focus.
	return () => {
		insights?.stop();
		view.destroy();
	};
};

export default popup;

/**
 * The first layer's behaviour, part of the head gate (no React): the bar, popup or corner widget is
 * server-rendered markup (includes/Consent/FirstLayer.php, identical for every visitor) that this
 * shows, animates, hides and wires up: accept and reject decide here; the settings and the CCPA
 * confirmation load the React dialogs on intent (pointer over or focus on their button) and open them
 * on click. The popup traps focus and closes on Escape; a bottom bar publishes how much of the
 * window it covers; scroll-close and show-once accept when the owner enabled them. See
 * docs/consent.md.
 */
import { trapFocus } from '../shared/focus-trap';
import { prefersReducedMotion } from '../shared/device';
import { whenShown } from '../shared/shown';
import { BOTTOM_INSET, bottomInset } from './core/bottom-inset';
import type { ConsentUi, DialogKind } from './core/gate-api';
import { SHOWING_CLASS } from './core/showing';
import { scrollCloses } from './core/ui-state';
import type { Action, ButtonSettings, ConsentSettings } from './core/types';

export const LAYER_SELECTOR = '[data-vitrine-consent-layer]';
export { SHOWING_CLASS } from './core/showing';

export interface FirstLayerDeps {
	doc: Document;
	win: Window;
	settings: () => ConsentSettings;
	decided: () => boolean;
	commit: ( action: Action ) => void;
	/** Loads the React dialogs (settings, CCPA) once; later calls return the same promise. */
	loadUi: () => Promise< ConsentUi >;
	/** The popup was closed without a choice (Escape): counted by the consent statistics. */
	onDismiss?: () => void;
}

export interface FirstLayer {
	/** Shows the bar; `opener` (a manage link, the tab) gets focus back after a decision. */
	open: ( opener?: HTMLElement | null ) => void;
	/** A decision was committed (here, in a dialog or elsewhere): hides the bar if it shows. */
	decided: () => void;
}

type Phase = 'hidden' | 'entering' | 'shown' | 'leaving';
const PHASES: Phase[] = [ 'entering', 'shown', 'leaving' ];

/** What a button of the first layer does, from its `data-vitrine-consent-do` attribute. */
const ACTIONS: Record< string, { action: Action; button: '1' | '3' } > = {
	accept: { action: { type: 'acceptAll' }, button: '1' },
	reject: { action: { type: 'reject' }, button: '3' },
};

/** After a decision, a button with an address opens it (in a new window when its flag is set). */
function follow( win: Window, b: ButtonSettings | undefined ): void {
	if ( ! b?.url ) {
		return;
	}
	if ( b.newWindow ) {
		win.open( b.url, '_blank', 'noopener' );
	} else {
		win.location.assign( b.url );
	}
}

export function firstLayer( deps: FirstLayerDeps ): FirstLayer {
	const { doc, win } = deps;
	const found = doc.querySelector< HTMLElement >( LAYER_SELECTOR );
	const barFound = found?.querySelector< HTMLElement >( '.vitrine-consent-bar' ) ?? null;
	if ( ! found || ! barFound ) {
		doc.documentElement.classList.remove( SHOWING_CLASS );
		return { open: () => {}, decided: () => {} };
	}
	const layer: HTMLElement = found;
	const bar: HTMLElement = barFound;
	const overlay = layer.querySelector< HTMLElement >( '.vitrine-consent-overlay' );
	const popup = bar.classList.contains( 'is-popup' );
	const tab = () => doc.getElementById( deps.settings().showagain_div_id );
	let phase: Phase = 'hidden';
	let opener: HTMLElement | null = null;
	let timer = 0;
	let session: AbortController | null = null;
	let release: ( () => void ) | null = null;
	let dialogOpen = false;

	const setPhase = ( next: Phase ) => {
		phase = next;
		[ bar, overlay ].forEach( ( el ) => {
			el?.classList.remove( ...PHASES.map( ( p ) => 'is-' + p ) );
			if ( next !== 'hidden' ) {
				el?.classList.add( 'is-' + next );
			}
		} );
		layer.hidden = next === 'hidden';
	};

	const showTab = ( show: boolean ) => {
		const el = tab();
		if ( el ) {
			el.hidden = ! show;
		}
	};

	const trap = ( initialFocus?: HTMLElement ) => {
		release?.();
		release = trapFocus( bar, {
			onClose: dismiss,
			closeOnOutsideClick: false,
			returnFocus: opener ?? doc.body,
			initialFocus,
		} );
	};

	/** Listeners that live while the bar shows: one AbortController removes them all. */
	const attach = () => {
		session = new AbortController();
		const { signal } = session;
		const s = deps.settings();
		bar.addEventListener( 'click', onClick, { signal } );
		// Intent: the dialogs' code starts loading before the click, so they open without a wait.
		const intent = ( event: Event ) => {
			if ( ( event.target as Element | null )?.closest?.( '[data-vitrine-consent-ui]' ) ) {
				deps.loadUi();
			}
		};
		bar.addEventListener( 'pointerover', intent, { signal } );
		bar.addEventListener( 'focusin', intent, { signal } );
		if ( s.scroll_close && ! deps.decided() ) {
			win.addEventListener(
				'scroll',
				() => {
					if ( scrollCloses( s.scroll_close, deps.decided(), win.scrollY ) ) {
						deps.commit( { type: 'scroll' } );
					}
				},
				{ passive: true, signal }
			);
		}
		if ( s.show_once_yn && ! deps.decided() ) {
			// Counted from when the visitor sees the bar: a prerendered page never shown decides nothing.
			whenShown(
				doc,
				() => {
					const once = win.setTimeout(
						() => deps.commit( { type: 'showOnce' } ),
						Math.max( 0, s.show_once )
					);
					signal.addEventListener( 'abort', () => win.clearTimeout( once ) );
				},
				signal
			);
		}
		if ( ! popup && bar.classList.contains( 'is-bottom' ) ) {
			const root = doc.documentElement;
			// offsetHeight ignores the entering/leaving transforms, so the value does not jitter.
			const update = () =>
				root.style.setProperty(
					BOTTOM_INSET,
					`${ bottomInset( bar.offsetHeight, win.getComputedStyle( bar ).bottom ) }px`
				);
			update();
			const observer = typeof ResizeObserver === 'function' ? new ResizeObserver( update ) : null;
			observer?.observe( bar );
			signal.addEventListener( 'abort', () => {
				observer?.disconnect();
				root.style.removeProperty( BOTTOM_INSET );
			} );
		}
	};

	const detach = () => {
		session?.abort();
		session = null;
		release?.();
		release = null;
	};

	function open( from?: HTMLElement | null ): void {
		opener = from ?? null;
		win.clearTimeout( timer );
		showTab( false );
		const first = phase === 'hidden' && doc.documentElement.classList.contains( SHOWING_CLASS );
		doc.documentElement.classList.remove( SHOWING_CLASS );
		if ( phase === 'hidden' || phase === 'leaving' ) {
			detach();
			// Shown at first paint already (the head gate's class): no entrance to animate.
			if ( first || prefersReducedMotion( win ) ) {
				setPhase( 'shown' );
			} else {
				setPhase( 'entering' );
				win.requestAnimationFrame( () =>
					win.requestAnimationFrame( () => phase === 'entering' && setPhase( 'shown' ) )
				);
			}
			attach();
		}
		if ( popup ) {
			trap();
		} else if ( opener ) {
			// Opened by the visitor: focus moves to the bar; never on page load.
			bar.focus();
		}
	}

	/** Hides the bar (a decision, or Escape on the popup) and shows the re-open tab if enabled. */
	function hide(): void {
		if ( phase === 'hidden' || phase === 'leaving' ) {
			return;
		}
		detach();
		setPhase( 'leaving' );
		const s = deps.settings();
		timer = win.setTimeout( () => setPhase( 'hidden' ), prefersReducedMotion( win ) ? 0 : s.animate_speed_hide );
		showTab( s.showagain_tab );
	}

	/** Escape on the popup: closes it for this page view without deciding anything. */
	function dismiss(): void {
		hide();
		deps.onDismiss?.();
	}

	function openDialog( kind: DialogKind, button: HTMLElement ): void {
		if ( dialogOpen ) {
			return;
		}
		dialogOpen = true;
		button.setAttribute( 'aria-busy', 'true' );
		// The popup's own trap gives way to the dialog's, and comes back when the dialog closes.
		release?.();
		release = null;
		button.focus();
		deps.loadUi().then( ( ui ) => {
			button.removeAttribute( 'aria-busy' );
			ui.open( kind, () => {
				dialogOpen = false;
				if ( popup && phase !== 'hidden' && phase !== 'leaving' ) {
					trap( button );
				}
			} );
		} );
	}

	function onClick( event: MouseEvent ): void {
		const button = ( event.target as Element | null )?.closest?.< HTMLElement >( '[data-vitrine-consent-do]' );
		const what = button?.getAttribute( 'data-vitrine-consent-do' ) ?? '';
		if ( ! button ) {
			return;
		}
		if ( what === 'settings' || what === 'ccpa' ) {
			openDialog( what, button );
			return;
		}
		const known = ACTIONS[ what ];
		if ( known ) {
			deps.commit( known.action );
			follow( win, deps.settings().buttons[ known.button ] );
		}
	}

	return {
		open,
		decided: () => {
			dialogOpen = false;
			if ( phase === 'hidden' || phase === 'leaving' ) {
				return;
			}
			const back = opener;
			hide();
			// After the dialogs have given focus back (their trap releases as they close).
			win.setTimeout( () => back?.isConnected && back.focus() );
		},
	};
}

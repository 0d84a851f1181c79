/**
 * Shows and hides one popup's server-rendered dialog: entrance and exit animations (CSS classes,
 * none when the visitor prefers reduced motion), the close button after its delay, the automatic
 * close, the body scroll lock, and the shared focus trap (focus moves in after 250 ms, Tab stays
 * inside, Escape and a background click close unless prevented, focus returns to the opener).
 */
import { trapFocus } from '@vitrine/shared';
import type { PopupSettings } from './settings';

/** The popup's focus delay (docs/popups.md, Display settings). */
export const POPUP_FOCUS_DELAY = 250;
const LOCK_CLASS = 'vitrine-popup-scroll-lock';
const locks = new WeakMap< Document, Set< HTMLElement > >();

function lockScroll( doc: Document, owner: HTMLElement, on: boolean ): void {
	const owners = locks.get( doc ) ?? new Set< HTMLElement >();
	locks.set( doc, owners );
	if ( on ) {
		owners.add( owner );
	} else {
		owners.delete( owner );
	}
	doc.documentElement.classList.toggle( LOCK_CLASS, owners.size > 0 );
}

/** Why a popup closed, for Insights (docs/insights.md): its close button, Escape, a click on the background, its automatic close, or anything else (a URL action, code). */
export type CloseReason = 'button' | 'escape' | 'background' | 'auto' | 'other';

export interface ViewOptions {
	reducedMotion: boolean;
	/** Called when an open popup starts closing, with why. */
	onClose?: ( reason: CloseReason ) => void;
	/** Called once the popup is fully hidden (after its exit animation). */
	onHidden?: () => void;
}

export class PopupView {
	private readonly dialog: HTMLElement;
	private readonly closeButton: HTMLElement | null;
	private timers: number[] = [];
	private release: ( () => void ) | null = null;
	private open = false;
	private finishExit: ( () => void ) | null = null;
	/** The view's listeners, removed together by destroy(). */
	private readonly lifetime = new AbortController();

	constructor(
		private readonly root: HTMLElement,
		private readonly settings: PopupSettings,
		private readonly options: ViewOptions
	) {
		this.dialog = root.querySelector< HTMLElement >( '.vitrine-popup__dialog' ) ?? root;
		this.closeButton = root.querySelector< HTMLElement >( '.vitrine-popup__close' );
		this.closeButton?.addEventListener( 'click', this.onCloseClick, { signal: this.lifetime.signal } );
		root.classList.add( ...settings.classes, `is-close-${ settings.close_button_position }` );
	}

	get isOpen(): boolean {
		return this.open;
	}

	private readonly onCloseClick = () => this.hide( 'button' );

	private animate( name: string ): boolean {
		if ( ! name || this.options.reducedMotion || this.settings.entrance_animation_duration <= 0 ) {
			return false;
		}
		this.dialog.style.setProperty( '--vitrine-popup-duration', `${ this.settings.entrance_animation_duration }s` );
		this.dialog.classList.add( 'vitrine-animate', `vitrine-animate--${ name }` );
		return true;
	}

	private clearAnimation(): void {
		this.dialog.className = this.dialog.className
			.split( ' ' )
			.filter( ( c ) => ! c.startsWith( 'vitrine-animate' ) )
			.join( ' ' );
	}

	private later( fn: () => void, seconds: number ): void {
		this.timers.push( window.setTimeout( fn, seconds * 1000 ) );
	}

	show( opener: HTMLElement | null = null ): void {
		if ( this.open ) {
			return;
		}
		this.finishExit?.(); // Reopened during the exit animation: finish that first.
		const s = this.settings;
		const doc = this.root.ownerDocument;
		this.open = true;
		this.root.hidden = false;
		this.root.classList.add( 'is-open' );
		this.clearAnimation();
		if ( this.animate( s.entrance_animation ) ) {
			this.dialog.addEventListener( 'animationend', () => this.open && this.clearAnimation(), {
				once: true,
				signal: this.lifetime.signal,
			} );
		}
		if ( s.prevent_scroll ) {
			lockScroll( doc, this.root, true );
		}
		if ( this.closeButton ) {
			this.closeButton.hidden = s.close_button_delay > 0;
			if ( s.close_button_delay > 0 ) {
				this.later( () => this.closeButton && ( this.closeButton.hidden = false ), s.close_button_delay );
			}
		}
		if ( s.close_automatically > 0 ) {
			this.later( () => this.hide( 'auto' ), s.close_automatically );
		}
		this.release = trapFocus( this.dialog, {
			delay: POPUP_FOCUS_DELAY,
			onClose: ( reason ) => this.hide( reason === 'escape' ? 'escape' : 'background' ),
			closeOnEscape: ! s.prevent_close_on_esc_key,
			closeOnOutsideClick: ! s.prevent_close_on_background_click,
			initialFocus: s.a11y_navigation ? null : this.dialog,
			returnFocus: opener ?? ( doc.activeElement as HTMLElement | null ),
		} );
	}

	/** Runs the exit animation, then hides the popup; returns at once when it was not open. */
	hide( reason: CloseReason = 'other' ): void {
		if ( ! this.open ) {
			return;
		}
		this.open = false;
		this.options.onClose?.( reason );
		this.timers.splice( 0 ).forEach( ( timer ) => window.clearTimeout( timer ) );
		this.release?.();
		this.release = null;
		const exit = new AbortController();
		const finish = () => {
			this.finishExit = null;
			window.clearTimeout( fallback );
			exit.abort();
			this.clearAnimation();
			this.root.hidden = true;
			this.root.classList.remove( 'is-open', 'is-closing' );
			lockScroll( this.root.ownerDocument, this.root, false );
			this.options.onHidden?.();
		};
		this.clearAnimation();
		let fallback = 0;
		if ( this.animate( this.settings.exit_animation ) ) {
			this.root.classList.add( 'is-closing' );
			this.finishExit = finish;
			this.dialog.addEventListener( 'animationend', finish, { signal: exit.signal } );
			// animationend never comes if the animation is cancelled: a timer guarantees the end.
			fallback = window.setTimeout( finish, this.settings.entrance_animation_duration * 1000 + 100 );
		} else {
			finish();
		}
	}

	/** Hides at once (no animation) and removes the view's listeners. */
	destroy(): void {
		if ( this.open ) {
			this.open = false;
			this.timers.splice( 0 ).forEach( ( timer ) => window.clearTimeout( timer ) );
			this.release?.();
			this.release = null;
			this.root.hidden = true;
			this.root.classList.remove( 'is-open' );
			lockScroll( this.root.ownerDocument, this.root, false );
		}
		this.finishExit?.();
		this.clearAnimation();
		this.lifetime.abort();
		this.root.classList.remove( ...this.settings.classes, `is-close-${ this.settings.close_button_position }` );
	}
}

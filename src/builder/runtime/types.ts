import type { Settings } from '../../shared/settings';

/** Where the page runs: a visitor's page, the editor's preview, or the block editor itself. */
export type Mode = 'live' | 'preview' | 'edit';

/** Undoes everything a handler did: listeners, observers, timers, classes and inline styles. */
export type Teardown = () => void;

export interface HandlerContext {
	/** The element that carries `data-vitrine`. */
	element: HTMLElement;
	/** Its parsed `data-settings` (an empty object when absent or unparsable). */
	settings: Settings;
	mode: Mode;
}

/**
 * A behaviour. Parses its settings once, attaches, and returns the teardown, which the runtime calls
 * when the element is replaced (filters), re-configured (edit mode) or the page is torn down.
 */
export type Handler = ( context: HandlerContext ) => Teardown | void;

export interface HandlerModule {
	default: Handler;
}

/** Loads a handler's code on demand (a webpack lazy chunk on the visitor's page). */
export type HandlerLoader = () => Promise< HandlerModule >;

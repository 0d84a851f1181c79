import type { Settings } from '../../shared/settings';

/** Where the page runs: a visitor's page, the editor's preview, or the block editor itself. */
export type Mode = 'live' | 'preview' | 'edit';

/** Undoes what the mount's signal cannot: classes and inline styles set, a library's own destroy(). */
export type Teardown = () => void;

export interface HandlerContext {
	/** The element that carries `data-vitrine`. */
	element: HTMLElement;
	/** Its parsed `data-settings` (an empty object when absent or unparsable). */
	settings: Settings;
	mode: Mode;
	/**
	 * The mount's lifetime: aborted when the element is detached or attached again (docs/builder.md).
	 * A handler passes it to its listeners (`{ signal }`), observers, timers and fetches instead of
	 * keeping its own AbortController.
	 */
	signal: AbortSignal;
}

/**
 * A behaviour. Parses its settings once and attaches, tying what it starts to `context.signal`; it
 * returns a teardown only for what a signal cannot undo. The runtime aborts the signal and calls the
 * teardown when the element is replaced (filters), re-configured (edit mode) or the page is torn down.
 */
export type Handler = ( context: HandlerContext ) => Teardown | void;

export interface HandlerModule {
	default: Handler;
}

/** Loads a handler's code on demand (a webpack lazy chunk on the visitor's page). */
export type HandlerLoader = () => Promise< HandlerModule >;

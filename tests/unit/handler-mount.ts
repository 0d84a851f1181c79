/**
 * How unit tests mount a handler: as the runtime does (src/builder/runtime/attach.ts), with a signal
 * of its own, so a test's teardown is the runtime's — abort the signal, then run what the handler
 * returned. One place builds a handler context, so the context can grow without touching every test.
 */
import type { Settings } from '../../src/shared/settings';
import type { Handler, HandlerContext, Mode, Teardown } from '../../src/builder/runtime/types';

/** A context with a fresh, live signal; `end` aborts it (the runtime's detach). */
export function handlerContext(
	element: HTMLElement,
	settings: Settings = {},
	mode: Mode = 'live'
): HandlerContext & { end: () => void } {
	const lifetime = new AbortController();
	return { element, settings, mode, signal: lifetime.signal, end: () => lifetime.abort() };
}

/** Mounts a handler and returns its whole end: the signal aborted, then the handler's own teardown. */
export function mount(
	handler: Handler,
	element: HTMLElement,
	settings: Settings = {},
	mode: Mode = 'live'
): Teardown {
	const context = handlerContext( element, settings, mode );
	const teardown = handler( context );
	return () => {
		context.end();
		if ( typeof teardown === 'function' ) {
			teardown();
		}
	};
}

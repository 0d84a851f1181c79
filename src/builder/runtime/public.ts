/**
 * What a block's view script imports as `@vitrine/runtime`: the runtime's public object. In the build
 * the import is external — `window.vitrine.runtime`, and a dependency on the `vitrine-builder-runtime`
 * handle in the script's .asset.php (webpack.config.js) — so every view script shares the one runtime
 * the page booted. This file says the same for TypeScript and for unit tests, where there may be no
 * runtime: registering then does nothing. Another plugin's block does the same through the global,
 * with `vitrine-builder-runtime` as its script's dependency (docs/builder.md).
 */
import type { Handler, HandlerLoader } from './types';

export type { Handler, HandlerContext, HandlerLoader, HandlerModule, Mode, Teardown } from './types';

/** The part of the runtime that view scripts use. */
export interface PublicRuntime {
	/** Adds or replaces the handler of a type and attaches the elements on the page that name it. */
	register: ( name: string, handler: Handler ) => Promise< void >;
	/** The same for a handler whose code loads on demand (a heavy library): loaded once, retried once. */
	registerLazy: ( name: string, load: HandlerLoader ) => Promise< void >;
}

function runtime(): Partial< PublicRuntime > | undefined {
	return window.vitrine?.runtime as Partial< PublicRuntime > | undefined;
}

export function register( name: string, handler: Handler ): Promise< void > {
	return runtime()?.register?.( name, handler ) ?? Promise.resolve();
}

export function registerLazy( name: string, load: HandlerLoader ): Promise< void > {
	return runtime()?.registerLazy?.( name, load ) ?? Promise.resolve();
}

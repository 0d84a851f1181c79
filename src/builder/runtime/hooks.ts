/**
 * Extension points through @wordpress/hooks, without making every page download it: the runtime uses
 * the `wp.hooks` instance that WordPress prints when some script on the page depends on `wp-hooks`
 * (an extension that adds filters does). Measured: wp-hooks is 1.7 KB gzip and one more request, which
 * a page without extensions should not pay. Without it, filters pass their value through and actions
 * do nothing; the DOM events the runtime also dispatches still fire.
 *
 * Hook names:
 * - filter `vitrine.runtime.handler` ( loader, name, element ) => loader: add or replace the handler of a
 *   widget type. The value is a loader, `() => Promise< { default: Handler } >` (the built-in one, or
 *   undefined for a type without one); return another loader, e.g. `() => import( './my-handler' )`.
 * - action `vitrine.runtime.attached` ( name, element ), `vitrine.runtime.detached` ( element ).
 * - action `vitrine.runtime.chunkError` ( error, name, element ): a handler chunk failed twice.
 * - action `vitrine.runtime.handlerError` ( error, name, element ): a handler is not a function or threw.
 */

export interface HooksLike {
	applyFilters: ( hookName: string, value: unknown, ...args: unknown[] ) => unknown;
	doAction: ( hookName: string, ...args: unknown[] ) => void;
	addAction?: ( hookName: string, namespace: string, callback: ( ...args: unknown[] ) => void ) => void;
	removeAction?: ( hookName: string, namespace: string ) => void;
}

interface WpGlobal {
	hooks?: HooksLike;
}

/** The page's wp.hooks, when some script loaded it. Read at call time: extensions may load it later. */
export function pageHooks(): HooksLike | undefined {
	const wp = ( window as unknown as { wp?: WpGlobal } ).wp;
	const hooks = wp?.hooks;
	return hooks && typeof hooks.applyFilters === 'function' && typeof hooks.doAction === 'function'
		? hooks
		: undefined;
}

export function applyFilters< T >( hookName: string, value: T, ...args: unknown[] ): T {
	const hooks = pageHooks();
	return hooks ? ( hooks.applyFilters( hookName, value, ...args ) as T ) : value;
}

export function doAction( hookName: string, ...args: unknown[] ): void {
	pageHooks()?.doAction( hookName, ...args );
}

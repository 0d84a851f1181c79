/**
 * The thin DOM adapter between the address bar and one loop grid: every filter connected to a grid
 * (by its widget id) shares one controller, which refreshes the grid's content, keeps the URL in
 * step (pushState after a successful refresh, popstate restores), cancels an older request when a
 * newer one starts, announces the result count and handles the grid's pagination links in place.
 */
import { sameOriginUrl } from '@vitrine/shared';
import { buildRefreshRequest, readRefreshAnswer, type Counts } from './request';
import { readFacets } from './facet-state';
import { isOwnKey, paginationBaseUrl, parseQuery, readFilters, readPage, stringifyQuery } from './url-state';

export interface FilterView {
	/** Shows the state of this query string (selected terms, link targets). */
	sync: ( search: string ) => void;
	/** Shows the facet counts of a refresh (the facets that count values). */
	counts?: ( counts: Counts ) => void;
}

export interface GridController {
	/** The query string the filters show: a pending one while a refresh runs, else the address bar's. */
	current: () => string;
	/** Applies a new query string: refreshes the grid and pushes a history entry when it succeeds. */
	change: ( search: string ) => void;
}

interface Entry {
	api: GridController;
	views: Set< FilterView >;
	dispose: () => void;
}

const entries = new Map< string, Entry >();

/** The part of a query string that belongs to one grid, to tell whether its content must change. */
const ownKey = ( search: string, widgetId: string ) =>
	stringifyQuery( parseQuery( search ).filter( ( [ key ] ) => isOwnKey( key, widgetId ) ) );

function create(
	grid: HTMLElement,
	widgetId: string,
	restBase: string,
	views: Set< FilterView >
): Omit< Entry, 'views' > {
	const postId = Number( grid.dataset.postId );
	const content = grid.querySelector< HTMLElement >( '.vitrine-loop-grid__content' );
	const status = grid.querySelector< HTMLElement >( '.vitrine-loop-grid__status' );
	let rendered = ownKey( location.search, widgetId );
	let pending: string | null = null;
	let active: AbortController | null = null;

	const syncViews = ( search: string ) => views.forEach( ( view ) => view.sync( search ) );

	const setLoading = ( on: boolean ) => {
		grid.classList.toggle( 'is-loading', on );
		if ( on ) {
			grid.setAttribute( 'aria-busy', 'true' );
		} else {
			grid.removeAttribute( 'aria-busy' );
		}
		grid.querySelector( '.vitrine-loop-grid__overlay' )?.remove();
		if ( on ) {
			const overlay = document.createElement( 'div' );
			overlay.className = 'vitrine-loop-grid__overlay';
			grid.append( overlay );
		}
	};

	const replace = ( markup: string, focus: boolean ) => {
		if ( ! content ) {
			return;
		}
		window.vitrine?.runtime?.detach( content );
		content.innerHTML = markup;
		void window.vitrine?.runtime?.attach( content );
		if ( status ) {
			status.textContent = content.querySelector( '.vitrine-loop-grid__count' )?.textContent ?? '';
		}
		if ( focus ) {
			// The pagination link that was used is gone: start the new page's content instead.
			content.focus( { preventScroll: true } );
			if ( grid.getBoundingClientRect().top < 0 ) {
				grid.scrollIntoView?.( { block: 'start' } );
			}
		}
	};

	const refresh = async ( search: string, push: boolean, focus = false ) => {
		active?.abort();
		const controller = new AbortController();
		active = controller;
		pending = push ? search : null;
		setLoading( true );
		const { url, init } = buildRefreshRequest( {
			restBase,
			postId,
			widgetId,
			filters: readFilters( search, widgetId ),
			facets: readFacets( search, widgetId ),
			page: readPage( search, widgetId ),
			paginationBaseUrl: paginationBaseUrl( location.origin + location.pathname + search, widgetId ),
		} );
		let answer: Awaited< ReturnType< typeof readRefreshAnswer > > = null;
		try {
			answer = await readRefreshAnswer( await fetch( url, { ...init, signal: controller.signal } ) );
		} catch {
			answer = null; // A network failure or a cancel: the content stays.
		}
		if ( active !== controller ) {
			return; // A newer change owns the grid now.
		}
		active = null;
		pending = null;
		if ( answer !== null ) {
			if ( push ) {
				history.pushState( history.state, '', location.pathname + search + location.hash );
			}
			rendered = ownKey( search, widgetId );
			replace( answer.markup, focus );
			const counts = answer.counts;
			views.forEach( ( view ) => view.counts?.( counts ) );
			// The address bar changed: the filters show it (the chips above all).
			syncViews( search );
		} else {
			syncViews( location.search ); // The content did not change, so neither do the filters.
		}
		setLoading( false );
	};

	const onPopState = () => {
		syncViews( location.search );
		if ( ownKey( location.search, widgetId ) !== rendered || active ) {
			void refresh( location.search, false );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest?.< HTMLAnchorElement >(
			'.vitrine-loop-grid__pagination a[href]'
		);
		if (
			! link ||
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey
		) {
			return;
		}
		const target = new URL( link.href );
		if ( target.origin !== location.origin || target.pathname !== location.pathname ) {
			return;
		}
		event.preventDefault();
		void refresh( target.search, true, true );
	};

	// The controller's listeners, removed together by dispose().
	const lifetime = new AbortController();
	window.addEventListener( 'popstate', onPopState, { signal: lifetime.signal } );
	grid.addEventListener( 'click', onClick, { signal: lifetime.signal } );
	return {
		api: {
			current: () => pending ?? location.search,
			change: ( search ) => {
				syncViews( search );
				void refresh( search, true );
			},
		},
		dispose: () => {
			active?.abort();
			lifetime.abort();
		},
	};
}

/**
 * Connects a filter to the grid with that widget id. Returns the grid's controller and the function
 * that disconnects the filter (the last one out removes the controller's listeners), or null when
 * the page has no such grid.
 */
export function connect( widgetId: string, view: FilterView ): [ GridController, () => void ] | null {
	let entry = entries.get( widgetId );
	if ( ! entry ) {
		// Widget ids are [a-z0-9] only (isWidgetId), so they need no escaping in a selector.
		const grid = document.querySelector< HTMLElement >( `.vitrine-loop-grid[data-widget-id="${ widgetId }"]` );
		// The answer's markup replaces the grid's content, so it may only come from this site: a REST
		// base on another origin (post content imitating a grid) leaves the links as plain links.
		const restBase = sameOriginUrl( grid?.dataset.restBase );
		if ( ! grid || ! restBase ) {
			return null;
		}
		const views = new Set< FilterView >();
		entry = { ...create( grid, widgetId, restBase, views ), views };
		entries.set( widgetId, entry );
	}
	const own = entry;
	own.views.add( view );
	return [
		own.api,
		() => {
			own.views.delete( view );
			if ( ! own.views.size ) {
				own.dispose();
				entries.delete( widgetId );
			}
		},
	];
}

/**
 * The taxonomy filter's handler. The server renders every term as a real link to the filtered URL
 * (so filters work and are crawlable without JavaScript); this handler turns a press into an
 * in-place refresh of the connected grid, keeps the pressed state and link targets in step with
 * the URL, and leaves focus on the term the visitor used. It ships inside the facets' view script
 * (blocks/loop-facet/view.ts), so a page with both loads the grid controller once (docs/loop.md).
 */
import type { Handler } from '@vitrine/runtime';
import { connect } from '../loop-grid/grid-controller';
import { isWidgetId, readFilters, toggleTerm, withFilter, type Join } from '../loop-grid/url-state';
import swatches from './swatches';

const TERM = '[data-term]';

const loopFilter: Handler = ( { element, settings } ) => {
	const listeners = new AbortController(); // One per mount: its abort() removes every listener added here.
	const { widgetId, taxonomy, multiple, logicalJoin } = settings;
	// A logical join other than AND or OR disables the filter (docs/loop.md, URL contract).
	if ( ! isWidgetId( widgetId ) || typeof taxonomy !== 'string' || ! taxonomy ) {
		return;
	}
	if ( logicalJoin !== 'AND' && logicalJoin !== 'OR' ) {
		return;
	}
	if ( element instanceof HTMLFormElement ) {
		return swatches( element, widgetId, taxonomy );
	}
	const options = { multiple: multiple === true, join: logicalJoin as Join };
	const terms = () => Array.from( element.querySelectorAll< HTMLAnchorElement >( TERM ) );

	/** The query string after pressing a term ('' is the "all" option, which clears the filter). */
	const next = ( search: string, term: string ) => {
		const current = readFilters( search, widgetId )[ taxonomy ] ?? null;
		return withFilter( search, widgetId, taxonomy, term ? toggleTerm( current, term, options ) : null );
	};

	const view = {
		sync: ( search: string ) => {
			const current = readFilters( search, widgetId )[ taxonomy ];
			const selected = current && ! current.exclude ? current.terms : [];
			for ( const link of terms() ) {
				const term = link.dataset.term ?? '';
				const on = term ? selected.includes( term ) : ! selected.length;
				link.setAttribute(
					link.getAttribute( 'role' ) === 'checkbox' ? 'aria-checked' : 'aria-pressed',
					String( on )
				);
				link.classList.toggle( 'is-selected', on );
				link.href = location.pathname + next( search, term ) + location.hash;
			}
		},
	};
	const connection = connect( widgetId, view );
	if ( ! connection ) {
		return; // No such grid on this page: the links keep working as links.
	}
	const [ grid, disconnect ] = connection;

	const onClick = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest?.< HTMLAnchorElement >( TERM );
		if ( ! link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ) {
			return;
		}
		event.preventDefault();
		grid.change( next( grid.current(), link.dataset.term ?? '' ) );
	};
	// The terms are links with a button or checkbox role, which the Space key presses.
	const onKeyDown = ( event: KeyboardEvent ) => {
		const link = ( event.target as Element | null )?.closest?.< HTMLAnchorElement >( TERM );
		if ( link && event.key === ' ' ) {
			event.preventDefault();
			link.click();
		}
	};
	element.addEventListener( 'click', onClick, { signal: listeners.signal } );
	element.addEventListener( 'keydown', onKeyDown, { signal: listeners.signal } );
	view.sync( grid.current() );
	return () => {
		listeners.abort();
		disconnect();
	};
};

export default loopFilter;

/**
 * The taxonomy filter's swatches display (docs/loop.md, "Swatches"): a GET form of real
 * checkboxes or radio buttons that works without JavaScript; here a change refreshes the grid in
 * place (the checked terms joined with `~`, any, as the form would send them), the boxes follow the
 * URL (Back and Forward) and each refresh's counts (`tax:{taxonomy}` in the answer). The boxes are
 * never re-rendered, so focus stays on the one the visitor pressed.
 */
import { connect } from '../loop-grid/grid-controller';
import { readFilters, withFilter } from '../loop-grid/url-state';
import type { Counts } from '../loop-grid/request';

export default function swatches( form: HTMLFormElement, widgetId: string, taxonomy: string ) {
	const boxes = () => Array.from( form.querySelectorAll< HTMLInputElement >( 'input[data-term]' ) );
	const next = ( search: string ) => {
		const terms = boxes()
			.filter( ( box ) => box.checked && box.value )
			.map( ( box ) => box.value );
		return withFilter( search, widgetId, taxonomy, terms.length ? { terms, join: 'OR', exclude: false } : null );
	};
	const view = {
		sync: ( search: string ) => {
			const current = readFilters( search, widgetId )[ taxonomy ];
			const selected = current && ! current.exclude ? current.terms : [];
			for ( const box of boxes() ) {
				box.checked = box.value ? selected.includes( box.value ) : ! selected.length;
			}
		},
		counts: ( counts: Counts ) => {
			const own = counts[ 'tax:' + taxonomy ];
			if ( ! own ) {
				return;
			}
			for ( const box of boxes() ) {
				if ( ! box.value ) {
					continue;
				}
				const count = own[ box.value ] ?? 0;
				// Zero-result terms stay listed, disabled (docs/loop.md, "Counts").
				box.disabled = ! count && ! box.checked;
				const text = box.closest( 'label' )?.querySelector( '.vitrine-loop-filter__count' );
				if ( text ) {
					text.textContent = `(${ count })`;
				}
			}
		},
	};
	const connection = connect( widgetId, view );
	if ( ! connection ) {
		return; // No such grid on this page: the form keeps working as a form.
	}
	const [ grid, disconnect ] = connection;
	const listeners = new AbortController();
	const apply = () => grid.change( next( grid.current() ) );
	form.addEventListener( 'change', apply, { signal: listeners.signal } );
	form.addEventListener(
		'submit',
		( event ) => {
			event.preventDefault();
			apply();
		},
		{ signal: listeners.signal }
	);
	const button = form.querySelector< HTMLElement >( '.vitrine-loop-filter__apply' );
	if ( button ) {
		button.hidden = true; // Changes apply by themselves now.
	}
	view.sync( grid.current() );
	return () => {
		listeners.abort();
		disconnect();
		if ( button ) {
			button.hidden = false;
		}
	};
}

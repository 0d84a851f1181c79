/**
 * The loop facet's handler (docs/loop.md). The server renders a plain GET form that works without
 * JavaScript; this handler turns its changes into in-place refreshes of the connected grid through
 * the grid's controller: choices and sort apply on change, a range when a slider or field is
 * committed, the search as the visitor types (debounced) or at once on Enter. It keeps the form in
 * step with the URL (Back and Forward), the counts with each refresh, and rebuilds the chips. The
 * form's controls are never replaced, so focus stays where the visitor was.
 */
import type { Handler } from '@vitrine/runtime';
import { connect } from '../loop-grid/grid-controller';
import {
	encodeRange,
	metaKey,
	rangeKey,
	readFacets,
	searchKey,
	withMeta,
	withRange,
	withSearch,
	withSort,
	withSale,
	saleKey,
	decodeSort,
	dayFromForm,
	dayToForm,
	formatDay,
	type DayNames,
	type Range,
} from '../loop-grid/facet-state';
import RULES from '../../includes/rules/loop-url.json';
import { filterKey, isWidgetId, pageKey, parseQuery, readFilters, stringifyQuery } from '../loop-grid/url-state';
import type { Counts } from '../loop-grid/request';
import loopFilter from '../loop-filter/handler';
import { register } from '@vitrine/runtime';
import { __ } from '@vitrine/shared';

const SEARCH_DELAY = 350;

const loopFacet: Handler = ( { element, settings } ) => {
	const { widgetId, type, key } = settings;
	if ( ! isWidgetId( widgetId ) || typeof type !== 'string' || typeof key !== 'string' ) {
		return;
	}
	const listeners = new AbortController();
	const on = < K extends keyof HTMLElementEventMap >(
		target: HTMLElement,
		name: K,
		listener: ( event: HTMLElementEventMap[ K ] ) => void
	) => target.addEventListener( name, listener, { signal: listeners.signal } );
	const inputs = () =>
		Array.from( element.querySelectorAll< HTMLInputElement | HTMLSelectElement >( '[data-facet-input]' ) );
	const ends = () => Array.from( element.querySelectorAll< HTMLInputElement >( '[data-range-end]' ) );
	const sliders = () => Array.from( element.querySelectorAll< HTMLInputElement >( '[data-range-slider]' ) );
	// A product rating's "n stars & up" radio buttons (includes/Loop/FacetRenderer.php `rating`).
	const ratings = () => Array.from( element.querySelectorAll< HTMLInputElement >( 'input[data-rating]' ) );
	// A date field holds YYYY-MM-DD; the URL holds YYYYMMDD (docs/loop.md, "URL contract").
	const endValue = ( input: HTMLInputElement ) => {
		if ( input.value === '' ) {
			return null;
		}
		return input.type === 'date' ? dayFromForm( input.value ) : Number( input.value );
	};

	/** The query string after the visitor's change, from the form's state. */
	const next = ( search: string ): string => {
		if ( type === 'choice' ) {
			const values = inputs()
				.filter( ( input ) => ( input instanceof HTMLSelectElement ? true : input.checked ) && input.value )
				.map( ( input ) => input.value );
			return withMeta(
				search,
				widgetId,
				key,
				values.length ? { terms: values, join: 'OR', exclude: false } : null
			);
		}
		if ( type === 'range' ) {
			const stars = ratings().find( ( input ) => input.checked )?.value;
			const [ low, high ] = ratings().length ? [ stars ? Number( stars ) : null, null ] : ends().map( endValue );
			const range: Range = { min: low ?? null, max: high ?? null };
			return withRange( search, widgetId, key, encodeRange( range ) ? range : null );
		}
		if ( type === 'search' ) {
			return withSearch( search, widgetId, inputs()[ 0 ]?.value ?? '' );
		}
		if ( type === 'sale' ) {
			return withSale( search, widgetId, ( inputs()[ 0 ] as HTMLInputElement | undefined )?.checked === true );
		}
		return withSort( search, widgetId, decodeSort( inputs()[ 0 ]?.value ?? '' ) );
	};

	// What each range field last showed from the URL, to tell the visitor's typing from it.
	const shown = new WeakMap< HTMLInputElement, string >();
	let chipsOf: ( search: string ) => void = () => undefined;
	const view = {
		sync: ( search: string ) => {
			const facets = readFacets( search, widgetId );
			if ( type === 'choice' ) {
				const chosen = facets.meta[ key ];
				const values = chosen && ! chosen.exclude ? chosen.terms : [];
				for ( const input of inputs() ) {
					if ( input instanceof HTMLSelectElement ) {
						input.value = values[ 0 ] ?? '';
					} else {
						input.checked = input.value ? values.includes( input.value ) : ! values.length;
					}
				}
			} else if ( type === 'range' ) {
				const range = facets.range[ key ];
				const at = ( i: number ) => ( i ? range?.max : range?.min ) ?? null;
				ends().forEach( ( input, i ) => {
					const value = at( i );
					let text = '';
					if ( value !== null ) {
						text = input.type === 'date' ? dayToForm( value ) : String( value );
					}
					// A field the visitor is typing in keeps its text (a refresh for the other end
					// may land meanwhile), as the search box does; a focused field still showing
					// what the URL last said follows it (Back and Forward).
					const typing =
						input.ownerDocument.activeElement === input &&
						input.value !== text &&
						input.value !== ( shown.get( input ) ?? input.defaultValue );
					if ( input.value !== text && ! typing ) {
						input.value = text; // Only when it differs: a date typed halfway keeps its parts.
					}
					if ( ! typing ) {
						shown.set( input, text );
					}
				} );
				for ( const input of ratings() ) {
					input.checked = input.value === ( range && range.max === null ? String( range.min ) : '' );
				}
				sliders().forEach( ( slider, i ) => {
					const value = at( i );
					if ( value !== null ) {
						slider.value = String( value );
					} else {
						slider.value = i ? slider.max : slider.min;
					}
				} );
			} else if ( type === 'search' ) {
				const input = inputs()[ 0 ];
				// The box the visitor types in keeps its text; Back and Forward set it.
				if ( input && input.ownerDocument.activeElement !== input ) {
					input.value = facets.search;
				}
			} else if ( type === 'sale' ) {
				const input = inputs()[ 0 ];
				if ( input instanceof HTMLInputElement ) {
					input.checked = facets.sale;
				}
			} else if ( type === 'sort' ) {
				const input = inputs()[ 0 ];
				if ( input ) {
					input.value = facets.sort ? facets.sort.key + ( facets.sort.desc ? '-desc' : '' ) : '';
				}
			}
			chipsOf( search );
		},
		counts: ( counts: Counts ) => {
			// An on-sale box's count comes as `sale:`, the rating's as `rating:` (docs/loop.md,
			// "Refresh route").
			const rated = type === 'range' && ratings().length > 0;
			let own = counts[ key ];
			if ( rated ) {
				own = counts[ 'rating:' ];
			} else if ( type === 'sale' ) {
				own = counts[ 'sale:' ];
			}
			if ( ( type !== 'choice' && type !== 'sale' && ! rated ) || ! own ) {
				return;
			}
			for ( const input of rated ? ratings() : inputs() ) {
				const options = input instanceof HTMLSelectElement ? Array.from( input.options ) : [ input ];
				for ( const option of options ) {
					if ( ! option.value ) {
						continue;
					}
					const count = own[ option.value ] ?? 0;
					const selected = option instanceof HTMLOptionElement ? option.selected : option.checked;
					// Zero-result choices stay listed, disabled (docs/loop.md, "Counts").
					option.disabled = ! count && ! selected;
					if ( option instanceof HTMLOptionElement ) {
						option.textContent = `${ option.dataset.label ?? option.value } (${ count })`;
					} else {
						const text = option.closest( 'label' )?.querySelector( '.vitrine-loop-facet__count' );
						if ( text ) {
							text.textContent = `(${ count })`;
						}
					}
				}
			}
		},
	};
	const connection = connect( widgetId, view );
	if ( ! connection ) {
		return; // No such grid: the form keeps working as a form.
	}
	const [ grid, disconnect ] = connection;
	const apply = () => {
		const search = next( grid.current() );
		// Nothing changed (a date field left as it was applied): no refresh, no history entry.
		if ( search !== grid.current() ) {
			grid.change( search );
		}
	};

	if ( type === 'chips' ) {
		const list = element.querySelector< HTMLElement >( '.vitrine-loop-facet__chips' );
		chipsOf = ( search ) => {
			if ( list ) {
				renderChips( list, search, widgetId );
			}
		};
		if ( list ) {
			on( list, 'click', ( event ) => {
				const link = ( event.target as Element | null )?.closest?.< HTMLAnchorElement >( 'a[data-remove]' );
				if ( ! link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ) {
					return;
				}
				event.preventDefault();
				const remove = ( link.dataset.remove ?? '' ).split( ' ' );
				grid.change(
					stringifyQuery( parseQuery( grid.current() ).filter( ( [ k ] ) => ! remove.includes( k ) ) )
				);
			} );
		}
	} else {
		const button = element.querySelector< HTMLElement >( '.vitrine-loop-facet__apply' );
		if ( button && type !== 'search' ) {
			button.hidden = true; // Changes apply by themselves now.
		}
		on( element, 'submit', ( event ) => {
			event.preventDefault();
			window.clearTimeout( typing );
			apply();
		} );
	}

	let typing = 0;
	if ( type === 'search' ) {
		on( element, 'input', () => {
			window.clearTimeout( typing );
			typing = window.setTimeout( apply, SEARCH_DELAY );
		} );
	} else if ( type === 'choice' || type === 'sort' || type === 'sale' ) {
		on( element, 'change', apply );
	} else if ( type === 'range' ) {
		const box = element.querySelector< HTMLElement >( '.vitrine-loop-facet__sliders' );
		if ( box ) {
			box.hidden = false;
		}
		on( element, 'input', ( event ) => {
			const slider = event.target as HTMLInputElement;
			const end = slider.dataset.rangeSlider;
			if ( ! end ) {
				return;
			}
			// The two handles never cross: a handle pushed past the other stops at it.
			const [ low, high ] = sliders();
			if ( low && high && Number( low.value ) > Number( high.value ) ) {
				slider.value = end === 'min' ? high.value : low.value;
			}
			const field = ends().find( ( input ) => input.dataset.rangeEnd === end );
			if ( field ) {
				field.value = slider.value === ( end === 'min' ? slider.min : slider.max ) ? '' : slider.value;
			}
		} );
		on( element, 'change', ( event ) => {
			const field = event.target as HTMLInputElement;
			// A date typed digit by digit is a whole but unmeant date at each digit of its year
			// (0002, 0020, 0202…): it applies on its own only once it is a day within the data's
			// bounds; any other applies when the visitor leaves the field or presses Enter.
			if ( field.type === 'date' && field.value !== '' ) {
				if ( dayFromForm( field.value ) === null || field.value < field.min || field.value > field.max ) {
					return;
				}
			}
			apply();
		} );
		on( element, 'focusout', ( event ) => {
			if ( ( event.target as HTMLInputElement ).type === 'date' ) {
				apply();
			}
		} );
	}

	view.sync( grid.current() );
	return () => {
		window.clearTimeout( typing );
		listeners.abort();
		disconnect();
	};
};

/**
 * What a chip says for a value: the words the page's own filter shows for it (a term link's text, a
 * choice's `data-label`), as the server's chips do (includes/Loop/ChipLabels.php); the value itself
 * when no control on the page lists it.
 */
function labelOf( widgetId: string, taxonomy: string | null, name: string, value: string ): string {
	const quoted = CSS.escape( value );
	if ( taxonomy ) {
		for ( const filter of document.querySelectorAll< HTMLElement >( '[data-vitrine="loop-filter"]' ) ) {
			const settings = filter.dataset.settings ?? '';
			if (
				settings.includes( `"widgetId":"${ widgetId }"` ) &&
				settings.includes( `"taxonomy":"${ taxonomy }"` )
			) {
				const term = filter.querySelector< HTMLElement >( `[data-term="${ quoted }"]` );
				const text = term?.dataset.label || term?.textContent?.trim(); // A swatch's box names itself in data-label.
				if ( text ) {
					return text;
				}
			}
		}
		return value;
	}
	const field = document.querySelector< HTMLElement >(
		// Only the choice's own control: the other facets' forms carry the value in hidden fields too.
		`[name="${ CSS.escape( name ) }"][value="${ quoted }"][data-label], [name="${ CSS.escape( name ) }"] [value="${ quoted }"][data-label]`
	);
	return field?.dataset.label || value;
}

interface DayWords {
	format: string;
	names: DayNames;
	between: string;
	from: string;
	until: string;
}

/** The date facet's words, or null when its markup is not what the server writes. */
function dayWords( json: string ): DayWords | null {
	try {
		const words = JSON.parse( json ) as Partial< DayWords > | null;
		return typeof words?.format === 'string' &&
			typeof words.between === 'string' &&
			typeof words.from === 'string' &&
			typeof words.until === 'string' &&
			typeof words.names === 'object' &&
			words.names !== null
			? ( words as DayWords )
			: null;
	} catch {
		return null; // Then the chip says the numbers, as for any range.
	}
}

/**
 * A range as the server's chips write it (includes/Loop/ChipLabels.php): "£10–£50", "£10 or more",
 * "up to £50"; a rating's choice by its words ("4 stars and up"); a date range in the site's date
 * format with the words the date facet carries ("1 March 2026 – 31 March 2026", "from …", "until …").
 */
function rangeText( name: string, range: Range ): string {
	const rating = document.querySelector< HTMLElement >(
		`input[name="${ CSS.escape( name + '-min' ) }"][data-rating="${ range.max === null ? range.min : '' }"][data-label]`
	);
	if ( rating?.dataset.label ) {
		return rating.dataset.label;
	}
	const day = document.querySelector< HTMLElement >( `[name="${ CSS.escape( name + '-min' ) }"][data-day]` )?.dataset
		.day;
	const words = day && name.endsWith( '-' + RULES.dayKey ) ? dayWords( day ) : null;
	if ( words ) {
		const write = ( end: number | null ) => ( end === null ? '' : formatDay( words.format, words.names, end ) );
		const [ low, high ] = [ write( range.min ), write( range.max ) ];
		if ( low && high ) {
			return words.between.replace( '%1$s', low ).replace( '%2$s', high );
		}
		return low ? words.from.replace( '%s', low ) : words.until.replace( '%s', high );
	}
	const format =
		document.querySelector< HTMLElement >( `[name="${ CSS.escape( name + '-min' ) }"][data-format]` )?.dataset
			.format || '%s';
	const [ low = '', high = '' ] = encodeRange( range )
		.split( '..' )
		.map( ( end ) => ( end ? format.replace( '%s', end ) : '' ) );
	if ( low && high ) {
		return `${ low }–${ high }`;
	}
	/* translators: %s: the lower end of a range, e.g. "£10". */
	return low ? __( '%s or more', 'vitrine' ).replace( '%s', low ) : __( 'up to %s', 'vitrine' ).replace( '%s', high );
}

/** The active filters of a grid as chips that remove one each, then "Clear all" (sort is kept). */
function renderChips( list: HTMLElement, search: string, widgetId: string ) {
	const chips: Array< [ string[], string ] > = [];
	for ( const [ taxonomy, filter ] of Object.entries( readFilters( search, widgetId ) ) ) {
		const name = filterKey( widgetId, taxonomy );
		chips.push( [
			[ name ],
			filter.terms.map( ( term ) => labelOf( widgetId, taxonomy, name, term ) ).join( ', ' ),
		] );
	}
	const facets = readFacets( search, widgetId );
	for ( const [ key, filter ] of Object.entries( facets.meta ) ) {
		const name = metaKey( widgetId, key );
		chips.push( [
			[ name ],
			filter.terms.map( ( value ) => labelOf( widgetId, null, name, value ) ).join( ', ' ),
		] );
	}
	for ( const [ key, range ] of Object.entries( facets.range ) ) {
		const name = rangeKey( widgetId, key );
		chips.push( [ [ name ], rangeText( name, range ) ] );
	}
	if ( facets.search ) {
		chips.push( [ [ searchKey( widgetId ) ], `“${ facets.search }”` ] );
	}
	if ( facets.sale ) {
		chips.push( [ [ saleKey( widgetId ) ], __( 'On sale', 'vitrine' ) ] );
	}
	const all = chips.flatMap( ( [ keys ] ) => keys );
	const href = ( keys: string[] ) =>
		location.pathname +
		stringifyQuery( parseQuery( search ).filter( ( [ k ] ) => ! keys.includes( k ) && k !== pageKey( widgetId ) ) );
	const items = chips.map( ( [ keys, text ] ) => {
		const item = document.createElement( 'li' );
		const link = document.createElement( 'a' );
		link.className = 'vitrine-loop-facet__chip';
		link.href = href( keys );
		link.dataset.remove = keys.join( ' ' );
		/* translators: %s: an active filter's values. */
		link.setAttribute( 'aria-label', __( 'Remove filter: %s', 'vitrine' ).replace( '%s', text ) );
		link.textContent = text + ' ';
		const cross = document.createElement( 'span' );
		cross.setAttribute( 'aria-hidden', 'true' );
		cross.textContent = '×';
		link.append( cross );
		item.append( link );
		return item;
	} );
	const clear = document.createElement( 'li' );
	const link = document.createElement( 'a' );
	link.className = 'vitrine-loop-facet__clear';
	link.href = href( all );
	link.dataset.remove = all.join( ' ' );
	link.textContent = __( 'Clear all', 'vitrine' );
	clear.append( link );
	// The focused chip is gone after its removal: focus moves to the list's first link, not the page.
	const hadFocus = list.contains( list.ownerDocument.activeElement );
	list.replaceChildren( ...items, clear );
	list.hidden = ! chips.length;
	if ( hadFocus && chips.length ) {
		list.querySelector< HTMLElement >( 'a' )?.focus();
	}
}

export default loopFacet;

register( 'loop-facet', loopFacet );
// The taxonomy filter's handler rides along: both blocks name this one script (their block.json),
// so a page with filters and facets has one copy of the grid controller (issue #34: ≤ 8 KB gzip).
register( 'loop-filter', loopFilter );

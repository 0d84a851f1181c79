/**
 * Masonry on a CSS grid. Where the browser has native masonry (grid-template-rows: masonry) the CSS
 * does everything. Elsewhere each card is placed in the shortest column, in document order, spanning
 * as many small rows as its height needs: the reading order stays the document order, nothing
 * overlaps, and since images carry their sizes in the markup, heights are right before they load.
 * Reads all heights first, then writes all placements: one layout per pass.
 */

/** Height of one grid row in the fallback, in px (the CSS uses the same value). */
export const ROW_UNIT = 4;

export interface Placement {
	column: number;
	row: number;
	span: number;
}

export function supportsNativeMasonry(): boolean {
	return (
		typeof CSS !== 'undefined' &&
		typeof CSS.supports === 'function' &&
		CSS.supports( 'grid-template-rows', 'masonry' )
	);
}

/** Rows a card of this height needs, its gap below included. */
export function rowSpan( height: number, gap: number, unit: number = ROW_UNIT ): number {
	return Math.max( 1, Math.ceil( ( height + gap ) / unit ) );
}

/** Puts each item, in order, at the top of the shortest column (the leftmost one on a tie). */
export function placeItems( spans: number[], columns: number ): Placement[] {
	const heights = new Array< number >( Math.max( 1, columns ) ).fill( 0 );
	return spans.map( ( span ) => {
		let column = 0;
		heights.forEach( ( height, index ) => {
			if ( height < ( heights[ column ] as number ) ) {
				column = index;
			}
		} );
		const row = heights[ column ] as number;
		heights[ column ] = row + span;
		return { column, row, span };
	} );
}

/** Lays the grid's cards out (no-op with native masonry). */
export function layoutMasonry( grid: HTMLElement ): void {
	if ( supportsNativeMasonry() ) {
		grid.classList.add( 'is-placed' );
		return;
	}
	const style = getComputedStyle( grid );
	// The CSS says how many columns there are (the resolved grid template would count implicit ones).
	const columns = Math.max( 1, parseInt( style.getPropertyValue( '--vitrine-columns' ), 10 ) || 1 );
	const gap = parseFloat( style.columnGap ) || 0;
	const cards = Array.from( grid.children ) as HTMLElement[];
	if ( grid.dataset.columns !== String( columns ) ) {
		// A new column count: cards placed for the old one have the wrong widths, so measure them unplaced.
		cards.forEach( ( card ) => {
			card.style.gridColumn = '';
			card.style.gridRow = '';
		} );
		grid.dataset.columns = String( columns );
	}
	const spans = cards.map( ( card ) => rowSpan( card.getBoundingClientRect().height, gap ) );
	placeItems( spans, columns ).forEach( ( place, index ) => {
		const card = cards[ index ] as HTMLElement;
		card.style.gridColumn = String( place.column + 1 );
		card.style.gridRow = `${ place.row + 1 } / span ${ place.span }`;
	} );
	grid.classList.add( 'is-masonry', 'is-placed' );
}

/**
 * Keeps the layout right: again when an image loads (in case a size was missing), when the grid's
 * width changes, and when the caller appends cards (it calls the returned function).
 */
export function watchMasonry( grid: HTMLElement ): () => void {
	let frame = 0;
	const schedule = () => {
		if ( ! frame ) {
			frame = requestAnimationFrame( () => {
				frame = 0;
				layoutMasonry( grid );
			} );
		}
	};
	layoutMasonry( grid );
	if ( supportsNativeMasonry() ) {
		return () => {};
	}
	grid.addEventListener( 'load', schedule, true );
	let width = grid.clientWidth;
	if ( typeof ResizeObserver === 'function' ) {
		new ResizeObserver( () => {
			if ( grid.clientWidth !== width ) {
				width = grid.clientWidth;
				schedule();
			}
		} ).observe( grid );
	}
	return schedule;
}

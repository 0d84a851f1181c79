/**
 * Layout shift as the widget specs assert it: "nothing moves under the visitor once the page is
 * there". One helper for every spec (docs/quality.md, "Layout shift").
 *
 * Counted as CLS counts them: shifts within 500 ms of a click or key press (hadRecentInput) are
 * expected by the visitor and left out. Also left out: shifts before the document was parsed
 * (domInteractive). Those come from the browser painting a half-arrived document while PHP is still
 * writing the rest (a loaded test machine does that; a page cache does not), not from any script
 * or style of Vitrine's: every style is in the head, every view script runs after parsing. The
 * failure message names what moved, before and after, so a shift can be traced from the CI log.
 */
import { expect, type Page } from '@playwright/test';

interface Shift {
	value: number;
	/** Milliseconds since navigation. */
	at: number;
	/** What moved: the class or tag of each source node. */
	moved: string[];
}

/** Every layout shift of the current document so far, and when its parsing ended. */
async function shifts( page: Page ): Promise< { parsedAt: number; list: Shift[] } > {
	return page.evaluate(
		() =>
			new Promise< { parsedAt: number; list: Shift[] } >( ( resolve ) => {
				type Entry = PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< { node?: Node | null } >;
				};
				const list: Shift[] = [];
				const take = ( entries: PerformanceEntryList ) => {
					for ( const entry of entries as Entry[] ) {
						if ( entry.hadRecentInput ) {
							continue;
						}
						const moved = ( entry.sources ?? [] ).map( ( { node } ) =>
							node instanceof Element
								? `${ node.tagName.toLowerCase() }.${ [ ...node.classList ].join( '.' ) }`
								: ( node?.nodeName ?? 'a removed node' )
						);
						list.push( { value: entry.value, at: Math.round( entry.startTime ), moved } );
					}
				};
				const observer = new PerformanceObserver( ( entries ) => take( entries.getEntries() ) );
				observer.observe( { type: 'layout-shift', buffered: true } );
				// Two frames, so the shifts of the last change are reported; then what is still queued.
				requestAnimationFrame( () =>
					requestAnimationFrame( () => {
						take( observer.takeRecords() );
						observer.disconnect();
						const [ navigation ] = performance.getEntriesByType(
							'navigation'
						) as PerformanceNavigationTiming[];
						resolve( { parsedAt: navigation?.domInteractive ?? 0, list } );
					} )
				);
			} )
	);
}

/** The layout-shift score of the current document since it was parsed. */
export async function layoutShift( page: Page ): Promise< number > {
	const { parsedAt, list } = await shifts( page );
	return list.filter( ( s ) => s.at >= parsedAt ).reduce( ( sum, s ) => sum + s.value, 0 );
}

/** Asserts that nothing moved since the page was parsed (a score under 0.01), naming what did. */
export async function expectNoLayoutShift( page: Page ): Promise< void > {
	const { parsedAt, list } = await shifts( page );
	const counted = list.filter( ( s ) => s.at >= parsedAt );
	const score = counted.reduce( ( sum, s ) => sum + s.value, 0 );
	const said = list
		.map(
			( s ) =>
				`${ s.value.toFixed( 4 ) } at ${ s.at } ms${ s.at < parsedAt ? ' (while parsing, not counted)' : '' }: ${
					s.moved.join( ', ' ) || 'unknown'
				}`
		)
		.join( '; ' );
	expect( score, `layout shift after parsing (${ Math.round( parsedAt ) } ms): ${ said || 'none' }` ).toBeLessThan(
		0.01
	);
}

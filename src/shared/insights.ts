/**
 * Counting an Insights event in the browser (docs/insights.md): the event is pushed onto
 * `window.vitrine.insights`, an array until the page's one queue (src/insights/queue.ts, its own
 * small script) takes it over and sends. So each bundle that counts carries only this glue, and the
 * order the scripts run in does not matter. Nothing identifies the visitor: no cookie, no id, only
 * what was seen or clicked.
 */

export interface InsightsEvent {
	/** `kind:id`: popup:12, offcanvas:menu, bar:promo, product:40. */
	entity: string;
	event: string;
	variant?: string;
	dimension?: string;
}

/** What the page's scripts share on `window.vitrine` for counting. */
export type InsightsWindow = Window & {
	vitrine?: {
		insights?: { push: ( event: InsightsEvent ) => unknown };
		consent?: { allows: ( category: string ) => boolean };
	};
};

/**
 * Counts one event on the page. Where no queue script runs (Insights off, or a page that counts
 * nothing prints neither it nor its settings) the events stay in the array and nothing is sent.
 */
export function countInsight( event: InsightsEvent, doc: Document = document ): void {
	const win = doc.defaultView as InsightsWindow | null;
	if ( win ) {
		// `?.`: markup can never make counting throw in the code that counts (an element named `vitrine`).
		( ( win.vitrine ??= {} ).insights ??= [] as InsightsEvent[] ).push?.( event );
	}
}

/**
 * Product impressions for Insights (docs/insights.md, "Affiliate click-through"): a product of a
 * box, list or table is counted once per page view when at least half of one of its elements is
 * in view, beside the clicks the click route counts, so the report shows CTR per product and page.
 * The dimension is the page as the click route names it (`page-12`, `home-0`). Inline text links
 * are not counted. The events join the page's one Insights beacon. A prerendered page counts nothing
 * until it is shown (src/shared/shown.ts): one the visitor never opens was never seen.
 */
import { countInsight, whenShown, type InsightsEvent } from '@vitrine/shared';

const SELECTOR = '[data-vitrine-product-id]:not(.vitrine-product--link)';

export function watchImpressions(
	doc: Document,
	page: string,
	count: ( event: InsightsEvent, doc: Document ) => void = countInsight
): void {
	const win = doc.defaultView;
	// Only catalogue ids count.
	const elements = Array.from( doc.querySelectorAll< HTMLElement >( SELECTOR ) ).filter( ( element ) =>
		/^\d+$/.test( element.dataset.vitrineProductId ?? '' )
	);
	if ( ! win?.IntersectionObserver || ! elements.length ) {
		return;
	}
	const seen = new Set< string >();
	const dimension = page
		.toLowerCase()
		.replace( /[^a-z0-9_-]/g, '' )
		.slice( 0, 40 );
	const observer = new win.IntersectionObserver(
		( entries ) =>
			entries.forEach( ( { target, intersectionRatio } ) => {
				const id = ( target as HTMLElement ).dataset.vitrineProductId ?? '';
				if ( intersectionRatio >= 0.5 ) {
					observer.unobserve( target );
					// Once a page view, however many of its elements are seen.
					if ( ! seen.has( id ) ) {
						seen.add( id );
						count( { entity: `product:${ id }`, event: 'impression', dimension }, doc );
					}
				}
			} ),
		{ threshold: 0.5 }
	);
	whenShown( doc, () => elements.forEach( ( element ) => observer.observe( element ) ) );
}

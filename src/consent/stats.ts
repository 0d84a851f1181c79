/**
 * Consent statistics (docs/insights.md, "Consent statistics"): what the first layer was shown and
 * what visitors decided, as Insights events. Pure: the gate (gate.entry.ts) sends what these return
 * through the shared Insights queue, which sends nothing when the owner counts only with the
 * statistics category's consent and the visitor has not given it. No identifier, no cookie: an
 * event names the banner type, the law or region behaviour, and a decision or a category.
 */
import type { InsightsEvent } from '../shared/insights';
import type { RegionMode } from './core/region';
import type { Action, ConsentSettings, ConsentState } from './core/types';

/** The decision a first-layer action counts as; actions not listed (a bypass, one category allowed from a placeholder) are not first-layer decisions. */
export const DECISIONS: Partial< Record< Action[ 'type' ], string > > = {
	acceptAll: 'accept_all',
	reject: 'reject_all',
	// A CCPA "do not sell or share" is the refusal of that law's first layer.
	ccpaOptOut: 'reject_all',
	accept: 'custom',
	scroll: 'implied',
	showOnce: 'implied',
};

/** The coarse dimension: the law in force, or the region's behaviour when the owner chose a law by region. */
export function consentDimension( s: ConsentSettings, mode: RegionMode | null ): string {
	return s.regions && mode ? `region-${ mode }` : s.law;
}

/**
 * The first layer's entity: its type, or `consent:bar` under an A/B test of the bar, where the
 * variants may differ in type and the variant letter says which one the visitor saw.
 */
const entity = ( s: ConsentSettings, variant: string | null ) =>
	variant ? 'consent:bar' : `consent:${ s.cookie_bar_as }`;

/** The fields every event of a showing shares. */
const base = ( dimension: string, variant: string | null ) => ( variant ? { dimension, variant } : { dimension } );

/** The first layer shown on its own to a visitor who has not decided. */
export function impressionEvents(
	s: ConsentSettings,
	dimension: string,
	variant: string | null = null
): InsightsEvent[] {
	return [ { entity: entity( s, variant ), event: 'impression', ...base( dimension, variant ) } ];
}

/** The first layer closed without a choice (Escape on the popup). */
export function dismissEvents( s: ConsentSettings, dimension: string, variant: string | null = null ): InsightsEvent[] {
	return [ { entity: entity( s, variant ), event: 'dismiss', ...base( dimension, variant ) } ];
}

/**
 * A decision and, for each optional category, whether it ended allowed: the opt-in rate of a
 * category is its `optin` over `optin` + `optout`.
 */
export function decisionEvents(
	action: Action,
	state: ConsentState,
	s: ConsentSettings,
	dimension: string,
	variant: string | null = null
): InsightsEvent[] {
	const event = DECISIONS[ action.type ];
	if ( ! event ) {
		return [];
	}
	const categories = s.categories
		.filter( ( c ) => c.slug !== 'necessary' && /^[a-z0-9_-]{1,36}$/.test( c.slug ) )
		.map( ( c ) => ( {
			entity: `consent:cat-${ c.slug }`,
			event: state.categories[ c.slug ] ? 'optin' : 'optout',
			...base( dimension, variant ),
		} ) );
	return [ { entity: entity( s, variant ), event, ...base( dimension, variant ) }, ...categories ];
}

/**
 * The A/B test of the consent bar, as the Insights screen reports it (docs/insights.md, "A/B test
 * of the consent bar"): per variant, how often it was shown and what the first decision was, the
 * accept-all rate AND the reject rate with their 95 % Wilson intervals, and the category opt-in
 * rate. Pure, so it is tested without a browser.
 */
import type { Range, Row } from './series';

export interface BarVariantResult {
	variant: string;
	impressions: number;
	accept_all: number;
	reject_all: number;
	custom: number;
	dismiss: number;
	implied: number;
	/** Accept all per showing, with its interval; null before any showing. */
	acceptRate: [ number, number, number ] | null;
	/** Reject per showing, with its interval. */
	rejectRate: [ number, number, number ] | null;
	/** Categories allowed over categories decided, after the first decision. */
	optinRate: number | null;
}

const Z = 1.95996;

/**
 * The 95 % Wilson score interval of `k` successes in `n` trials as [rate, low, high], the method
 * of the popup A/B results (includes/Popups/AbStats.php); null when n is 0.
 */
export function wilson( k: number, n: number ): [ number, number, number ] | null {
	if ( n <= 0 ) {
		return null;
	}
	const p = k / n;
	const z2 = Z * Z;
	const centre = p + z2 / ( 2 * n );
	const spread = Z * Math.sqrt( ( p * ( 1 - p ) ) / n + z2 / ( 4 * n * n ) );
	const d = 1 + z2 / n;
	return [ p, Math.max( 0, ( centre - spread ) / d ), Math.min( 1, ( centre + spread ) / d ) ];
}

const EVENTS = [ 'impression', 'accept_all', 'reject_all', 'custom', 'dismiss', 'implied', 'optin', 'optout' ];

/** One result per variant (a, b, c, d) that has a count in the range, in letter order. */
export function barTestResults( rows: Row[], range: Range ): BarVariantResult[] {
	const sums: Record< string, Record< string, number > > = {};
	for ( const row of rows ) {
		const isBar = row.entity === 'consent:bar';
		const isCategory = row.entity.startsWith( 'consent:cat-' );
		if (
			( ! isBar && ! isCategory ) ||
			! /^[a-d]$/.test( row.variant ) ||
			row.day < range.from ||
			row.day > range.to ||
			! EVENTS.includes( row.event )
		) {
			continue;
		}
		const sum = ( sums[ row.variant ] ??= {} );
		// A category's own optin/optout; the bar's counts only from the bar's rows.
		if ( isBar !== [ 'optin', 'optout' ].includes( row.event ) ) {
			sum[ row.event ] = ( sum[ row.event ] ?? 0 ) + row.count;
		}
	}
	return Object.keys( sums )
		.sort()
		.map( ( variant ) => {
			const s = sums[ variant ] ?? {};
			const n = s.impression ?? 0;
			const decided = ( s.optin ?? 0 ) + ( s.optout ?? 0 );
			return {
				variant,
				impressions: n,
				accept_all: s.accept_all ?? 0,
				reject_all: s.reject_all ?? 0,
				custom: s.custom ?? 0,
				dismiss: s.dismiss ?? 0,
				implied: s.implied ?? 0,
				acceptRate: wilson( s.accept_all ?? 0, n ),
				rejectRate: wilson( s.reject_all ?? 0, n ),
				optinRate: decided > 0 ? ( s.optin ?? 0 ) / decided : null,
			};
		} );
}

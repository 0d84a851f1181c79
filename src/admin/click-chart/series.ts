/**
 * The clicks per day the report page prints for its chart (includes/Affiliate/Chart.php), checked
 * before uPlot gets them: days as YYYY-MM-DD, one count per day. Anything else draws no chart (the
 * table beside it still says it all).
 */
export interface ClickSeries {
	days: string[];
	clicks: number[];
	label: string;
}

export function parseClickSeries( raw: string | undefined ): ClickSeries | null {
	let value: Partial< ClickSeries > | null = null;
	try {
		value = JSON.parse( raw ?? '' );
	} catch {
		return null;
	}
	const days = value?.days;
	const clicks = value?.clicks;
	if (
		! Array.isArray( days ) ||
		! Array.isArray( clicks ) ||
		! days.length ||
		days.length !== clicks.length ||
		! days.every( ( day ) => /^\d{4}-\d\d-\d\d$/.test( String( day ) ) ) ||
		! clicks.every( ( count ) => Number.isFinite( count ) && count >= 0 )
	) {
		return null;
	}
	return { days, clicks, label: typeof value?.label === 'string' ? value.label : '' };
}

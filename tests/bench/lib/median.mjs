/**
 * Lighthouse figures vary from run to run, more so on a loaded machine: the bench runs each page
 * several times and reports, figure by figure, the median (the middle value; the mean of the two
 * middle ones for an even count). A failed run (its `error`) is left out.
 */
export function median( values ) {
	const sorted = values.filter( ( v ) => typeof v === 'number' && Number.isFinite( v ) ).sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return undefined;
	}
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2 ? sorted[ mid ] : ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

/** One object of medians from Lighthouse runs ({ performance, tbtMs, … } each), with the run count. */
export function medianOfRuns( runs ) {
	const ok = runs.filter( ( run ) => run && ! run.error );
	if ( ! ok.length ) {
		return { error: runs.find( ( run ) => run?.error )?.error ?? 'no run', runs: 0 };
	}
	const out = { runs: ok.length };
	for ( const key of Object.keys( ok[ 0 ] ) ) {
		out[ key ] = median( ok.map( ( run ) => run[ key ] ) );
	}
	return out;
}

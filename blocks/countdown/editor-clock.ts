/**
 * The editor's countdown ticks like the visitor's (docs/builder.md, "In the inserter"): the same
 * split() and pad() as view.ts, once a second, towards the due date read in the site's time zone, or,
 * for evergreen, towards the editing session's start plus the duration (what a first visitor sees).
 */
import { useEffect, useState } from '@wordpress/element';
import { pad, split } from './countdown';

/**
 * The site's offset from UTC in hours, as WordPress gives it to the editor (the wp-date script's
 * settings, which core prints on every editor screen); 0 when it is missing.
 */
export function siteOffsetHours(): number {
	const wp = ( window as unknown as { wp?: { date?: { getSettings?: () => { timezone?: { offset?: unknown } } } } } )
		.wp;
	const offset = Number( wp?.date?.getSettings?.().timezone?.offset ?? 0 );
	return Number.isFinite( offset ) ? offset : 0;
}

/** The moment a due date (`datetime-local` text in the site's time zone) means; NaN when it means none. */
export function dueMoment( dueDate: string, offsetHours: number ): number {
	const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec( dueDate );
	if ( ! match ) {
		return NaN;
	}
	const [ year = 0, month = 1, day = 1, hour = 0, minute = 0 ] = match.slice( 1 ).map( Number );
	return Date.UTC( year, month - 1, day, hour, minute ) - offsetHours * 3600000;
}

/** What each unit shows, as view.ts writes it: days as they are, the rest on two digits. */
export function unitTexts( left: number ): Record< 'days' | 'hours' | 'minutes' | 'seconds', string > {
	const parts = split( left );
	return {
		days: String( parts.days ),
		hours: pad( parts.hours ),
		minutes: pad( parts.minutes ),
		seconds: pad( parts.seconds ),
	};
}

/** Now, once a second. */
export function useNow(): number {
	const [ now, setNow ] = useState( () => Date.now() );
	useEffect( () => {
		const timer = window.setInterval( () => setNow( Date.now() ), 1000 );
		return () => window.clearInterval( timer );
	}, [] );
	return now;
}

/** The date-time text a new countdown starts with: a week from now in the site's time zone. */
export function aWeekFrom( now: number, offsetHours: number ): string {
	return new Date( now + 7 * 86400000 + offsetHours * 3600000 ).toISOString().slice( 0, 16 );
}

/**
 * Pure parts of the countdown: settings, time arithmetic, the evergreen deadline per visitor and
 * the polite announcement's pacing.
 */
import type { Settings } from '@vitrine/shared';

export type Expiry = 'hide' | 'message' | 'redirect';

export interface CountdownSettings {
	mode: 'due' | 'evergreen';
	/** Deadline in epoch milliseconds (due mode), computed by the server from the site's time zone. */
	due: number;
	/** Duration per visitor in milliseconds (evergreen mode). */
	duration: number;
	key: string;
	expiry: Expiry;
	redirect: string;
	units: { days: string; hours: string; minutes: string; seconds: string };
	left: string;
}

const str = ( value: unknown, fallback: string ) => ( typeof value === 'string' && value !== '' ? value : fallback );

export function parseCountdownSettings( settings: Settings ): CountdownSettings | null {
	const mode = settings.mode === 'evergreen' ? 'evergreen' : 'due';
	const due = Number( settings.due );
	const duration = Number( settings.duration );
	if ( mode === 'due' ? ! Number.isFinite( due ) || due <= 0 : ! Number.isFinite( duration ) || duration <= 0 ) {
		return null;
	}
	const expiry = settings.expiry === 'hide' || settings.expiry === 'redirect' ? settings.expiry : 'message';
	const redirect =
		typeof settings.redirect === 'string' && /^(https?:\/\/|\/)/i.test( settings.redirect )
			? settings.redirect
			: '';
	const units = ( settings.units ?? {} ) as Record< string, unknown >;
	return {
		mode,
		due: mode === 'due' ? due : 0,
		duration: mode === 'evergreen' ? duration : 0,
		key: `vitrine-countdown:${ str( settings.key, 'default' ) }`,
		expiry: expiry === 'redirect' && ! redirect ? 'message' : expiry,
		redirect,
		units: {
			days: str( units.days, 'days' ),
			hours: str( units.hours, 'hours' ),
			minutes: str( units.minutes, 'minutes' ),
			seconds: str( units.seconds, 'seconds' ),
		},
		left: str( settings.left, '%s left' ),
	};
}

export interface Parts {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
}

/** Whole days, hours, minutes and seconds in a span of milliseconds (never negative). */
export function split( ms: number ): Parts {
	const total = Math.max( 0, Math.floor( ms / 1000 ) );
	return {
		days: Math.floor( total / 86400 ),
		hours: Math.floor( ( total % 86400 ) / 3600 ),
		minutes: Math.floor( ( total % 3600 ) / 60 ),
		seconds: total % 60,
	};
}

export const pad = ( n: number ) => String( n ).padStart( 2, '0' );

/**
 * The visitor's evergreen deadline: the one remembered in storage, or now + duration (remembered).
 * A malformed stored value, or one further away than the duration (a shortened setting), restarts it.
 */
export function evergreenDue( storage: Storage | null, key: string, duration: number, now: number ): number {
	let stored = NaN;
	try {
		stored = Number( storage?.getItem( key ) );
	} catch {
		// Storage refused (privacy mode): the deadline lives as long as the page.
	}
	if ( Number.isFinite( stored ) && stored > 0 && stored <= now + duration ) {
		return stored;
	}
	const due = now + duration;
	try {
		storage?.setItem( key, String( due ) );
	} catch {
		// As above.
	}
	return due;
}

/** The sentence a screen reader hears, in whole minutes (seconds would be noise). */
export function announcement( parts: Parts, config: CountdownSettings ): string {
	const pieces = [];
	if ( parts.days ) {
		pieces.push( `${ parts.days } ${ config.units.days }` );
	}
	if ( parts.days || parts.hours ) {
		pieces.push( `${ parts.hours } ${ config.units.hours }` );
	}
	pieces.push( `${ parts.minutes } ${ config.units.minutes }` );
	return config.left.replace( '%s', pieces.join( ', ' ) );
}

/** Polite announcements at most once a minute, and only when the sentence changed. */
export function shouldAnnounce( lastAt: number, lastText: string, text: string, now: number ): boolean {
	return text !== lastText && now - lastAt >= 60_000;
}

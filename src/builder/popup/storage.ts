/**
 * What the browser remembers about a visitor for popup conditions. One JSON object under the key
 * `vitrine` in localStorage (pageViews, sessions, and per popup `popup_{id}_*` keys: disable, times,
 * initialPageViews, initialSessions, impressions, variant) and one in sessionStorage (activeSession and the
 * per-session impression counts). A corrupt item or value is reset, never thrown on; storage that
 * the browser refuses (private modes, blocked cookies) behaves as empty.
 */
import type { Period } from './settings';

export interface StorageLike {
	getItem: ( key: string ) => string | null;
	setItem: ( key: string, value: string ) => void;
	removeItem: ( key: string ) => void;
}

export const STORAGE_KEY = 'vitrine';

/** Period lengths in seconds (docs/popups.md, Visitor storage). */
export const PERIOD_SECONDS: Record< Exclude< Period, 'none' | 'session' >, number > = {
	day: 86400,
	week: 604800,
	month: 2628288,
};

type Bag = Record< string, unknown >;

function count( value: unknown ): number {
	return typeof value === 'number' && Number.isInteger( value ) && value >= 0 ? value : 0;
}

/** The page's storages, or null for one the browser refuses to give. */
export function browserStorages( win: Window = window ): { local: StorageLike | null; session: StorageLike | null } {
	const get = ( name: 'localStorage' | 'sessionStorage' ): StorageLike | null => {
		try {
			return win[ name ];
		} catch {
			return null;
		}
	};
	return { local: get( 'localStorage' ), session: get( 'sessionStorage' ) };
}

export class VisitorStorage {
	constructor(
		private readonly local: StorageLike | null,
		private readonly session: StorageLike | null,
		private readonly now: () => number = Date.now
	) {}

	private read( area: StorageLike | null ): Bag {
		if ( ! area ) {
			return {};
		}
		try {
			const raw = area.getItem( STORAGE_KEY );
			if ( raw === null ) {
				return {};
			}
			const value: unknown = JSON.parse( raw );
			if ( value !== null && typeof value === 'object' && ! Array.isArray( value ) ) {
				return value as Bag;
			}
		} catch {
			// Unparsable: reset below.
		}
		try {
			area.removeItem( STORAGE_KEY );
		} catch {}
		return {};
	}

	private write( area: StorageLike | null, change: Bag ): void {
		if ( ! area ) {
			return;
		}
		try {
			area.setItem( STORAGE_KEY, JSON.stringify( { ...this.read( area ), ...change } ) );
		} catch {
			// Quota or refused storage: the visitor is simply not remembered.
		}
	}

	get pageViews(): number {
		return count( this.read( this.local ).pageViews );
	}

	get sessions(): number {
		return count( this.read( this.local ).sessions );
	}

	/** Counts this page view, and a new session when the tab's session has not been marked yet. */
	countVisit(): void {
		const change: Bag = { pageViews: this.pageViews + 1 };
		if ( this.read( this.session ).activeSession !== true ) {
			change.sessions = this.sessions + 1;
			this.write( this.session, { activeSession: true } );
		}
		this.write( this.local, change );
	}

	isDisabled( id: string ): boolean {
		return this.read( this.local )[ `popup_${ id }_disable` ] === true;
	}

	/** The visitor asked not to see this popup again. */
	disable( id: string ): void {
		this.write( this.local, { [ `popup_${ id }_disable` ]: true } );
	}

	/**
	 * Page views and sessions counted before this popup was first checked, stored on first use, so
	 * conditions count from when the visitor first met the popup (the current view included).
	 */
	firstSeen( id: string ): { pageViews: number; sessions: number } {
		const bag = this.read( this.local );
		const viewsKey = `popup_${ id }_initialPageViews`;
		const sessionsKey = `popup_${ id }_initialSessions`;
		const stored = { pageViews: bag[ viewsKey ], sessions: bag[ sessionsKey ] };
		const valid = ( value: unknown ) => typeof value === 'number' && Number.isInteger( value ) && value >= 0;
		if ( valid( stored.pageViews ) && valid( stored.sessions ) ) {
			return { pageViews: stored.pageViews as number, sessions: stored.sessions as number };
		}
		const initial = {
			pageViews: Math.max( 0, count( bag.pageViews ) - 1 ),
			sessions: Math.max( 0, count( bag.sessions ) - 1 ),
		};
		this.write( this.local, { [ viewsKey ]: initial.pageViews, [ sessionsKey ]: initial.sessions } );
		return initial;
	}

	/** Impressions in the current period; a day, week or month period ends when its length has passed. */
	timesShown( id: string, period: Period ): number {
		const key = `popup_${ id }_times`;
		if ( period === 'session' ) {
			return count( this.read( this.session )[ key ] );
		}
		const record = this.read( this.local )[ key ];
		if ( record === null || typeof record !== 'object' ) {
			return 0;
		}
		const { count: shown, start } = record as Bag;
		if ( period === 'none' ) {
			return count( shown );
		}
		if ( typeof start !== 'number' || ! Number.isFinite( start ) || start > this.now() ) {
			return 0;
		}
		return this.now() - start >= PERIOD_SECONDS[ period ] * 1000 ? 0 : count( shown );
	}

	/** Counts an impression for the times condition (in its period) and in the lifetime total. */
	recordImpression( id: string, period: Period ): void {
		const key = `popup_${ id }_times`;
		const bag = this.read( this.local );
		const change: Bag = { [ `popup_${ id }_impressions` ]: count( bag[ `popup_${ id }_impressions` ] ) + 1 };
		if ( period === 'session' ) {
			this.write( this.session, { [ key ]: this.timesShown( id, 'session' ) + 1 } );
		} else {
			const shown = this.timesShown( id, period );
			const old = bag[ key ] as Bag | undefined;
			const start = shown > 0 && typeof old?.start === 'number' ? old.start : this.now();
			change[ key ] = { count: shown + 1, start };
		}
		this.write( this.local, change );
	}

	/** The A/B variant this visitor was drawn for the popup (variant.ts), or null. */
	variant( id: string ): string | null {
		const value = this.read( this.local )[ `popup_${ id }_variant` ];
		return typeof value === 'string' && /^[a-l]$/.test( value ) ? value : null;
	}

	setVariant( id: string, key: string ): void {
		if ( this.variant( id ) !== key ) {
			this.write( this.local, { [ `popup_${ id }_variant` ]: key } );
		}
	}

	impressions( id: string ): number {
		return count( this.read( this.local )[ `popup_${ id }_impressions` ] );
	}
}

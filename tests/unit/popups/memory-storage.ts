import type { StorageLike } from '../../../src/builder/popup/storage';

/** An in-memory Storage for tests. */
export class MemoryStorage implements StorageLike {
	items = new Map< string, string >();
	getItem( key: string ) {
		return this.items.get( key ) ?? null;
	}
	setItem( key: string, value: string ) {
		this.items.set( key, value );
	}
	removeItem( key: string ) {
		this.items.delete( key );
	}
}

/** A fake clock: `clock.now` is read by the storage; `clock.t` moves it. */
export function fakeClock( start = Date.UTC( 2026, 0, 1 ) ) {
	const clock = { t: start, now: () => clock.t };
	return clock;
}

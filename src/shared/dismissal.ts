/**
 * Dismissals remembered on the visitor's device (floating bars, contact buttons): a timestamp in
 * localStorage that holds for some days. Bad, future or expired values are ignored, and storage that
 * throws (privacy modes) only means the dismissal lasts for the page view.
 */
const DAY = 86_400_000;

/** Whether a stored dismissal (a timestamp) still holds at `now`. */
export function isDismissed( stored: string | null, days: number, now: number ): boolean {
	const at = Number( stored );
	return stored !== null && Number.isFinite( at ) && at > 0 && at <= now && now - at < days * DAY;
}

function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

export function readDismissed( key: string, days: number, now: number = Date.now() ): boolean {
	try {
		return isDismissed( storage()?.getItem( key ) ?? null, days, now );
	} catch {
		return false;
	}
}

export function rememberDismissed( key: string, now: number = Date.now() ): void {
	try {
		storage()?.setItem( key, String( now ) );
	} catch {
		// Storage refused: dismissed for this page view only.
	}
}

/** A days setting between 1 and 365, else the default. */
export function dismissDays( value: unknown, fallback = 30 ): number {
	const days = Number( value );
	return Number.isFinite( days ) && days >= 1 && days <= 365 ? days : fallback;
}

/** A storage key from a saved key: letters, digits, - and _ only, else 'default'. */
export function dismissKey( prefix: string, value: unknown ): string {
	const key = typeof value === 'string' && /^[a-z0-9_-]{1,64}$/i.test( value ) ? value : 'default';
	return `${ prefix }:${ key }`;
}

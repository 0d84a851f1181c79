/**
 * Floating bar: dismissal remembered on the visitor's device for some days (localStorage, bad or
 * expired values ignored). The bar is fixed over the page, so hiding it moves nothing.
 */
import type { Handler } from '../../src/builder/runtime/types';
import type { Settings } from '../../src/shared/settings';

const DAY = 86_400_000;

export function storageKey( settings: Settings ): string {
	const key =
		typeof settings.key === 'string' && /^[a-z0-9_-]{1,64}$/i.test( settings.key ) ? settings.key : 'default';
	return `vitrine-floating-bar:${ key }`;
}

export function dismissDays( settings: Settings ): number {
	const days = Number( settings.days );
	return Number.isFinite( days ) && days >= 1 && days <= 365 ? days : 30;
}

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

const floatingBar: Handler = ( { element, settings } ) => {
	const key = storageKey( settings );
	const days = dismissDays( settings );
	const store = storage();
	let stored: string | null = null;
	try {
		stored = store?.getItem( key ) ?? null;
	} catch {
		stored = null;
	}
	if ( isDismissed( stored, days, Date.now() ) ) {
		element.hidden = true;
		return () => {
			element.hidden = false;
		};
	}
	const close = element.querySelector< HTMLButtonElement >( '.vitrine-floating-bar__close' );
	const onClose = () => {
		try {
			store?.setItem( key, String( Date.now() ) );
		} catch {
			// Storage refused: dismissed for this page view only.
		}
		element.hidden = true;
	};
	if ( close ) {
		close.disabled = false;
		close.addEventListener( 'click', onClose );
	}
	return () => {
		close?.removeEventListener( 'click', onClose );
		if ( close ) {
			close.disabled = true;
		}
	};
};

export default floatingBar;

/**
 * What the consent UI shows, as a reducer: the bar, the settings modal, the CCPA confirmation and
 * the re-open tab. Decisions themselves go through the state machine in state.ts.
 */
export interface UiState {
	bar: boolean;
	modal: boolean;
	ccpa: boolean;
	tab: boolean;
}

export type UiEvent =
	| { type: 'open' }
	| { type: 'decided'; showTab: boolean }
	| { type: 'settings' }
	| { type: 'closeSettings' }
	| { type: 'ccpa' }
	| { type: 'closeCcpa' };

export const hidden: UiState = { bar: false, modal: false, ccpa: false, tab: false };

export function uiReducer( state: UiState, event: UiEvent ): UiState {
	switch ( event.type ) {
		case 'open':
			return { ...state, bar: true, tab: false };
		case 'decided':
			return { bar: false, modal: false, ccpa: false, tab: event.showTab };
		case 'settings':
			return { ...state, modal: true, ccpa: false };
		case 'closeSettings':
			return { ...state, modal: false };
		case 'ccpa':
			return { ...state, ccpa: true, modal: false };
		case 'closeCcpa':
			return { ...state, ccpa: false };
	}
	return state;
}

/** Scrolling more than 100 px counts as acceptance, only when enabled and nothing is decided yet. */
export const SCROLL_THRESHOLD = 100;
export function scrollCloses( enabled: boolean, decided: boolean, scrollY: number ): boolean {
	return enabled && ! decided && scrollY > SCROLL_THRESHOLD;
}

/** The toggles of the settings modal with every optional category ticked (or unticked). */
export function setAll( categories: Record< string, boolean >, on: boolean ): Record< string, boolean > {
	const next: Record< string, boolean > = {};
	Object.keys( categories ).forEach( ( slug ) => ( next[ slug ] = slug === 'necessary' || on ) );
	return next;
}

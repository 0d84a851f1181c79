/**
 * Small rules of the consent UI: when scrolling counts as acceptance, and the modal's enable-all.
 * Decisions themselves go through the state machine in state.ts.
 */
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

/**
 * What every popup trigger receives (docs/popups.md, Triggers), apart from the triggers themselves so
 * that a trigger in its own file (adblock.ts) imports it without importing the trigger list back.
 */
import type { Part } from './settings';

export interface TriggerContext {
	win: Window;
	doc: Document;
	fire: () => void;
	/** Aborting it disarms the trigger. */
	signal: AbortSignal;
	/** For the adblock bait's id; Math.random by default. */
	random?: () => number;
}

export type Trigger = ( part: Part, ctx: TriggerContext ) => void;

/** Runs `undo` when the signal aborts: for what a listener's signal option cannot remove (timers, observers). */
export function onAbort( signal: AbortSignal, undo: () => void ): void {
	if ( signal.aborted ) {
		undo();
	} else {
		// Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal aborts (and dispatches abort) only once anyway.
		signal.addEventListener( 'abort', undo, { once: true } );
	}
}

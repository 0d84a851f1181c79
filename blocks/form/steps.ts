/**
 * Step state of a multi-step form, as pure functions: where a step change may go (forward only
 * when the current step is valid), which step holds the first error the server reported, and the
 * progress text read to screen readers.
 */
import { __, sprintf } from '@vitrine/shared';

export interface StepState {
	current: number;
	count: number;
}

export const clampStep = ( step: number, count: number ) =>
	Math.min( Math.max( 0, Math.floor( step ) || 0 ), Math.max( 0, count - 1 ) );

/** The state after "next": forward only when the current step has no errors. */
export function nextStep( state: StepState, currentIsValid: boolean ): StepState {
	return currentIsValid ? { ...state, current: clampStep( state.current + 1, state.count ) } : state;
}

export function previousStep( state: StepState ): StepState {
	return { ...state, current: clampStep( state.current - 1, state.count ) };
}

export const isLastStep = ( state: StepState ) => state.current >= state.count - 1;

/** The earliest step that holds one of the named fields (for errors found by the server). */
export function firstStepWith(
	names: string[],
	stepOf: ( name: string ) => number | undefined,
	state: StepState
): number {
	const steps = names.map( stepOf ).filter( ( s ): s is number => typeof s === 'number' );
	return steps.length ? clampStep( Math.min( ...steps ), state.count ) : state.current;
}

export function progressText( state: StepState, title: string ): string {
	return title
		? /* translators: 1: step number, 2: number of steps, 3: step title */ sprintf(
				__( 'Step %1$d of %2$d: %3$s', 'vitrine' ),
				state.current + 1,
				state.count,
				title
			)
		: /* translators: 1: step number, 2: number of steps */ sprintf(
				__( 'Step %1$d of %2$d', 'vitrine' ),
				state.current + 1,
				state.count
			);
}

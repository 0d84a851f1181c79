/**
 * Keeps an element mounted while it animates out: `shown` drives the state, the returned phase
 * drives the classes. Durations are the show/hide speeds; reduced motion makes them zero.
 */
import { useEffect, useState } from '@wordpress/element';
import { prefersReducedMotion } from '../../shared/device';

export type Phase = 'hidden' | 'entering' | 'shown' | 'leaving';

export function useAnimated( shown: boolean, hideMs: number ): Phase {
	const [ phase, setPhase ] = useState< Phase >( shown ? 'entering' : 'hidden' );
	useEffect( () => {
		if ( shown ) {
			setPhase( 'entering' );
			const frame = requestAnimationFrame( () => setPhase( 'shown' ) );
			return () => cancelAnimationFrame( frame );
		}
		setPhase( ( current ) => ( current === 'hidden' ? 'hidden' : 'leaving' ) );
		const timer = setTimeout( () => setPhase( 'hidden' ), prefersReducedMotion() ? 0 : hideMs );
		return () => clearTimeout( timer );
	}, [ shown, hideMs ] );
	return phase;
}

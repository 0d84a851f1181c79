/**
 * Turns a motion config and the current positions into the three properties motion may write:
 * transform, opacity and filter (never a property that triggers layout). Pure.
 */
import {
	backgroundStep,
	blurValue,
	directionPoint,
	mouseTrackOffset,
	opacityValue,
	scaleValue,
	tiltAngle,
	transformStep,
	withinRange,
} from './formulas';
import type { MotionConfig } from './settings';

export interface MotionState {
	/** Percent of the scroll range passed (viewport trip or page). */
	passed: number;
	/** Pointer position in percent of the viewport; 50/50 when unknown. */
	pointerX: number;
	pointerY: number;
	/** For a background layer: how many px larger than its element it is, per axis. */
	extraX?: number;
	extraY?: number;
}

export interface MotionStyle {
	transform: string;
	opacity: string;
	filter: string;
}

export function motionStyle( config: MotionConfig, state: MotionState, background = false ): MotionStyle {
	const parts: string[] = [];
	const { scroll, mouse } = config;
	const { passed } = state;
	const translate = ( axis: 'X' | 'Y' ) => {
		const options = scroll[ axis === 'X' ? 'translateX' : 'translateY' ];
		if ( ! options ) {
			return;
		}
		const at = withinRange( passed, options.range );
		const extra = axis === 'X' ? ( state.extraX ?? 0 ) : ( state.extraY ?? 0 );
		const step = background
			? backgroundStep( at, extra, options.negative )
			: transformStep( at, options.speed, options.negative );
		parts.push( `translate${ axis }(${ step }px)` );
	};
	translate( 'X' );
	translate( 'Y' );
	if ( mouse.mouseTrack ) {
		const { speed, negative } = mouse.mouseTrack;
		parts.push(
			`translate(${ mouseTrackOffset( state.pointerX, speed, negative ) }px, ${ mouseTrackOffset(
				state.pointerY,
				speed,
				negative
			) }px)`
		);
	}
	if ( mouse.tilt ) {
		const { speed, negative } = mouse.tilt;
		// Leaning towards the pointer: a pointer at the right turns the element about Y, below about X.
		const y = tiltAngle( state.pointerX, speed, negative );
		const x = -tiltAngle( state.pointerY, speed, negative ) || 0;
		parts.push( `perspective(1000px) rotateX(${ x }deg) rotateY(${ y }deg)` );
	}
	if ( scroll.rotateZ ) {
		const { range, speed, negative } = scroll.rotateZ;
		parts.push( `rotateZ(${ transformStep( withinRange( passed, range ), speed, negative ) }deg)` );
	}
	if ( scroll.scale ) {
		const { range, speed, direction } = scroll.scale;
		parts.push( `scale(${ scaleValue( directionPoint( passed, direction, range ), speed ) })` );
	}
	const opacity = scroll.opacity
		? String(
				opacityValue(
					directionPoint( passed, scroll.opacity.direction, scroll.opacity.range ),
					scroll.opacity.level
				)
			)
		: '';
	const filter = scroll.blur
		? `blur(${ blurValue( directionPoint( passed, scroll.blur.direction, scroll.blur.range ), scroll.blur.level ) }px)`
		: '';
	return { transform: parts.join( ' ' ), opacity, filter };
}

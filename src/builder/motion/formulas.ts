/**
 * The motion-effect formulas, pure so they can be tested without a browser. Positions are percents
 * (0 to 100) of a range: how far an element has travelled through the viewport, or the mouse across it.
 *
 * The constants of docs/builder.md: translate and rotate move by -(passed% - 50) * speed; scale is 1 + speed * point / 1000;
 * opacity and blur levels are scaled by 10 (a level of 1 to 10 is an intensity of 0.1 to 1); tilt speed is
 * divided by 10; a background layer is enlarged by 10 * speed percent.
 */

export type FadeDirection = 'out-in' | 'in-out' | 'in-out-in' | 'out-in-out';

export interface Range {
	start: number;
	end: number;
}

const clamp = ( value: number, min: number, max: number ) => Math.min( max, Math.max( min, value ) );
const round = ( value: number, digits = 3 ) => {
	const factor = 10 ** digits;
	return Math.round( value * factor ) / factor || 0; // `|| 0` turns -0 into 0.
};

/**
 * How far an element has travelled through the viewport, in percent: 0 when its top meets the
 * viewport's bottom, 100 when its bottom leaves the viewport's top.
 */
export function viewportPassed( top: number, height: number, viewportHeight: number ): number {
	const travel = viewportHeight + height;
	return travel > 0 ? clamp( ( ( viewportHeight - top ) / travel ) * 100, 0, 100 ) : 0;
}

/** How far the page has scrolled, in percent (the "entire page" range). */
export function pagePassed( scrollY: number, scrollHeight: number, viewportHeight: number ): number {
	const scrollable = scrollHeight - viewportHeight;
	return scrollable > 0 ? clamp( ( scrollY / scrollable ) * 100, 0, 100 ) : 0;
}

/** Keeps the passed percent inside the affected range (outside it the effect holds still). */
export function withinRange( passed: number, range: Range ): number {
	return clamp( passed, range.start, range.end );
}

/** translateX/translateY (px) and rotateZ (deg): -(passed% - 50) * speed; `negative` reverses. */
export function transformStep( passed: number, speed: number, negative = false ): number {
	const point = negative ? 100 - passed : passed;
	return round( -( point - 50 ) * speed );
}

/**
 * Where a fading effect (scale, opacity, blur) stands, 0 to 100, for a direction over a range:
 * "out-in" grows from 0 before the range to 100 in it, "in-out" the reverse, "in-out-in" is 100 outside
 * the range and 0 inside, "out-in-out" 0 outside and 100 inside; the edges ramp linearly.
 */
export function directionPoint( passed: number, direction: FadeDirection, range: Range ): number {
	const ramp = ( distance: number, length: number ) =>
		length > 0 ? clamp( ( distance / length ) * 100, 0, 100 ) : 100;
	let point: number;
	if ( passed < range.start ) {
		if ( direction === 'out-in' ) {
			return 0;
		}
		if ( direction === 'in-out' ) {
			return 100;
		}
		point = ramp( passed, range.start );
		return round( direction === 'in-out-in' ? 100 - point : point );
	}
	// Stryker disable next-line EqualityOperator: at passed === end both branches give the same point (the ramps meet).
	if ( passed <= range.end ) {
		if ( direction === 'in-out-in' ) {
			return 0;
		}
		if ( direction === 'out-in-out' ) {
			return 100;
		}
		point = ramp( passed - range.start, range.end - range.start );
		return round( direction === 'in-out' ? 100 - point : point );
	}
	if ( direction === 'in-out' ) {
		return 0;
	}
	if ( direction === 'out-in' ) {
		return 100;
	}
	point = ramp( 100 - passed, 100 - range.end );
	return round( direction === 'in-out-in' ? 100 - point : point );
}

/** Scale: 1 + speed * point / 1000. */
export function scaleValue( point: number, speed: number ): number {
	return round( 1 + ( speed * point ) / 1000, 4 );
}

/** Opacity: a level of 1 to 10 fades to 1 - level / 10 at point 0 and is fully opaque at point 100. */
export function opacityValue( point: number, level: number ): number {
	const intensity = level / 10;
	return round( clamp( 1 - intensity + ( intensity * point ) / 100, 0, 1 ) );
}

/** Blur (px): the level (intensity level / 10, times 10 px) at point 0, sharp at point 100. */
export function blurValue( point: number, level: number ): number {
	const maxBlur = ( level / 10 ) * 10;
	return round( Math.max( 0, maxBlur - ( maxBlur * point ) / 100 ) );
}

/** Mouse track (px): the element follows the pointer (or moves against it when `negative`). */
export function mouseTrackOffset( pointer: number, speed: number, negative = false ): number {
	const step = ( pointer - 50 ) * speed * 0.5;
	return round( negative ? -step : step );
}

/**
 * Tilt (deg) about one axis from the pointer's percent position; speed / 10 is the intensity of docs/builder.md.
 * At speed 10 the element leans 10 degrees at the viewport's edge.
 */
export function tiltAngle( pointer: number, speed: number, negative = false ): number {
	const angle = ( ( pointer - 50 ) / 50 ) * ( speed / 10 ) * 10;
	return round( negative ? -angle : angle );
}

/** How much larger, in percent, a background layer is than its element: 10 * speed. */
export function backgroundEnlargement( speed: number ): number {
	return round( 10 * speed );
}

/**
 * A background layer's move (px) along an axis: it travels across its extra size, from 0 at the start of
 * the range to -extra at its end (reversed when `negative`).
 */
export function backgroundStep( passed: number, extra: number, negative = false ): number {
	const point = negative ? 100 - passed : passed;
	return round( -( extra * point ) / 100 );
}

/**
 * Reading the builder's numeric setting shapes: a plain number, or `{ size }` as page builders save
 * slider values.
 */

/** A number from a plain value or a `{ size }` object; NaN when neither. */
export function sizeOf( value: unknown ): number {
	const raw = value && typeof value === 'object' ? ( value as { size?: unknown } ).size : value;
	return raw === '' || raw === null || raw === undefined ? NaN : Number( raw );
}

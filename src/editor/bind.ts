/**
 * Binds the kit's controls to a block's attributes, or to one item of a list attribute: each helper
 * takes a key, typed against the values, and hands the control its value and onChange. A panel then
 * writes only what differs between its controls, label, help and limits, on the control itself:
 * `<RangeControl label={ … } min={ 1 } max={ 20 } { ...bound.range( 'count', 5 ) } />`
 * (docs/architecture.md).
 */

/** What WordPress hands a block's edit function, typed against the block's attributes. */
export type EditProps< A > = { attributes: A; setAttributes: ( next: Partial< A > ) => void };

/** The keys of T whose values, when set, are of type V. */
export type KeysOf< T, V > = { [ K in keyof T ]-?: NonNullable< T[ K ] > extends V ? K : never }[ keyof T ];

/** The keys of T that hold free text (not a choice among fixed strings, which is a select's). */
export type TextKeys< T > = { [ K in keyof T ]-?: string extends NonNullable< T[ K ] > ? K : never }[ keyof T ] &
	KeysOf< T, string >;

/** The keys of T that hold a list of strings (a checkbox list's). */
export type ListKeys< T > = KeysOf< T, readonly string[] >;

/** What a number field may hold: its limits, and what a cleared or unreadable entry keeps. */
export type NumberLimits = { min?: number; max?: number; fallback: number };

/**
 * The one clamping rule of every number field (a range, a number typed in a text field): a cleared
 * or unreadable entry keeps the fallback, anything else is held between `min` and `max`.
 */
export function clampNumber( raw: number | string | undefined, { min, max, fallback }: NumberLimits ): number {
	// Number( '' ) is 0: a cleared field is not a zero.
	const blank = raw === undefined || ( typeof raw === 'string' && raw.trim() === '' );
	const n = blank ? NaN : Number( raw );
	if ( ! Number.isFinite( n ) ) {
		return fallback;
	}
	return Math.min( max ?? Infinity, Math.max( min ?? -Infinity, n ) );
}

/** A checkbox list's next value: `item` added (once) or removed. */
export function toggleItem( list: readonly string[], item: string, on: boolean ): string[] {
	const rest = list.filter( ( value ) => value !== item );
	return on ? [ ...rest, item ] : rest;
}

export function bind< T extends object >( values: T, set: ( next: Partial< T > ) => void ) {
	const put = ( key: keyof T, value: unknown ) => set( { [ key ]: value } as Partial< T > );
	return {
		/** A text field; `clean` rewrites what is typed before it is kept (trimmed, upper case…). */
		text: ( key: TextKeys< T >, clean?: ( raw: string ) => string ) => ( {
			value: ( values[ key ] ?? '' ) as string,
			onChange: ( raw: string ) => put( key, clean ? clean( raw ) : raw ),
		} ),
		/** A toggle or checkbox; `fallback` is shown while the value is unset. */
		toggle: ( key: KeysOf< T, boolean >, fallback = false ) => ( {
			checked: Boolean( values[ key ] ?? fallback ),
			onChange: ( on: boolean ) => put( key, on ),
		} ),
		/** A range; `fallback` is shown while the value is unset and kept when the field is cleared. */
		range: ( key: KeysOf< T, number >, limits: NumberLimits ) => ( {
			value: ( values[ key ] as number | undefined ) ?? limits.fallback,
			onChange: ( next?: number | string ) => put( key, clampNumber( next, limits ) ),
		} ),
		/** A checkbox list: the strings of the list that are ticked. */
		list: ( key: ListKeys< T > ) => {
			const selected = Array.isArray( values[ key ] ) ? ( values[ key ] as string[] ) : [];
			return {
				selected,
				onChange: ( item: string, on: boolean ) => put( key, toggleItem( selected, item, on ) ),
			};
		},
		/** A select among the key's own strings (its options are the caller's to list; `fallback` while unset). */
		select: < K extends KeysOf< T, string > >( key: K, fallback = '' ) => ( {
			value: ( values[ key ] ?? fallback ) as T[ K ] & string,
			onChange: ( next: string ) => put( key, next ),
		} ),
	};
}

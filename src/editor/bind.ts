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

export function bind< T extends object >( values: T, set: ( next: Partial< T > ) => void ) {
	const put = ( key: keyof T, value: unknown ) => set( { [ key ]: value } as Partial< T > );
	return {
		/** A text field; `clean` rewrites what is typed before it is kept (trimmed, upper case…). */
		text: ( key: TextKeys< T >, clean?: ( raw: string ) => string ) => ( {
			value: ( values[ key ] ?? '' ) as string,
			onChange: ( raw: string ) => put( key, clean ? clean( raw ) : raw ),
		} ),
		/** A toggle or checkbox. */
		toggle: ( key: KeysOf< T, boolean > ) => ( {
			checked: Boolean( values[ key ] ),
			onChange: ( on: boolean ) => put( key, on ),
		} ),
		/** A range; `fallback` is shown while the value is unset and kept when the field is cleared. */
		range: ( key: KeysOf< T, number >, fallback: number ) => ( {
			value: ( values[ key ] as number | undefined ) ?? fallback,
			onChange: ( next?: number ) => put( key, next ?? fallback ),
		} ),
		/** A select among the key's own strings (its options are the caller's to list). */
		select: < K extends KeysOf< T, string > >( key: K ) => ( {
			value: values[ key ] as T[ K ] & string,
			onChange: ( next: string ) => put( key, next ),
		} ),
	};
}

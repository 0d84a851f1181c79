/**
 * The kit's composite inputs, before binding: a number typed in a text field, a native colour input
 * and a checkbox list. bound.tsx binds them to a key; a panel uses one here directly only for a value
 * that is not one key (a nested `{ size, unit }`). docs/architecture.md, "Binding kit".
 */
import { useState } from '@wordpress/element';
import type { CSSProperties, ReactNode } from 'react';
import { clampNumber } from './bind';
import { BaseControl, CheckboxControl, TextControl } from './controls';

/**
 * A number in a text field, as wide as its largest value (a 3-digit lifetime does not stretch across
 * the screen: src/admin/forms.scss). What is typed follows the kit's one clamping rule (`clampNumber`).
 */
export function NumberInput( {
	value,
	onChange,
	min = 0,
	max,
	step = 1,
	fallback = min,
	label,
	help,
}: {
	value: number | undefined;
	onChange: ( value: number ) => void;
	min?: number;
	max?: number;
	step?: number;
	/** Kept when the field is cleared; the minimum unless said. */
	fallback?: number;
	label: string;
	help?: ReactNode;
} ) {
	return (
		<div
			className="vitrine-admin-form__number"
			style={ max === undefined ? undefined : ( { '--vitrine-digits': String( max ).length } as CSSProperties ) }
		>
			<TextControl
				type="number"
				label={ label }
				help={ help }
				min={ min }
				max={ max }
				step={ step }
				value={ typeof value === 'number' ? String( value ) : '' }
				onChange={ ( raw: string ) => onChange( clampNumber( raw, { min, max, fallback } ) ) }
			/>
		</div>
	);
}

let colourFields = 0;

/** A native colour input: keyboard and screen-reader friendly, no extra code. */
export function ColourInput( {
	value,
	label,
	onChange,
}: {
	value: string;
	label: string;
	onChange: ( value: string ) => void;
} ) {
	const [ id ] = useState( () => `vitrine-colour-${ ++colourFields }` );
	return (
		<BaseControl id={ id } label={ label }>
			<input
				id={ id }
				type="color"
				value={ value || '#000000' }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</BaseControl>
	);
}

/** Checkboxes in a fieldset whose legend is the label: each ticks one string of the list. */
export function CheckboxList( {
	label,
	options,
	selected,
	onChange,
}: {
	label: string;
	options: ReadonlyArray< { value: string; label: string } >;
	selected: readonly string[];
	onChange: ( item: string, on: boolean ) => void;
} ) {
	return (
		<fieldset className="vitrine-popups-checkboxes">
			<legend>{ label }</legend>
			{ options.map( ( option ) => (
				<CheckboxControl
					key={ option.value }
					label={ option.label }
					checked={ selected.includes( option.value ) }
					onChange={ ( on: boolean ) => onChange( option.value, on ) }
				/>
			) ) }
		</fieldset>
	);
}

/**
 * Small controls of the editor kit, built on its controls: a number in a text field, a checkbox
 * list and a choice of options (used by the popup panels).
 */
import { CheckboxControl, SelectControl, TextControl } from './controls';

export function NumberField( props: {
	label: string;
	value: unknown;
	min?: number;
	max?: number;
	step?: number;
	help?: string;
	onChange: ( value: number ) => void;
} ) {
	const { label, value, min = 0, max, step = 1, help, onChange } = props;
	return (
		<TextControl
			type="number"
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			step={ step }
			value={ typeof value === 'number' ? String( value ) : '' }
			onChange={ ( raw: string ) => {
				const n = Number( raw );
				if ( raw !== '' && Number.isFinite( n ) ) {
					onChange( Math.max( min, max === undefined ? n : Math.min( max, n ) ) );
				}
			} }
		/>
	);
}

export function CheckboxList( props: {
	label: string;
	options: Array< { value: string; label: string } >;
	value: unknown;
	onChange: ( value: string[] ) => void;
} ) {
	const selected = Array.isArray( props.value ) ? ( props.value as string[] ) : [];
	return (
		<fieldset className="vitrine-popups-checkboxes">
			<legend>{ props.label }</legend>
			{ props.options.map( ( option ) => (
				<CheckboxControl
					key={ option.value }
					label={ option.label }
					checked={ selected.includes( option.value ) }
					onChange={ ( on: boolean ) =>
						props.onChange(
							on ? [ ...selected, option.value ] : selected.filter( ( item ) => item !== option.value )
						)
					}
				/>
			) ) }
		</fieldset>
	);
}

/** A select of string options (SelectControl's own typing wants literal option types). */
export function Choice( props: {
	label: string;
	value: string;
	options: Array< { value: string; label: string } >;
	onChange: ( value: string ) => void;
} ) {
	return (
		<SelectControl
			label={ props.label }
			value={ props.value as never }
			options={ props.options as never }
			onChange={ ( value: unknown ) => props.onChange( String( value ) ) }
		/>
	);
}

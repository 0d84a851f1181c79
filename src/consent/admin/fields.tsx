/** Small typed wrappers over the editor controls kit for the settings panels. */
import { useState } from '@wordpress/element';
import { BaseControl, SelectControl, TextControl, ToggleControl } from '../../editor/controls';
import type { AdminSettings } from './types';
import type { Update } from './SettingsApp';

interface Base {
	settings: AdminSettings;
	update: Update;
	name: string;
	label: string;
	help?: string;
}

export function Toggle( { settings, update, name, label, help }: Base ) {
	return (
		<ToggleControl
			label={ label }
			help={ help }
			checked={ settings[ name ] === true }
			onChange={ ( on ) => update( { [ name ]: on } ) }
		/>
	);
}

export function Select( {
	settings,
	update,
	name,
	label,
	help,
	options,
}: Base & { options: Record< string, string > } ) {
	return (
		<SelectControl
			label={ label }
			help={ help }
			value={ String( settings[ name ] ?? '' ) }
			options={ Object.entries( options ).map( ( [ value, text ] ) => ( { value, label: text } ) ) }
			onChange={ ( value ) => update( { [ name ]: value } ) }
		/>
	);
}

export function NumberField( { settings, update, name, label, help, min, max }: Base & { min: number; max: number } ) {
	return (
		<TextControl
			type="number"
			min={ min }
			max={ max }
			label={ label }
			help={ help }
			value={ String( settings[ name ] ?? '' ) }
			onChange={ ( value ) =>
				update( { [ name ]: Math.min( max, Math.max( min, parseInt( value, 10 ) || min ) ) } )
			}
		/>
	);
}

let colourFields = 0;

export function Colour( {
	value,
	label,
	onChange,
}: {
	value: string;
	label: string;
	onChange: ( value: string ) => void;
} ) {
	const [ id ] = useState( () => `vitrine-consent-colour-${ ++colourFields }` );
	return (
		<BaseControl id={ id } label={ label }>
			{ /* A native colour input: keyboard and screen-reader friendly, no extra code. */ }
			<input
				id={ id }
				type="color"
				value={ value || '#000000' }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</BaseControl>
	);
}

export function Text( { settings, update, name, label, help }: Base ) {
	if ( name === 'background' || name === 'text_colour' ) {
		return (
			<Colour
				label={ label }
				value={ String( settings[ name ] ?? '' ) }
				onChange={ ( value ) => update( { [ name ]: value } ) }
			/>
		);
	}
	return (
		<TextControl
			label={ label }
			help={ help }
			value={ String( settings[ name ] ?? '' ) }
			onChange={ ( value ) => update( { [ name ]: value } ) }
		/>
	);
}

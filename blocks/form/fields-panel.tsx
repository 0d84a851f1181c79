/**
 * The editor's list of fields: one collapsible panel per field with the options its type uses,
 * and buttons to add, move and remove fields.
 */
import { Button, PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, TextareaControl, ToggleControl } from '../../src/editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { typeRules, type FieldType } from './rules';

export interface FieldDef {
	name: string;
	type: string;
	label: string;
	required?: boolean;
	pattern?: string;
	placeholder?: string;
	help?: string;
	options?: string[];
	min?: string;
	max?: string;
	minLength?: number;
	maxLength?: number;
	accept?: string;
	maxSize?: number;
	value?: string;
	step?: number;
}

/** The field types of includes/rules/form-fields.json, named for the editor (tsc fails on a missing one). */
const TYPES: Record< FieldType, string > = {
	text: __( 'Text', 'vitrine' ),
	email: __( 'Email', 'vitrine' ),
	tel: __( 'Phone', 'vitrine' ),
	url: __( 'Web address', 'vitrine' ),
	number: __( 'Number', 'vitrine' ),
	date: __( 'Date', 'vitrine' ),
	select: __( 'Drop-down', 'vitrine' ),
	radio: __( 'Radio buttons', 'vitrine' ),
	checkbox: __( 'Checkboxes', 'vitrine' ),
	textarea: __( 'Long text', 'vitrine' ),
	file: __( 'File upload', 'vitrine' ),
	hidden: __( 'Hidden value', 'vitrine' ),
	acceptance: __( 'Acceptance (terms)', 'vitrine' ),
};

/** Whether a type's control carries this constraint attribute (the rules file says). */
const has = ( type: string, constraint: string ) => !! typeRules( type )?.constraints.includes( constraint );

/**
 * Whether browsers can use a pattern: they read the `pattern` attribute with the `v` flag, stricter
 * than the server's regular expressions, and skip (and log) one they cannot read. An editor's
 * browser without the flag cannot tell, and says nothing.
 */
function readable( pattern: string ): boolean {
	try {
		new RegExp( '', 'v' );
	} catch {
		return true;
	}
	try {
		new RegExp( `^(?:${ pattern })$`, 'v' );
		return true;
	} catch {
		return false;
	}
}

/** A whole number typed in the sidebar, or nothing for an empty or bad one. */
const whole = ( text: string ) => ( /^\d+$/.test( text.trim() ) ? Number( text ) : undefined );

export function FieldsPanel( {
	fields,
	steps,
	onChange,
}: {
	fields: FieldDef[];
	steps: string[];
	onChange: ( next: FieldDef[] ) => void;
} ) {
	const update = ( index: number, patch: Partial< FieldDef > ) =>
		onChange( fields.map( ( f, i ) => ( i === index ? { ...f, ...patch } : f ) ) );
	const move = ( index: number, by: number ) => {
		const next = [ ...fields ];
		const [ item ] = next.splice( index, 1 );
		if ( item ) {
			next.splice( Math.max( 0, Math.min( next.length, index + by ) ), 0, item );
		}
		onChange( next );
	};
	return (
		<>
			{ fields.map( ( field, i ) => (
				<PanelBody
					key={ i }
					title={ field.label || field.name || __( '(new field)', 'vitrine' ) }
					initialOpen={ false }
				>
					<SelectControl
						label={ __( 'Type', 'vitrine' ) }
						value={ field.type }
						options={ Object.entries( TYPES ).map( ( [ value, label ] ) => ( { value, label } ) ) }
						onChange={ ( type ) => update( i, { type } ) }
					/>
					<TextControl
						label={ __( 'Label', 'vitrine' ) }
						value={ field.label }
						onChange={ ( label ) => update( i, { label } ) }
					/>
					<TextControl
						label={ __( 'Name (letters, digits, - and _)', 'vitrine' ) }
						value={ field.name }
						onChange={ ( name ) => update( i, { name: name.toLowerCase().replace( /[^a-z0-9_-]/g, '' ) } ) }
					/>
					{ field.type === 'hidden' ? (
						<TextControl
							label={ __( 'Value', 'vitrine' ) }
							value={ field.value ?? '' }
							onChange={ ( value ) => update( i, { value } ) }
						/>
					) : (
						<>
							<ToggleControl
								label={ __( 'Required', 'vitrine' ) }
								checked={ !! field.required }
								onChange={ ( required ) => update( i, { required } ) }
							/>
							<TextControl
								label={ __( 'Help text', 'vitrine' ) }
								value={ field.help ?? '' }
								onChange={ ( help ) => update( i, { help } ) }
							/>
						</>
					) }
					{ [ 'text', 'email', 'tel', 'url', 'textarea', 'number', 'date' ].includes( field.type ) && (
						<TextControl
							label={ __( 'Placeholder', 'vitrine' ) }
							value={ field.placeholder ?? '' }
							onChange={ ( placeholder ) => update( i, { placeholder } ) }
						/>
					) }
					{ has( field.type, 'pattern' ) && (
						<TextControl
							label={ __( 'Pattern (regular expression the whole value must match)', 'vitrine' ) }
							help={
								readable( field.pattern ?? '' )
									? undefined
									: __(
											'Browsers cannot read this pattern: only the server checks it, after sending. Inside [ ], write ( ) - / | { } as \\( \\) \\- \\/ \\| \\{ \\}.',
											'vitrine'
										)
							}
							value={ field.pattern ?? '' }
							onChange={ ( pattern ) => update( i, { pattern } ) }
						/>
					) }
					{ has( field.type, 'maxlength' ) && (
						<>
							<TextControl
								type="number"
								min={ 0 }
								label={ __( 'Shortest answer (characters, empty: any)', 'vitrine' ) }
								value={ field.minLength ? String( field.minLength ) : '' }
								onChange={ ( text ) => update( i, { minLength: whole( text ) } ) }
							/>
							<TextControl
								type="number"
								min={ 0 }
								max={ typeRules( field.type )?.maxLength }
								label={ sprintf(
									/* translators: %d: the longest answer the field type allows */
									__( 'Longest answer (characters, empty: %d)', 'vitrine' ),
									typeRules( field.type )?.maxLength ?? 0
								) }
								value={ field.maxLength ? String( field.maxLength ) : '' }
								onChange={ ( text ) => update( i, { maxLength: whole( text ) } ) }
							/>
						</>
					) }
					{ has( field.type, 'min' ) && (
						<>
							<TextControl
								label={ __( 'Minimum', 'vitrine' ) }
								value={ field.min ?? '' }
								onChange={ ( min ) => update( i, { min } ) }
							/>
							<TextControl
								label={ __( 'Maximum', 'vitrine' ) }
								value={ field.max ?? '' }
								onChange={ ( max ) => update( i, { max } ) }
							/>
						</>
					) }
					{ typeRules( field.type )?.choices && (
						<TextareaControl
							label={ __( 'Options, one per line', 'vitrine' ) }
							value={ ( field.options ?? [] ).join( '\n' ) }
							onChange={ ( text ) => update( i, { options: text.split( '\n' ) } ) }
						/>
					) }
					{ has( field.type, 'accept' ) && (
						<>
							<TextControl
								label={ __( 'Allowed file types (e.g. pdf, jpg, png)', 'vitrine' ) }
								value={ field.accept ?? '' }
								onChange={ ( accept ) => update( i, { accept } ) }
							/>
							<TextControl
								type="number"
								label={ __( 'Largest file (KB)', 'vitrine' ) }
								value={ String( field.maxSize ?? 2048 ) }
								onChange={ ( size ) => update( i, { maxSize: Number( size ) || 2048 } ) }
							/>
						</>
					) }
					{ steps.length > 1 && (
						<SelectControl
							label={ __( 'Step', 'vitrine' ) }
							value={ String( field.step ?? 0 ) }
							options={ steps.map( ( title, s ) => ( { value: String( s ), label: title } ) ) }
							onChange={ ( step ) => update( i, { step: Number( step ) } ) }
						/>
					) }
					<div className="vitrine-form-editor__buttons">
						<Button variant="secondary" size="small" disabled={ i === 0 } onClick={ () => move( i, -1 ) }>
							{ __( 'Move up', 'vitrine' ) }
						</Button>
						<Button
							variant="secondary"
							size="small"
							disabled={ i === fields.length - 1 }
							onClick={ () => move( i, 1 ) }
						>
							{ __( 'Move down', 'vitrine' ) }
						</Button>
						<Button
							variant="secondary"
							size="small"
							isDestructive
							onClick={ () => onChange( fields.filter( ( _, j ) => j !== i ) ) }
						>
							{ __( 'Remove', 'vitrine' ) }
						</Button>
					</div>
				</PanelBody>
			) ) }
			<PanelBody>
				<Button
					variant="primary"
					onClick={ () =>
						onChange( [
							...fields,
							{ name: sprintf( 'field-%d', fields.length + 1 ), type: 'text', label: '' },
						] )
					}
				>
					{ __( 'Add a field', 'vitrine' ) }
				</Button>
			</PanelBody>
		</>
	);
}

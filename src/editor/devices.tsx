/**
 * Small controls of the editor kit for the motion and sticky panels: a device checklist and a
 * percent range.
 */
import { CheckboxControl, RangeControl } from './controls';
import { __ } from '@wordpress/i18n';

export type Values = Record< string, unknown >;

export const DEVICE_LABELS: Record< string, string > = {
	desktop: __( 'Desktop', 'vitrine' ),
	tablet: __( 'Tablet', 'vitrine' ),
	mobile: __( 'Mobile', 'vitrine' ),
};

export function Devices( {
	label,
	value,
	onChange,
}: {
	label: string;
	value: unknown;
	onChange: ( devices: string[] ) => void;
} ) {
	const list = Array.isArray( value ) ? ( value as string[] ) : Object.keys( DEVICE_LABELS );
	return (
		<fieldset className="vitrine-builder-devices">
			<legend>{ label }</legend>
			{ Object.entries( DEVICE_LABELS ).map( ( [ device, name ] ) => (
				<CheckboxControl
					key={ device }
					label={ name }
					checked={ list.includes( device ) }
					onChange={ ( checked: boolean ) =>
						onChange(
							Object.keys( DEVICE_LABELS ).filter( ( d ) =>
								d === device ? checked : list.includes( d )
							)
						)
					}
				/>
			) ) }
		</fieldset>
	);
}

export function PercentRange( {
	label,
	value,
	fallback,
	onChange,
}: {
	label: string;
	value: unknown;
	fallback: { start: number; end: number };
	onChange: ( range: { start: number; end: number } ) => void;
} ) {
	const range = ( value as { start?: number; end?: number } | undefined ) ?? fallback;
	const start = range.start ?? fallback.start;
	const end = range.end ?? fallback.end;
	return (
		<>
			<RangeControl
				label={ `${ label }: ${ __( 'start (%)', 'vitrine' ) }` }
				value={ start }
				min={ 0 }
				max={ 100 }
				onChange={ ( next?: number ) => onChange( { start: Math.min( next ?? 0, end ), end } ) }
			/>
			<RangeControl
				label={ `${ label }: ${ __( 'end (%)', 'vitrine' ) }` }
				value={ end }
				min={ 0 }
				max={ 100 }
				onChange={ ( next?: number ) => onChange( { start, end: Math.max( next ?? 100, start ) } ) }
			/>
		</>
	);
}

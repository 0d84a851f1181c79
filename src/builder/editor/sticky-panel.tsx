/**
 * The "Sticky" inspector panel: side, devices, offsets per device, effects offset and "stay in
 * parent". Saved with the keys of docs/builder.md in the `vitrineSticky` attribute.
 */
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, ToggleControl } from '../../editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { Devices, DEVICE_LABELS, type Values } from '../../editor/devices';

const SIDES: Array< { label: string; value: string } > = [
	{ label: __( 'None', 'vitrine' ), value: '' },
	{ label: __( 'Top', 'vitrine' ), value: 'top' },
	{ label: __( 'Bottom', 'vitrine' ), value: 'bottom' },
];

function Responsive( { label, value, onChange }: { label: string; value: unknown; onChange: ( v: Values ) => void } ) {
	const values: Values = value && typeof value === 'object' ? ( value as Values ) : { desktop: value ?? 0 };
	return (
		<>
			{ Object.entries( DEVICE_LABELS ).map( ( [ device, name ] ) => (
				<RangeControl
					key={ device }
					/* translators: 1: a setting, 2: a device. */
					label={ sprintf( __( '%1$s (%2$s, px)', 'vitrine' ), label, name ) }
					value={ typeof values[ device ] === 'number' ? ( values[ device ] as number ) : undefined }
					min={ 0 }
					max={ 500 }
					allowReset
					onChange={ ( next?: number ) => {
						const copy = { ...values, [ device ]: next };
						if ( next === undefined ) {
							delete copy[ device ];
						}
						onChange( copy );
					} }
				/>
			) ) }
		</>
	);
}

export function StickyPanel( { values, onChange }: { values: Values; onChange: ( next: Values ) => void } ) {
	const side = ( values.sticky as string ) ?? '';
	const set = ( next: Values ) => onChange( { ...values, ...next } );
	return (
		<PanelBody title={ __( 'Sticky', 'vitrine' ) } initialOpen={ false }>
			<SelectControl
				label={ __( 'Sticky', 'vitrine' ) }
				value={ side }
				options={ SIDES }
				onChange={ ( sticky: string ) => onChange( sticky ? { ...values, sticky } : {} ) }
			/>
			{ side && (
				<>
					<Devices
						label={ __( 'Sticky on', 'vitrine' ) }
						value={ values.sticky_on }
						onChange={ ( devices ) => set( { sticky_on: devices } ) }
					/>
					<Responsive
						label={ __( 'Offset', 'vitrine' ) }
						value={ values.sticky_offset }
						onChange={ ( v ) => set( { sticky_offset: v } ) }
					/>
					<Responsive
						label={ __( 'Effects offset', 'vitrine' ) }
						value={ values.sticky_effects_offset }
						onChange={ ( v ) => set( { sticky_effects_offset: v } ) }
					/>
					<ToggleControl
						label={ __( 'Stay in column', 'vitrine' ) }
						help={ __( 'The element stays within its parent block.', 'vitrine' ) }
						checked={ values.sticky_parent === 'yes' }
						onChange={ ( on: boolean ) => set( { sticky_parent: on ? 'yes' : undefined } ) }
					/>
				</>
			) }
		</PanelBody>
	);
}

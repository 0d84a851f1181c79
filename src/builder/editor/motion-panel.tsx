/**
 * The "Motion effects" inspector panel: scrolling and mouse effects on the element and on its
 * background, each with its speed, direction, level and range, the devices list, and the scroll range.
 * Values are saved with the keys of docs/builder.md in the `vitrineMotion` attribute.
 */
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, ToggleControl } from '../../editor/controls';
import { __ } from '@wordpress/i18n';
import { Devices, PercentRange, type Values } from '../../editor/devices';

type Prefix = 'motion_fx_' | 'background_motion_fx_';

const EFFECTS: Array< { effect: string; label: string; kind: 'move' | 'fade' | 'level' | 'mouse' } > = [
	{ effect: 'translateY', label: __( 'Vertical scroll', 'vitrine' ), kind: 'move' },
	{ effect: 'translateX', label: __( 'Horizontal scroll', 'vitrine' ), kind: 'move' },
	{ effect: 'opacity', label: __( 'Transparency', 'vitrine' ), kind: 'level' },
	{ effect: 'blur', label: __( 'Blur', 'vitrine' ), kind: 'level' },
	{ effect: 'rotateZ', label: __( 'Rotate', 'vitrine' ), kind: 'move' },
	{ effect: 'scale', label: __( 'Scale', 'vitrine' ), kind: 'fade' },
];
const MOUSE = [
	{ effect: 'mouseTrack', label: __( 'Mouse track', 'vitrine' ), kind: 'mouse' as const },
	{ effect: 'tilt', label: __( '3D tilt', 'vitrine' ), kind: 'mouse' as const },
];
type Option = { label: string; value: string };
const RANGES: Option[] = [
	{ label: __( 'Viewport', 'vitrine' ), value: 'viewport' },
	{ label: __( 'Entire page', 'vitrine' ), value: 'page' },
];
const moveDirections = ( kind: string ): Option[] => [
	{ label: kind === 'mouse' ? __( 'Opposite', 'vitrine' ) : __( 'Default', 'vitrine' ), value: '' },
	{ label: kind === 'mouse' ? __( 'Direct', 'vitrine' ) : __( 'Reversed', 'vitrine' ), value: 'negative' },
];
const FADES: Option[] = [
	{ label: __( 'Fade in', 'vitrine' ), value: 'out-in' },
	{ label: __( 'Fade out', 'vitrine' ), value: 'in-out' },
	{ label: __( 'Fade out and in', 'vitrine' ), value: 'in-out-in' },
	{ label: __( 'Fade in and out', 'vitrine' ), value: 'out-in-out' },
];
const DEFAULT_SPEED: Record< string, number > = {
	translateY: 4,
	translateX: 4,
	rotateZ: 1,
	scale: 4,
	mouseTrack: 1,
	tilt: 4,
};

function Effect( {
	prefix,
	effect,
	label,
	kind,
	values,
	set,
}: {
	prefix: Prefix;
	effect: string;
	label: string;
	kind: 'move' | 'fade' | 'level' | 'mouse';
	values: Values;
	set: ( next: Values ) => void;
} ) {
	const key = `${ prefix }${ effect }`;
	const on = values[ `${ key }_effect` ] === 'yes';
	const num = ( name: string, fallback: number ) =>
		typeof values[ name ] === 'number' ? ( values[ name ] as number ) : fallback;
	return (
		<div className="vitrine-builder-effect">
			<ToggleControl
				label={ label }
				checked={ on }
				onChange={ ( checked: boolean ) => set( { [ `${ key }_effect` ]: checked ? 'yes' : undefined } ) }
			/>
			{ on && kind !== 'level' && (
				<RangeControl
					label={ __( 'Speed', 'vitrine' ) }
					value={ num( `${ key }_speed`, DEFAULT_SPEED[ effect ] ?? 4 ) }
					min={ 0 }
					max={ 10 }
					step={ 0.1 }
					onChange={ ( speed?: number ) => set( { [ `${ key }_speed` ]: speed } ) }
				/>
			) }
			{ on && kind === 'level' && (
				<RangeControl
					label={ __( 'Level', 'vitrine' ) }
					value={ num( `${ key }_level`, effect === 'blur' ? 7 : 10 ) }
					min={ 1 }
					max={ effect === 'blur' ? 15 : 10 }
					onChange={ ( level?: number ) => set( { [ `${ key }_level` ]: level } ) }
				/>
			) }
			{ on && ( kind === 'fade' || kind === 'level' ) && (
				<SelectControl
					label={ __( 'Direction', 'vitrine' ) }
					value={ ( values[ `${ key }_direction` ] as string ) ?? 'out-in' }
					options={ FADES }
					onChange={ ( direction: string ) => set( { [ `${ key }_direction` ]: direction } ) }
				/>
			) }
			{ on && ( kind === 'move' || kind === 'mouse' ) && (
				<SelectControl
					label={ __( 'Direction', 'vitrine' ) }
					value={ ( values[ `${ key }_direction` ] as string ) ?? '' }
					options={ moveDirections( kind ) }
					onChange={ ( direction: string ) => set( { [ `${ key }_direction` ]: direction || undefined } ) }
				/>
			) }
			{ on && kind !== 'mouse' && (
				<PercentRange
					label={ __( 'Viewport', 'vitrine' ) }
					value={ values[ kind === 'move' ? `${ key }_affectedRange` : `${ key }_range` ] }
					fallback={ kind === 'move' ? { start: 0, end: 100 } : { start: 20, end: 80 } }
					onChange={ ( range ) =>
						set( { [ kind === 'move' ? `${ key }_affectedRange` : `${ key }_range` ]: range } )
					}
				/>
			) }
		</div>
	);
}

function Group( { prefix, values, set }: { prefix: Prefix; values: Values; set: ( next: Values ) => void } ) {
	const scrolling = values[ `${ prefix }motion_fx_scrolling` ] === 'yes';
	const mouse = values[ `${ prefix }motion_fx_mouse` ] === 'yes';
	const effects = prefix === 'motion_fx_' ? MOUSE : MOUSE.slice( 0, 1 );
	return (
		<>
			<ToggleControl
				label={ __( 'Scrolling effects', 'vitrine' ) }
				checked={ scrolling }
				onChange={ ( on: boolean ) => set( { [ `${ prefix }motion_fx_scrolling` ]: on ? 'yes' : undefined } ) }
			/>
			{ scrolling &&
				EFFECTS.map( ( e ) => (
					<Effect key={ e.effect } prefix={ prefix } { ...e } values={ values } set={ set } />
				) ) }
			{ scrolling && (
				<SelectControl
					label={ __( 'Effects relative to', 'vitrine' ) }
					value={ ( values[ `${ prefix }range` ] as string ) ?? 'viewport' }
					options={ RANGES }
					onChange={ ( range: string ) =>
						set( { [ `${ prefix }range` ]: range === 'page' ? 'page' : undefined } )
					}
				/>
			) }
			<ToggleControl
				label={ __( 'Mouse effects', 'vitrine' ) }
				checked={ mouse }
				onChange={ ( on: boolean ) => set( { [ `${ prefix }motion_fx_mouse` ]: on ? 'yes' : undefined } ) }
			/>
			{ mouse &&
				effects.map( ( e ) => (
					<Effect key={ e.effect } prefix={ prefix } { ...e } values={ values } set={ set } />
				) ) }
			{ ( scrolling || mouse ) && (
				<Devices
					label={ __( 'Apply on', 'vitrine' ) }
					value={ values[ `${ prefix }devices` ] }
					onChange={ ( devices ) => set( { [ `${ prefix }devices` ]: devices } ) }
				/>
			) }
		</>
	);
}

export function MotionPanel( { values, onChange }: { values: Values; onChange: ( next: Values ) => void } ) {
	const set = ( next: Values ) => {
		const merged: Values = { ...values, ...next };
		Object.keys( merged ).forEach( ( k ) => merged[ k ] === undefined && delete merged[ k ] );
		onChange( merged );
	};
	return (
		<PanelBody title={ __( 'Motion effects', 'vitrine' ) } initialOpen={ false }>
			<Group prefix="motion_fx_" values={ values } set={ set } />
			<h3 className="vitrine-builder-heading">{ __( 'Background motion', 'vitrine' ) }</h3>
			<Group prefix="background_motion_fx_" values={ values } set={ set } />
		</PanelBody>
	);
}

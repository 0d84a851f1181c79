/**
 * The A/B test of the first layer (docs/consent.md, "A/B test of the bar"): up to three variants of
 * the bar beside the control (these settings), each with its layout, position, texts and weight.
 * Colours, sizes and which buttons show are the control's for every variant, and the server fills
 * an empty accept or reject label with the control's, so reject stays as easy as accept.
 */
import { Button, Notice, PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { RangeControl, SelectControl, TextareaControl, TextControl } from '../../editor/controls';
import type { AdminSettings } from './types';
import type { Update } from './SettingsApp';

export interface BarVariant {
	weight: number;
	cookie_bar_as: 'banner' | 'popup' | 'widget';
	notify_position_vertical: 'top' | 'bottom';
	notify_position_horizontal: 'left' | 'center' | 'right';
	widget_position: 'left' | 'right';
	title: string;
	message: string;
	accept: string;
	reject: string;
	settings: string;
}

export interface BarTest {
	started: string;
	control_weight: number;
	variants: BarVariant[];
}

const LETTERS = [ 'B', 'C', 'D' ];
const letter = ( i: number ) => LETTERS[ i ] ?? '';

/** A new variant starts as a copy of the control's layout and position, with its texts. */
export const newVariant = ( s: AdminSettings ): BarVariant => ( {
	weight: 50,
	cookie_bar_as: ( s.cookie_bar_as as BarVariant[ 'cookie_bar_as' ] ) ?? 'banner',
	notify_position_vertical: ( s.notify_position_vertical as BarVariant[ 'notify_position_vertical' ] ) ?? 'bottom',
	notify_position_horizontal:
		( s.notify_position_horizontal as BarVariant[ 'notify_position_horizontal' ] ) ?? 'left',
	widget_position: ( s.widget_position as BarVariant[ 'widget_position' ] ) ?? 'left',
	title: '',
	message: '',
	accept: '',
	reject: '',
	settings: '',
} );

export function BarTestPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const test = ( settings.bar_test as BarTest | undefined ) ?? { started: '', control_weight: 50, variants: [] };
	const set = ( patch: Partial< BarTest > ) => update( { bar_test: { ...test, ...patch } } );
	const setVariant = ( i: number, patch: Partial< BarVariant > ) =>
		set( { variants: test.variants.map( ( v, j ) => ( j === i ? { ...v, ...patch } : v ) ) } );
	return (
		<>
			<PanelBody title={ __( 'A/B test of the bar', 'vitrine' ) }>
				<p>
					{ __(
						'Show up to three other versions of the bar to a share of first-time visitors and compare what they decide (Vitrine → Insights, Consent). Each browser keeps the version it was shown. Colours, button sizes and the buttons offered stay those of your bar in every version: reject is always exactly as easy to find and press as accept.',
						'vitrine'
					) }
				</p>
				{ test.started && (
					<p>
						{ sprintf( /* translators: %s: a day */ __( 'Running since %s.', 'vitrine' ), test.started ) }
					</p>
				) }
				<RangeControl
					label={ __( 'Weight of your bar (A, the control)', 'vitrine' ) }
					value={ test.control_weight }
					min={ 0 }
					max={ 100 }
					onChange={ ( value ) => set( { control_weight: value ?? 0 } ) }
				/>
				{ test.variants.length < LETTERS.length && (
					<Button
						variant="secondary"
						onClick={ () => set( { variants: [ ...test.variants, newVariant( settings ) ] } ) }
					>
						{ sprintf(
							/* translators: %s: a variant letter */ __( 'Add version %s', 'vitrine' ),
							letter( test.variants.length )
						) }
					</Button>
				) }
				{ test.variants.length > 0 && (
					<Notice status="info" isDismissible={ false }>
						{ __(
							'Removing every version ends the test; the counts stay in Insights. Save to apply.',
							'vitrine'
						) }
					</Notice>
				) }
			</PanelBody>
			{ test.variants.map( ( v, i ) => (
				<PanelBody
					key={ i }
					title={ sprintf(
						/* translators: %s: a variant letter */ __( 'Version %s', 'vitrine' ),
						letter( i )
					) }
				>
					<RangeControl
						label={ __( 'Weight', 'vitrine' ) }
						help={ __(
							'Share of visitors: its weight over the sum of all weights; 0 pauses it.',
							'vitrine'
						) }
						value={ v.weight }
						min={ 0 }
						max={ 100 }
						onChange={ ( value ) => setVariant( i, { weight: value ?? 0 } ) }
					/>
					<SelectControl
						label={ __( 'Show as', 'vitrine' ) }
						value={ v.cookie_bar_as }
						options={ [
							{ value: 'banner', label: __( 'Banner', 'vitrine' ) },
							{ value: 'popup', label: __( 'Popup', 'vitrine' ) },
							{ value: 'widget', label: __( 'Corner widget', 'vitrine' ) },
						] }
						onChange={ ( value ) =>
							setVariant( i, { cookie_bar_as: value as BarVariant[ 'cookie_bar_as' ] } )
						}
					/>
					{ v.cookie_bar_as !== 'popup' && (
						<SelectControl
							label={ __( 'Position', 'vitrine' ) }
							value={ v.notify_position_vertical }
							options={ [
								{ value: 'top', label: __( 'Top', 'vitrine' ) },
								{ value: 'bottom', label: __( 'Bottom', 'vitrine' ) },
							] }
							onChange={ ( value ) =>
								setVariant( i, {
									notify_position_vertical: value as BarVariant[ 'notify_position_vertical' ],
								} )
							}
						/>
					) }
					{ v.cookie_bar_as === 'banner' && (
						<SelectControl
							label={ __( 'Alignment', 'vitrine' ) }
							value={ v.notify_position_horizontal }
							options={ [
								{ value: 'left', label: __( 'Left', 'vitrine' ) },
								{ value: 'center', label: __( 'Centre', 'vitrine' ) },
								{ value: 'right', label: __( 'Right', 'vitrine' ) },
							] }
							onChange={ ( value ) =>
								setVariant( i, {
									notify_position_horizontal: value as BarVariant[ 'notify_position_horizontal' ],
								} )
							}
						/>
					) }
					{ v.cookie_bar_as === 'widget' && (
						<SelectControl
							label={ __( 'Corner', 'vitrine' ) }
							value={ v.widget_position }
							options={ [
								{ value: 'left', label: __( 'Left', 'vitrine' ) },
								{ value: 'right', label: __( 'Right', 'vitrine' ) },
							] }
							onChange={ ( value ) =>
								setVariant( i, { widget_position: value as BarVariant[ 'widget_position' ] } )
							}
						/>
					) }
					<TextControl
						label={ __( 'Title (empty: your bar’s)', 'vitrine' ) }
						value={ v.title }
						maxLength={ 200 }
						onChange={ ( value ) => setVariant( i, { title: value } ) }
					/>
					<TextareaControl
						label={ __( 'Message (empty: your bar’s)', 'vitrine' ) }
						value={ v.message }
						onChange={ ( value ) => setVariant( i, { message: value } ) }
					/>
					{ (
						[
							[ 'accept', __( 'Accept button (empty: your bar’s)', 'vitrine' ) ],
							[ 'reject', __( 'Reject button (empty: your bar’s)', 'vitrine' ) ],
							[ 'settings', __( 'Settings button (empty: your bar’s)', 'vitrine' ) ],
						] as const
					 ).map( ( [ key, label ] ) => (
						<TextControl
							key={ key }
							label={ label }
							value={ v[ key ] }
							maxLength={ 40 }
							onChange={ ( value ) => setVariant( i, { [ key ]: value } ) }
						/>
					) ) }
					<Button
						variant="secondary"
						isDestructive
						onClick={ () => set( { variants: test.variants.filter( ( _, j ) => j !== i ) } ) }
					>
						{ sprintf(
							/* translators: %s: a variant letter */ __( 'Remove version %s', 'vitrine' ),
							letter( i )
						) }
					</Button>
				</PanelBody>
			) ) }
		</>
	);
}

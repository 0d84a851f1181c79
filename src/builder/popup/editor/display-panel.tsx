/**
 * The popup's display settings: opening selector, close button, automatic close, scroll lock,
 * what closes it, animations, keyboard navigation, classes and avoid_multiple_popups.
 */
import { TextControl, ToggleControl } from '../../../editor/controls';
import { __ } from '@wordpress/i18n';
import { Choice, NumberField } from '../../../editor/fields';
import { SETTINGS_KEY, useMetaObject } from './meta';

const ENTRANCE = [ 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight' ];
const EXIT = [ 'fadeOut', 'zoomOut', 'slideOutUp', 'slideOutDown', 'slideOutLeft', 'slideOutRight' ];
const options = ( names: string[] ) => [
	{ value: '', label: __( 'None', 'vitrine' ) },
	...names.map( ( name ) => ( { value: name, label: name } ) ),
];

export function DisplayPanel() {
	const [ s, set ] = useMetaObject( SETTINGS_KEY );
	const toggle = ( key: string, label: string, help?: string ) => (
		<ToggleControl
			label={ label }
			help={ help }
			checked={ s[ key ] === true }
			onChange={ ( on: boolean ) => set( { [ key ]: on } ) }
		/>
	);
	const duration = ( s.entrance_animation_duration as { size?: number } | undefined )?.size;
	return (
		<div className="vitrine-popups-panel">
			<TextControl
				label={ __( 'Open on click of (CSS selector)', 'vitrine' ) }
				help={ __( 'Clicks on matching elements open the popup, e.g. .open-newsletter', 'vitrine' ) }
				value={ typeof s.open_selector === 'string' ? s.open_selector : '' }
				onChange={ ( value ) => set( { open_selector: value } ) }
			/>
			<NumberField
				label={ __( 'Show the close button after (seconds)', 'vitrine' ) }
				value={ s.close_button_delay }
				step={ 0.5 }
				onChange={ ( value ) => set( { close_button_delay: value } ) }
			/>
			<Choice
				label={ __( 'Close button position', 'vitrine' ) }
				value={ s.close_button_position === 'outside' ? 'outside' : 'inside' }
				options={ [
					{ value: 'inside', label: __( 'Inside', 'vitrine' ) },
					{ value: 'outside', label: __( 'Outside', 'vitrine' ) },
				] }
				onChange={ ( value ) => set( { close_button_position: value } ) }
			/>
			<NumberField
				label={ __( 'Close automatically after (seconds, 0 for never)', 'vitrine' ) }
				value={ s.close_automatically }
				onChange={ ( value ) => set( { close_automatically: value } ) }
			/>
			{ toggle( 'prevent_scroll', __( 'Prevent page scrolling while open', 'vitrine' ) ) }
			{ toggle( 'prevent_close_on_background_click', __( 'Prevent closing on background click', 'vitrine' ) ) }
			{ toggle( 'prevent_close_on_esc_key', __( 'Prevent closing with the Escape key', 'vitrine' ) ) }
			<Choice
				label={ __( 'Entrance animation', 'vitrine' ) }
				value={ typeof s.entrance_animation === 'string' ? s.entrance_animation : '' }
				options={ options( ENTRANCE ) }
				onChange={ ( value ) => set( { entrance_animation: value } ) }
			/>
			<NumberField
				label={ __( 'Animation duration (seconds)', 'vitrine' ) }
				value={ duration }
				step={ 0.1 }
				max={ 10 }
				onChange={ ( value ) => set( { entrance_animation_duration: { size: value, unit: 's' } } ) }
			/>
			<Choice
				label={ __( 'Exit animation', 'vitrine' ) }
				value={ typeof s.exit_animation === 'string' ? s.exit_animation : '' }
				options={ options( EXIT ) }
				onChange={ ( value ) => set( { exit_animation: value } ) }
			/>
			<ToggleControl
				label={ __( 'Accessible navigation', 'vitrine' ) }
				help={ __( 'Move focus to the first control in the popup when it opens.', 'vitrine' ) }
				checked={ s.a11y_navigation !== false }
				onChange={ ( on: boolean ) => set( { a11y_navigation: on } ) }
			/>
			<TextControl
				label={ __( 'CSS classes', 'vitrine' ) }
				value={ typeof s.classes === 'string' ? s.classes : '' }
				onChange={ ( value ) => set( { classes: value.replace( /[^A-Za-z0-9_\- ]/g, '' ) } ) }
			/>
			{ toggle(
				'avoid_multiple_popups',
				__( 'Avoid multiple popups', 'vitrine' ),
				__( 'Do not show this popup when another one already popped on the page.', 'vitrine' )
			) }
		</div>
	);
}

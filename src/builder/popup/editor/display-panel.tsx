/**
 * The popup's display settings: opening selector, close button, automatic close, scroll lock,
 * what closes it, animations, keyboard navigation, classes and avoid_multiple_popups. The fields are
 * the binding kit's (src/editor/bound.tsx), typed against the settings meta.
 */
import { __ } from '@wordpress/i18n';
import { Bound, boundControls, withDefaults } from '../../../editor/bound';
import { NumberInput } from '../../../editor/inputs';
import { ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS } from '../settings';
import { SETTINGS_KEY, useMetaObject, type SettingsMeta } from './meta';

// What the runtime assumes while a key is unset (src/builder/popup/settings.ts).
const { NumberField, Select, Text, Toggle } = boundControls< SettingsMeta >(
	withDefaults( { a11y_navigation: true } )
);

const options = ( names: string[] ) => [
	{ value: '', label: __( 'None', 'vitrine' ) },
	...names.map( ( name ) => ( { value: name, label: name } ) ),
];

export function DisplayPanel() {
	const [ s, set ] = useMetaObject< SettingsMeta >( SETTINGS_KEY );
	return (
		<div className="vitrine-popups-panel">
			<Bound values={ s } set={ set }>
				<Text
					name="open_selector"
					label={ __( 'Open on click of (CSS selector)', 'vitrine' ) }
					help={ __( 'Clicks on matching elements open the popup, e.g. .open-newsletter', 'vitrine' ) }
				/>
				<NumberField
					name="close_button_delay"
					label={ __( 'Show the close button after (seconds)', 'vitrine' ) }
					step={ 0.5 }
				/>
				<Select
					name="close_button_position"
					label={ __( 'Close button position', 'vitrine' ) }
					options={ { inside: __( 'Inside', 'vitrine' ), outside: __( 'Outside', 'vitrine' ) } }
				/>
				<NumberField
					name="close_automatically"
					label={ __( 'Close automatically after (seconds, 0 for never)', 'vitrine' ) }
				/>
				<Toggle name="prevent_scroll" label={ __( 'Prevent page scrolling while open', 'vitrine' ) } />
				<Toggle
					name="prevent_close_on_background_click"
					label={ __( 'Prevent closing on background click', 'vitrine' ) }
				/>
				<Toggle
					name="prevent_close_on_esc_key"
					label={ __( 'Prevent closing with the Escape key', 'vitrine' ) }
				/>
				<Select
					name="entrance_animation"
					label={ __( 'Entrance animation', 'vitrine' ) }
					options={ options( ENTRANCE_ANIMATIONS ) }
				/>
				{ /* Stored as { size, unit } (the legacy shape), so bound by hand. */ }
				<NumberInput
					label={ __( 'Animation duration (seconds)', 'vitrine' ) }
					value={ s.entrance_animation_duration?.size }
					step={ 0.1 }
					max={ 10 }
					onChange={ ( size ) => set( { entrance_animation_duration: { size, unit: 's' } } ) }
				/>
				<Select
					name="exit_animation"
					label={ __( 'Exit animation', 'vitrine' ) }
					options={ options( EXIT_ANIMATIONS ) }
				/>
				<Toggle
					name="a11y_navigation"
					label={ __( 'Accessible navigation', 'vitrine' ) }
					help={ __( 'Move focus to the first control in the popup when it opens.', 'vitrine' ) }
				/>
				<Text
					name="classes"
					label={ __( 'CSS classes', 'vitrine' ) }
					clean={ ( raw ) => raw.replace( /[^A-Za-z0-9_\- ]/g, '' ) }
				/>
				<Toggle
					name="avoid_multiple_popups"
					label={ __( 'Avoid multiple popups', 'vitrine' ) }
					help={ __( 'Do not show this popup when another one already popped on the page.', 'vitrine' ) }
				/>
			</Bound>
		</div>
	);
}

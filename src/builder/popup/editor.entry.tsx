/**
 * The popup settings sidebar in the block editor (only when editing a `vitrine_popup`): where the
 * popup shows, its triggers, its timing conditions and its display settings, saved as post meta;
 * and its A/B test (variants, weights, results, apply the winner) through its own REST routes.
 */
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';
import { AbTestPanel } from './editor/abtest-panel';
import { ConditionsPanel } from './editor/conditions-panel';
import { DisplayPanel } from './editor/display-panel';
import { LocationPanel } from './editor/location-panel';
import { TriggersPanel } from './editor/triggers-panel';
import './editor/editor.scss';

function PopupSidebar() {
	return (
		<>
			<PluginDocumentSettingPanel
				name="vitrine-popup-location"
				title={ __( 'Popup: where it shows', 'vitrine' ) }
			>
				<LocationPanel />
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel name="vitrine-popup-triggers" title={ __( 'Popup: triggers', 'vitrine' ) }>
				<TriggersPanel />
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel name="vitrine-popup-conditions" title={ __( 'Popup: conditions', 'vitrine' ) }>
				<ConditionsPanel />
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel name="vitrine-popup-display" title={ __( 'Popup: display', 'vitrine' ) }>
				<DisplayPanel />
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel name="vitrine-popup-abtest" title={ __( 'A/B test', 'vitrine' ) }>
				<AbTestPanel />
			</PluginDocumentSettingPanel>
		</>
	);
}

registerPlugin( 'vitrine-popup-settings', { render: PopupSidebar } );

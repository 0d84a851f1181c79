/** Law, lifetime, version, bar type and position, automatic closes (with their GDPR warning). */
import { Notice, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { option } from './controls';
import type { AdminSettings } from './types';

const { Colour, NumberField, Select, Text, Toggle } = option;

export function GeneralPanel( { settings }: { settings: AdminSettings } ) {
	return (
		<>
			<PanelBody title={ __( 'Law and consent', 'vitrine' ) }>
				<Select
					name="law"
					label={ __( 'Law', 'vitrine' ) }
					options={ {
						gdpr: 'GDPR (opt-in)',
						ccpa: 'CCPA (opt-out)',
						both: __( 'GDPR and CCPA', 'vitrine' ),
						region: __( 'By the visitor’s region', 'vitrine' ),
					} }
					help={ __(
						'By region: set what each region gets under “Regions and Google Consent Mode”.',
						'vitrine'
					) }
				/>
				<NumberField
					name="lifetime"
					min={ 1 }
					max={ 730 }
					label={ __( 'Consent cookie lifetime (days)', 'vitrine' ) }
					help={ __( 'Regulators suggest 6 to 13 months.', 'vitrine' ) }
				/>
				<Text
					className="vitrine-admin-form__short"
					name="version"
					label={ __( 'Consent version', 'vitrine' ) }
					help={ __(
						'Change it (e.g. 1 to 2) to ask every visitor again, for instance after a policy change.',
						'vitrine'
					) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Bar', 'vitrine' ) }>
				<Select
					name="cookie_bar_as"
					label={ __( 'Show as', 'vitrine' ) }
					options={ {
						banner: __( 'Banner', 'vitrine' ),
						popup: __( 'Popup', 'vitrine' ),
						widget: __( 'Corner widget', 'vitrine' ),
					} }
				/>
				<Select
					name="notify_position_vertical"
					label={ __( 'Vertical position (banner, widget)', 'vitrine' ) }
					options={ { top: __( 'Top', 'vitrine' ), bottom: __( 'Bottom', 'vitrine' ) } }
				/>
				<Select
					name="notify_position_horizontal"
					label={ __( 'Banner alignment', 'vitrine' ) }
					options={ {
						left: __( 'Left', 'vitrine' ),
						center: __( 'Centre', 'vitrine' ),
						right: __( 'Right', 'vitrine' ),
					} }
				/>
				<Select
					name="widget_position"
					label={ __( 'Widget corner', 'vitrine' ) }
					options={ { left: __( 'Left', 'vitrine' ), right: __( 'Right', 'vitrine' ) } }
				/>
				<Toggle name="header_fix" label={ __( 'Keep a top banner fixed while scrolling', 'vitrine' ) } />
				<Toggle name="popup_overlay" label={ __( 'Dim the page behind the popup', 'vitrine' ) } />
				<NumberField
					name="animate_speed_show"
					min={ 0 }
					max={ 5000 }
					label={ __( 'Show animation (ms)', 'vitrine' ) }
				/>
				<NumberField
					name="animate_speed_hide"
					min={ 0 }
					max={ 5000 }
					label={ __( 'Hide animation (ms)', 'vitrine' ) }
				/>
				<Colour name="background" label={ __( 'Bar background', 'vitrine' ) } />
				<Colour name="text_colour" label={ __( 'Bar text colour', 'vitrine' ) } />
			</PanelBody>
			<PanelBody title={ __( 'Re-open tab', 'vitrine' ) }>
				<Toggle
					name="showagain_tab"
					label={ __( 'Show a tab to change consent after closing the bar', 'vitrine' ) }
				/>
				<Select
					name="popup_showagain_position"
					label={ __( 'Tab position', 'vitrine' ) }
					options={ {
						'bottom-right': __( 'Bottom right', 'vitrine' ),
						'bottom-left': __( 'Bottom left', 'vitrine' ),
						'top-right': __( 'Top right', 'vitrine' ),
						'top-left': __( 'Top left', 'vitrine' ),
					} }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Closing and reloading', 'vitrine' ) }>
				{ ( settings.scroll_close === true || settings.show_once_yn === true ) && (
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'Scrolling and a timeout are not valid consent under the GDPR: consent must be a clear affirmative action. Use them only where the law allows implied consent.',
							'vitrine'
						) }
					</Notice>
				) }
				<Toggle name="scroll_close" label={ __( 'Scrolling more than 100 px accepts', 'vitrine' ) } />
				<Toggle
					name="show_once_yn"
					label={ __( 'Close the bar by itself and accept after a delay', 'vitrine' ) }
				/>
				<NumberField name="show_once" min={ 1000 } max={ 120000 } label={ __( 'Delay (ms)', 'vitrine' ) } />
				<Toggle name="accept_close_reload" label={ __( 'Reload the page after accepting', 'vitrine' ) } />
				<Toggle name="reject_close_reload" label={ __( 'Reload the page after rejecting', 'vitrine' ) } />
				<Toggle name="scroll_close_reload" label={ __( 'Reload the page after a scroll close', 'vitrine' ) } />
			</PanelBody>
			{ /* What only a developer changes, closed by default (docs/admin.md, "Settings forms"). */ }
			<PanelBody title={ __( 'Advanced', 'vitrine' ) } initialOpen={ false }>
				<Text
					name="notify_div_id"
					label={ __( 'Bar element id', 'vitrine' ) }
					help={ __( 'The id attribute of the bar, for a theme’s own styles.', 'vitrine' ) }
				/>
				<Text
					name="showagain_div_id"
					label={ __( 'Tab element id', 'vitrine' ) }
					help={ __( 'The id attribute of the re-open tab.', 'vitrine' ) }
				/>
			</PanelBody>
		</>
	);
}

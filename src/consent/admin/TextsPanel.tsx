/** The bar's and the modal's texts, and buttons 1 to 4 and 7: text, colours, address, new window. */
import { PanelBody } from '@wordpress/components';
import { TextareaControl } from '../../editor/controls';
import { Bound } from '../../editor/bound';
import { __, sprintf } from '@wordpress/i18n';
import { button } from './controls';
import { boot, type AdminButton, type AdminSettings } from './types';
import type { Update } from './SettingsApp';

const { Colour, Text, Toggle } = button;

const BUTTON_NAMES: Record< string, string > = {
	'1': __( 'Button 1: accept', 'vitrine' ),
	'2': __( 'Button 2: read more (privacy policy link)', 'vitrine' ),
	'3': __( 'Button 3: reject', 'vitrine' ),
	'4': __( 'Button 4: settings', 'vitrine' ),
	'7': __( 'Button 7: accept all (settings window)', 'vitrine' ),
};
const NEW_WINDOW = [ '1', '3', '7' ];
const COLOURS: Array< [ 'colour' | 'hover' | 'text_colour', string ] > = [
	[ 'colour', __( 'Colour', 'vitrine' ) ],
	[ 'hover', __( 'Hover colour', 'vitrine' ) ],
	[ 'text_colour', __( 'Text colour', 'vitrine' ) ],
];

export function TextsPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const { defaultTexts, buttonTexts } = boot();
	const setText = ( key: string, value: string ) => update( { texts: { ...settings.texts, [ key ]: value } } );
	const setButton = ( n: string, patch: Partial< AdminButton > ) =>
		update( { buttons: { ...settings.buttons, [ n ]: { ...settings.buttons[ n ]!, ...patch } } } );
	return (
		<>
			<PanelBody title={ __( 'Texts', 'vitrine' ) }>
				<p>
					{ __(
						'Leave a field empty to use the built-in, translated text shown as its placeholder.',
						'vitrine'
					) }
				</p>
				{ Object.entries( defaultTexts ).map( ( [ key, fallback ] ) => (
					<TextareaControl
						key={ key }
						label={ key.replace( /_/g, ' ' ) }
						placeholder={ fallback }
						rows={ fallback.length > 120 ? 4 : 1 }
						value={ settings.texts[ key ] ?? '' }
						onChange={ ( value ) => setText( key, value ) }
					/>
				) ) }
			</PanelBody>
			{ Object.keys( BUTTON_NAMES ).map( ( n ) => {
				const b = settings.buttons[ n ];
				if ( ! b ) {
					return null;
				}
				return (
					<PanelBody key={ n } title={ BUTTON_NAMES[ n ] } initialOpen={ false }>
						<Bound values={ b } set={ ( patch ) => setButton( n, patch ) }>
							<Text name="text" label={ __( 'Text', 'vitrine' ) } placeholder={ buttonTexts[ n ] } />
							{ COLOURS.map( ( [ key, label ] ) => (
								<Colour key={ key } name={ key } label={ label } />
							) ) }
							{ n !== '4' && (
								<Text
									name="url"
									type="url"
									label={ __( 'Address (optional)', 'vitrine' ) }
									help={
										n === '2'
											? __(
													'The privacy policy; the link shows only with an address.',
													'vitrine'
												)
											: __( 'Opened after the decision.', 'vitrine' )
									}
								/>
							) }
							{ ( NEW_WINDOW.includes( n ) || n === '2' ) && (
								<Toggle
									name="new_win"
									label={ sprintf(
										/* translators: %s: button number */
										__( 'Open button %s’s address in a new window', 'vitrine' ),
										n
									) }
								/>
							) }
						</Bound>
					</PanelBody>
				);
			} ) }
		</>
	);
}

/**
 * The Subscribe variation's settings and its preview in the editor: the sign-up's texts, the consent
 * the subscriber agrees to, and the confirmation mail (docs/forms.md, "Subscribe").
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextControl, TextareaControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import { MinSecondsControl } from './min-seconds-control';

export type SubscribeAttributes = {
	title: string;
	emailLabel: string;
	showName: boolean;
	consentText: string;
	submitLabel: string;
	successMessage: string;
	confirmSubject: string;
	minSeconds: number;
};

export const DEFAULT_CONSENT = __(
	'I agree to receive the newsletter by email. I can unsubscribe at any time.',
	'vitrine'
);

export function SubscribePanel( {
	attributes,
	setAttributes,
}: {
	attributes: SubscribeAttributes;
	setAttributes: ( next: Partial< SubscribeAttributes > ) => void;
} ) {
	const text = ( key: 'title' | 'emailLabel' | 'submitLabel' | 'confirmSubject', label: string ) => (
		<TextControl
			label={ label }
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Sign-up', 'vitrine' ) }>
				{ text( 'title', __( 'Title', 'vitrine' ) ) }
				{ text( 'emailLabel', __( 'Email field label', 'vitrine' ) ) }
				<ToggleControl
					label={ __( 'Ask for a first name', 'vitrine' ) }
					checked={ attributes.showName }
					onChange={ ( showName ) => setAttributes( { showName } ) }
				/>
				<TextareaControl
					label={ __( 'Consent text (stored with each subscriber)', 'vitrine' ) }
					value={ attributes.consentText }
					placeholder={ DEFAULT_CONSENT }
					onChange={ ( consentText ) => setAttributes( { consentText } ) }
				/>
				{ text( 'submitLabel', __( 'Button label', 'vitrine' ) ) }
				<TextareaControl
					label={ __( 'Message after signing up', 'vitrine' ) }
					value={ attributes.successMessage }
					onChange={ ( successMessage ) => setAttributes( { successMessage } ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Confirmation mail and spam', 'vitrine' ) } initialOpen={ false }>
				{ text( 'confirmSubject', __( 'Confirmation mail subject', 'vitrine' ) ) }
				<MinSecondsControl
					value={ attributes.minSeconds }
					fallback={ 2 }
					onChange={ ( minSeconds ) => setAttributes( { minSeconds } ) }
				/>
			</PanelBody>
		</InspectorControls>
	);
}

export function SubscribePreview( { attributes }: { attributes: SubscribeAttributes } ) {
	return (
		<>
			{ attributes.title && <h2 className="vitrine-subscribe__title">{ attributes.title }</h2> }
			<p>{ attributes.emailLabel || __( 'Email', 'vitrine' ) }</p>
			<p>☐ { attributes.consentText || DEFAULT_CONSENT }</p>
			<button type="button" className="wp-element-button" disabled>
				{ attributes.submitLabel || __( 'Subscribe', 'vitrine' ) }
			</button>
		</>
	);
}

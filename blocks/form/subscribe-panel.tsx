/**
 * The Subscribe variation's settings and its preview in the editor: the sign-up's texts, the consent
 * the subscriber agrees to, and the confirmation mail (docs/forms.md, "Subscribe").
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';

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

const { Text, Textarea, Toggle, Range } = boundControls< SubscribeAttributes >();

export function SubscribePanel( props: EditProps< SubscribeAttributes > ) {
	return (
		<Settings { ...props }>
			<PanelBody title={ __( 'Sign-up', 'vitrine' ) }>
				<Text name="title" label={ __( 'Title', 'vitrine' ) } />
				<Text name="emailLabel" label={ __( 'Email field label', 'vitrine' ) } />
				<Toggle name="showName" label={ __( 'Ask for a first name', 'vitrine' ) } />
				<Textarea
					name="consentText"
					label={ __( 'Consent text (stored with each subscriber)', 'vitrine' ) }
					placeholder={ DEFAULT_CONSENT }
				/>
				<Text name="submitLabel" label={ __( 'Button label', 'vitrine' ) } />
				<Textarea name="successMessage" label={ __( 'Message after signing up', 'vitrine' ) } />
			</PanelBody>
			<PanelBody title={ __( 'Confirmation mail and spam', 'vitrine' ) } initialOpen={ false }>
				<Text name="confirmSubject" label={ __( 'Confirmation mail subject', 'vitrine' ) } />
				{ /* A sign-up's own default (the form's is 3 seconds, block.json). */ }
				<Range
					name="minSeconds"
					label={ __( 'Minimum seconds before sending (spam check)', 'vitrine' ) }
					min={ 0 }
					max={ 60 }
					fallback={ 2 }
				/>
			</PanelBody>
		</Settings>
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

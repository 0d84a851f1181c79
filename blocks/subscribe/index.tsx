import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, TextControl, TextareaControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import { useFormId } from '../form/use-form-id';
import './style.scss';

type Attributes = {
	formId: string;
	title: string;
	emailLabel: string;
	showName: boolean;
	consentText: string;
	buttonLabel: string;
	successMessage: string;
	confirmSubject: string;
	minSeconds: number;
};

const DEFAULT_CONSENT = __( 'I agree to receive the newsletter by email. I can unsubscribe at any time.', 'vitrine' );

function Edit( {
	attributes,
	setAttributes,
	clientId,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
	clientId: string;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-form vitrine-subscribe' } );
	// Subscribers are kept per list: this id names the list and lets the route find the saved block.
	useFormId( 'vitrine/subscribe', 'list', clientId, attributes.formId, ( formId ) => setAttributes( { formId } ) );
	const text = ( key: 'title' | 'emailLabel' | 'buttonLabel' | 'confirmSubject', label: string ) => (
		<TextControl
			label={ label }
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<>
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
					{ text( 'buttonLabel', __( 'Button label', 'vitrine' ) ) }
					<TextareaControl
						label={ __( 'Message after signing up', 'vitrine' ) }
						value={ attributes.successMessage }
						onChange={ ( successMessage ) => setAttributes( { successMessage } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Confirmation mail and spam', 'vitrine' ) } initialOpen={ false }>
					{ text( 'confirmSubject', __( 'Confirmation mail subject', 'vitrine' ) ) }
					<RangeControl
						label={ __( 'Minimum seconds before sending (spam check)', 'vitrine' ) }
						value={ attributes.minSeconds }
						min={ 0 }
						max={ 60 }
						onChange={ ( minSeconds ) => setAttributes( { minSeconds: minSeconds ?? 2 } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ attributes.title && <h2 className="vitrine-subscribe__title">{ attributes.title }</h2> }
				<p>{ attributes.emailLabel || __( 'Email', 'vitrine' ) }</p>
				<p>☐ { attributes.consentText || DEFAULT_CONSENT }</p>
				<button type="button" className="wp-element-button" disabled>
					{ attributes.buttonLabel || __( 'Subscribe', 'vitrine' ) }
				</button>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

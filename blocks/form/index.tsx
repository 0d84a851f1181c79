import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextControl, TextareaControl } from '../../src/editor/controls';
import { registerLegacyBlock } from '../../src/editor/legacy-block';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import legacySubscribe from '../subscribe/block.json';
import { FieldsPanel, type FieldDef } from './fields-panel';
import { SubscribePanel, SubscribePreview, type SubscribeAttributes } from './subscribe-panel';
import { MinSecondsControl } from './min-seconds-control';
import { useFormId } from './use-form-id';
import { fromSubscribe } from './legacy';
import './style.scss';

type Attributes = SubscribeAttributes & {
	kind: 'form' | 'subscribe';
	formId: string;
	fields: FieldDef[];
	steps: string[];
	notifyEmail: string;
	emailSubject: string;
};

/**
 * One editor for both variations (block.json). Both get a form id once (a sign-up's id names its
 * list); the Form variation sets its fields, steps and notification, the Subscribe variation its
 * sign-up texts and confirmation mail.
 */
function Edit( {
	attributes,
	setAttributes,
	clientId,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
	clientId: string;
} ) {
	const signup = attributes.kind === 'subscribe';
	const blockProps = useBlockProps( { className: signup ? 'vitrine-form vitrine-subscribe' : 'vitrine-form' } );
	useFormId( metadata.name, signup ? 'list' : 'form', clientId, attributes.formId, ( formId ) =>
		setAttributes( { formId } )
	);
	if ( signup ) {
		return (
			<>
				<SubscribePanel attributes={ attributes } setAttributes={ setAttributes } />
				<div { ...blockProps }>
					<SubscribePreview attributes={ attributes } />
				</div>
			</>
		);
	}
	const steps = attributes.steps ?? [];
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Form', 'vitrine' ) }>
					<TextControl
						label={ __( 'Submit button label', 'vitrine' ) }
						value={ attributes.submitLabel }
						onChange={ ( submitLabel ) => setAttributes( { submitLabel } ) }
					/>
					<TextareaControl
						label={ __( 'Message after sending', 'vitrine' ) }
						value={ attributes.successMessage }
						onChange={ ( successMessage ) => setAttributes( { successMessage } ) }
					/>
					<TextareaControl
						label={ __( 'Steps, one title per line (two or more make a multi-step form)', 'vitrine' ) }
						value={ steps.join( '\n' ) }
						onChange={ ( text ) => setAttributes( { steps: text.split( '\n' ) } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Notification and spam', 'vitrine' ) } initialOpen={ false }>
					<TextControl
						type="email"
						label={ __( 'Send entries to (empty: the site’s admin email)', 'vitrine' ) }
						value={ attributes.notifyEmail }
						onChange={ ( notifyEmail ) => setAttributes( { notifyEmail } ) }
					/>
					<TextControl
						label={ __( 'Email subject', 'vitrine' ) }
						value={ attributes.emailSubject }
						onChange={ ( emailSubject ) => setAttributes( { emailSubject } ) }
					/>
					<MinSecondsControl
						value={ attributes.minSeconds }
						fallback={ 3 }
						onChange={ ( minSeconds ) => setAttributes( { minSeconds } ) }
					/>
				</PanelBody>
				<FieldsPanel
					fields={ attributes.fields }
					steps={ steps.filter( ( s ) => s.trim() ) }
					onChange={ ( fields ) => setAttributes( { fields } ) }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<p className="vitrine-form__legend">{ __( 'Form', 'vitrine' ) }</p>
				<ul>
					{ attributes.fields.map( ( field, i ) => (
						<li key={ i }>
							{ field.label || field.name }{ ' ' }
							<small>
								({ field.type }
								{ field.required ? ', *' : '' })
							</small>
						</li>
					) ) }
				</ul>
				<button type="button" className="wp-element-button" disabled>
					{ attributes.submitLabel || __( 'Send', 'vitrine' ) }
				</button>
			</div>
		</>
	);
}

// Cast through unknown: the variations in block.json set some attributes only, which the JSON's
// inferred type cannot say.
registerBlockType( metadata as unknown as BlockConfiguration< Attributes >, { edit: Edit } );
registerLegacyBlock( legacySubscribe, metadata.name, fromSubscribe );

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextareaControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { registerLegacyBlock } from '../../src/editor/legacy-block';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import legacySubscribe from '../subscribe/block.json';
import { FieldsPanel, type FieldDef } from './fields-panel';
import { SubscribePanel, SubscribePreview, type SubscribeAttributes } from './subscribe-panel';
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

const { Text, Textarea, Range } = boundControls< Attributes >( metadata );

/**
 * One editor for both variations (block.json). Both get a form id once (a sign-up's id names its
 * list); the Form variation sets its fields, steps and notification, the Subscribe variation its
 * sign-up texts and confirmation mail.
 */
function Edit( props: EditProps< Attributes > & { clientId: string } ) {
	const { attributes, setAttributes, clientId } = props;
	const signup = attributes.kind === 'subscribe';
	const blockProps = useBlockProps( { className: signup ? 'vitrine-form vitrine-subscribe' : 'vitrine-form' } );
	useFormId( metadata.name, signup ? 'list' : 'form', clientId, attributes.formId, ( formId ) =>
		setAttributes( { formId } )
	);
	if ( signup ) {
		return (
			<>
				<SubscribePanel { ...props } />
				<div { ...blockProps }>
					<SubscribePreview attributes={ attributes } />
				</div>
			</>
		);
	}
	const steps = attributes.steps ?? [];
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Form', 'vitrine' ) }>
					<Text name="submitLabel" label={ __( 'Submit button label', 'vitrine' ) } />
					<Textarea name="successMessage" label={ __( 'Message after sending', 'vitrine' ) } />
					<TextareaControl
						label={ __( 'Steps, one title per line (two or more make a multi-step form)', 'vitrine' ) }
						value={ steps.join( '\n' ) }
						onChange={ ( text ) => setAttributes( { steps: text.split( '\n' ) } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Notification and spam', 'vitrine' ) } initialOpen={ false }>
					<Text
						name="notifyEmail"
						type="email"
						label={ __( 'Send entries to (empty: the site’s admin email)', 'vitrine' ) }
					/>
					<Text name="emailSubject" label={ __( 'Email subject', 'vitrine' ) } />
					<Range
						name="minSeconds"
						label={ __( 'Minimum seconds before sending (spam check)', 'vitrine' ) }
						min={ 0 }
						max={ 60 }
					/>
				</PanelBody>
				<FieldsPanel
					fields={ attributes.fields }
					steps={ steps.filter( ( s ) => s.trim() ) }
					onChange={ ( fields ) => setAttributes( { fields } ) }
				/>
			</Settings>
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

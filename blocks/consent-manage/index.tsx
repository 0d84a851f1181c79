import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';

type Attributes = { label: string };

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-consent-manage-block' } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Manage consent button', 'vitrine' ) }>
					<TextControl
						label={ __( 'Button text', 'vitrine' ) }
						help={ __( 'Defaults to “Manage cookie consent”.', 'vitrine' ) }
						{ ...bind( attributes, setAttributes ).text( 'label' ) }
					/>
				</PanelBody>
			</InspectorControls>
			<p { ...blockProps }>
				<span className="vitrine-consent-manage">
					{ attributes.label || __( 'Manage cookie consent', 'vitrine' ) }
				</span>
			</p>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

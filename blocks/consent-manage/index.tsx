import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';

type Attributes = { label: string };

const { Text } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-consent-manage-block' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Manage consent button', 'vitrine' ) }>
				<Text
					name="label"
					label={ __( 'Button text', 'vitrine' ) }
					help={ __( 'Defaults to “Manage cookie consent”.', 'vitrine' ) }
				/>
			</Settings>
			<p { ...blockProps }>
				<span className="vitrine-consent-manage">
					{ props.attributes.label || __( 'Manage cookie consent', 'vitrine' ) }
				</span>
			</p>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

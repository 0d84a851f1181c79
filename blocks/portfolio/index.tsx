import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, TextControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { postsPerPage: number; columns: number; allLabel: string };

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-portfolio' } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Portfolio', 'vitrine' ) }>
					<RangeControl
						label={ __( 'Items', 'vitrine' ) }
						min={ 1 }
						max={ 24 }
						{ ...bound.range( 'postsPerPage', 12 ) }
					/>
					<RangeControl
						label={ __( 'Columns', 'vitrine' ) }
						min={ 1 }
						max={ 4 }
						{ ...bound.range( 'columns', 3 ) }
					/>
					<TextControl
						label={ __( 'Label of the “all” filter', 'vitrine' ) }
						{ ...bound.text( 'allLabel' ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<p>
					{ __( 'Portfolio of the latest posts, filtered by category', 'vitrine' ) } (
					{ attributes.postsPerPage })
				</p>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, TextControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = { postsPerPage: number; columns: number; allLabel: string };

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-portfolio' } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Portfolio', 'vitrine' ) }>
					<RangeControl
						label={ __( 'Items', 'vitrine' ) }
						value={ attributes.postsPerPage }
						min={ 1 }
						max={ 24 }
						onChange={ ( postsPerPage ) => setAttributes( { postsPerPage: postsPerPage ?? 12 } ) }
					/>
					<RangeControl
						label={ __( 'Columns', 'vitrine' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 4 }
						onChange={ ( columns ) => setAttributes( { columns: columns ?? 3 } ) }
					/>
					<TextControl
						label={ __( 'Label of the “all” filter', 'vitrine' ) }
						value={ attributes.allLabel }
						onChange={ ( allLabel ) => setAttributes( { allLabel } ) }
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

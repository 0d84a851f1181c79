import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import { ImageList, ImagePreview, type ImageItem } from '../../src/media/editor/image-list';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	label: string;
	images: ImageItem[];
	layout: 'grid' | 'justified' | 'masonry';
	columns: number;
	rowHeight: number;
	gap: number;
	lightbox: boolean;
	filter: boolean;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-gallery-editor' } );
	const range = ( label: string, key: 'columns' | 'rowHeight' | 'gap', min: number, max: number ) => (
		<RangeControl
			label={ label }
			value={ attributes[ key ] }
			min={ min }
			max={ max }
			onChange={ ( value?: number ) => setAttributes( { [ key ]: value ?? min } ) }
		/>
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Images', 'vitrine' ) }>
					<ImageList
						items={ attributes.images }
						onChange={ ( images ) => setAttributes( { images } ) }
						withTags
					/>
				</PanelBody>
				<PanelBody title={ __( 'Layout', 'vitrine' ) }>
					<TextControl
						label={ __( 'Label for screen readers', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{ label: __( 'Grid', 'vitrine' ), value: 'grid' },
							{ label: __( 'Justified rows', 'vitrine' ), value: 'justified' },
							{ label: __( 'Masonry', 'vitrine' ), value: 'masonry' },
						] }
						onChange={ ( layout ) => setAttributes( { layout: layout as Attributes[ 'layout' ] } ) }
					/>
					{ attributes.layout === 'justified'
						? range( __( 'Row height (px)', 'vitrine' ), 'rowHeight', 80, 600 )
						: range( __( 'Columns', 'vitrine' ), 'columns', 1, 8 ) }
					{ range( __( 'Gap (px)', 'vitrine' ), 'gap', 0, 64 ) }
					<ToggleControl
						label={ __( 'Open images in a lightbox', 'vitrine' ) }
						checked={ attributes.lightbox }
						onChange={ ( lightbox: boolean ) => setAttributes( { lightbox } ) }
					/>
					<ToggleControl
						label={ __( 'Filter by tag', 'vitrine' ) }
						help={ __( 'Give images tags in the Images panel.', 'vitrine' ) }
						checked={ attributes.filter }
						onChange={ ( filter: boolean ) => setAttributes( { filter } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ImagePreview items={ attributes.images } empty={ __( 'Choose images in the sidebar.', 'vitrine' ) } />
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-gallery-editor' } );
	const bound = bind( attributes, setAttributes );
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
					<TextControl label={ __( 'Label for screen readers', 'vitrine' ) } { ...bound.text( 'label' ) } />
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						options={ [
							{ label: __( 'Grid', 'vitrine' ), value: 'grid' },
							{ label: __( 'Justified rows', 'vitrine' ), value: 'justified' },
							{ label: __( 'Masonry', 'vitrine' ), value: 'masonry' },
						] }
						{ ...bound.select( 'layout' ) }
					/>
					{ attributes.layout === 'justified' ? (
						<RangeControl
							label={ __( 'Row height (px)', 'vitrine' ) }
							min={ 80 }
							max={ 600 }
							{ ...bound.range( 'rowHeight', 80 ) }
						/>
					) : (
						<RangeControl
							label={ __( 'Columns', 'vitrine' ) }
							min={ 1 }
							max={ 8 }
							{ ...bound.range( 'columns', 1 ) }
						/>
					) }
					<RangeControl
						label={ __( 'Gap (px)', 'vitrine' ) }
						min={ 0 }
						max={ 64 }
						{ ...bound.range( 'gap', 0 ) }
					/>
					<ToggleControl
						label={ __( 'Open images in a lightbox', 'vitrine' ) }
						{ ...bound.toggle( 'lightbox' ) }
					/>
					<ToggleControl
						label={ __( 'Filter by tag', 'vitrine' ) }
						help={ __( 'Give images tags in the Images panel.', 'vitrine' ) }
						{ ...bound.toggle( 'filter' ) }
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

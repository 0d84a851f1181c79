import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ImageList, ImagePreview, type ImageItem } from '../../src/media/editor/image-list';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
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

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: 'vitrine-gallery-editor' } );
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Images', 'vitrine' ) }>
					<ImageList
						items={ attributes.images }
						onChange={ ( images ) => setAttributes( { images } ) }
						withTags
					/>
				</PanelBody>
				<PanelBody title={ __( 'Layout', 'vitrine' ) }>
					<Text name="label" label={ __( 'Label for screen readers', 'vitrine' ) } />
					<Select
						name="layout"
						label={ __( 'Layout', 'vitrine' ) }
						options={ {
							grid: __( 'Grid', 'vitrine' ),
							justified: __( 'Justified rows', 'vitrine' ),
							masonry: __( 'Masonry', 'vitrine' ),
						} }
					/>
					{ /* A cleared number keeps the lowest value (block.json's defaults are for new blocks). */ }
					{ attributes.layout === 'justified' ? (
						<Range
							name="rowHeight"
							label={ __( 'Row height (px)', 'vitrine' ) }
							min={ 80 }
							max={ 600 }
							fallback={ 80 }
						/>
					) : (
						<Range name="columns" label={ __( 'Columns', 'vitrine' ) } min={ 1 } max={ 8 } fallback={ 1 } />
					) }
					<Range name="gap" label={ __( 'Gap (px)', 'vitrine' ) } min={ 0 } max={ 64 } fallback={ 0 } />
					<Toggle name="lightbox" label={ __( 'Open images in a lightbox', 'vitrine' ) } />
					<Toggle
						name="filter"
						label={ __( 'Filter by tag', 'vitrine' ) }
						help={ __( 'Give images tags in the Images panel.', 'vitrine' ) }
					/>
				</PanelBody>
			</Settings>
			<div { ...blockProps }>
				<ImagePreview items={ attributes.images } empty={ __( 'Choose images in the sidebar.', 'vitrine' ) } />
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

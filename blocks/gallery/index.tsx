import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { store as blockEditorStore, useBlockProps } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ImageList, ImagePreview, type ImageItem } from '../../src/media/editor/image-list';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ServerPreview, type PreviewView } from '../../src/editor/preview';
import gallery from './handler';
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

/** The front end's handler (tag filters), run on the editor's preview. */
const VIEW: PreviewView = new Map( [ [ 'gallery', () => Promise.resolve( { default: gallery } ) ] ] );

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps();
	// The inserter's example names its images by address, with no attachments for the server to render.
	const example = useSelect(
		( select ) =>
			!! (
				select( blockEditorStore ) as unknown as { getSettings: () => { isPreviewMode?: boolean } }
			 ).getSettings().isPreviewMode,
		[]
	);
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
				{ example ? (
					<ImagePreview items={ attributes.images } empty="" />
				) : (
					<ServerPreview
						block="vitrine/gallery"
						attributes={ attributes }
						ready={ attributes.images.length > 0 }
						view={ VIEW }
						icon="format-gallery"
						label={ __( 'Media gallery', 'vitrine' ) }
						instructions={ __( 'Choose images in the sidebar.', 'vitrine' ) }
					/>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { registerLegacyBlock } from '../../src/editor/legacy-block';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import legacyArchivePosts from '../archive-posts/block.json';
import { fromArchivePosts } from './legacy';
import './style.scss';

type Attributes = {
	source: 'latest' | 'archive';
	postsPerPage: number;
	columns: number;
	skin: 'card' | 'classic' | 'minimal';
	category: string;
	order: 'date' | 'title';
	pagination: 'numbers' | 'none' | 'load-more' | 'infinite';
	showExcerpt: boolean;
	showDate: boolean;
	nothingFound: string;
	preview: string;
};

/**
 * One editor for both variations (block.json): the cards' settings are shared; the Posts variation
 * adds a category, the Archive Posts variation its message and the archive it previews.
 */
function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const archive = attributes.source === 'archive';
	const title = archive ? __( 'Archive posts', 'vitrine' ) : __( 'Posts', 'vitrine' );
	const blockProps = useBlockProps( {
		className: `vitrine-posts-widget${ archive ? ' vitrine-archive-posts' : '' } is-skin-${ attributes.skin }`,
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ title }>
					<RangeControl
						label={ __( 'Posts per page', 'vitrine' ) }
						value={ attributes.postsPerPage }
						min={ 1 }
						max={ 24 }
						onChange={ ( postsPerPage ) => setAttributes( { postsPerPage: postsPerPage ?? 6 } ) }
					/>
					<RangeControl
						label={ __( 'Columns', 'vitrine' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 4 }
						onChange={ ( columns ) => setAttributes( { columns: columns ?? 3 } ) }
					/>
					<SelectControl
						label={ __( 'Skin', 'vitrine' ) }
						value={ attributes.skin }
						options={ [
							{ label: __( 'Cards', 'vitrine' ), value: 'card' },
							{ label: __( 'Classic', 'vitrine' ), value: 'classic' },
							{ label: __( 'Minimal (titles and dates)', 'vitrine' ), value: 'minimal' },
						] }
						onChange={ ( skin ) => setAttributes( { skin: skin as Attributes[ 'skin' ] } ) }
					/>
					{ ! archive && (
						<TextControl
							label={ __( 'Category slug (empty: all)', 'vitrine' ) }
							value={ attributes.category }
							onChange={ ( category ) => setAttributes( { category } ) }
						/>
					) }
					<SelectControl
						label={ __( 'Order', 'vitrine' ) }
						value={ attributes.order }
						options={ [
							{ label: __( 'Newest first', 'vitrine' ), value: 'date' },
							{ label: __( 'By title', 'vitrine' ), value: 'title' },
						] }
						onChange={ ( order ) => setAttributes( { order: order as Attributes[ 'order' ] } ) }
					/>
					<SelectControl
						label={ __( 'Pagination', 'vitrine' ) }
						value={ attributes.pagination }
						options={ [
							{ label: __( 'Page numbers', 'vitrine' ), value: 'numbers' },
							{ label: __( 'Load more button', 'vitrine' ), value: 'load-more' },
							{ label: __( 'Infinite scrolling', 'vitrine' ), value: 'infinite' },
							{ label: __( 'None', 'vitrine' ), value: 'none' },
						] }
						onChange={ ( pagination ) =>
							setAttributes( { pagination: pagination as Attributes[ 'pagination' ] } )
						}
					/>
					<ToggleControl
						label={ __( 'Show excerpts', 'vitrine' ) }
						checked={ attributes.showExcerpt }
						onChange={ ( showExcerpt ) => setAttributes( { showExcerpt } ) }
					/>
					<ToggleControl
						label={ __( 'Show dates', 'vitrine' ) }
						checked={ attributes.showDate }
						onChange={ ( showDate ) => setAttributes( { showDate } ) }
					/>
					{ archive && (
						<>
							<TextControl
								label={ __( 'Message when nothing is found', 'vitrine' ) }
								value={ attributes.nothingFound }
								onChange={ ( nothingFound ) => setAttributes( { nothingFound } ) }
							/>
							<TextControl
								label={ __( 'Archive to preview outside archives', 'vitrine' ) }
								help={ __(
									'On archive and search pages the widget lists the archive being viewed. Elsewhere it shows this one: category:slug, tag:slug, tax:taxonomy:slug, author:name, date:2026–01, search:words or type:post-type.',
									'vitrine'
								) }
								value={ attributes.preview }
								onChange={ ( preview ) => setAttributes( { preview } ) }
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<p>
					{ title }: { attributes.postsPerPage } × { attributes.pagination }
					{ archive && attributes.preview ? ` (${ attributes.preview })` : '' }
				</p>
			</div>
		</>
	);
}

// Cast through unknown: the variations in block.json set some attributes only, which the JSON's
// inferred type cannot say.
registerBlockType( metadata as unknown as BlockConfiguration< Attributes >, { edit: Edit } );
registerLegacyBlock( legacyArchivePosts, metadata.name, fromArchivePosts );

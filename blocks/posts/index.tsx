import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { registerLegacyBlock } from '../../src/editor/legacy-block';
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

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

/**
 * One editor for both variations (block.json): the cards' settings are shared; the Posts variation
 * adds a category, the Archive Posts variation its message and the archive it previews.
 */
function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const archive = attributes.source === 'archive';
	const title = archive ? __( 'Archive posts', 'vitrine' ) : __( 'Posts', 'vitrine' );
	const blockProps = useBlockProps( {
		className: `vitrine-posts-widget${ archive ? ' vitrine-archive-posts' : '' } is-skin-${ attributes.skin }`,
	} );
	return (
		<>
			<Settings { ...props } title={ title }>
				<Range name="postsPerPage" label={ __( 'Posts per page', 'vitrine' ) } min={ 1 } max={ 24 } />
				<Range name="columns" label={ __( 'Columns', 'vitrine' ) } min={ 1 } max={ 4 } />
				<Select
					name="skin"
					label={ __( 'Skin', 'vitrine' ) }
					options={ {
						card: __( 'Cards', 'vitrine' ),
						classic: __( 'Classic', 'vitrine' ),
						minimal: __( 'Minimal (titles and dates)', 'vitrine' ),
					} }
				/>
				{ ! archive && <Text name="category" label={ __( 'Category slug (empty: all)', 'vitrine' ) } /> }
				<Select
					name="order"
					label={ __( 'Order', 'vitrine' ) }
					options={ { date: __( 'Newest first', 'vitrine' ), title: __( 'By title', 'vitrine' ) } }
				/>
				<Select
					name="pagination"
					label={ __( 'Pagination', 'vitrine' ) }
					options={ {
						numbers: __( 'Page numbers', 'vitrine' ),
						'load-more': __( 'Load more button', 'vitrine' ),
						infinite: __( 'Infinite scrolling', 'vitrine' ),
						none: __( 'None', 'vitrine' ),
					} }
				/>
				<Toggle name="showExcerpt" label={ __( 'Show excerpts', 'vitrine' ) } />
				<Toggle name="showDate" label={ __( 'Show dates', 'vitrine' ) } />
				{ archive && (
					<>
						<Text name="nothingFound" label={ __( 'Message when nothing is found', 'vitrine' ) } />
						<Text
							name="preview"
							label={ __( 'Archive to preview outside archives', 'vitrine' ) }
							help={ __(
								'On archive and search pages the widget lists the archive being viewed. Elsewhere it shows this one: category:slug, tag:slug, tax:taxonomy:slug, author:name, date:2026–01, search:words or type:post-type.',
								'vitrine'
							) }
						/>
					</>
				) }
			</Settings>
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

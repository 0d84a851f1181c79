import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	postsPerPage: number;
	columns: number;
	skin: 'card' | 'classic' | 'minimal';
	category: string;
	order: 'date' | 'title';
	pagination: 'numbers' | 'none' | 'load-more' | 'infinite';
	showExcerpt: boolean;
	showDate: boolean;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-posts-widget is-skin-${ attributes.skin }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Posts', 'vitrine' ) }>
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
					<TextControl
						label={ __( 'Category slug (empty: all)', 'vitrine' ) }
						value={ attributes.category }
						onChange={ ( category ) => setAttributes( { category } ) }
					/>
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
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<p>
					{ __( 'Posts', 'vitrine' ) }: { attributes.postsPerPage } × { attributes.pagination }
				</p>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

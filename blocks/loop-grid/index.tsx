import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody, Spinner } from '@wordpress/components';
import { FormTokenField, SelectControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import { newWidgetId, usePostTypes, useTaxonomies, useTerms } from './editor-data';
import './style.scss';

export type Attributes = {
	widgetId: string;
	postType: string;
	taxonomy: string;
	terms: string[];
	orderBy: 'date' | 'title' | 'modified' | 'comment_count' | 'menu_order';
	order: 'ASC' | 'DESC';
	perPage: number;
	columns: number;
	showImage: boolean;
	showExcerpt: boolean;
	showDate: boolean;
	showTerms: boolean;
};

/** The grid as the server renders it, through the refresh route in edit mode (the unsaved model). */
function usePreview( attributes: Attributes ): string | null {
	const postId = useSelect( ( select ) => ( select( 'core/editor' ) as any )?.getCurrentPostId?.() as number, [] );
	const [ html, setHtml ] = useState< string | null >( null );
	const model = JSON.stringify( attributes );
	useEffect( () => {
		if ( ! postId || ! attributes.widgetId ) {
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			apiFetch< { data: string } >( {
				path: '/vitrine/v1/refresh-loop',
				method: 'POST',
				signal: controller.signal,
				data: {
					post_id: postId,
					widget_id: attributes.widgetId,
					widget_filters: {},
					pagination_base_url: window.location.origin + '/',
					widget_model: attributes,
					is_edit_mode: true,
				},
			} )
				.then( ( response ) => setHtml( response.data ) )
				.catch( () => {} );
		}, 250 );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ postId, model ] ); // eslint-disable-line react-hooks/exhaustive-deps
	return html;
}

const { Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > & { clientId: string } ) {
	const { attributes, setAttributes, clientId } = props;
	const postTypes = usePostTypes();
	const taxonomies = useTaxonomies( attributes.postType );
	const terms = useTerms( attributes.taxonomy );
	const html = usePreview( attributes );
	// A new grid gets a widget id; a duplicated one gets a new id, so two grids never share URL parameters.
	const duplicate = useSelect(
		( select ) => {
			const editor = select( 'core/block-editor' ) as any;
			const ids: string[] = editor.getBlocksByName?.( 'vitrine/loop-grid' ) ?? [];
			const first = ids.find( ( id ) => editor.getBlockAttributes( id )?.widgetId === attributes.widgetId );
			return first !== undefined && first !== clientId;
		},
		[ attributes.widgetId, clientId ]
	);
	useEffect( () => {
		if ( ! attributes.widgetId || duplicate ) {
			setAttributes( { widgetId: newWidgetId() } );
		}
	}, [ attributes.widgetId, duplicate ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const blockProps = useBlockProps( {
		className: 'vitrine-loop-grid',
		style: { '--vitrine-loop-columns': attributes.columns },
	} );
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Query', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Post type', 'vitrine' ) }
						value={ attributes.postType }
						options={ postTypes.length ? postTypes : [ { label: 'post', value: 'post' } ] }
						onChange={ ( postType: string ) => setAttributes( { postType, taxonomy: '', terms: [] } ) }
					/>
					<SelectControl
						label={ __( 'Only posts in this taxonomy', 'vitrine' ) }
						value={ attributes.taxonomy }
						options={ [ { label: __( 'Any', 'vitrine' ), value: '' }, ...taxonomies ] }
						onChange={ ( taxonomy: string ) => setAttributes( { taxonomy, terms: [] } ) }
					/>
					{ attributes.taxonomy && (
						<FormTokenField
							label={ __( 'Terms (any of them)', 'vitrine' ) }
							value={ attributes.terms }
							suggestions={ terms.map( ( term ) => term.slug ) }
							onChange={ ( tokens ) =>
								setAttributes( {
									terms: tokens.map( ( t ) => ( typeof t === 'string' ? t : t.value ) ),
								} )
							}
						/>
					) }
					<Select
						name="orderBy"
						label={ __( 'Order by', 'vitrine' ) }
						options={ {
							date: __( 'Date', 'vitrine' ),
							title: __( 'Title', 'vitrine' ),
							modified: __( 'Last modified', 'vitrine' ),
							comment_count: __( 'Comment count', 'vitrine' ),
							menu_order: __( 'Menu order', 'vitrine' ),
						} }
					/>
					<Select
						name="order"
						label={ __( 'Order', 'vitrine' ) }
						options={ { DESC: __( 'Descending', 'vitrine' ), ASC: __( 'Ascending', 'vitrine' ) } }
					/>
					<Range name="perPage" label={ __( 'Posts per page', 'vitrine' ) } min={ 1 } max={ 48 } />
				</PanelBody>
				<PanelBody title={ __( 'Card', 'vitrine' ) }>
					<Range name="columns" label={ __( 'Columns', 'vitrine' ) } min={ 1 } max={ 6 } />
					<Toggle name="showImage" label={ __( 'Featured image', 'vitrine' ) } />
					<Toggle name="showDate" label={ __( 'Date', 'vitrine' ) } />
					<Toggle name="showTerms" label={ __( 'Categories', 'vitrine' ) } />
					<Toggle name="showExcerpt" label={ __( 'Excerpt', 'vitrine' ) } />
				</PanelBody>
				<PanelBody title={ __( 'Filters', 'vitrine' ) }>
					{ /* The grid's widget id (random characters) stays out of sight: a Loop filter picks the grid
					     by its place on the page. */ }
					<p>
						{ __(
							'Add a Loop filter block to this page to let visitors filter this grid by category or tag.',
							'vitrine'
						) }
					</p>
				</PanelBody>
			</Settings>
			<div { ...blockProps }>
				{ html === null ? (
					<Spinner />
				) : (
					// Inert: the preview's links and pagination are not for clicking in the editor.
					<div
						className="vitrine-loop-grid__content"
						ref={ ( el ) => el?.setAttribute( 'inert', '' ) }
						dangerouslySetInnerHTML={ { __html: html } }
					/>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

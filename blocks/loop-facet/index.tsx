import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { FormTokenField } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { Warning } from '../../src/editor/notice';
import { ServerPreview } from '../../src/editor/preview';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import { useGridIds } from '../loop-grid/editor-data';
import './style.scss';

type Attributes = {
	targetWidgetId: string;
	type: 'choice' | 'range' | 'search' | 'sort' | 'sale' | 'chips';
	key: string;
	display: 'checkboxes' | 'radio' | 'dropdown';
	choices: string[];
	step: number;
	sortOptions: string[];
	label: string;
};

const { Text, Select, Range } = boundControls< Attributes >( metadata );

const TYPES = () => ( {
	choice: __( 'Custom field values', 'vitrine' ),
	range: __( 'Numeric range (price, custom field, date)', 'vitrine' ),
	search: __( 'Search box', 'vitrine' ),
	sort: __( 'Sort menu', 'vitrine' ),
	sale: __( 'On sale (WooCommerce products)', 'vitrine' ),
	chips: __( 'Active filters (chips)', 'vitrine' ),
} );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const grids = useGridIds();
	// With a single grid on the page, the facet connects to it by itself.
	useEffect( () => {
		if ( ! attributes.targetWidgetId && grids.length === 1 && grids[ 0 ] ) {
			setAttributes( { targetWidgetId: grids[ 0 ] } );
		}
	}, [ attributes.targetWidgetId, grids.join() ] ); // eslint-disable-line react-hooks/exhaustive-deps
	const needsKey = attributes.type === 'choice' || attributes.type === 'range';
	const blockProps = useBlockProps();
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Facet', 'vitrine' ) }>
					<Select
						name="targetWidgetId"
						label={ __( 'Loop grid', 'vitrine' ) }
						options={ [
							{ label: __( 'Choose a grid', 'vitrine' ), value: '' },
							...grids.map( ( id ) => ( { label: id, value: id } ) ),
						] }
					/>
					<Select name="type" label={ __( 'Facet type', 'vitrine' ) } options={ TYPES() } />
					{ needsKey && (
						<Text
							name="key"
							label={ __( 'Key', 'vitrine' ) }
							help={
								attributes.type === 'range'
									? __(
											'“date”: the date published, as From and To dates. For WooCommerce products, “price”, or “_wc_average_rating”: the rating, as “4 stars & up” … “1 star & up” choices with counts. Else a numeric custom field (meta key).',
											'vitrine'
										)
									: __(
											'A custom field (meta key); “_stock_status” for WooCommerce’s stock.',
											'vitrine'
										)
							}
						/>
					) }
					{ attributes.type === 'choice' && (
						<>
							<Select
								name="display"
								label={ __( 'Show values as', 'vitrine' ) }
								options={ {
									checkboxes: __( 'Checkboxes', 'vitrine' ),
									radio: __( 'Radio buttons', 'vitrine' ),
									dropdown: __( 'Dropdown', 'vitrine' ),
								} }
							/>
							<FormTokenField
								label={ __( 'Values to show (all when empty)', 'vitrine' ) }
								value={ attributes.choices }
								onChange={ ( tokens ) =>
									setAttributes( {
										choices: tokens.map( ( t ) => ( typeof t === 'string' ? t : t.value ) ),
									} )
								}
							/>
						</>
					) }
					{ attributes.type === 'range' &&
						attributes.key !== 'date' &&
						attributes.key !== '_wc_average_rating' && (
							<Range name="step" label={ __( 'Step', 'vitrine' ) } min={ 0.01 } max={ 1000 } />
						) }
					{ attributes.type === 'sort' && (
						<FormTokenField
							label={ __( 'Sort options', 'vitrine' ) }
							value={ attributes.sortOptions }
							suggestions={ [ 'date', 'title', 'price', 'popularity', 'rating' ] }
							onChange={ ( tokens ) =>
								setAttributes( {
									sortOptions: tokens.map( ( t ) => ( typeof t === 'string' ? t : t.value ) ),
								} )
							}
						/>
					) }
					<Text name="label" label={ __( 'Label', 'vitrine' ) } />
				</PanelBody>
			</Settings>
			<div { ...blockProps }>
				{ ( ! attributes.targetWidgetId || ( needsKey && ! attributes.key ) ) && (
					<Warning>
						{ attributes.targetWidgetId
							? __( 'Enter the key this facet filters by.', 'vitrine' )
							: __( 'Choose the loop grid this facet controls.', 'vitrine' ) }
					</Warning>
				) }
				{ /* The facet as the server renders it for the page's saved grid; inert, as submitting its
				     form would leave the editor. */ }
				<ServerPreview
					block="vitrine/loop-facet"
					attributes={ attributes }
					ready={ !! attributes.targetWidgetId && ( ! needsKey || !! attributes.key ) }
					inert
					icon="filter"
					label={ attributes.label || TYPES()[ attributes.type ] }
					instructions=""
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { FormTokenField, SelectControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { Warning } from '../../src/editor/notice';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import metadata from './block.json';
import { useGridIds, useTaxonomies, useTerms } from '../loop-grid/editor-data';
import './style.scss';

type Attributes = {
	targetWidgetId: string;
	taxonomy: string;
	terms: string[];
	display: 'buttons' | 'checkboxes' | 'swatches';
	multiple: boolean;
	logicalJoin: string;
	showAll: boolean;
	allLabel: string;
	label: string;
};

const { Text, Toggle, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const grids = useGridIds();
	const taxonomies = useTaxonomies();
	const allTerms = useTerms( attributes.taxonomy );
	// With a single grid on the page, the filter connects to it by itself.
	useEffect( () => {
		if ( ! attributes.targetWidgetId && grids.length === 1 && grids[ 0 ] ) {
			setAttributes( { targetWidgetId: grids[ 0 ] } );
		}
	}, [ attributes.targetWidgetId, grids.join() ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const shown = attributes.terms.length
		? allTerms.filter( ( term ) => attributes.terms.includes( term.slug ) )
		: allTerms;
	const checkbox = attributes.display !== 'buttons';
	const disabled = attributes.logicalJoin !== 'AND' && attributes.logicalJoin !== 'OR';
	const blockProps = useBlockProps( { className: `vitrine-loop-filter is-display-${ attributes.display }` } );
	const label = attributes.label || taxonomies.find( ( t ) => t.value === attributes.taxonomy )?.label || '';
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Filter', 'vitrine' ) }>
					<Select
						name="targetWidgetId"
						label={ __( 'Loop grid', 'vitrine' ) }
						options={ [
							{ label: __( 'Choose a grid', 'vitrine' ), value: '' },
							// Grids by their place on the page: their ids are random characters, no help to an editor.
							...grids.map( ( id, index ) => ( {
								label: sprintf(
									/* translators: %d: the grid's place among the page's loop grids, from the top. */
									__( 'Loop grid %d on this page', 'vitrine' ),
									index + 1
								),
								value: id,
							} ) ),
						] }
					/>
					<SelectControl
						label={ __( 'Taxonomy', 'vitrine' ) }
						value={ attributes.taxonomy }
						options={
							taxonomies.length
								? taxonomies
								: [ { label: attributes.taxonomy, value: attributes.taxonomy } ]
						}
						onChange={ ( taxonomy: string ) => setAttributes( { taxonomy, terms: [] } ) }
					/>
					<FormTokenField
						label={ __( 'Terms to show (all when empty)', 'vitrine' ) }
						value={ attributes.terms }
						suggestions={ allTerms.map( ( term ) => term.slug ) }
						onChange={ ( tokens ) =>
							setAttributes( { terms: tokens.map( ( t ) => ( typeof t === 'string' ? t : t.value ) ) } )
						}
					/>
					<Select
						name="display"
						label={ __( 'Show terms as', 'vitrine' ) }
						options={ {
							buttons: __( 'Buttons', 'vitrine' ),
							checkboxes: __( 'Checkboxes', 'vitrine' ),
							// Product attributes' colours or images (term meta, docs/loop.md "Swatches").
							swatches: __( 'Swatches (colour or image)', 'vitrine' ),
						} }
					/>
					<Toggle name="multiple" label={ __( 'Multiple selection', 'vitrine' ) } />
					<Select
						name="logicalJoin"
						label={ __( 'Posts must have', 'vitrine' ) }
						options={ {
							OR: __( 'Any selected term (OR)', 'vitrine' ),
							AND: __( 'Every selected term (AND)', 'vitrine' ),
						} }
					/>
					<Toggle name="showAll" label={ __( 'Show an “All” option', 'vitrine' ) } />
					<Text name="allLabel" label={ __( 'Label of the “All” option', 'vitrine' ) } />
					<Text name="label" label={ __( 'Filter label', 'vitrine' ) } />
				</PanelBody>
			</Settings>
			<div { ...blockProps }>
				{ ( disabled || ! attributes.targetWidgetId ) && (
					<Warning>
						{ disabled
							? __( 'This filter is disabled: its logical join must be AND or OR.', 'vitrine' )
							: __( 'Choose the loop grid this filter controls.', 'vitrine' ) }
					</Warning>
				) }
				<p className="vitrine-loop-filter__label">{ label }</p>
				<div className="vitrine-loop-filter__terms">
					{ attributes.showAll && (
						<span className="vitrine-loop-filter__term is-selected">
							{ checkbox && <span className="vitrine-loop-filter__box" /> }
							{ attributes.allLabel || __( 'All', 'vitrine' ) }
						</span>
					) }
					{ shown.map( ( term ) => (
						<span key={ term.slug } className="vitrine-loop-filter__term">
							{ checkbox && <span className="vitrine-loop-filter__box" /> }
							{ term.name }
						</span>
					) ) }
				</div>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

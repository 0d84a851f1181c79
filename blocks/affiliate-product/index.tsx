import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody, Placeholder } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl } from '../../src/editor/controls';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { buildShortcode } from '../../src/affiliate/shortcode';
import { ServerPreview } from '../../src/editor/server-preview';
import metadata from './block.json';

type Attributes = {
	display_variant: '' | 'box' | 'link' | 'fields' | 'bestseller' | 'new' | 'table';
	template: 'default' | 'vertical' | 'list';
	asin: string;
	keywords: string;
	items: number;
	table: string;
	field_value: string;
};

type TableRecord = { id: number; title: { rendered: string } };
type CoreSelectors = { getEntityRecords: ( kind: string, name: string, query: object ) => TableRecord[] | null };

const FIELD_VALUES = [ 'title', 'price', 'rating', 'image', 'prime', 'button', 'url', 'features', 'asin' ];

function ShortcodeOutput( { shortcode }: { shortcode: string } ) {
	const [ copied, setCopied ] = useState( false );
	const copy = () => {
		void navigator.clipboard?.writeText( shortcode ).then( () => setCopied( true ) );
	};
	return (
		<div className="vitrine-shortcode-output">
			<TextControl
				label={ __( 'Generated shortcode', 'vitrine' ) }
				value={ shortcode }
				readOnly
				onChange={ () => {} }
				onFocus={ ( event: { target: HTMLInputElement } ) => event.target.select() }
			/>
			<Button variant="secondary" onClick={ copy } onBlur={ () => setCopied( false ) }>
				{ copied ? __( 'Copied!', 'vitrine' ) : __( 'Copy shortcode', 'vitrine' ) }
			</Button>
		</div>
	);
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps();
	const variant = attributes.display_variant;
	const shortcode = buildShortcode( attributes );
	const tables = useSelect(
		( select ) =>
			( select( 'core' ) as unknown as CoreSelectors ).getEntityRecords( 'postType', 'vitrine_table', {
				per_page: 100,
			} ),
		[]
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Product', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Display variant', 'vitrine' ) }
						value={ variant }
						options={ [
							{ label: __( 'Choose…', 'vitrine' ), value: '' },
							{ label: __( 'Box', 'vitrine' ), value: 'box' },
							{ label: __( 'Text link', 'vitrine' ), value: 'link' },
							{ label: __( 'Fields', 'vitrine' ), value: 'fields' },
							{ label: __( 'Bestsellers', 'vitrine' ), value: 'bestseller' },
							{ label: __( 'New releases', 'vitrine' ), value: 'new' },
							{ label: __( 'Comparison table', 'vitrine' ), value: 'table' },
						] }
						onChange={ ( value ) =>
							setAttributes( { display_variant: value as Attributes[ 'display_variant' ] } )
						}
					/>
					<SelectControl
						label={ __( 'Template', 'vitrine' ) }
						value={ attributes.template }
						options={ [
							{ label: __( 'Default', 'vitrine' ), value: 'default' },
							{ label: __( 'Vertical', 'vitrine' ), value: 'vertical' },
							{ label: __( 'List', 'vitrine' ), value: 'list' },
						] }
						onChange={ ( template ) => setAttributes( { template: template as Attributes[ 'template' ] } ) }
					/>
					{ ( variant === 'box' || variant === 'link' || variant === 'fields' ) && (
						<TextControl
							label={ __( 'Product ID (ASIN)', 'vitrine' ) }
							help={
								variant === 'box'
									? __( 'Several ASINs: separate them with commas.', 'vitrine' )
									: undefined
							}
							value={ attributes.asin }
							onChange={ ( asin ) => setAttributes( { asin } ) }
						/>
					) }
					{ ( variant === 'bestseller' || variant === 'new' ) && (
						<>
							<TextControl
								label={ __( 'Keywords', 'vitrine' ) }
								value={ attributes.keywords }
								onChange={ ( keywords ) => setAttributes( { keywords } ) }
							/>
							<RangeControl
								label={ __( 'Items', 'vitrine' ) }
								value={ attributes.items }
								min={ 1 }
								max={ 10 }
								onChange={ ( items ) => setAttributes( { items: items ?? 3 } ) }
							/>
						</>
					) }
					{ variant === 'table' && (
						<SelectControl
							label={ __( 'Table', 'vitrine' ) }
							value={ attributes.table }
							options={ [
								{ label: __( 'Choose a table…', 'vitrine' ), value: '' },
								...( tables ?? [] ).map( ( table ) => ( {
									label: table.title.rendered || `#${ table.id }`,
									value: String( table.id ),
								} ) ),
							] }
							onChange={ ( table ) => setAttributes( { table } ) }
						/>
					) }
					{ variant === 'fields' && (
						<SelectControl
							label={ __( 'Field value', 'vitrine' ) }
							value={ attributes.field_value }
							options={ FIELD_VALUES.map( ( value ) => ( { label: value, value } ) ) }
							onChange={ ( fieldValue ) => setAttributes( { field_value: fieldValue } ) }
						/>
					) }
					{ variant && shortcode && <ShortcodeOutput shortcode={ shortcode } /> }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ shortcode ? (
					<ServerPreview block="vitrine/affiliate-product" attributes={ attributes } />
				) : (
					<Placeholder
						icon="cart"
						label={ __( 'Affiliate Product', 'vitrine' ) }
						instructions={ __(
							'Choose a display variant and what to show in the block settings.',
							'vitrine'
						) }
					/>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

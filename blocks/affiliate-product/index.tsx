import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { ServerPreview } from '../../src/editor/preview';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { buildShortcode } from '../../src/affiliate/shortcode';
import { TextControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ProductPicker } from './product-picker';
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

const { Text, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
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
			<Settings { ...props } title={ __( 'Product', 'vitrine' ) }>
				<Select
					name="display_variant"
					label={ __( 'Display variant', 'vitrine' ) }
					options={ {
						'': __( 'Choose…', 'vitrine' ),
						box: __( 'Box', 'vitrine' ),
						link: __( 'Text link', 'vitrine' ),
						fields: __( 'Fields', 'vitrine' ),
						bestseller: __( 'Bestsellers', 'vitrine' ),
						new: __( 'New releases', 'vitrine' ),
						table: __( 'Comparison table', 'vitrine' ),
					} }
				/>
				<Select
					name="template"
					label={ __( 'Template', 'vitrine' ) }
					options={ {
						default: __( 'Default', 'vitrine' ),
						vertical: __( 'Vertical', 'vitrine' ),
						list: __( 'List', 'vitrine' ),
					} }
				/>
				{ ( variant === 'box' || variant === 'link' || variant === 'fields' ) && (
					<ProductPicker
						value={ attributes.asin }
						several={ variant === 'box' }
						onChange={ ( asin ) => props.setAttributes( { asin } ) }
					/>
				) }
				{ ( variant === 'bestseller' || variant === 'new' ) && (
					<>
						<Text name="keywords" label={ __( 'Keywords', 'vitrine' ) } />
						<Range name="items" label={ __( 'Items', 'vitrine' ) } min={ 1 } max={ 10 } />
					</>
				) }
				{ variant === 'table' && (
					<Select
						name="table"
						label={ __( 'Table', 'vitrine' ) }
						options={ [
							{ label: __( 'Choose a table…', 'vitrine' ), value: '' },
							...( tables ?? [] ).map( ( table ) => ( {
								label: table.title.rendered || `#${ table.id }`,
								value: String( table.id ),
							} ) ),
						] }
					/>
				) }
				{ variant === 'fields' && (
					<Select
						name="field_value"
						label={ __( 'Field value', 'vitrine' ) }
						options={ FIELD_VALUES.map( ( value ) => ( { label: value, value } ) ) }
					/>
				) }
				{ variant && shortcode && <ShortcodeOutput shortcode={ shortcode } /> }
			</Settings>
			<div { ...blockProps }>
				<ServerPreview
					block="vitrine/affiliate-product"
					attributes={ attributes }
					ready={ !! shortcode }
					icon="cart"
					label={ __( 'Affiliate Product', 'vitrine' ) }
					instructions={ __( 'Choose a display variant and what to show in the block settings.', 'vitrine' ) }
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

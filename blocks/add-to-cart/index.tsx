import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import { TextControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	productId: number;
	showQuantity: boolean;
	showPrice: boolean;
	showName: boolean;
	buttonLabel: string;
};

const { Text, Toggle } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: 'vitrine-add-to-cart' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Product', 'vitrine' ) }>
				<TextControl
					label={ __( 'WooCommerce product ID', 'vitrine' ) }
					type="number"
					value={ String( attributes.productId || '' ) }
					onChange={ ( value ) => setAttributes( { productId: Math.max( 0, parseInt( value, 10 ) || 0 ) } ) }
				/>
				<Toggle name="showName" label={ __( 'Show the name', 'vitrine' ) } />
				<Toggle name="showPrice" label={ __( 'Show the price', 'vitrine' ) } />
				<Toggle name="showQuantity" label={ __( 'Show the quantity field', 'vitrine' ) } />
				<Text name="buttonLabel" label={ __( 'Button label (empty: WooCommerce’s)', 'vitrine' ) } />
			</Settings>
			<div { ...blockProps }>
				<WooCommerceNotice />
				<p>
					{ attributes.productId
						? __( 'Add to cart: product', 'vitrine' ) + ' #' + attributes.productId
						: __( 'Add to cart: choose a product ID in the block settings.', 'vitrine' ) }
				</p>
				<span className="vitrine-add-to-cart__button wp-element-button">
					{ attributes.buttonLabel || __( 'Add to cart', 'vitrine' ) }
				</span>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	productId: number;
	showQuantity: boolean;
	showPrice: boolean;
	showName: boolean;
	buttonLabel: string;
};

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-add-to-cart' } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Product', 'vitrine' ) }>
					<TextControl
						label={ __( 'WooCommerce product ID', 'vitrine' ) }
						type="number"
						value={ String( attributes.productId || '' ) }
						onChange={ ( value ) =>
							setAttributes( { productId: Math.max( 0, parseInt( value, 10 ) || 0 ) } )
						}
					/>
					<ToggleControl label={ __( 'Show the name', 'vitrine' ) } { ...bound.toggle( 'showName' ) } />
					<ToggleControl label={ __( 'Show the price', 'vitrine' ) } { ...bound.toggle( 'showPrice' ) } />
					<ToggleControl
						label={ __( 'Show the quantity field', 'vitrine' ) }
						{ ...bound.toggle( 'showQuantity' ) }
					/>
					<TextControl
						label={ __( 'Button label (empty: WooCommerce’s)', 'vitrine' ) }
						{ ...bound.text( 'buttonLabel' ) }
					/>
				</PanelBody>
			</InspectorControls>
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

import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	layout: 'full' | 'mini';
	title: string;
	showCoupon: boolean;
	showCheckout: boolean;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-cart-widget' } );
	const full = attributes.layout === 'full';
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Cart', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{ label: __( 'Full cart', 'vitrine' ), value: 'full' },
							{ label: __( 'Mini cart (count and total)', 'vitrine' ), value: 'mini' },
						] }
						onChange={ ( layout ) => setAttributes( { layout: layout as Attributes[ 'layout' ] } ) }
					/>
					<TextControl
						label={ __( 'Title', 'vitrine' ) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
					{ full && (
						<>
							<ToggleControl
								label={ __( 'Coupon field', 'vitrine' ) }
								checked={ attributes.showCoupon }
								onChange={ ( showCoupon ) => setAttributes( { showCoupon } ) }
							/>
							<ToggleControl
								label={ __( 'Checkout button', 'vitrine' ) }
								checked={ attributes.showCheckout }
								onChange={ ( showCheckout ) => setAttributes( { showCheckout } ) }
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<WooCommerceNotice />
				<p className="vitrine-cart-widget__title">{ attributes.title }</p>
				<p>
					{ full
						? __( 'The visitor’s cart shows here: items, quantities, totals.', 'vitrine' )
						: __( 'Mini cart: item count and total.', 'vitrine' ) }
				</p>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

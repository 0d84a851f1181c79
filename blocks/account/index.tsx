import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	showOrders: boolean;
	ordersCount: number;
	showAddresses: boolean;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-account' } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Account', 'vitrine' ) }>
					<ToggleControl
						label={ __( 'Recent orders', 'vitrine' ) }
						checked={ attributes.showOrders }
						onChange={ ( showOrders ) => setAttributes( { showOrders } ) }
					/>
					{ attributes.showOrders && (
						<RangeControl
							label={ __( 'Orders shown', 'vitrine' ) }
							value={ attributes.ordersCount }
							min={ 1 }
							max={ 20 }
							onChange={ ( ordersCount ) => setAttributes( { ordersCount: ordersCount ?? 5 } ) }
						/>
					) }
					<ToggleControl
						label={ __( 'Addresses', 'vitrine' ) }
						checked={ attributes.showAddresses }
						onChange={ ( showAddresses ) => setAttributes( { showAddresses } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<WooCommerceNotice />
				<p>
					{ __(
						'Visitors see a login form; logged-in customers their recent orders and addresses.',
						'vitrine'
					) }
				</p>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

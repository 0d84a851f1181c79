import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	showOrders: boolean;
	ordersCount: number;
	showAddresses: boolean;
};

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-account' } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Account', 'vitrine' ) }>
					<ToggleControl label={ __( 'Recent orders', 'vitrine' ) } { ...bound.toggle( 'showOrders' ) } />
					{ attributes.showOrders && (
						<RangeControl
							label={ __( 'Orders shown', 'vitrine' ) }
							min={ 1 }
							max={ 20 }
							{ ...bound.range( 'ordersCount', 5 ) }
						/>
					) }
					<ToggleControl label={ __( 'Addresses', 'vitrine' ) } { ...bound.toggle( 'showAddresses' ) } />
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

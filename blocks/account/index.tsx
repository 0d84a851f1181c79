import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	showOrders: boolean;
	ordersCount: number;
	showAddresses: boolean;
};

const { Toggle, Range } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-account' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Account', 'vitrine' ) }>
				<Toggle name="showOrders" label={ __( 'Recent orders', 'vitrine' ) } />
				{ props.attributes.showOrders && (
					<Range name="ordersCount" label={ __( 'Orders shown', 'vitrine' ) } min={ 1 } max={ 20 } />
				) }
				<Toggle name="showAddresses" label={ __( 'Addresses', 'vitrine' ) } />
			</Settings>
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

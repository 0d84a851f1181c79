import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { WooCommerceNotice } from '../../src/shop/editor';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	showCompany: boolean;
	showPhone: boolean;
	showNote: boolean;
	buttonLabel: string;
};

const { Text, Toggle } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-checkout' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Checkout', 'vitrine' ) }>
				<Toggle name="showCompany" label={ __( 'Company field', 'vitrine' ) } />
				<Toggle name="showPhone" label={ __( 'Phone field', 'vitrine' ) } />
				<Toggle name="showNote" label={ __( 'Order note', 'vitrine' ) } />
				<Text name="buttonLabel" label={ __( 'Button label (optional)', 'vitrine' ) } />
			</Settings>
			<div { ...blockProps }>
				<WooCommerceNotice />
				<p>{ __( 'Checkout: addresses, shipping and payment methods, order summary.', 'vitrine' ) }</p>
				<span className="wp-element-button">
					{ props.attributes.buttonLabel || __( 'Place order', 'vitrine' ) }
				</span>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

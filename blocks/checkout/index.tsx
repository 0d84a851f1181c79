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
	showCompany: boolean;
	showPhone: boolean;
	showNote: boolean;
	buttonLabel: string;
};

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-checkout' } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Checkout', 'vitrine' ) }>
					<ToggleControl label={ __( 'Company field', 'vitrine' ) } { ...bound.toggle( 'showCompany' ) } />
					<ToggleControl label={ __( 'Phone field', 'vitrine' ) } { ...bound.toggle( 'showPhone' ) } />
					<ToggleControl label={ __( 'Order note', 'vitrine' ) } { ...bound.toggle( 'showNote' ) } />
					<TextControl
						label={ __( 'Button label (optional)', 'vitrine' ) }
						{ ...bound.text( 'buttonLabel' ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<WooCommerceNotice />
				<p>{ __( 'Checkout: addresses, shipping and payment methods, order summary.', 'vitrine' ) }</p>
				<span className="wp-element-button">{ attributes.buttonLabel || __( 'Place order', 'vitrine' ) }</span>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

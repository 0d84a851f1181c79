import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextControl, ToggleControl } from '../../src/editor/controls';
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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-checkout' } );
	const toggle = ( key: 'showCompany' | 'showPhone' | 'showNote', label: string ) => (
		<ToggleControl
			label={ label }
			checked={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Checkout', 'vitrine' ) }>
					{ toggle( 'showCompany', __( 'Company field', 'vitrine' ) ) }
					{ toggle( 'showPhone', __( 'Phone field', 'vitrine' ) ) }
					{ toggle( 'showNote', __( 'Order note', 'vitrine' ) ) }
					<TextControl
						label={ __( 'Button label (optional)', 'vitrine' ) }
						value={ attributes.buttonLabel }
						onChange={ ( buttonLabel ) => setAttributes( { buttonLabel } ) }
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

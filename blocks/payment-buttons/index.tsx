import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { SelectControl, TextControl } from '../../src/editor/controls';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { amountProblem } from './amount';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	provider: 'paypal' | 'stripe';
	itemName: string;
	amount: string;
	currency: string;
	buttonLabel: string;
	buttonId: string;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-payment' } );
	// The server finds the saved price by this id, so a session never takes a price from a browser.
	useEffect( () => {
		if ( ! attributes.buttonId ) {
			setAttributes( { buttonId: 'pay-' + Math.random().toString( 36 ).slice( 2, 10 ) } );
		}
	}, [ attributes.buttonId, setAttributes ] );
	const problem = amountProblem( attributes.amount, attributes.currency, attributes.itemName );
	const text = ( key: 'itemName' | 'amount' | 'currency' | 'buttonLabel', label: string, help?: string ) => (
		<TextControl
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: key === 'currency' ? value.toUpperCase() : value } ) }
		/>
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Payment', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Provider', 'vitrine' ) }
						value={ attributes.provider }
						options={ [
							{ label: __( 'PayPal “Buy now”', 'vitrine' ), value: 'paypal' },
							{ label: __( 'Stripe Checkout', 'vitrine' ), value: 'stripe' },
						] }
						onChange={ ( provider ) => setAttributes( { provider: provider as Attributes[ 'provider' ] } ) }
					/>
					{ text( 'itemName', __( 'Item name', 'vitrine' ) ) }
					{ text( 'amount', __( 'Price', 'vitrine' ), __( 'For example 25 or 19.90', 'vitrine' ) ) }
					{ text(
						'currency',
						__( 'Currency', 'vitrine' ),
						__( 'Three letters, for example USD or EUR', 'vitrine' )
					) }
					{ text( 'buttonLabel', __( 'Button label (optional)', 'vitrine' ) ) }
					<p>{ __( 'Keys and the PayPal email: Settings → Payments.', 'vitrine' ) }</p>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ problem && (
					<Notice status="warning" isDismissible={ false }>
						{ problem }
					</Notice>
				) }
				<p className="vitrine-payment__item">
					{ attributes.itemName || __( 'Item name', 'vitrine' ) } — { attributes.amount || '0' }{ ' ' }
					{ attributes.currency }
				</p>
				<span className={ `vitrine-payment__button is-${ attributes.provider } wp-element-button` }>
					{ attributes.buttonLabel ||
						( attributes.provider === 'stripe'
							? __( 'Pay with card', 'vitrine' )
							: __( 'Buy now with PayPal', 'vitrine' ) ) }
				</span>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );

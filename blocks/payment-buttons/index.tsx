import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { amountProblem } from './amount';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
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

const { Text, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: 'vitrine-payment' } );
	// The server finds the saved price by this id, so a session never takes a price from a browser.
	useEffect( () => {
		if ( ! attributes.buttonId ) {
			setAttributes( { buttonId: 'pay-' + Math.random().toString( 36 ).slice( 2, 10 ) } );
		}
	}, [ attributes.buttonId, setAttributes ] );
	const problem = amountProblem( attributes.amount, attributes.currency, attributes.itemName );
	return (
		<>
			<Settings { ...props } title={ __( 'Payment', 'vitrine' ) }>
				<Select
					name="provider"
					label={ __( 'Provider', 'vitrine' ) }
					options={ {
						paypal: __( 'PayPal “Buy now”', 'vitrine' ),
						stripe: __( 'Stripe Checkout', 'vitrine' ),
					} }
				/>
				<Text name="itemName" label={ __( 'Item name', 'vitrine' ) } />
				<Text
					name="amount"
					label={ __( 'Price', 'vitrine' ) }
					help={ __( 'For example 25 or 19.90', 'vitrine' ) }
				/>
				<Text
					name="currency"
					label={ __( 'Currency', 'vitrine' ) }
					help={ __( 'Three letters, for example USD or EUR', 'vitrine' ) }
					clean={ ( raw ) => raw.toUpperCase() }
				/>
				<Text name="buttonLabel" label={ __( 'Button label (optional)', 'vitrine' ) } />
				<p>{ __( 'Keys and the PayPal email: Vitrine → Payments.', 'vitrine' ) }</p>
			</Settings>
			<div { ...blockProps }>
				{ problem && <Warning>{ problem }</Warning> }
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

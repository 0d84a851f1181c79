/**
 * The Affiliate Product block's product field (docs/affiliate.md, "Picking a product"): type a
 * product's name or its ASIN; matches from the catalogue (vitrine/v1/affiliate-products) are listed
 * with image, title, price and ASIN, and a click picks one. A typed ASIN (or list, for a box) is
 * still taken as it is; a name that is not an ASIN only searches.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { TextControl } from '../../src/editor/controls';
import { asinList, withPicked } from './asin';

/** How long typing must pause before the catalogue is searched. */
const SEARCH_WAIT_MS = 300;

/** Rows as tall as their image and two lines of text, the whole row the click target. */
const ITEM = { display: 'flex', gap: 8, width: '100%', height: 'auto', padding: 4, alignItems: 'center' } as const;

interface Found {
	asin: string;
	title: string;
	image: string;
	price: string;
}

export function ProductPicker( {
	value,
	several,
	onChange,
}: {
	value: string;
	several: boolean;
	onChange: ( asin: string ) => void;
} ) {
	const [ text, setText ] = useState( value );
	const [ found, setFound ] = useState< Found[] | null >( null );
	const [ searching, setSearching ] = useState( false );
	const term = text.trim();
	const typedAsins = asinList( text );

	useEffect( () => {
		// The field shows the block's ASINs when they change elsewhere (undo, a pick).
		if ( asinList( text )?.join( ',' ) !== value && value ) {
			setText( value );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- follows the attribute only.
	}, [ value ] );

	useEffect( () => {
		if ( ! term ) {
			setFound( null );
			setSearching( false );
			return;
		}
		// Matches of older text are not offered while the new text is searched.
		setFound( null );
		const controller = new AbortController();
		const timer = setTimeout( () => {
			setSearching( true );
			apiFetch< Found[] >( {
				path: `/vitrine/v1/affiliate-products?${ new URLSearchParams( { search: term } ).toString() }`,
				signal: controller.signal,
			} )
				.then( setFound )
				.catch( () => ! controller.signal.aborted && setFound( [] ) )
				.finally( () => ! controller.signal.aborted && setSearching( false ) );
		}, SEARCH_WAIT_MS );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ term ] );

	const type = ( next: string ) => {
		setText( next );
		const asins = asinList( next );
		if ( asins ) {
			onChange( ( several ? asins : asins.slice( 0, 1 ) ).join( ',' ) );
		} else if ( ! next.trim() ) {
			onChange( '' );
		}
	};

	let status = '';
	if ( searching ) {
		status = __( 'Searching the catalogue…', 'vitrine' );
	} else if ( found && ! found.length ) {
		status = typedAsins
			? __( 'Not in the catalogue yet: the ASIN is used as typed.', 'vitrine' )
			: sprintf(
					/* translators: %s: what the author typed. */
					__(
						'No catalogue product matches “%s”. Type its ASIN, or add it under Vitrine → Products.',
						'vitrine'
					),
					term
				);
	}

	return (
		<div className="vitrine-product-picker">
			<TextControl
				label={ __( 'Product (name or ASIN)', 'vitrine' ) }
				value={ text }
				onChange={ type }
				help={
					several
						? __( 'Search by name, or type ASINs separated by commas.', 'vitrine' )
						: __( 'Search by name, or type the ASIN.', 'vitrine' )
				}
			/>
			{ !! found?.length && (
				<ul
					className="vitrine-product-picker__list"
					aria-label={ __( 'Catalogue products', 'vitrine' ) }
					style={ { margin: '8px 0 0', padding: 0, listStyle: 'none' } }
				>
					{ found.map( ( product ) => (
						<li key={ product.asin }>
							<Button
								className="vitrine-product-picker__item"
								style={ ITEM }
								onClick={ () => {
									const next = withPicked( value, product.asin, several );
									setText( next );
									onChange( next );
								} }
							>
								{ product.image && (
									<img
										src={ product.image }
										alt=""
										width={ 40 }
										height={ 40 }
										style={ { objectFit: 'contain' } }
									/>
								) }
								<span
									className="vitrine-product-picker__text"
									style={ { display: 'grid', textAlign: 'start' } }
								>
									<span className="vitrine-product-picker__title">{ product.title }</span>
									<span
										className="vitrine-product-picker__meta"
										style={ { color: '#757575', fontSize: 12 } }
									>
										{ [ product.price, product.asin ].filter( Boolean ).join( ' · ' ) }
									</span>
								</span>
							</Button>
						</li>
					) ) }
				</ul>
			) }
			<p
				className="vitrine-product-picker__status"
				aria-live="polite"
				style={ { margin: '4px 0 0', color: '#757575', fontSize: 12 } }
			>
				{ status }
			</p>
		</div>
	);
}

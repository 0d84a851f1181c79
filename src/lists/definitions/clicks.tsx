/**
 * The affiliate clicks list: one row per day, product, link type, source and country with its
 * count; link types and countries in words (docs/affiliate.md, "Clicks").
 */
import { __ } from '@wordpress/i18n';
import type { ListConfig, ListDefinition } from '../types';

export interface ClickItem {
	id: number;
	day: string;
	date: string;
	product: string;
	link_type: string;
	country: string;
	source: string;
	count: number;
}

export function linkTypeWords( type: string ): string {
	const words: Record< string, string > = {
		button: __( 'Buy button', 'vitrine' ),
		title: __( 'Product title', 'vitrine' ),
		thumbnail: __( 'Product image', 'vitrine' ),
		star_rating: __( 'Star rating', 'vitrine' ),
		link: __( 'Text link', 'vitrine' ),
		prime: __( 'Prime badge', 'vitrine' ),
	};
	return words[ type ] ?? type;
}

/** A country's name in the admin's language ('' = not known). */
export function countryWords( code: string, locale?: string ): string {
	if ( ! code || code === 'unknown' ) {
		return __( 'Unknown', 'vitrine' );
	}
	try {
		return (
			new Intl.DisplayNames( locale ? [ locale ] : undefined, { type: 'region' } ).of( code.toUpperCase() ) ??
			code
		);
	} catch {
		return code.toUpperCase();
	}
}

export function clicks( config: ListConfig ): ListDefinition< ClickItem > {
	return {
		searchLabel: __( 'Search products by title or ASIN', 'vitrine' ),
		empty: __(
			'No clicks yet. Clicks on affiliate links (product boxes, tables, text links) are counted here, without personal data.',
			'vitrine'
		),
		itemName: ( item ) => `${ item.product }, ${ item.date }`,
		params: { link_type: 'link_type', country: 'country', day: 'day' },
		view: {
			type: 'table',
			titleField: 'product',
			page: 1,
			perPage: 20,
			sort: { field: 'day', direction: 'desc' },
			fields: [ 'day', 'link_type', 'country', 'source', 'count' ],
			filters: [],
		},
		phoneFields: [ 'count' ],
		fields: [
			{
				id: 'day',
				label: __( 'Day', 'vitrine' ),
				type: 'date',
				enableHiding: false,
				filterBy: { operators: [ 'after', 'before' ] },
				render: ( { item } ) => <time dateTime={ item.day }>{ item.date }</time>,
			},
			{ id: 'product', label: __( 'Product', 'vitrine' ), enableSorting: false, filterBy: false },
			{
				id: 'link_type',
				label: __( 'Link type', 'vitrine' ),
				elements: [ 'button', 'title', 'thumbnail', 'star_rating', 'link', 'prime' ].map( ( value ) => ( {
					value,
					label: linkTypeWords( value ),
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => linkTypeWords( item.link_type ),
			},
			{
				id: 'country',
				label: __( 'Country', 'vitrine' ),
				elements: ( config.countries ?? [] ).map( ( code ) => ( {
					value: code || 'unknown',
					label: countryWords( code ),
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => countryWords( item.country ),
			},
			{ id: 'source', label: __( 'Where', 'vitrine' ), enableSorting: false, filterBy: false },
			{ id: 'count', label: __( 'Clicks', 'vitrine' ), type: 'integer', filterBy: false },
		],
	};
}

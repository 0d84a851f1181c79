/**
 * The affiliate products list (Vitrine → Products): image, title linking to the product's edit
 * screen, ASIN, price, merchant, where the data came from, status in words, clicks of the last 30
 * days. Delete moves to the Trash; in the Trash, Restore (WordPress's own link) or delete for good
 * (docs/affiliate.md, "Products").
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { sameOriginUrl, webUrl } from '@vitrine/shared';
import type { ListConfig, ListDefinition } from '../types';

export interface ProductItem {
	id: number;
	title: string;
	status: string;
	asin: string;
	price: string;
	merchant: string;
	source: string;
	image: string;
	clicks: number;
	modified: string;
	date: string;
	shortcode: string;
	edit_url: string;
	restore_url: string;
}

export function productStatusWords( status: string ): string {
	const words: Record< string, string > = {
		publish: __( 'Published', 'vitrine' ),
		future: __( 'Scheduled', 'vitrine' ),
		draft: __( 'Draft', 'vitrine' ),
		pending: __( 'Pending review', 'vitrine' ),
		private: __( 'Private', 'vitrine' ),
		trash: __( 'Trash', 'vitrine' ),
	};
	return words[ status ] ?? status;
}

export function sourceWords( source: string ): string {
	return source === 'amazon' ? __( 'Amazon (refreshed daily)', 'vitrine' ) : __( 'Entered by hand', 'vitrine' );
}

/** Opens an address the server gave, in this window, only on this site (docs/security.md). */
function go( raw: string ): void {
	const url = sameOriginUrl( raw );
	if ( url ) {
		window.location.assign( url );
	}
}

export function products( config: ListConfig ): ListDefinition< ProductItem > {
	const inTrash = ( item: ProductItem ) => item.status === 'trash';
	const merchants = config.merchants ?? [];
	return {
		searchLabel: __( 'Search products by title or ASIN', 'vitrine' ),
		empty: __(
			'No products yet. Add one, or import them from a CSV file or from Amazon (Import products).',
			'vitrine'
		),
		itemName: ( item ) => `“${ item.title }”`,
		params: { status: 'post_status', merchant: 'merchant', source: 'source' },
		view: {
			type: 'table',
			titleField: 'title',
			mediaField: 'image',
			descriptionField: 'asin',
			page: 1,
			perPage: 20,
			sort: { field: 'modified', direction: 'desc' },
			// Merchant and data source are filters, and columns to add in the view options: with them all
			// the table would scroll sideways at 1366 px.
			fields: [ 'price', 'status', 'clicks', 'modified' ],
			filters: [],
		},
		phoneFields: [ 'price' ],
		actions: [
			{
				id: 'edit',
				label: __( 'Edit', 'vitrine' ),
				isEligible: ( item ) => Boolean( item.edit_url ) && ! inTrash( item ),
				callback: ( [ item ] ) => item && go( item.edit_url ),
			},
			{
				id: 'restore',
				label: __( 'Restore', 'vitrine' ),
				isEligible: ( item ) => Boolean( item.restore_url ),
				callback: ( [ item ] ) => item && go( item.restore_url ),
			},
		],
		deletes: [
			{
				id: 'trash',
				label: __( 'Move to Trash', 'vitrine' ),
				header: __( 'Move to the Trash?', 'vitrine' ),
				isEligible: ( item ) => ! inTrash( item ),
				question: ( items ) =>
					items.length === 1
						? sprintf(
								/* translators: %s: a product's title */
								__(
									'Move “%s” to the Trash? Boxes and tables that show it show nothing for it until it is restored.',
									'vitrine'
								),
								items[ 0 ]?.title ?? ''
							)
						: sprintf(
								/* translators: %d: number of products */
								__(
									'Move these %d products to the Trash? Boxes and tables that show them show nothing for them until they are restored.',
									'vitrine'
								),
								items.length
							),
				done: ( count ) =>
					sprintf(
						/* translators: %d: number of products */
						_n( '%d product moved to the Trash.', '%d products moved to the Trash.', count, 'vitrine' ),
						count
					),
			},
			{
				id: 'delete',
				label: __( 'Delete permanently', 'vitrine' ),
				header: __( 'Delete for good?', 'vitrine' ),
				isEligible: inTrash,
				question: ( items ) =>
					sprintf(
						/* translators: %d: number of products */
						_n(
							'Delete %d product for good? It cannot be restored.',
							'Delete %d products for good? They cannot be restored.',
							items.length,
							'vitrine'
						),
						items.length
					),
				done: ( count ) =>
					sprintf(
						/* translators: %d: number of products */
						_n( '%d product deleted for good.', '%d products deleted for good.', count, 'vitrine' ),
						count
					),
			},
		],
		fields: [
			{
				id: 'image',
				label: __( 'Image', 'vitrine' ),
				enableSorting: false,
				enableHiding: false,
				filterBy: false,
				render: ( { item } ) => {
					const src = webUrl( item.image );
					return src ? (
						<img className="vitrine-list__thumb" src={ src } alt="" loading="lazy" />
					) : (
						<span className="vitrine-list__thumb" aria-hidden="true" />
					);
				},
			},
			{
				id: 'title',
				label: __( 'Product', 'vitrine' ),
				enableHiding: false,
				filterBy: false,
				render: ( { item } ) => {
					const href = sameOriginUrl( item.edit_url );
					return href && ! inTrash( item ) ? <a href={ href }>{ item.title }</a> : item.title;
				},
			},
			{
				id: 'asin',
				label: __( 'ASIN', 'vitrine' ),
				filterBy: false,
				// Not <code>: its grey box under DataViews' grey description text fails contrast (axe).
				render: ( { item } ) => <span className="vitrine-list__asin">{ item.asin }</span>,
			},
			{ id: 'price', label: __( 'Price', 'vitrine' ), enableSorting: false, filterBy: false },
			{
				id: 'merchant',
				label: __( 'Merchant', 'vitrine' ),
				enableSorting: false,
				elements: merchants.map( ( merchant ) => ( { value: merchant, label: merchant } ) ),
				// No merchant named on any product (the demo's): no filter that offers nothing.
				filterBy: merchants.length ? { operators: [ 'isAny' ] } : false,
			},
			{
				id: 'source',
				label: __( 'Data from', 'vitrine' ),
				enableSorting: false,
				elements: [ 'amazon', 'manual' ].map( ( value ) => ( { value, label: sourceWords( value ) } ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => sourceWords( item.source ),
			},
			{
				id: 'status',
				label: __( 'Status', 'vitrine' ),
				enableSorting: false,
				elements: [ 'publish', 'future', 'draft', 'pending', 'private', 'trash' ].map( ( value ) => ( {
					value,
					label: productStatusWords( value ),
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => productStatusWords( item.status ),
			},
			{ id: 'clicks', label: __( 'Clicks (30 days)', 'vitrine' ), type: 'integer', filterBy: false },
			{
				id: 'modified',
				label: __( 'Last changed', 'vitrine' ),
				filterBy: false,
				render: ( { item } ) => (
					<time dateTime={ `${ item.modified.replace( ' ', 'T' ) }Z` }>{ item.date }</time>
				),
			},
		],
	};
}

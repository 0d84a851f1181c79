/** The newsletter subscribers list: address, name, list, status in words, consent, mail (docs/forms.md). */
import { __ } from '@wordpress/i18n';
import type { ListConfig, ListDefinition } from '../types';
import { mailWords } from './mail-words';

export interface SubscriberItem {
	id: number;
	email: string;
	name: string;
	list_id: string;
	status: string;
	consent_text: string;
	consent_date: string;
	created_gmt: string;
	date: string;
	mail_status: string;
	mail_error: string;
}

export function statusWords( status: string ): string {
	const words: Record< string, string > = {
		pending: __( 'Pending confirmation', 'vitrine' ),
		confirmed: __( 'Confirmed', 'vitrine' ),
		unsubscribed: __( 'Unsubscribed', 'vitrine' ),
	};
	return words[ status ] ?? status;
}

export function subscribers( config: ListConfig ): ListDefinition< SubscriberItem > {
	void config;
	return {
		searchLabel: __( 'Search addresses and names', 'vitrine' ),
		empty: __(
			'No subscribers yet. Add a Vitrine newsletter form to a page; sign-ups appear here once visitors send it.',
			'vitrine'
		),
		itemName: ( item ) => item.email,
		params: { status: 'status' },
		view: {
			type: 'table',
			titleField: 'email',
			page: 1,
			perPage: 20,
			sort: { field: 'created_gmt', direction: 'desc' },
			fields: [ 'name', 'list_id', 'status', 'created_gmt', 'consent_text', 'mail_status' ],
			filters: [],
		},
		phoneFields: [ 'status' ],
		fields: [
			{ id: 'email', label: __( 'Email', 'vitrine' ), enableHiding: false, filterBy: false },
			{ id: 'name', label: __( 'Name', 'vitrine' ), filterBy: false },
			{ id: 'list_id', label: __( 'List', 'vitrine' ), filterBy: false },
			{
				id: 'status',
				label: __( 'Status', 'vitrine' ),
				elements: [ 'pending', 'confirmed', 'unsubscribed' ].map( ( value ) => ( {
					value,
					label: statusWords( value ),
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => statusWords( item.status ),
			},
			{
				id: 'created_gmt',
				label: __( 'Signed up', 'vitrine' ),
				filterBy: false,
				render: ( { item } ) => <time dateTime={ item.created_gmt }>{ item.date }</time>,
			},
			{
				id: 'consent_text',
				label: __( 'Consent', 'vitrine' ),
				enableSorting: false,
				filterBy: false,
				render: ( { item } ) => (
					// Two lines: DataViews' cells are flex rows, where a <br> does not break.
					<span className="vitrine-list__lines">
						<span>{ item.consent_text }</span>
						<small>{ item.consent_date }</small>
					</span>
				),
			},
			{
				id: 'mail_status',
				label: __( 'Confirmation mail', 'vitrine' ),
				enableSorting: false,
				filterBy: false,
				render: ( { item } ) => mailWords( item.mail_status, item.mail_error ),
			},
		],
	};
}

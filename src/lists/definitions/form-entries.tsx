/** The form entries list: date, form, address, a summary of the answers, the mail's outcome (docs/forms.md). */
import { __, sprintf } from '@wordpress/i18n';
import type { ListConfig, ListDefinition } from '../types';
import { mailWords } from './mail-words';

export interface EntryItem {
	id: number;
	form_id: string;
	email: string;
	created_gmt: string;
	date: string;
	summary: string;
	mail_status: string;
	mail_error: string;
	url: string;
}

export function formEntries( config: ListConfig ): ListDefinition< EntryItem > {
	return {
		searchLabel: __( 'Search entries', 'vitrine' ),
		empty: __( 'No entries yet. Add a Vitrine form block to a page; what visitors send appears here.', 'vitrine' ),
		itemName: ( item ) =>
			/* translators: 1: form id, 2: date */
			sprintf( __( 'the entry of “%1$s” from %2$s', 'vitrine' ), item.form_id, item.date ),
		params: { form_id: 'form', created_gmt: 'created_gmt' },
		view: {
			type: 'table',
			titleField: 'email',
			page: 1,
			perPage: 20,
			sort: { field: 'created_gmt', direction: 'desc' },
			fields: [ 'created_gmt', 'form_id', 'summary', 'mail_status' ],
			filters: [],
		},
		phoneFields: [ 'created_gmt' ],
		fields: [
			{
				id: 'created_gmt',
				label: __( 'Date', 'vitrine' ),
				type: 'date',
				enableHiding: false,
				filterBy: { operators: [ 'after', 'before' ] },
				render: ( { item } ) => (
					<a href={ item.url }>
						<time dateTime={ item.created_gmt }>{ item.date }</time>
					</a>
				),
			},
			{
				id: 'form_id',
				label: __( 'Form', 'vitrine' ),
				elements: ( config.forms ?? [] ).map( ( form ) => ( { value: form, label: form } ) ),
				filterBy: { operators: [ 'isAny' ] },
			},
			{ id: 'email', label: __( 'Email', 'vitrine' ), filterBy: false },
			{ id: 'summary', label: __( 'Answers', 'vitrine' ), enableSorting: false, filterBy: false },
			{
				id: 'mail_status',
				label: __( 'Notification', 'vitrine' ),
				enableSorting: false,
				filterBy: false,
				render: ( { item } ) => mailWords( item.mail_status, item.mail_error ),
			},
		],
	};
}

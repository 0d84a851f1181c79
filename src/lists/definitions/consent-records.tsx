/**
 * The consent records list: when, which consent id, the decision and the law in words, the
 * categories by the names the owner gave them (docs/consent.md, "Records").
 */
import type { ConsentRecordRow } from '../../consent/core/csv';
import { __ } from '@wordpress/i18n';
import { actionWords, allowedNames, lawWords } from '../../consent/admin/record-words';
import type { ListConfig, ListDefinition } from '../types';

export type RecordItem = ConsentRecordRow & { date: string };

const DECISIONS = [ 'acceptAll', 'reject', 'accept', 'scroll', 'showOnce', 'ccpaOptOut', 'allowCategory' ];

export function consentRecords( config: ListConfig ): ListDefinition< RecordItem > {
	const names = new Map( Object.entries( config.categoryNames ?? {} ) );
	return {
		searchLabel: __( 'Find a consent id', 'vitrine' ),
		empty: __(
			'No decision was recorded yet. Records appear here when visitors answer the consent bar while “Record every decision” is on.',
			'vitrine'
		),
		itemName: ( item ) => item.consent_id,
		params: { action: 'decision', law: 'law', created_at: 'created_at' },
		view: {
			type: 'table',
			titleField: 'consent_id',
			page: 1,
			perPage: 20,
			sort: { field: 'created_at', direction: 'desc' },
			fields: [ 'created_at', 'action', 'categories', 'version', 'law' ],
			filters: [],
		},
		phoneFields: [ 'action' ],
		fields: [
			{
				id: 'created_at',
				label: __( 'Time', 'vitrine' ),
				type: 'date',
				enableHiding: false,
				filterBy: { operators: [ 'after', 'before' ] },
				render: ( { item } ) => <time dateTime={ item.created_at }>{ item.date }</time>,
			},
			{
				id: 'consent_id',
				label: __( 'Consent id', 'vitrine' ),
				enableGlobalSearch: true,
				filterBy: false,
				render: ( { item } ) => <code>{ item.consent_id }</code>,
			},
			{
				id: 'action',
				label: __( 'Decision', 'vitrine' ),
				elements: DECISIONS.map( ( value ) => ( { value, label: actionWords( value ) } ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => actionWords( item.action ),
			},
			{
				id: 'categories',
				label: __( 'Categories allowed', 'vitrine' ),
				enableSorting: false,
				filterBy: false,
				render: ( { item } ) => allowedNames( item.categories, names ),
			},
			{
				id: 'version',
				label: __( 'Version', 'vitrine' ),
				enableSorting: false,
				filterBy: false,
			},
			{
				id: 'law',
				label: __( 'Law', 'vitrine' ),
				elements: [ 'gdpr', 'ccpa', 'both' ].map( ( law ) => ( {
					value: law,
					label: lawWords( { law, ccpa_optout: false } ),
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				render: ( { item } ) => lawWords( item ),
			},
		],
	};
}

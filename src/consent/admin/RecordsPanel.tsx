/** Proof of consent: the records, newest first, paged, with a CSV export and the retention setting. */
import apiFetch from '@wordpress/api-fetch';
import { Button, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { CSV_BOM, recordsToCsv, type ConsentRecordRow } from '../core/csv';
import { NumberField, Toggle } from './fields';
import type { AdminSettings } from './types';
import type { Update } from './SettingsApp';

interface Page {
	records: ConsentRecordRow[];
	total: number;
}
const PER_PAGE = 20;

async function allRecords(): Promise< ConsentRecordRow[] > {
	const out: ConsentRecordRow[] = [];
	for ( let page = 1; page < 1000; page++ ) {
		const result = await apiFetch< Page >( { path: `/vitrine/v1/consent/records?per_page=500&page=${ page }` } );
		out.push( ...result.records );
		if ( out.length >= result.total || result.records.length === 0 ) {
			break;
		}
	}
	return out;
}

export function RecordsPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const [ page, setPage ] = useState( 1 );
	const [ data, setData ] = useState< Page | null >( null );
	const [ error, setError ] = useState( '' );
	useEffect( () => {
		apiFetch< Page >( { path: `/vitrine/v1/consent/records?per_page=${ PER_PAGE }&page=${ page }` } )
			.then( setData )
			.catch( ( e: { message?: string } ) => setError( e.message ?? String( e ) ) );
	}, [ page ] );
	const exportCsv = async () => {
		const blob = new Blob( [ CSV_BOM + recordsToCsv( await allRecords() ) ], { type: 'text/csv;charset=utf-8' } );
		const link = document.createElement( 'a' );
		link.href = URL.createObjectURL( blob );
		link.download = 'consent-records.csv';
		link.click();
		URL.revokeObjectURL( link.href );
	};
	const pages = data ? Math.max( 1, Math.ceil( data.total / PER_PAGE ) ) : 1;
	return (
		<>
			<Toggle
				settings={ settings }
				update={ update }
				name="records_enabled"
				label={ __( 'Record every decision (proof of consent)', 'vitrine' ) }
			/>
			<NumberField
				settings={ settings }
				update={ update }
				name="records_retention_days"
				min={ 1 }
				max={ 3650 }
				label={ __( 'Keep records for (days)', 'vitrine' ) }
			/>
			{ error && <p role="alert">{ error }</p> }
			{ ! data && ! error && <Spinner /> }
			{ data && (
				<>
					<p>
						{
							/* translators: %d: number of records */ sprintf(
								__( '%d records', 'vitrine' ),
								data.total
							)
						}{ ' ' }
						<Button variant="secondary" onClick={ exportCsv } disabled={ data.total === 0 }>
							{ __( 'Export CSV', 'vitrine' ) }
						</Button>
					</p>
					<table className="widefat striped vitrine-consent-records">
						<thead>
							<tr>
								<th scope="col">{ __( 'Time (UTC)', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Consent id', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Action', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Categories allowed', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Version', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Law', 'vitrine' ) }</th>
							</tr>
						</thead>
						<tbody>
							{ data.records.map( ( r ) => (
								<tr key={ r.id }>
									<td>{ r.created_at }</td>
									<td>
										<code>{ r.consent_id }</code>
									</td>
									<td>{ r.action }</td>
									<td>
										{ Object.keys( r.categories )
											.filter( ( slug ) => r.categories[ slug ] )
											.join( ', ' ) }
									</td>
									<td>{ r.version }</td>
									<td>
										{ r.law }
										{ r.ccpa_optout ? ' (opt-out)' : '' }
									</td>
								</tr>
							) ) }
						</tbody>
					</table>
					<p>
						<Button variant="secondary" disabled={ page <= 1 } onClick={ () => setPage( page - 1 ) }>
							{ __( 'Newer', 'vitrine' ) }
						</Button>{ ' ' }
						{
							/* translators: 1: page, 2: pages */ sprintf(
								__( 'Page %1$d of %2$d', 'vitrine' ),
								page,
								pages
							)
						}{ ' ' }
						<Button variant="secondary" disabled={ page >= pages } onClick={ () => setPage( page + 1 ) }>
							{ __( 'Older', 'vitrine' ) }
						</Button>
					</p>
				</>
			) }
		</>
	);
}

/**
 * Proof of consent: the records, newest first, paged, in words rather than codes, searchable by
 * consent id, each deletable, with a CSV export and the retention setting.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Spinner } from '@wordpress/components';
import { SearchControl } from '../../editor/controls';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { CSV_BOM, recordsToCsv, type ConsentRecordRow } from '../core/csv';
import { NumberField, Toggle } from './fields';
import { boot, type AdminSettings } from './types';
import type { Update } from './SettingsApp';
import { actionWords, allowedNames, lawWords, localTime } from './record-words';

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
	const [ search, setSearch ] = useState( '' );
	const [ reload, setReload ] = useState( 0 );
	// The name the owner gave a category, else its default name (as the Categories tab shows them).
	const names = useMemo( () => {
		const map = new Map( Object.entries( boot().categoryNames ).map( ( [ slug, c ] ) => [ slug, c.name ] ) );
		settings.categories.forEach( ( c ) => c.name && map.set( c.slug, c.name ) );
		return map;
	}, [ settings.categories ] );
	// A consent id is letters, digits and dashes (the route's pattern); anything else finds nothing.
	const id = search.trim();
	const valid = /^[A-Za-z0-9-]{0,64}$/.test( id );
	useEffect( () => {
		if ( ! valid ) {
			setData( { records: [], total: 0 } );
			return;
		}
		const query = `per_page=${ PER_PAGE }&page=${ page }${ id ? `&consent_id=${ id }` : '' }`;
		// An answer that comes after the visitor typed on is not the list they asked for.
		let current = true;
		apiFetch< Page >( { path: `/vitrine/v1/consent/records?${ query }` } )
			.then( ( next ) => current && setData( next ) )
			.catch( ( e: { message?: string } ) => current && setError( e.message ?? String( e ) ) );
		return () => {
			current = false;
		};
	}, [ page, id, valid, reload ] );
	const remove = async ( recordId: number ) => {
		// eslint-disable-next-line no-alert -- the browser's own dialog: keyboard and screen readers know it.
		if ( ! window.confirm( __( 'Delete this consent record? It cannot be restored.', 'vitrine' ) ) ) {
			return;
		}
		try {
			await apiFetch( { path: `/vitrine/v1/consent/records/${ recordId }`, method: 'DELETE' } );
			setReload( reload + 1 );
		} catch ( e ) {
			setError( ( e as { message?: string } ).message ?? String( e ) );
		}
	};
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
			<SearchControl
				label={ __( 'Find a consent id', 'vitrine' ) }
				placeholder={ __( 'Consent id, from the visitor’s cookie settings', 'vitrine' ) }
				value={ search }
				onChange={ ( value: string ) => {
					setSearch( value );
					setPage( 1 );
				} }
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
								<th scope="col">{ __( 'Time', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Consent id', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Decision', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Categories allowed', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Version', 'vitrine' ) }</th>
								<th scope="col">{ __( 'Law', 'vitrine' ) }</th>
								<th scope="col">
									<span className="screen-reader-text">{ __( 'Actions', 'vitrine' ) }</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{ data.records.map( ( r ) => (
								<tr key={ r.id }>
									<td>
										<time dateTime={ r.created_at } title={ r.created_at }>
											{ localTime( r.created_at ) }
										</time>
									</td>
									<td>
										<code>{ r.consent_id }</code>
									</td>
									<td>{ actionWords( r.action ) }</td>
									<td>{ allowedNames( r.categories, names ) }</td>
									<td>{ r.version }</td>
									<td>{ lawWords( r ) }</td>
									<td>
										<Button
											variant="link"
											isDestructive
											onClick={ () => remove( r.id ) }
											label={
												/* translators: %s: a consent id */
												sprintf( __( 'Delete the record of %s', 'vitrine' ), r.consent_id )
											}
										>
											{ __( 'Delete', 'vitrine' ) }
										</Button>
									</td>
								</tr>
							) ) }
						</tbody>
					</table>
					{ data.records.length === 0 && (
						<p>
							{ id
								? __( 'No consent record has this id.', 'vitrine' )
								: __( 'No decision was recorded yet.', 'vitrine' ) }
						</p>
					) }
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

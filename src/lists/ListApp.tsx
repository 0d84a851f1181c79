/**
 * One admin list, built with @wordpress/dataviews as WordPress's own newer screens are: the server
 * searches, filters, sorts and pages (GET vitrine/v1/lists/{list}, X-WP-Total), rows are deleted one
 * by one or in bulk after a confirmation (DELETE, apiFetch's REST nonce), and Export CSV downloads
 * the rows of the current search and filters (GET …/export). docs/architecture.md, "Admin lists".
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice } from '@wordpress/components';
import { DataViews, type Action, type DataViewsProps, type View } from '@wordpress/dataviews';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { listQuery } from './query';
import { countText, viewForWidth } from './view';
import type { DeleteKind, ListConfig, ListDefinition, ListItem } from './types';
import './list.scss';

interface Page< Item > {
	items: Item[];
	total: number;
	pages: number;
}

async function fetchPage< Item >( path: string ): Promise< Page< Item > > {
	const response = ( await apiFetch( { path, parse: false } ) ) as Response;
	return {
		items: ( await response.json() ) as Item[],
		total: Number( response.headers.get( 'X-WP-Total' ) ?? 0 ),
		pages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 1 ),
	};
}

/** The file name the server gave (Content-Disposition), else the list's id. */
function fileName( response: Response, list: string ): string {
	const match = /filename="([^"]+)"/.exec( response.headers.get( 'Content-Disposition' ) ?? '' );
	return match?.[ 1 ] ?? `${ list }.csv`;
}

function errorText( error: unknown ): string {
	return ( error as { message?: string } ).message ?? String( error );
}

export function ListApp< Item extends ListItem >( {
	config,
	definition,
}: {
	config: ListConfig;
	definition: ListDefinition< Item >;
} ) {
	const [ view, setView ] = useState< View >( () =>
		viewForWidth( definition.view, definition.phoneFields, window.innerWidth )
	);
	const [ page, setPage ] = useState< Page< Item > | null >( null );
	const [ error, setError ] = useState( '' );
	const [ notice, setNotice ] = useState( '' );
	const [ reload, setReload ] = useState( 0 );
	const [ selection, setSelection ] = useState< string[] >( [] );
	const base = `/vitrine/v1/lists/${ config.list }`;
	const query = listQuery( view, definition.params ).toString();

	useEffect( () => {
		// An answer that arrives after the owner changed the view again is not the list they asked for.
		let current = true;
		fetchPage< Item >( `${ base }?${ query }` )
			.then( ( next ) => {
				if ( current ) {
					setPage( next );
					setError( '' );
				}
			} )
			.catch( ( e ) => current && setError( errorText( e ) ) );
		return () => {
			current = false;
		};
	}, [ base, query, reload ] );

	const exportCsv = async () => {
		try {
			const all = new URLSearchParams( query );
			all.delete( 'page' );
			all.delete( 'per_page' );
			const response = ( await apiFetch( { path: `${ base }/export?${ all }`, parse: false } ) ) as Response;
			const link = document.createElement( 'a' );
			link.href = URL.createObjectURL( await response.blob() );
			link.download = fileName( response, config.list );
			document.body.append( link );
			link.click();
			link.remove();
			URL.revokeObjectURL( link.href );
		} catch ( e ) {
			setError( errorText( e ) );
		}
	};

	const deletes = definition.deletes ?? [ deleteForGood( definition.itemName ) ];
	const actions: Action< Item >[] = [
		...( definition.actions ?? [] ),
		...( config.canDelete
			? deletes.map( ( kind ): Action< Item > => ( {
					id: kind.id,
					label: kind.label,
					isEligible: kind.isEligible,
					supportsBulk: true,
					modalHeader: kind.header,
					RenderModal: ( { items, closeModal } ) => (
						<DeleteConfirm
							question={ kind.question( items ) }
							label={ kind.label }
							onCancel={ () => closeModal?.() }
							onDelete={ async () => {
								try {
									const result = await apiFetch< { deleted: number } >( {
										path: base,
										method: 'DELETE',
										data: { ids: items.map( ( item ) => item.id ) },
									} );
									setNotice( kind.done( result.deleted ) );
									setSelection( [] );
									setReload( ( n ) => n + 1 );
								} catch ( e ) {
									setError( errorText( e ) );
								}
								closeModal?.();
							} }
						/>
					),
				} ) )
			: [] ),
	];

	const filtered = Boolean( view.search ) || ( view.filters ?? [] ).length > 0;
	// Rows carry numeric ids, so the id is given; DataViews' props type cannot see that through a generic.
	const props = {
		data: page?.items ?? [],
		fields: definition.fields,
		view,
		onChangeView: setView,
		actions,
		isLoading: ! page && ! error,
		paginationInfo: { totalItems: page?.total ?? 0, totalPages: page?.pages ?? 1 },
		defaultLayouts: { table: {}, list: {} },
		getItemId: ( item: Item ) => String( item.id ),
		selection,
		onChangeSelection: setSelection,
		searchLabel: definition.searchLabel,
		empty: (
			<p className="vitrine-list__empty">
				{ filtered ? __( 'Nothing matches. Clear the search or the filters.', 'vitrine' ) : definition.empty }
			</p>
		),
	} as DataViewsProps< Item >;
	return (
		<div className="vitrine-list__app">
			<div className="vitrine-list__bar">
				<p className="vitrine-list__count" aria-live="polite">
					{ page && countText( page.total, view.type === 'list' ? 0 : selection.length ) }
				</p>
				<Button variant="secondary" onClick={ exportCsv } disabled={ ! page }>
					{ filtered ? __( 'Export these rows (CSV)', 'vitrine' ) : __( 'Export CSV', 'vitrine' ) }
				</Button>
			</div>
			{ error && (
				<Notice status="error" onRemove={ () => setError( '' ) }>
					{ error }
				</Notice>
			) }
			{ notice && (
				<Notice status="success" onRemove={ () => setNotice( '' ) }>
					{ notice }
				</Notice>
			) }
			<DataViews< Item > { ...props } />
		</div>
	);
}

/** The default Delete: rows go for good (records, entries, subscribers, clicks). */
function deleteForGood< Item >( itemName: ( item: Item ) => string ): DeleteKind< Item > {
	return {
		id: 'delete',
		label: __( 'Delete', 'vitrine' ),
		header: __( 'Delete for good?', 'vitrine' ),
		question: ( items ) =>
			items.length === 1
				? sprintf(
						/* translators: %s: the row's name (an address, a consent id, a date) */
						__( 'Delete %s? It cannot be restored.', 'vitrine' ),
						itemName( items[ 0 ] as Item )
					)
				: sprintf(
						/* translators: %d: number of rows */
						__( 'Delete these %d rows? They cannot be restored.', 'vitrine' ),
						items.length
					),
		done: ( count ) =>
			sprintf(
				/* translators: %d: number of deleted rows */
				_n( '%d row deleted.', '%d rows deleted.', count, 'vitrine' ),
				count
			),
	};
}

function DeleteConfirm( {
	question,
	label,
	onCancel,
	onDelete,
}: {
	question: string;
	label: string;
	onCancel: () => void;
	onDelete: () => Promise< void >;
} ) {
	const [ busy, setBusy ] = useState( false );
	return (
		<div className="vitrine-list__confirm">
			<p>{ question }</p>
			<div className="vitrine-list__confirm-buttons">
				<Button variant="tertiary" onClick={ onCancel } disabled={ busy }>
					{ __( 'Cancel', 'vitrine' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					isBusy={ busy }
					disabled={ busy }
					onClick={ () => {
						setBusy( true );
						onDelete();
					} }
				>
					{ label }
				</Button>
			</div>
		</div>
	);
}

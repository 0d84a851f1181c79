/**
 * The "Chosen pages" picker (docs/popups.md, "Where it shows"): the pages a popup shows on, as tokens,
 * and a field that searches pages over REST as the author types (after a short pause, 20 at a time,
 * only the fields it shows). Opening it asks only for the chosen pages' names, never for every page.
 * Names show their parents ("About › Team") and, when still the same, their slug and id.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { FormTokenField } from '../../../editor/controls';
import { missingParents, pageLabels, type PageRecord } from './page-labels';

/** How long typing must pause before the server is asked (one request per word, not per key). */
export const SEARCH_WAIT_MS = 300;
const PER_PAGE = 20;
/** Levels of ancestors fetched for names, at most. */
const ANCESTOR_ROUNDS = 4;

type Known = Map< number, PageRecord >;

function fetchPages( query: Record< string, string >, signal: AbortSignal ): Promise< PageRecord[] > {
	const params = new URLSearchParams( { context: 'edit', _fields: 'id,title,slug,parent', ...query } );
	return apiFetch< PageRecord[] >( { path: `/wp/v2/pages?${ params.toString() }`, signal } );
}

/** These pages and their ancestors, added to what is known (the ancestors name the pages). */
async function withAncestors( pages: PageRecord[], known: Known, signal: AbortSignal ): Promise< Known > {
	const next = new Map( known );
	pages.forEach( ( page ) => next.set( page.id, page ) );
	for ( let round = 0; round < ANCESTOR_ROUNDS; round++ ) {
		const missing = missingParents( next.values(), next );
		if ( ! missing.length ) {
			break;
		}
		const parents = await fetchPages( { include: missing.join( ',' ), per_page: '100' }, signal );
		parents.forEach( ( page ) => next.set( page.id, page ) );
		// A parent the author cannot read (a draft) stays unnamed ("…"), and is not asked for again.
		missing.filter( ( id ) => ! next.has( id ) ).forEach( ( id ) => next.set( id, { id, title: { raw: '…' } } ) );
	}
	return next;
}

function merge( into: Known, from: Known ): Known {
	const next = new Map( into );
	from.forEach( ( page, id ) => next.set( id, page ) );
	return next;
}

export function PagePicker( { value, onChange }: { value: number[]; onChange: ( ids: number[] ) => void } ) {
	const [ known, setKnown ] = useState< Known >( () => new Map() );
	const knownRef = useRef( known );
	knownRef.current = known;
	const [ search, setSearch ] = useState( '' );
	const [ results, setResults ] = useState< number[] | null >( null );
	const [ searching, setSearching ] = useState( false );
	const chosenKey = value.join( ',' );

	// The chosen pages' names: only those pages, when the list of chosen ones changes.
	useEffect( () => {
		const missing = value.filter( ( id ) => ! knownRef.current.has( id ) );
		if ( ! missing.length ) {
			return;
		}
		const controller = new AbortController();
		fetchPages( { include: missing.join( ',' ), per_page: '100' }, controller.signal )
			.then( ( pages ) => withAncestors( pages, knownRef.current, controller.signal ) )
			.then( ( next ) => setKnown( ( prev ) => merge( prev, next ) ) )
			.catch( () => undefined );
		return () => controller.abort();
		// eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the ids, not the array.
	}, [ chosenKey ] );

	// The search, once typing pauses; an older answer arriving late is dropped (its request aborted).
	useEffect( () => {
		const term = search.trim();
		if ( ! term ) {
			setResults( null );
			setSearching( false );
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			setSearching( true );
			fetchPages( { search: term, per_page: String( PER_PAGE ), orderby: 'relevance' }, controller.signal )
				.then( async ( pages ) => {
					const next = await withAncestors( pages, knownRef.current, controller.signal );
					setKnown( ( prev ) => merge( prev, next ) );
					setResults( pages.map( ( page ) => page.id ) );
				} )
				.catch( () => ! controller.signal.aborted && setResults( [] ) )
				.finally( () => ! controller.signal.aborted && setSearching( false ) );
		}, SEARCH_WAIT_MS );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ search ] );

	const labels = useMemo( () => {
		const ids = [ ...new Set( [ ...value, ...( results ?? [] ) ] ) ];
		const pages = ids.map( ( id ) => known.get( id ) ).filter( ( page ): page is PageRecord => !! page );
		return pageLabels( pages, known );
	}, [ known, value, results ] );
	const idOf = useMemo( () => new Map( [ ...labels ].map( ( [ id, label ] ) => [ label, id ] ) ), [ labels ] );
	const labelOf = ( id: number ) => labels.get( id ) ?? `#${ id }`;

	let status: string = __( 'Type part of a page title to find it.', 'vitrine' );
	if ( searching ) {
		status = __( 'Searching…', 'vitrine' );
	} else if ( results && ! results.length ) {
		/* translators: %s: what the author typed. */
		status = sprintf( __( 'No published page matches “%s”.', 'vitrine' ), search.trim() );
	} else if ( results ) {
		/* translators: %d: number of pages found. */
		status = sprintf( __( '%d pages found.', 'vitrine' ), results.length );
	}

	return (
		<div className="vitrine-page-picker">
			<FormTokenField
				label={ __( 'Pages', 'vitrine' ) }
				value={ value.map( labelOf ) }
				suggestions={ ( results ?? [] ).filter( ( id ) => ! value.includes( id ) ).map( labelOf ) }
				onInputChange={ setSearch }
				__experimentalValidateInput={ ( label: string ) => idOf.has( label ) }
				__experimentalShowHowTo={ false }
				maxSuggestions={ PER_PAGE }
				onChange={ ( tokens ) => {
					const ids = tokens
						.map( ( token ) => {
							const label = typeof token === 'string' ? token : token.value;
							return idOf.get( label ) ?? value.find( ( id ) => labelOf( id ) === label );
						} )
						.filter( ( id ): id is number => typeof id === 'number' );
					onChange( [ ...new Set( ids ) ] );
				} }
			/>
			<p className="vitrine-page-picker__status" aria-live="polite">
				{ status }
			</p>
		</div>
	);
}

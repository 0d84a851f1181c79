/**
 * How the popup's page picker names a page (docs/popups.md, "Where it shows"): its ancestors' titles
 * before its own ("About › Team"), so nested pages are told apart, and, when two pages would still
 * read the same, their address slug and id after it.
 */

export interface PageRecord {
	id: number;
	title: { raw?: string; rendered?: string };
	slug?: string;
	parent?: number;
}

const SEPARATOR = ' › ';
/** Ancestors shown at most; a deeper page starts with "…". */
const MAX_DEPTH = 4;

function title( page: PageRecord ): string {
	return ( page.title.raw ?? page.title.rendered ?? '' ).trim() || `#${ page.id }`;
}

/** The page's title after its ancestors' titles, as far as they are known. */
export function pagePath( page: PageRecord, known: ReadonlyMap< number, PageRecord > ): string {
	const parts = [ title( page ) ];
	let parent = page.parent ?? 0;
	const seen = new Set( [ page.id ] );
	while ( parent && ! seen.has( parent ) ) {
		const ancestor = known.get( parent );
		if ( ! ancestor || parts.length >= MAX_DEPTH ) {
			parts.unshift( '…' );
			break;
		}
		seen.add( parent );
		parts.unshift( title( ancestor ) );
		parent = ancestor.parent ?? 0;
	}
	return parts.join( SEPARATOR );
}

/** A distinct label per page: its path, with "(/slug/, #id)" after every path two pages share. */
export function pageLabels(
	pages: readonly PageRecord[],
	known: ReadonlyMap< number, PageRecord >
): Map< number, string > {
	const paths = new Map( pages.map( ( page ) => [ page.id, pagePath( page, known ) ] ) );
	const counts = new Map< string, number >();
	paths.forEach( ( path ) => counts.set( path, ( counts.get( path ) ?? 0 ) + 1 ) );
	const labels = new Map< number, string >();
	pages.forEach( ( page ) => {
		const path = paths.get( page.id ) ?? '';
		labels.set(
			page.id,
			( counts.get( path ) ?? 0 ) > 1
				? `${ path } (${ page.slug ? `/${ page.slug }/, ` : '' }#${ page.id })`
				: path
		);
	} );
	return labels;
}

/** The parents named by these pages that are not known yet (the next request for ancestors). */
export function missingParents( pages: Iterable< PageRecord >, known: ReadonlyMap< number, PageRecord > ): number[] {
	const missing = new Set< number >();
	for ( const page of pages ) {
		if ( page.parent && ! known.has( page.parent ) ) {
			missing.add( page.parent );
		}
	}
	return [ ...missing ];
}

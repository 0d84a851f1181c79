/**
 * Pure parts of the table of contents: settings parsing, ids, nesting and the scroll target.
 */
import type { Settings } from '@vitrine/shared';

export interface TocSettings {
	levels: number[];
	layout: 'nested' | 'flat';
	offset: number;
}

export function parseTocSettings( settings: Settings ): TocSettings {
	const raw = Array.isArray( settings.levels ) ? settings.levels : [];
	const levels = [ ...new Set( raw.map( Number ).filter( ( l ) => Number.isInteger( l ) && l >= 1 && l <= 6 ) ) ];
	const offset = Number( settings.offset );
	return {
		levels: levels.length ? levels.sort() : [ 2, 3 ],
		layout: settings.layout === 'flat' ? 'flat' : 'nested',
		offset: Number.isFinite( offset ) ? Math.min( 500, Math.max( 0, offset ) ) : 0,
	};
}

/** A fragment id for a heading's text, unique among `used` (as the server makes them). */
export function slugify( text: string, used: Set< string > ): string {
	const base =
		text
			.toLowerCase()
			.normalize( 'NFKD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.replace( /[^a-z0-9]+/g, '-' )
			.replace( /^-+|-+$/g, '' ) || 'section';
	let slug = base;
	for ( let n = 2; used.has( slug ); n++ ) {
		slug = `${ base }-${ n }`;
	}
	used.add( slug );
	return slug;
}

export interface TocNode {
	id: string;
	text: string;
	level: number;
	children: TocNode[];
}

/** Nests a flat list of headings by level: a deeper heading becomes a child of the one before it. */
export function nest( items: Array< Omit< TocNode, 'children' > > ): TocNode[] {
	const root: TocNode[] = [];
	const stack: TocNode[] = [];
	for ( const item of items ) {
		const node: TocNode = { ...item, children: [] };
		while ( stack.length && ( stack[ stack.length - 1 ] as TocNode ).level >= node.level ) {
			stack.pop();
		}
		( stack.length ? ( stack[ stack.length - 1 ] as TocNode ).children : root ).push( node );
		stack.push( node );
	}
	return root;
}

/** The window scroll position that puts an element at `offset` pixels from the top. */
export function scrollTarget( elementTop: number, scrollY: number, offset: number ): number {
	return Math.max( 0, Math.round( elementTop + scrollY - offset ) );
}

#!/usr/bin/env node
/**
 * Builds includes/Consent/data/open-cookie-database.json, the compact copy of the Open Cookie
 * Database that the consent admin's scan matches cookies against, from the CSV in
 * ../shared/third-party/open-cookie-database (docs/consent.md, Cookie declaration). The JSON is
 * committed, so a clone without ../shared works; run this again when the CSV is updated.
 * A broken row is reported with its line number and left out; the rest is kept.
 * Usage: node tools/open-cookie-database.mjs [CSV] [OUT]
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const SOURCE = resolve( ROOT, '../shared/third-party/open-cookie-database' );
const csvPath = process.argv[ 2 ] ?? resolve( SOURCE, 'open-cookie-database.csv' );
const outPath = process.argv[ 3 ] ?? resolve( ROOT, 'includes/Consent/data/open-cookie-database.json' );
const HEADER = [
	'ID',
	'Platform',
	'Category',
	'Cookie / Data Key name',
	'Domain',
	'Description',
	'Retention period',
	'Data Controller',
	'User Privacy & GDPR Rights Portals',
	'Wildcard match',
];
const CATEGORIES = [ 'Functional', 'Personalization', 'Analytics', 'Marketing', 'Security', 'Necessary' ];

/** RFC 4180 rows with the line each starts on: quoted fields may hold commas, quotes and newlines. */
function rows( text ) {
	const out = [];
	let row = [],
		field = '',
		quoted = false,
		line = 1,
		start = 1;
	for ( let i = 0; i < text.length; i++ ) {
		const c = text[ i ];
		if ( quoted ) {
			if ( c === '"' && text[ i + 1 ] === '"' ) {
				field += '"';
				i++;
			} else if ( c === '"' ) {
				quoted = false;
			} else {
				field += c;
				line += c === '\n' ? 1 : 0;
			}
		} else if ( c === '"' && field === '' ) {
			quoted = true;
		} else if ( c === ',' ) {
			row.push( field );
			field = '';
		} else if ( c === '\n' || c === '\r' ) {
			if ( c === '\r' && text[ i + 1 ] === '\n' ) {
				i++;
			}
			row.push( field );
			out.push( { line: start, cells: row } );
			row = [];
			field = '';
			start = ++line;
		} else {
			field += c;
		}
	}
	if ( field !== '' || row.length ) {
		row.push( field );
		out.push( { line: start, cells: row } );
	}
	if ( quoted ) {
		out.at( -1 ).broken = 'a quoted field is not closed';
	}
	return out.filter( ( r ) => r.cells.some( ( cell ) => cell.trim() !== '' ) );
}

if ( ! existsSync( csvPath ) ) {
	console.error(
		`open cookie database: ${ csvPath } not found (it comes from ../shared/third-party); the committed JSON is unchanged`
	);
	process.exit( 1 );
}
const [ head, ...body ] = rows( readFileSync( csvPath, 'utf8' ).replace( /^\uFEFF/, '' ) );
if ( ! head || HEADER.some( ( name, i ) => head.cells[ i ]?.trim() !== name ) ) {
	console.error(
		`open cookie database: ${ csvPath } does not start with the expected header (${ HEADER.join( ', ' ) })`
	);
	process.exit( 1 );
}
const table = ( list ) => {
	const index = new Map();
	return ( value ) => {
		if ( ! index.has( value ) ) {
			index.set( value, list.push( value ) - 1 );
		}
		return index.get( value );
	};
};
const platforms = [],
	purposes = [];
const platformOf = table( platforms ),
	purposeOf = table( purposes );
const cookies = [],
	problems = [];
const seen = new Set();
for ( const { line, cells, broken } of body ) {
	const [ , platform, category, name, , description, retention, , , wildcard ] = cells.map( ( c ) => c.trim() );
	const problem =
		broken ??
		( cells.length !== HEADER.length && `${ cells.length } fields instead of ${ HEADER.length }` ) ??
		false;
	const reason =
		problem ||
		( ! name && 'no cookie name' ) ||
		( name.length > 200 && 'a cookie name longer than 200 characters' ) ||
		( ! CATEGORIES.includes( category ) && `unknown category "${ category }"` ) ||
		( wildcard !== '0' && wildcard !== '1' && `wildcard must be 0 or 1, not "${ wildcard }"` );
	if ( reason ) {
		problems.push( `line ${ line }: ${ reason }; row left out` );
		continue;
	}
	const key = `${ name }\u0000${ wildcard }`;
	if ( seen.has( key ) ) {
		continue; // The same name for several platforms: the first description wins.
	}
	seen.add( key );
	cookies.push( [
		name,
		Number( wildcard ),
		CATEGORIES.indexOf( category ),
		platformOf( platform ),
		retention.slice( 0, 60 ),
		purposeOf( description.slice( 0, 300 ) ),
	] );
}
const data = {
	$comment:
		'Derived from the Open Cookie Database (github.com/jkwakman/Open-Cookie-Database), Apache-2.0, see open-cookie-database.LICENSE. Built by tools/open-cookie-database.mjs. cookies: [name, wildcard (prefix), category index, platform index, retention, purpose index].',
	attribution: 'Cookie descriptions: Open Cookie Database by Jack Kwakman and contributors, Apache License 2.0.',
	categories: CATEGORIES,
	platforms,
	purposes,
	cookies,
};
writeFileSync( outPath, JSON.stringify( data ) + '\n' );
const license = resolve( dirname( csvPath ), 'LICENSE' );
if ( existsSync( license ) && ! process.argv[ 3 ] ) {
	copyFileSync( license, resolve( dirname( outPath ), 'open-cookie-database.LICENSE' ) );
}
problems.forEach( ( p ) => console.warn( `open cookie database: ${ p }` ) );
console.log(
	`open cookie database: ${ cookies.length } cookies written to ${ outPath }${ problems.length ? `, ${ problems.length } broken rows left out` : '' }`
);

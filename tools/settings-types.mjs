/**
 * Writes src/settings/<family>.generated.ts, the TypeScript types of includes/schemas/<family>.json
 * (docs/architecture.md, "Adding a setting"): `node tools/settings-types.mjs` after changing a schema.
 * With --check it writes nothing and fails, naming the file, while a generated file differs from
 * what it would write (tests/unit/settings/schema.test.ts runs that).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );

/** The type of a schema node, its `$ref`s named by family and definition (ConsentButton). */
function typeOf( node, indent, family ) {
	if ( node.$ref ) {
		return pascal( family ) + pascal( node.$ref.replace( '#/definitions/', '' ) );
	}
	if ( node.enum ) {
		return node.enum.map( ( value ) => JSON.stringify( value ).replace( /"/g, "'" ) ).join( ' | ' );
	}
	switch ( node.type ) {
		case 'string':
			return 'string';
		case 'integer':
		case 'number':
			return 'number';
		case 'boolean':
			return 'boolean';
		case 'array':
			return `Array< ${ typeOf( node.items ?? {}, indent, family ) } >`;
		case 'object': {
			const keys = Object.entries( node.properties ?? {} );
			if ( ! keys.length ) {
				return 'Record< string, string >';
			}
			const inner = keys.map( ( [ key, child ] ) => {
				const name = /^[A-Za-z_]\w*$/.test( key ) ? key : `'${ key }'`;
				return `${ indent }\t${ name }: ${ typeOf( child, indent + '\t', family ) };`;
			} );
			return `{\n${ inner.join( '\n' ) }\n${ indent }}`;
		}
		default:
			return 'unknown';
	}
}

const pascal = ( name ) => name.replace( /(^|[-_])(\w)/g, ( _, __, c ) => c.toUpperCase() );

/** The generated file's text for a family's schema. */
function typesOf( family, schema ) {
	const out = [
		`/**`,
		` * Generated from includes/schemas/${ family }.json by tools/settings-types.mjs: do not edit.`,
		` * A saved value as SettingsSchema::complete() leaves it, every key present.`,
		` */`,
	];
	for ( const [ name, node ] of Object.entries( schema.definitions ?? {} ) ) {
		out.push( `export type ${ pascal( family ) }${ pascal( name ) } = ${ typeOf( node, '', family ) };` );
	}
	out.push( `export type ${ pascal( family ) }Option = ${ typeOf( schema, '', family ) };` );
	const page = Object.keys( schema.properties ?? {} ).filter( ( key ) => schema.properties[ key ].page === true );
	if ( page.length ) {
		out.push(
			'/** The keys printed into the page as they are saved (`"page": true`). */',
			`export type ${ pascal( family ) }PageKey =\n${ page.map( ( key ) => `\t| '${ key }'` ).join( '\n' ) };`
		);
	}
	out.push( '' );
	return out.join( '\n' );
}

const FAMILIES = readdirSync( resolve( ROOT, 'includes/schemas' ) )
	.filter( ( file ) => file.endsWith( '.json' ) )
	.map( ( file ) => file.replace( /\.json$/, '' ) );

const read = ( family ) => JSON.parse( readFileSync( resolve( ROOT, `includes/schemas/${ family }.json` ), 'utf8' ) );
const target = ( family ) => resolve( ROOT, `src/settings/${ family }.generated.ts` );

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const check = process.argv.includes( '--check' );
	for ( const family of FAMILIES ) {
		const text = typesOf( family, read( family ) );
		const file = target( family );
		if ( ! check ) {
			writeFileSync( file, text );
			console.log( `wrote src/settings/${ family }.generated.ts` );
		} else if ( ! existsSync( file ) || readFileSync( file, 'utf8' ) !== text ) {
			console.error(
				`src/settings/${ family }.generated.ts is not includes/schemas/${ family }.json's: run node tools/settings-types.mjs`
			);
			process.exitCode = 1;
		}
	}
}

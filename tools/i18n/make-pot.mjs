/**
 * npm run i18n:pot — writes languages/vitrine.pot from the sources: PHP (through PHP's tokenizer,
 * tools/i18n/php-strings.php), TypeScript/JavaScript (through the TypeScript parser), block.json
 * metadata and the plugin and theme headers. wp-cli's `i18n make-pot` does this on other machines;
 * it is not available here. `--check` writes nothing and fails when the file is out of date.
 *
 * Strings that use another text domain, or none, are reported and fail both modes: every Vitrine
 * string belongs to the `vitrine` domain.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractScript } from './script-strings.mjs';
import { renderPot, samePot } from './pot.mjs';

const DOMAIN = 'vitrine';
const root = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const output = join( root, 'languages/vitrine.pot' );
const check = process.argv.includes( '--check' );

// Where each function keeps its strings: [singular, plural, context, domain] argument positions.
const SIGNATURES = {
	__: [ 0, null, null, 1 ],
	_e: [ 0, null, null, 1 ],
	esc_html__: [ 0, null, null, 1 ],
	esc_html_e: [ 0, null, null, 1 ],
	esc_attr__: [ 0, null, null, 1 ],
	esc_attr_e: [ 0, null, null, 1 ],
	_x: [ 0, null, 1, 2 ],
	_ex: [ 0, null, 1, 2 ],
	esc_html_x: [ 0, null, 1, 2 ],
	esc_attr_x: [ 0, null, 1, 2 ],
	_n: [ 0, 1, null, 3 ],
	_n_noop: [ 0, 1, null, 2 ],
	_nx: [ 0, 1, 3, 4 ],
	_nx_noop: [ 0, 1, 2, 3 ],
};

// Shipped source: the plugin and the theme, never tests, tools or built files.
const files = execFileSync( 'git', [ 'ls-files', '--cached', '--others', '--exclude-standard' ], {
	cwd: root,
	encoding: 'utf8',
} )
	.split( '\n' )
	.filter( ( f ) => /^(plugin\.php|uninstall\.php|includes\/|rest\/|blocks\/|src\/|theme\/)/.test( f ) )
	.filter( ( f ) => ! /(^|\/)(test|tests|build|node_modules)\//.test( f ) && ! /\.(test|d)\.[jt]sx?$/.test( f ) )
	.filter( ( f ) => existsSync( join( root, f ) ) )
	.sort();

const calls = [];
const php = files.filter( ( f ) => f.endsWith( '.php' ) );
if ( php.length ) {
	calls.push(
		...JSON.parse(
			execFileSync( 'php', [ join( root, 'tools/i18n/php-strings.php' ), ...php ], {
				cwd: root,
				encoding: 'utf8',
				maxBuffer: 64 * 1024 * 1024,
			} )
		)
	);
}
for ( const file of files.filter( ( f ) => /\.[jt]sx?$/.test( f ) ) ) {
	calls.push( ...extractScript( file, readFileSync( join( root, file ), 'utf8' ) ) );
}

const entries = new Map();
const problems = [];
const add = ( { msgid, plural = null, context = null, comment = null, reference } ) => {
	if ( ! msgid ) {
		return;
	}
	const key = `${ context ?? '' }\u0004${ msgid }`;
	const entry = entries.get( key ) ?? { msgid, plural, context, comments: [], references: [] };
	entry.plural ??= plural;
	if ( comment && ! entry.comments.includes( comment ) ) {
		entry.comments.push( comment );
	}
	entry.references.push( reference );
	entries.set( key, entry );
};

for ( const call of calls ) {
	const [ single, plural, context, domain ] = SIGNATURES[ call.fn ];
	const where = `${ call.file }:${ call.line }`;
	if ( call.args[ domain ] !== DOMAIN ) {
		problems.push(
			`${ where }: ${ call.fn }() with text domain ${ JSON.stringify( call.args[ domain ] ?? 'none' ) } instead of '${ DOMAIN }'`
		);
		continue;
	}
	if ( typeof call.args[ single ] !== 'string' ) {
		problems.push(
			`${ where }: ${ call.fn }() with a text that is not a literal string (translators never see it)`
		);
		continue;
	}
	add( {
		msgid: call.args[ single ],
		plural: plural === null ? null : call.args[ plural ],
		context: context === null ? null : call.args[ context ],
		comment: cleanComment( call.comment ),
		reference: where,
	} );
}

// Built scripts: WordPress finds a script's JSON translations by the MD5 of the built file's path
// (build/consent/ui.js, build/chunks/123.js), and `wp i18n make-json` names them after the files
// the .po references. So every JavaScript string also names the built files it ends up in. Only
// strings already found in the sources count (the set of strings never depends on the build), and
// the lint check ignores references, so a stale or missing build cannot fail it.
if ( ! check ) {
	for ( const file of builtScripts() ) {
		const text = readFileSync( join( root, file ), 'utf8' );
		if ( ! text.includes( `,"${ DOMAIN }")` ) ) {
			continue;
		}
		for ( const call of extractScript( file, text ) ) {
			const [ single, , context, domain ] = SIGNATURES[ call.fn ];
			const key = `${ context === null ? '' : ( call.args[ context ] ?? '' ) }\u0004${ call.args[ single ] }`;
			if (
				call.args[ domain ] === DOMAIN &&
				entries.has( key ) &&
				! entries.get( key ).references.includes( file )
			) {
				entries.get( key ).references.push( file );
			}
		}
	}
}

// block.json: the fields WordPress translates, with the contexts register_block_type_from_metadata uses.
for ( const file of files.filter( ( f ) => f.endsWith( '/block.json' ) ) ) {
	const block = JSON.parse( readFileSync( join( root, file ), 'utf8' ) );
	const reference = file;
	add( { msgid: block.title, context: 'block title', reference } );
	add( { msgid: block.description, context: 'block description', reference } );
	( block.keywords ?? [] ).forEach( ( keyword ) => add( { msgid: keyword, context: 'block keyword', reference } ) );
	( block.styles ?? [] ).forEach( ( style ) =>
		add( { msgid: style.label, context: 'block style label', reference } )
	);
	( block.variations ?? [] ).forEach( ( variation ) => {
		add( { msgid: variation.title, context: 'block variation title', reference } );
		add( { msgid: variation.description, context: 'block variation description', reference } );
		( variation.keywords ?? [] ).forEach( ( keyword ) =>
			add( { msgid: keyword, context: 'block variation keyword', reference } )
		);
	} );
}

// Plugin and theme headers: WordPress translates these on the plugins and themes screens.
for ( const [ file, fields ] of [
	[ 'plugin.php', [ 'Plugin Name', 'Description', 'Author' ] ],
	[ 'themes/vitrine/style.css', [ 'Theme Name', 'Description', 'Author' ] ],
] ) {
	const text = existsSync( join( root, file ) ) ? readFileSync( join( root, file ), 'utf8' ).slice( 0, 8192 ) : '';
	for ( const field of fields ) {
		const value = text.match( new RegExp( `^[\\s*#@/]*${ field }:(.*)$`, 'mi' ) )?.[ 1 ]?.trim();
		add( {
			msgid: value,
			comment: `${ field } of the ${ file === 'plugin.php' ? 'plugin' : 'theme' }`,
			reference: file,
		} );
	}
}

if ( problems.length ) {
	console.error( `i18n: ${ problems.length } string(s) translators cannot get:\n  ${ problems.join( '\n  ' ) }` );
	process.exit( 1 );
}

const version = JSON.parse( readFileSync( join( root, 'package.json' ), 'utf8' ) ).version;
const pot = renderPot( [ ...entries.values() ], { project: `Vitrine ${ version }`, domain: DOMAIN } );
const current = existsSync( output ) ? readFileSync( output, 'utf8' ) : '';
if ( check ) {
	if ( ! samePot( current, pot, { strings: true } ) ) {
		console.error( 'i18n: languages/vitrine.pot is out of date. Regenerate it with: npm run i18n:pot' );
		process.exit( 1 );
	}
	console.log( `i18n: languages/vitrine.pot is current (${ entries.size } strings)` );
} else if ( samePot( current, pot ) ) {
	console.log( `i18n: languages/vitrine.pot already current (${ entries.size } strings)` );
} else {
	mkdirSync( dirname( output ), { recursive: true } );
	writeFileSync( output, pot );
	console.log( `i18n: wrote languages/vitrine.pot (${ entries.size } strings from ${ files.length } files)` );
}

/** Built scripts of the plugin and theme (not their .asset.php), in name order. */
function builtScripts() {
	const list = [];
	const walk = ( dir ) => {
		if ( ! existsSync( join( root, dir ) ) ) {
			return;
		}
		for ( const entry of readdirSync( join( root, dir ), { withFileTypes: true } ) ) {
			const path = `${ dir }/${ entry.name }`;
			if ( entry.isDirectory() ) {
				walk( path );
			} else if ( entry.name.endsWith( '.js' ) ) {
				list.push( path );
			}
		}
	};
	walk( 'build' );
	walk( 'themes/vitrine/build' );
	return list.sort();
}

/** The text of a translators comment without the comment markers and line breaks. */
function cleanComment( comment ) {
	if ( ! comment ) {
		return null;
	}
	const text = comment
		.replace( /^\/\*+|\*+\/$|^\/\/+/g, '' )
		.split( '\n' )
		.map( ( line ) => line.replace( /^\s*(\*|\/\/)?\s?/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
	return text.slice( text.toLowerCase().indexOf( 'translators:' ) );
}

/**
 * Release checks of the zip that run on any machine: what the real Plugin Check
 * (`npm run check:plugin`, which needs ../shared) does not look at, plus its offline rules for a
 * fresh clone without it (docs/lifecycle.md, "Release zip and release checks"). Pure functions over
 * the release's files: { path, text } with paths inside the plugin folder.
 */

/** Hosts that are documentation, schemas or examples, never called by the plugin. */
const NOT_SERVICES = [
	/(^|\.)w3\.org$/,
	/(^|\.)wp\.org$/,
	/(^|\.)wordpress\.org$/,
	/(^|\.)gnu\.org$/,
	/(^|\.)example\.(com|org)$/,
	/^localhost$/,
	/(^|\.)schema\.org$/,
	/(^|\.)github\.com$/,
	/(^|\.)reactjs\.org$/,
	/(^|\.)react\.dev$/,
	// Base UI (inside @wordpress/components' DataViews) links its production error decoder page.
	/(^|\.)base-ui\.com$/,
];

/** Deliberate uses of functions Plugin Check reports, with the reason. */
const ALLOWED_DEBUG = {
	'rest/Route.php': 'error_log of an unexpected server error in a REST route (no visitor data)',
};

const README_HEADERS = [
	'Contributors',
	'Tags',
	'Requires at least',
	'Tested up to',
	'Requires PHP',
	'Stable tag',
	'License',
];
const README_SECTIONS = [
	'Description',
	'Installation',
	'Frequently Asked Questions',
	'Screenshots',
	'Changelog',
	'Upgrade Notice',
	'External services',
];

/**
 * @param {{path: string, text: string}} file
 * @return {string[]} Problems.
 */
function directAccess( file ) {
	if ( ! file.path.endsWith( '.php' ) || file.path.endsWith( '.asset.php' ) ) {
		return []; // Build manifests only return an array (as every @wordpress/scripts plugin ships them).
	}
	return /defined\(\s*'(ABSPATH|WP_UNINSTALL_PLUGIN)'\s*\)\s*\|\|\s*(exit|die)/.test( file.text )
		? []
		: [ `${ file.path }: no direct-access guard (defined( 'ABSPATH' ) || exit;)` ];
}

/**
 * @param {{path: string, text: string}} file
 * @return {string[]} Problems.
 */
function debugOutput( file ) {
	const problems = [];
	if ( file.path.endsWith( '.php' ) && ! ALLOWED_DEBUG[ file.path ] ) {
		for ( const [ pattern, name ] of [
			[ /\bvar_dump\s*\(/, 'var_dump' ],
			[ /\bprint_r\s*\((?![^;]*,\s*true\s*\))/, 'print_r' ],
			[ /\berror_log\s*\(/, 'error_log' ],
			[ /\bdebug_print_backtrace\s*\(/, 'debug_print_backtrace' ],
			[ /\bvar_export\s*\((?![^;]*,\s*true\s*\))/, 'var_export' ],
		] ) {
			if ( pattern.test( file.text ) ) {
				problems.push( `${ file.path }: debug output (${ name })` );
			}
		}
	}
	if ( file.path.endsWith( '.js' ) && /\bdebugger\s*;|\bconsole\.log\s*\(/.test( file.text ) ) {
		problems.push( `${ file.path }: debug output (console.log or debugger)` );
	}
	return problems;
}

/**
 * Names a file without a namespace adds to PHP's global scope must start with vitrine.
 *
 * @param {{path: string, text: string}} file
 * @return {string[]} Problems.
 */
function prefixedGlobals( file ) {
	if ( ! file.path.endsWith( '.php' ) || /^namespace\s/m.test( file.text ) || file.path.endsWith( '.asset.php' ) ) {
		return [];
	}
	const problems = [];
	const check = ( kind, name, ok ) =>
		! ok && problems.push( `${ file.path }: global ${ kind } ${ name } is not prefixed` );
	for ( const [ , name ] of file.text.matchAll( /^function\s+&?\s*([A-Za-z_]\w*)/gm ) ) {
		check( 'function', name, /^vitrine_/i.test( name ) );
	}
	for ( const [ , name ] of file.text.matchAll(
		/^(?:final\s+|abstract\s+)?(?:class|interface|trait|enum)\s+([A-Za-z_]\w*)/gm
	) ) {
		check( 'class', name, /^Vitrine/.test( name ) );
	}
	for ( const [ , name ] of file.text.matchAll( /^\s*define\(\s*'([A-Za-z_]\w*)'/gm ) ) {
		check( 'constant', name, /^VITRINE_/.test( name ) );
	}
	for ( const [ , name ] of file.text.matchAll( /^\$([A-Za-z_]\w*)\s*=/gm ) ) {
		check( 'variable', `$${ name }`, /^vitrine_/.test( name ) );
	}
	return problems;
}

/**
 * Scripts and styles must come from the plugin: a remote one could ship locally.
 *
 * @param {{path: string, text: string}} file
 * @return {string[]} Problems.
 */
function remoteAssets( file ) {
	if ( ! file.path.endsWith( '.php' ) ) {
		return [];
	}
	const remote =
		/wp_(enqueue|register)_(script|style)\s*\([^;]*['"](https?:)?\/\/[^'"]+/.test( file.text ) ||
		/<script[^>]+src=["'](https?:)?\/\/|<link[^>]+rel=["']stylesheet["'][^>]+href=["'](https?:)?\/\//.test(
			file.text
		);
	return remote ? [ `${ file.path }: loads a remote script or style` ] : [];
}

/**
 * Every host the code names must be described in the readme's external services section.
 *
 * @param {Array<{path: string, text: string}>} files
 * @param {string}                              readme
 * @return {string[]} Problems.
 */
function undocumentedHosts( files, readme ) {
	const hosts = new Map();
	for ( const file of files ) {
		if ( ! /\.(php|js)$/.test( file.path ) ) {
			continue;
		}
		for ( const [ , host ] of file.text.matchAll( /https?:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi ) ) {
			const name = host.toLowerCase();
			if ( ! NOT_SERVICES.some( ( pattern ) => pattern.test( name ) ) && ! hosts.has( name ) ) {
				hosts.set( name, file.path );
			}
		}
	}
	const services = readme.split( /^== External services ==$/m )[ 1 ] ?? '';
	return [ ...hosts ]
		.filter( ( [ host ] ) => ! services.includes( host ) && ! services.includes( host.replace( /^www\./, '' ) ) )
		.map(
			( [ host, path ] ) =>
				`${ path }: calls ${ host }, which readme.txt's External services section does not name`
		);
}

/**
 * readme.txt in the WordPress.org format, agreeing with the plugin header.
 *
 * @param {string} readme
 * @param {string} pluginPhp
 * @return {string[]} Problems.
 */
function readmeProblems( readme, pluginPhp ) {
	const problems = [];
	if ( ! /^=== .+ ===$/m.test( readme.split( '\n' )[ 0 ] ?? '' ) ) {
		problems.push( 'readme.txt: the first line must be "=== Plugin Name ==="' );
	}
	const head = readme.split( /\n\n/ )[ 0 ] ?? '';
	const field = ( name, text ) => new RegExp( `^\\s*\\*?\\s*${ name }:\\s*(.+)$`, 'm' ).exec( text )?.[ 1 ]?.trim();
	for ( const name of README_HEADERS ) {
		if ( ! field( name, head ) ) {
			problems.push( `readme.txt: missing header "${ name }"` );
		}
	}
	const tags = ( field( 'Tags', head ) ?? '' ).split( ',' ).filter( ( t ) => t.trim() );
	if ( tags.length > 5 ) {
		problems.push( `readme.txt: ${ tags.length } tags (at most 5 are used)` );
	}
	for ( const [ readmeField, headerField ] of [
		[ 'Stable tag', 'Version' ],
		[ 'Requires at least', 'Requires at least' ],
		[ 'Requires PHP', 'Requires PHP' ],
		[ 'License', 'License' ],
	] ) {
		if ( field( readmeField, head ) !== field( headerField, pluginPhp ) ) {
			problems.push(
				`readme.txt: "${ readmeField }" (${ field( readmeField, head ) }) differs from the plugin header's ${ headerField } (${ field( headerField, pluginPhp ) })`
			);
		}
	}
	const short = readme.split( /\n\n/ )[ 1 ] ?? '';
	if ( ! short.trim() || short.startsWith( '==' ) || short.length > 150 ) {
		problems.push( 'readme.txt: the short description (after the headers) must be 1 to 150 characters' );
	}
	for ( const section of README_SECTIONS ) {
		if ( ! new RegExp( `^== ${ section } ==$`, 'm' ).test( readme ) ) {
			problems.push( `readme.txt: missing section "== ${ section } =="` );
		}
	}
	return problems;
}

/**
 * @param {Array<{path: string, text: string}>} files Paths relative to the plugin folder.
 * @return {string[]} Every problem found.
 */
function checkRelease( files ) {
	const text = ( path ) => files.find( ( f ) => f.path === path )?.text ?? '';
	return [
		...files.flatMap( ( f ) => [
			...directAccess( f ),
			...debugOutput( f ),
			...prefixedGlobals( f ),
			...remoteAssets( f ),
		] ),
		...undocumentedHosts( files, text( 'readme.txt' ) ),
		...readmeProblems( text( 'readme.txt' ), text( 'plugin.php' ) ),
	];
}

module.exports = {
	checkRelease,
	directAccess,
	debugOutput,
	prefixedGlobals,
	remoteAssets,
	undocumentedHosts,
	readmeProblems,
	README_SECTIONS,
};

/**
 * What a release zip holds, and the version stamping, as pure functions (tools/dist/make-zip.js
 * does the file system work; docs/lifecycle.md describes the package).
 */
const path = require( 'path' );

/** Folder and file name of the zip's single top folder, which is also the plugin's slug. */
const SLUG = 'vitrine';

/**
 * Runtime files by folder: only these folders and root files ship, and inside them only files that
 * run on a site. Block sources (blocks/) are not needed: the build copies each block.json and PHP
 * file to build/blocks/.
 */
const ROOT_FILES = [ 'plugin.php', 'uninstall.php', 'readme.txt', 'LICENSE' ];
const FOLDERS = [ 'includes/', 'rest/', 'build/', 'languages/', 'themes/' ];

/** Media a block's demo loads from the plugin (the Lottie demo animation). */
const DEMO_MEDIA = /^blocks\/[a-z0-9-]+\/demo\/[^/]+\.(json|webm|svg|png|jpg)$/;

/** Never shipped, wherever they are: sources, tests, maps, dotfiles, notes. */
const FORBIDDEN = [
	/(^|\/)\./, // dotfiles and dot-folders (build/.complete, .wp, .git…)
	/(^|\/)node_modules\//,
	/(^|\/)(src|test|tests|tools)\//,
	/\.map$/,
	/\.(tsx?|scss|md|mjs|cjs)$/,
	/(^|\/)(package(-lock)?\.json|composer\.(json|lock)|phpunit\.xml(\.dist)?|phpcs\.xml(\.dist)?|tsconfig\.json)$/,
];

/**
 * Whether a file (path relative to the project, with forward slashes) belongs in the release.
 *
 * @param {string} file
 * @return {boolean} True when the file ships.
 */
function shipped( file ) {
	if ( FORBIDDEN.some( ( pattern ) => pattern.test( file ) ) ) {
		return false;
	}
	return (
		ROOT_FILES.includes( file ) ||
		FOLDERS.some( ( folder ) => file.startsWith( folder ) ) ||
		DEMO_MEDIA.test( file )
	);
}

/**
 * The reason a zip entry (with its top folder) must not be in a release, or '' when it may.
 *
 * @param {string} entry e.g. 'vitrine/includes/Plugin.php'
 * @return {string} Why it may not ship.
 */
function forbiddenReason( entry ) {
	if ( ! entry.startsWith( SLUG + '/' ) ) {
		return 'outside the vitrine/ top folder';
	}
	const file = entry.slice( SLUG.length + 1 );
	if ( '' === file || file.endsWith( '/' ) ) {
		return '';
	}
	return shipped( file ) ? '' : 'not a runtime file';
}

const VERSION_RULES = {
	'plugin.php': [
		[ /^(\s*\*\s*Version:\s*).*$/m, '$1' ],
		[ /(define\(\s*'VITRINE_VERSION',\s*')[^']*(')/, '$1', '$2' ],
	],
	'readme.txt': [ [ /^(Stable tag:\s*).*$/m, '$1' ] ],
	'themes/vitrine/style.css': [ [ /^(Version:\s*).*$/m, '$1' ] ],
	'themes/vitrine/functions.php': [ [ /(define\(\s*'VITRINE_THEME_VERSION',\s*')[^']*(')/, '$1', '$2' ] ],
};

/** Files that carry the version number. */
const VERSIONED_FILES = Object.keys( VERSION_RULES );

/**
 * The file's text with every version mark set to $version (the text unchanged for other files).
 * Throws when a mark the file must carry is missing, so a renamed header cannot ship unstamped.
 *
 * @param {string} file    Path relative to the project.
 * @param {string} text    The file's content.
 * @param {string} version e.g. '0.2.0'
 * @return {string} The stamped text.
 */
function stampVersion( file, text, version ) {
	if ( ! /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test( version ) ) {
		throw new Error( `not a version number: ${ version }` );
	}
	return ( VERSION_RULES[ file ] ?? [] ).reduce( ( out, [ pattern, before, after = '' ] ) => {
		if ( ! pattern.test( out ) ) {
			throw new Error( `${ file }: no version mark matching ${ pattern }` );
		}
		return out.replace( pattern, `${ before }${ version }${ after }` );
	}, text );
}

/**
 * The version marks found in a file, for the check that the repository agrees with package.json.
 *
 * @param {string} file
 * @param {string} text
 * @return {string[]} One version per mark ('' where a mark is missing).
 */
function versionsIn( file, text ) {
	return ( VERSION_RULES[ file ] ?? [] ).map( ( [ pattern ] ) => {
		const match = pattern.exec( text );
		return match ? ( text.slice( match.index + match[ 1 ].length ).match( /^[^'\s]+/ )?.[ 0 ] ?? '' ) : '';
	} );
}

/**
 * Entry name inside the zip.
 *
 * @param {string} file Path relative to the project.
 * @return {string} e.g. 'vitrine/plugin.php'.
 */
function entryName( file ) {
	return path.posix.join( SLUG, file );
}

module.exports = { SLUG, shipped, forbiddenReason, stampVersion, versionsIn, entryName, VERSIONED_FILES };

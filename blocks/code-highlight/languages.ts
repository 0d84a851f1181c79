/**
 * The languages this block highlights, each loaded on demand with the grammars it builds on, so a
 * page downloads only the grammars its code blocks use. Pure apart from the dynamic imports, which
 * are retried once like the runtime's handler chunks (docs/builder.md).
 */
import { loadWithRetry } from '../../src/builder/runtime/load';

export const LANGUAGES = [
	'plain',
	'markup',
	'css',
	'javascript',
	'typescript',
	'json',
	'php',
	'bash',
	'python',
	'sql',
] as const;
export type Language = ( typeof LANGUAGES )[ number ];

const ALIASES: Record< string, Language > = {
	html: 'markup',
	xml: 'markup',
	js: 'javascript',
	ts: 'typescript',
	sh: 'bash',
	shell: 'bash',
	py: 'python',
	text: 'plain',
};

/** The supported language for a saved value (aliases accepted); 'plain' for anything unknown. */
export function resolveLanguage( value: unknown ): Language {
	if ( typeof value !== 'string' ) {
		return 'plain';
	}
	const key = value.trim().toLowerCase();
	if ( ( LANGUAGES as readonly string[] ).includes( key ) ) {
		return key as Language;
	}
	// Own keys only: "__proto__" or "constructor" must not resolve to an object.
	return Object.prototype.hasOwnProperty.call( ALIASES, key ) ? ( ALIASES[ key ] as Language ) : 'plain';
}

/** Grammars a language needs first, in load order. */
export const REQUIRES: Record< Language, Language[] > = {
	plain: [],
	markup: [],
	css: [],
	javascript: [],
	typescript: [ 'javascript' ],
	json: [],
	php: [ 'markup' ],
	bash: [],
	python: [],
	sql: [],
};

type Loader = () => Promise< unknown >;
// Each grammar is its own small chunk. clike is loaded with the grammars that extend it.
const LOADERS: Record< Exclude< Language, 'plain' >, Loader > = {
	markup: () => import( /* webpackChunkName: "prism-markup" */ 'prismjs/components/prism-markup' ),
	css: () => import( /* webpackChunkName: "prism-css" */ 'prismjs/components/prism-css' ),
	javascript: () =>
		import( /* webpackChunkName: "prism-clike" */ 'prismjs/components/prism-clike' ).then(
			() => import( /* webpackChunkName: "prism-javascript" */ 'prismjs/components/prism-javascript' )
		),
	typescript: () => import( /* webpackChunkName: "prism-typescript" */ 'prismjs/components/prism-typescript' ),
	json: () => import( /* webpackChunkName: "prism-json" */ 'prismjs/components/prism-json' ),
	php: () =>
		import( /* webpackChunkName: "prism-markup-templating" */ 'prismjs/components/prism-markup-templating' ).then(
			() => import( /* webpackChunkName: "prism-php" */ 'prismjs/components/prism-php' )
		),
	bash: () => import( /* webpackChunkName: "prism-bash" */ 'prismjs/components/prism-bash' ),
	python: () => import( /* webpackChunkName: "prism-python" */ 'prismjs/components/prism-python' ),
	sql: () => import( /* webpackChunkName: "prism-sql" */ 'prismjs/components/prism-sql' ),
};

const loading = new Map< Language, Promise< void > >();

/** Loads a language's grammar and those it needs (each once per page). */
export function loadLanguage( language: Language ): Promise< void > {
	if ( language === 'plain' ) {
		return Promise.resolve();
	}
	let promise = loading.get( language );
	if ( ! promise ) {
		promise = REQUIRES[ language ]
			.reduce( ( chain, dep ) => chain.then( () => loadLanguage( dep ) ), Promise.resolve() )
			.then( () => loadWithRetry( LOADERS[ language ] ) )
			.then( () => undefined );
		loading.set( language, promise );
	}
	return promise;
}

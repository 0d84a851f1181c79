/**
 * The translation functions visitor scripts use instead of WordPress's wp-i18n, which with wp-hooks
 * costs a page 5.2 KB gzip and two requests (docs/architecture.md, "What a visitor page loads").
 * Same names and arguments as wp-i18n, so tools/i18n/make-pot.mjs extracts the strings as before.
 *
 * Where the texts come from, in order: wp-i18n itself when something else put it on the page (the
 * editor, which loads the block scripts' translations into it); the translated texts the server
 * printed for the page's view scripts (includes/ViewScriptTexts.php, only on a site whose language
 * has a translation: `<script type="application/json" class="vitrine-texts">`); the English text.
 */
type Forms = string | string[];
type Table = Record< string, Forms >;
/** wp-i18n's two functions, under names the string extraction does not take for texts. */
interface WpI18n {
	one: ( text: string, domain?: string ) => string;
	plural: ( single: string, plural: string, n: number, domain?: string ) => string;
}

/** State and functions every view script of the page shares (one table read), see `api` below. */
interface Api {
	table: Table | null;
	one: ( text: string, domain?: string ) => string;
	plural: ( single: string, plural: string, n: number, domain?: string ) => string;
}

function wpI18n(): WpI18n | undefined {
	type Raw = Record< '__' | '_n', unknown >;
	const i18n = ( globalThis as { wp?: { i18n?: Raw } } ).wp?.i18n;
	if ( ! i18n || typeof i18n.__ !== 'function' || typeof i18n._n !== 'function' ) {
		return undefined;
	}
	return { one: i18n.__ as WpI18n[ 'one' ], plural: i18n._n as WpI18n[ 'plural' ] };
}

/** The server's texts, read once: every `script.vitrine-texts` of the page merged. */
function texts(): Table {
	let table = api.table;
	if ( ! table ) {
		table = api.table = {};
		const doc = ( globalThis as { document?: Document } ).document;
		doc?.querySelectorAll< HTMLScriptElement >( 'script.vitrine-texts[type="application/json"]' ).forEach(
			( script ) => {
				try {
					const value: unknown = JSON.parse( script.textContent ?? '' );
					if ( value && typeof value === 'object' && ! Array.isArray( value ) ) {
						Object.assign( table as Table, value );
					}
				} catch {
					// A broken table: its texts stay in English.
				}
			}
		);
	}
	return table;
}

/** Forgets the texts read (for tests that print another table). */
export function resetTexts(): void {
	api.table = null;
}

function translate( text: string, domain?: string ): string {
	const i18n = wpI18n();
	if ( i18n ) {
		return i18n.one( text, domain );
	}
	const found = texts()[ text ];
	return typeof found === 'string' && found ? found : text;
}

/**
 * The form of a plural for n. The server's table holds, under the singular text (as the language
 * pack's Jed data does), every form in gettext's order; the language's
 * plural category (Intl.PluralRules) picks one, the categories taken in CLDR's order (zero, one, two,
 * few, many, other), which is gettext's order for most languages (docs/architecture.md).
 */
function translatePlural( single: string, plural: string, n: number, domain?: string ): string {
	const i18n = wpI18n();
	if ( i18n ) {
		return i18n.plural( single, plural, n, domain );
	}
	const forms = texts()[ single ];
	if ( Array.isArray( forms ) && forms.length && typeof Intl?.PluralRules === 'function' ) {
		const lang = ( globalThis as { document?: Document } ).document?.documentElement.lang || 'en';
		try {
			const rules = new Intl.PluralRules( lang );
			const order = [ 'zero', 'one', 'two', 'few', 'many', 'other' ].filter( ( c ) =>
				rules.resolvedOptions().pluralCategories.includes( c as Intl.LDMLPluralRule )
			);
			const form = forms[ order.indexOf( rules.select( n ) ) ];
			if ( typeof form === 'string' && form ) {
				return form;
			}
		} catch {
			// An unknown language tag: English below.
		}
	}
	return n === 1 ? single : plural;
}

/**
 * One object per page, kept on `window.vitrineI18n`: the view scripts share the table they read,
 * and the minifier cannot see through it, so it never inlines `__`/`_n` into a call site or drops
 * their text domain. Built files keep `__( "…", "vitrine" )` calls (wp-scripts' minifier keeps
 * those names), which is how the string extraction maps texts to the built file a language pack's
 * JSON is made for (tools/i18n/make-pot.mjs).
 */
const host = globalThis as unknown as { vitrineI18n?: Api };
const api: Api = ( host.vitrineI18n ??= { table: null, one: translate, plural: translatePlural } );

export const __ = api.one;
export const _n = api.plural;

/** wp-i18n's sprintf for what Vitrine's texts use: %s and %d, numbered (%1$s) or not, and %%. */
export function sprintf( format: string, ...args: Array< string | number > ): string {
	let next = 0;
	return format.replace( /%(?:(\d+)\$)?([sd%])/g, ( match, position: string | undefined, type: string ) => {
		if ( type === '%' ) {
			return '%';
		}
		const value = args[ position ? Number( position ) - 1 : next++ ];
		if ( value === undefined ) {
			return match;
		}
		return type === 'd' ? String( parseInt( String( value ), 10 ) ) : String( value );
	} );
}

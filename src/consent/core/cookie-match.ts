/**
 * Matching what a scan found against the Open Cookie Database (the compact copy built by
 * tools/open-cookie-database.mjs): exact names first, then wildcard entries (a name that starts
 * with the entry's; the longest wins). A match proposes category, provider, retention and purpose;
 * no match is "unknown", never guessed.
 */
export interface CookieDatabase {
	categories: string[];
	platforms: string[];
	purposes: string[];
	/** [name, wildcard (0/1), category index, platform index, retention, purpose index] */
	cookies: Array< [ string, number, number, number, string, number ] >;
}

export interface Proposal {
	name: string;
	type: 'cookie' | 'localStorage' | 'sessionStorage';
	known: boolean;
	category: string;
	provider: string;
	retention: string;
	purpose: string;
}

/** The database's categories in Vitrine's: its "Functional" means strictly necessary. */
const CATEGORY: Record< string, string > = {
	Functional: 'necessary',
	Necessary: 'necessary',
	Security: 'necessary',
	Personalization: 'functional',
	Analytics: 'analytics',
	Marketing: 'advertisement',
};

export function isCookieDatabase( value: unknown ): value is CookieDatabase {
	const db = value as CookieDatabase;
	return (
		!! db &&
		Array.isArray( db.categories ) &&
		Array.isArray( db.platforms ) &&
		Array.isArray( db.purposes ) &&
		Array.isArray( db.cookies )
	);
}

export function propose( name: string, type: Proposal[ 'type' ], db: CookieDatabase ): Proposal {
	let best: CookieDatabase[ 'cookies' ][ number ] | undefined;
	for ( const entry of db.cookies ) {
		if ( ! Array.isArray( entry ) || typeof entry[ 0 ] !== 'string' ) {
			continue;
		}
		if ( entry[ 1 ] !== 1 && entry[ 0 ] === name ) {
			best = entry;
			break;
		}
		if (
			entry[ 1 ] === 1 &&
			entry[ 0 ] !== '' &&
			name.startsWith( entry[ 0 ] ) &&
			( ! best || entry[ 0 ].length > best[ 0 ].length )
		) {
			best = entry;
		}
	}
	const category = best ? CATEGORY[ db.categories[ best[ 2 ] ] ?? '' ] : undefined;
	if ( ! best || ! category ) {
		return { name, type, known: false, category: 'others', provider: '', retention: '', purpose: '' };
	}
	return {
		name,
		type,
		known: true,
		category,
		provider: db.platforms[ best[ 3 ] ] ?? '',
		retention: String( best[ 4 ] ?? '' ),
		purpose: db.purposes[ best[ 5 ] ] ?? '',
	};
}

/** Whether a declared name (a trailing `*` is a prefix) already covers a found one. */
export function declared( name: string, names: string[] ): boolean {
	return names.some( ( d ) => ( d.endsWith( '*' ) ? name.startsWith( d.slice( 0, -1 ) ) : d === name ) );
}

/** WordPress's own admin cookies: the admin's, not the site's visitors'. */
export function isAdminCookie( name: string ): boolean {
	return /^(wp-settings-|wordpress_)/.test( name );
}

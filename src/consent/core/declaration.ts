/**
 * The cookie declaration as the REST route answers it, checked: a malformed answer reads as null
 * (the bar then lists cookie names only), a malformed entry is left out.
 */
export interface DeclaredCookie {
	name: string;
	provider: string;
	purpose: string;
	retention: string;
	type: string;
	category: string;
}

export interface DeclarationData {
	categories: Array< { slug: string; name: string; cookies: DeclaredCookie[] } >;
	labels: Record< 'name' | 'provider' | 'purpose' | 'retention' | 'type' | 'unknown', string >;
	types: Record< string, string >;
}

const FIELDS = [ 'name', 'provider', 'purpose', 'retention', 'type', 'category' ] as const;

function isCookie( value: unknown ): value is DeclaredCookie {
	return (
		!! value &&
		typeof value === 'object' &&
		FIELDS.every( ( f ) => typeof ( value as Record< string, unknown > )[ f ] === 'string' )
	);
}

export function readDeclaration( raw: unknown ): DeclarationData | null {
	const data = raw as DeclarationData | null;
	if (
		! data ||
		! Array.isArray( data.categories ) ||
		! data.labels ||
		typeof data.labels !== 'object' ||
		! data.types
	) {
		return null;
	}
	return {
		labels: data.labels,
		types: data.types,
		categories: data.categories
			.filter( ( g ) => g && typeof g.slug === 'string' && Array.isArray( g.cookies ) )
			.map( ( g ) => ( { slug: g.slug, name: String( g.name ), cookies: g.cookies.filter( isCookie ) } ) ),
	};
}

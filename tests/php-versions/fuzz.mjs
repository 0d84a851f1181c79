/**
 * The REST fuzz of tests/php-versions/run.mjs, as pure functions: from the vitrine/v1 index (GET
 * /wp-json/vitrine/v1, which lists each route's methods and the arguments its schema makes), the
 * bad requests to send. Each route's path parameters get a value that matches their pattern (else
 * WordPress answers 404 before Vitrine runs). Per method: no arguments (as a visitor and as the
 * administrator), then as the administrator every argument of a wrong type at once, every argument
 * at an edge of its type at once (oversized text with markup, zero and huge numbers, a non-boolean),
 * and a broken JSON body for the writing methods. A route must answer each with something other
 * than 5xx (docs/security.md: bad input never crashes). Few requests per route on purpose: each one
 * takes a second or more in WebAssembly (docs/quality.md, "PHP 8.1 to 8.4").
 */

const typesOf = ( schema ) => [ schema.type ].flat().filter( Boolean );

/** The argument as a value of another type, as a query-string fragment. */
export function wrongType( name, schema ) {
	const types = typesOf( schema );
	const key = encodeURIComponent( name );
	if ( types.includes( 'array' ) || types.includes( 'object' ) ) {
		return `${ key }=not-a-list`;
	}
	return `${ key }[]=x&${ key }[]=y`;
}

/** The argument at an edge of its own type, as a query-string fragment. */
export function edgeValue( name, schema ) {
	const types = typesOf( schema );
	const key = encodeURIComponent( name );
	if ( types.includes( 'integer' ) || types.includes( 'number' ) ) {
		return `${ key }=99999999999999999999`;
	}
	if ( types.includes( 'boolean' ) ) {
		return `${ key }=maybe`;
	}
	if ( types.includes( 'array' ) ) {
		return `${ key }[]=${ encodeURIComponent( '<b>x</b>' ) }&${ key }[]=`;
	}
	if ( types.includes( 'object' ) ) {
		return `${ key }[a][b][c]=1`;
	}
	return `${ key }=${ encodeURIComponent( '<script>x</script>\'"\u0000' + 'x'.repeat( 2000 ) ) }`;
}

/** A path parameter's value that its pattern accepts: digits for \d, a slug otherwise. */
export function fillPath( route ) {
	return route.replace( /\(\?P<(\w+)>([^)]*)\)/g, ( _all, _name, pattern ) =>
		/\\d/.test( pattern ) ? '999999' : 'no-such-thing'
	);
}

/**
 * Every bad request for the index: { method, path, headers, body, what, admin } where admin is
 * 'both' (sent as a visitor and as the administrator) or 'only'.
 */
export function fuzzRequests( index ) {
	const requests = [];
	for ( const [ route, spec ] of Object.entries( index.routes ?? {} ) ) {
		if ( ! route.startsWith( '/vitrine/v1/' ) ) {
			continue;
		}
		const path = '/wp-json' + fillPath( route );
		for ( const endpoint of spec.endpoints ?? [] ) {
			for ( const method of endpoint.methods ) {
				requests.push( { method, path, what: 'no arguments', admin: 'both' } );
				const args = Object.entries( endpoint.args ?? {} );
				if ( args.length ) {
					const wrong = args.map( ( [ name, schema ] ) => wrongType( name, schema ) ).join( '&' );
					const edge = args.map( ( [ name, schema ] ) => edgeValue( name, schema ) ).join( '&' );
					requests.push( {
						method,
						path: `${ path }?${ wrong }`,
						what: 'every argument of a wrong type',
						admin: 'only',
					} );
					requests.push( {
						method,
						path: `${ path }?${ edge }`,
						what: 'every argument at an edge',
						admin: 'only',
					} );
				}
				if ( method !== 'GET' ) {
					requests.push( {
						method,
						path,
						headers: { 'Content-Type': 'application/json' },
						body: '{"broken": ',
						what: 'a broken JSON body',
						admin: 'both',
					} );
				}
			}
		}
	}
	return requests;
}

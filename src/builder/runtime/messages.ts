/**
 * The page builder's internal messages (docs/builder.md, For developers). They are thrown to the developer who called an
 * API wrongly or registered a handler that is not one; visitors never see them. Deprecated calls only
 * warn, once per name.
 */

export const MUST_IMPLEMENT = 'The method must to be implemented in the inheritor child';

/** A missing argument: "root is required". */
export function requiredError( arg: string ): Error {
	return new Error( `${ arg } is required` );
}

/** An argument of the wrong type: "handler invalid type". */
export function invalidTypeError( arg: string ): TypeError {
	return new TypeError( `${ arg } invalid type` );
}

/** A handler module whose default export is not a function (an abstract one, in the builder's terms). */
export function mustImplementError(): Error {
	return new Error( MUST_IMPLEMENT );
}

const warned = new Set< string >();

/** Warns once that `name` is deprecated, naming what replaces it. Never throws, never logs an error. */
export function deprecated( name: string, replacement: string ): void {
	if ( warned.has( name ) ) {
		return;
	}
	warned.add( name );

	console.warn( `${ name } is deprecated. Use ${ replacement }.` );
}

let debugMode = false;

/** Debug mode (the server's WP_DEBUG or SCRIPT_DEBUG): bad input is reported as console warnings. */
export function setDebug( on: boolean ): void {
	debugMode = on;
}

export function isDebug(): boolean {
	return debugMode;
}

/** A warning about bad input that is shown only in debug mode; the page keeps working either way. */
export function debugWarn( ...parts: unknown[] ): void {
	if ( debugMode ) {
		console.warn( '[vitrine]', ...parts );
	}
}

/**
 * The one reader of the settings schemas, includes/schemas/<family>.json (docs/architecture.md,
 * "Adding a setting"), for the browser side: the TypeScript twin of includes/SettingsSchema.php.
 * Pure, and imported only where a script needs a family's limits or defaults at run time (the file
 * is bundled with it); the types come from src/settings/<family>.generated.ts at no cost.
 * Both test suites run tests/fixtures/settings/<family>.json, so the two sides cannot drift.
 */

/** The JSON schema keywords the settings files use (a subset WordPress's REST API also applies). */
export interface Schema {
	$ref?: string;
	$comment?: string;
	type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
	properties?: Record< string, Schema >;
	additionalProperties?: boolean;
	required?: string[];
	items?: Schema;
	minItems?: number;
	maxItems?: number;
	enum?: ReadonlyArray< string | number >;
	minimum?: number;
	maximum?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	format?: string;
	default?: unknown;
}

export interface SchemaFile extends Schema {
	definitions?: Record< string, Schema >;
}

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

/** The file's schema with each `$ref` replaced by its definition (the reference's own keys win). */
export function resolveSchema( file: SchemaFile ): Schema {
	const { definitions = {}, ...root } = file;
	const resolve = ( node: Schema ): Schema => {
		let out: Schema = node;
		if ( node.$ref ) {
			const { $ref, ...own } = node;
			out = { ...resolve( definitions[ $ref.replace( '#/definitions/', '' ) ] ?? {} ), ...own };
		}
		if ( out.properties ) {
			out = {
				...out,
				properties: Object.fromEntries(
					Object.entries( out.properties ).map( ( [ key, child ] ) => [ key, resolve( child ) ] )
				),
			};
		}
		return out.items ? { ...out, items: resolve( out.items ) } : out;
	};
	return resolve( root );
}

/** A schema's default: its own, else each property's for an object, else an empty list for an array. */
export function defaultsOf( schema: Schema ): unknown {
	if ( 'default' in schema ) {
		return schema.default;
	}
	if ( schema.type === 'object' ) {
		const out: Record< string, unknown > = {};
		for ( const [ key, child ] of Object.entries( schema.properties ?? {} ) ) {
			const value = defaultsOf( child );
			if ( value !== undefined ) {
				out[ key ] = value;
			}
		}
		return out;
	}
	return schema.type === 'array' ? [] : undefined;
}

function checkScalar( schema: Schema, value: unknown, path: string ): string | null {
	switch ( schema.type ) {
		case 'boolean':
			return typeof value === 'boolean' ? null : `${ path } is not a boolean`;
		case 'integer':
		case 'number':
			if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
				return `${ path } is not a number`;
			}
			if ( schema.type === 'integer' && ! Number.isInteger( value ) ) {
				return `${ path } is not an integer`;
			}
			if (
				( schema.minimum !== undefined && value < schema.minimum ) ||
				( schema.maximum !== undefined && value > schema.maximum )
			) {
				return `${ path } is out of range`;
			}
			return null;
		case 'string':
			if ( typeof value !== 'string' ) {
				return `${ path } is not a string`;
			}
			if (
				( schema.minLength !== undefined && value.length < schema.minLength ) ||
				( schema.maxLength !== undefined && value.length > schema.maxLength )
			) {
				return `${ path } has the wrong length`;
			}
			return schema.pattern === undefined || new RegExp( schema.pattern, 'u' ).test( value )
				? null
				: `${ path } does not match its pattern`;
	}
	return null;
}

/**
 * What is wrong with a value under a resolved schema, or null when nothing is: the checks WordPress's
 * rest_validate_value_from_schema() makes for the keywords above.
 */
export function checkValue( schema: Schema, value: unknown, path = 'value' ): string | null {
	if ( schema.enum && ! schema.enum.includes( value as string | number ) ) {
		return `${ path } is not one of ${ schema.enum.join( ', ' ) }`;
	}
	if ( schema.type === 'object' ) {
		if ( ! isObject( value ) ) {
			return `${ path } is not an object`;
		}
		const missing = ( schema.required ?? [] ).find( ( key ) => ! ( key in value ) );
		if ( missing ) {
			return `${ path }[${ missing }] is required`;
		}
		for ( const [ key, child ] of Object.entries( value ) ) {
			const rule = schema.properties?.[ key ];
			const wrong = rule ? checkValue( rule, child, `${ path }[${ key }]` ) : null;
			if ( wrong ) {
				return wrong;
			}
			if ( ! rule && schema.additionalProperties === false ) {
				return `${ key } is not a valid property of ${ path }`;
			}
		}
		return null;
	}
	if ( schema.type === 'array' ) {
		if ( ! Array.isArray( value ) ) {
			return `${ path } is not a list`;
		}
		if (
			( schema.minItems !== undefined && value.length < schema.minItems ) ||
			( schema.maxItems !== undefined && value.length > schema.maxItems )
		) {
			return `${ path } has the wrong number of items`;
		}
		for ( const [ index, item ] of value.entries() ) {
			const wrong = schema.items ? checkValue( schema.items, item, `${ path }[${ index }]` ) : null;
			if ( wrong ) {
				return wrong;
			}
		}
		return null;
	}
	return checkScalar( schema, value, path );
}

/** A value with what it leaves out filled from the defaults, in every object and every object of a list. */
export function completeValue< T >( schema: Schema, value: unknown ): T {
	if ( schema.type === 'object' && schema.properties ) {
		const { default: _own, ...withoutOwn } = schema;
		const out = { ...( defaultsOf( withoutOwn ) as Record< string, unknown > ) };
		for ( const [ key, child ] of Object.entries( isObject( value ) ? value : {} ) ) {
			const rule = schema.properties[ key ];
			out[ key ] = rule ? completeValue( rule, child ) : child;
		}
		return out as T;
	}
	if ( schema.type === 'array' && Array.isArray( value ) && schema.items ) {
		const items = schema.items;
		return value.map( ( item ) => completeValue( items, item ) ) as T;
	}
	return value as T;
}

/** A saved value read for use: complete when it passes the schema, else the defaults. */
export function parseSettings< T >( schema: Schema, value: unknown ): T {
	return completeValue< T >( schema, checkValue( schema, value ) === null ? value : defaultsOf( schema ) );
}

/**
 * The form's rules in the browser: the same checks and the same messages as the server's
 * Vitrine\Forms\Validator, so a visitor sees the problem before sending, and the server still
 * decides. Pure functions over plain values (unit-tested without a DOM).
 */
import { __, sprintf } from '@wordpress/i18n';
import { urlOnOrigin } from '../../src/shared/safe-url';
import type { Settings } from '../../src/shared/settings';

export interface FieldRule {
	name: string;
	type: string;
	label: string;
	required: boolean;
	pattern: string;
	min: string;
	max: string;
	accept: string[];
	maxSize: number;
	step: number;
}

/** A text value, the checked options of a group, or the chosen file (null: none). */
export type FieldValue = string | string[] | { name: string; size: number } | null;

export interface FormSettings {
	endpoint: string;
	steps: number;
	fields: FieldRule[];
	/** The server refuses a form sent sooner than this after the page was made (0 to 60 s). */
	minSeconds: number;
}

const str = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

export function parseFormSettings( settings: Settings, origin: string ): FormSettings | null {
	const endpoint = urlOnOrigin( settings.endpoint, origin ); // Only this site: docs/security.md.
	if ( ! endpoint || ! Array.isArray( settings.fields ) ) {
		return null;
	}
	const fields = settings.fields
		.filter( ( f ): f is Record< string, unknown > => !! f && typeof f === 'object' && str( f.name ) !== '' )
		.map( ( f ) => ( {
			name: str( f.name ),
			type: str( f.type ) || 'text',
			label: str( f.label ) || str( f.name ),
			required: f.required === true,
			pattern: str( f.pattern ),
			min: String( f.min ?? '' ),
			max: String( f.max ?? '' ),
			accept: Array.isArray( f.accept ) ? f.accept.map( String ) : [],
			maxSize: Number( f.maxSize ) > 0 ? Number( f.maxSize ) : 2048,
			step: Number.isInteger( f.step ) ? Number( f.step ) : 0,
		} ) );
	const steps = Number( settings.steps );
	const minSeconds = Number( settings.minSeconds );
	return {
		endpoint,
		steps: Number.isInteger( steps ) && steps > 0 ? steps : 1,
		fields,
		minSeconds: Number.isFinite( minSeconds ) ? Math.min( 60, Math.max( 0, minSeconds ) ) : 0,
	};
}

/** HTML pattern semantics: the whole value must match; an invalid pattern is ignored. */
export function matchesPattern( pattern: string, value: string ): boolean {
	try {
		return new RegExp( `^(?:${ pattern })$`, 'u' ).test( value );
	} catch {
		return true;
	}
}

const isDate = ( value: string ) => {
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( value ) ) {
		return false;
	}
	const date = new Date( `${ value }T00:00:00Z` );
	return ! Number.isNaN( date.getTime() ) && date.toISOString().slice( 0, 10 ) === value;
};

function typeError( rule: FieldRule, value: string ): string | null {
	const label = rule.label;
	switch ( rule.type ) {
		case 'email':
			return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( value )
				? null
				: /* translators: %s: field label */ sprintf(
						__( '%s must be an email address, like name@example.com.', 'vitrine' ),
						label
					);
		case 'url':
			return /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test( value )
				? null
				: /* translators: %s: field label */ sprintf(
						__( '%s must be a web address starting with http:// or https://.', 'vitrine' ),
						label
					);
		case 'tel':
			return /^\+?[0-9 ()/.-]{5,30}$/.test( value )
				? null
				: /* translators: %s: field label */ sprintf( __( '%s must be a phone number.', 'vitrine' ), label );
		case 'number': {
			const n = Number( value );
			if ( value.trim() === '' || Number.isNaN( n ) ) {
				/* translators: %s: field label */
				return sprintf( __( '%s must be a number.', 'vitrine' ), label );
			}
			if ( rule.min !== '' && n < Number( rule.min ) ) {
				/* translators: 1: field label, 2: minimum */
				return sprintf( __( '%1$s must be at least %2$s.', 'vitrine' ), label, rule.min );
			}
			if ( rule.max !== '' && n > Number( rule.max ) ) {
				/* translators: 1: field label, 2: maximum */
				return sprintf( __( '%1$s must be at most %2$s.', 'vitrine' ), label, rule.max );
			}
			return null;
		}
		case 'date':
			if ( ! isDate( value ) ) {
				/* translators: %s: field label */
				return sprintf( __( '%s must be a date (YYYY-MM-DD).', 'vitrine' ), label );
			}
			if ( isDate( rule.min ) && value < rule.min ) {
				/* translators: 1: field label, 2: earliest date */
				return sprintf( __( '%1$s must be %2$s or later.', 'vitrine' ), label, rule.min );
			}
			if ( isDate( rule.max ) && value > rule.max ) {
				/* translators: 1: field label, 2: latest date */
				return sprintf( __( '%1$s must be %2$s or earlier.', 'vitrine' ), label, rule.max );
			}
	}
	return null;
}

function fileError( rule: FieldRule, file: { name: string; size: number } ): string | null {
	if ( file.size > rule.maxSize * 1024 ) {
		const size = rule.maxSize >= 1024 ? `${ Math.round( rule.maxSize / 102.4 ) / 10 } MB` : `${ rule.maxSize } KB`;
		/* translators: 1: field label, 2: size such as "2 MB" */
		return sprintf( __( '%1$s is too large (at most %2$s).', 'vitrine' ), rule.label, size );
	}
	const ext = file.name.includes( '.' ) ? file.name.split( '.' ).pop()!.toLowerCase() : '';
	if ( rule.accept.length && ! rule.accept.includes( ext ) ) {
		/* translators: 1: field label, 2: list of file types such as "pdf, jpg" */
		return sprintf( __( '%1$s must be a file of type: %2$s.', 'vitrine' ), rule.label, rule.accept.join( ', ' ) );
	}
	return null;
}

/** The message for a value that breaks a rule, or null. */
export function validateField( rule: FieldRule, value: FieldValue ): string | null {
	const empty =
		value === null ||
		( Array.isArray( value ) ? value.length === 0 : typeof value === 'string' && value.trim() === '' );
	if ( empty ) {
		if ( ! rule.required ) {
			return null;
		}
		return rule.type === 'acceptance'
			? /* translators: %s: field label */ sprintf( __( 'Please accept: %s', 'vitrine' ), rule.label )
			: /* translators: %s: field label */ sprintf( __( '%s is required.', 'vitrine' ), rule.label );
	}
	if ( typeof value === 'object' && ! Array.isArray( value ) && value ) {
		return fileError( rule, value );
	}
	if ( typeof value !== 'string' || [ 'select', 'radio', 'checkbox', 'acceptance' ].includes( rule.type ) ) {
		return null; // Choices come from the markup's own options.
	}
	return (
		typeError( rule, value ) ??
		( rule.pattern && ! matchesPattern( rule.pattern, value )
			? /* translators: %s: field label */ sprintf(
					__( '%s is not in the expected format.', 'vitrine' ),
					rule.label
				)
			: null )
	);
}

/** Errors of the fields of one step (or of all steps with step = null), in field order. */
export function validateFields(
	rules: FieldRule[],
	read: ( rule: FieldRule ) => FieldValue,
	step: number | null
): Array< { name: string; message: string } > {
	const errors: Array< { name: string; message: string } > = [];
	for ( const rule of rules ) {
		if ( step !== null && rule.step !== step ) {
			continue;
		}
		const message = validateField( rule, read( rule ) );
		if ( message ) {
			errors.push( { name: rule.name, message } );
		}
	}
	return errors;
}

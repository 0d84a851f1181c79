/**
 * The form's checks in the browser, as pure functions over plain values (unit-tested without a
 * page; blocks/form/validity.ts applies them to the controls). The browser's constraint validation
 * is the base: the markup carries the constraint attributes of includes/rules/form-fields.json, and
 * `brokenByBrowser()` names what a control's ValidityState reports with the rules file's keys.
 * `brokenBeyond()` checks what those attributes cannot say (a stricter email, a web address's
 * scheme, a phone number's shape, a checkbox group's "one at least", a file's size and type, blank
 * or too long values the browser lets through). The server's Vitrine\Forms\Validator checks all of
 * it again with the same file; tests/fixtures/rules/form-fields.json holds both sides to it.
 */
import { urlOnOrigin, type Settings } from '@vitrine/shared';
import { matchesFormat, typeRules, type FieldRule, type MessageKey } from './rules';

export type { FieldRule } from './rules';

/** A text value, the checked options of a group, or the chosen file (null: none). */
export type FieldValue = string | string[] | { name: string; size: number } | null;

export interface FormSettings {
	endpoint: string;
	steps: number;
	fields: FieldRule[];
	/** The server refuses a form sent sooner than this after the page was made (0 to 60 s). */
	minSeconds: number;
}

/** The flags of a ValidityState that name a broken constraint. */
export type ValidityFlags = Pick<
	ValidityState,
	| 'valueMissing'
	| 'typeMismatch'
	| 'badInput'
	| 'patternMismatch'
	| 'tooLong'
	| 'tooShort'
	| 'rangeUnderflow'
	| 'rangeOverflow'
>;

const str = ( value: unknown ) => ( typeof value === 'string' ? value : '' );
// Stryker disable next-line EqualityOperator: `>= 0` lets 0 through as 0, the fallback it gets anyway.
const count = ( value: unknown ) => ( Number.isInteger( value ) && ( value as number ) > 0 ? ( value as number ) : 0 );

export function parseFormSettings( settings: Settings, origin: string ): FormSettings | null {
	const endpoint = urlOnOrigin( settings.endpoint, origin ); // Only this site: docs/security.md.
	if ( ! endpoint || ! Array.isArray( settings.fields ) ) {
		return null;
	}
	const fields = settings.fields
		.filter(
			( f ): f is Record< string, unknown > =>
				!! f &&
				// Stryker disable next-line ConditionalExpression: settings are JSON, whose strings, numbers and booleans have no `name`, so the next check drops them anyway.
				typeof f === 'object' &&
				str( f.name ) !== ''
		)
		.map( ( f ) => ( {
			name: str( f.name ),
			type: str( f.type ) || 'text',
			label: str( f.label ) || str( f.name ),
			required: f.required === true,
			min: String( f.min ?? '' ),
			max: String( f.max ?? '' ),
			minLength: count( f.minLength ),
			maxLength: count( f.maxLength ),
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

/** The rules a control's ValidityState reports broken, as keys of the rules file. */
export function brokenByBrowser( validity: ValidityFlags, rule: FieldRule ): MessageKey[] {
	const type = typeRules( rule.type );
	const dates = type?.range === 'date';
	const broken: Array< MessageKey | false > = [
		validity.valueMissing && ( rule.type === 'acceptance' ? 'accept' : 'required' ),
		validity.tooLong && 'tooLong',
		validity.tooShort && 'tooShort',
		// A value that is not an address, number or date of the control's type.
		( validity.typeMismatch || validity.badInput ) && ( ( type?.format as MessageKey | undefined ) ?? false ),
		validity.rangeUnderflow && ( dates ? 'dateMin' : 'min' ),
		validity.rangeOverflow && ( dates ? 'dateMax' : 'max' ),
		validity.patternMismatch && 'pattern',
	];
	return broken.filter( ( key ): key is MessageKey => key !== false );
}

/** The rules a value breaks that the constraint attributes cannot express. */
export function brokenBeyond( rule: FieldRule, value: FieldValue ): MessageKey[] {
	const blank =
		value === null || ( Array.isArray( value ) ? value.length === 0 : typeof value === 'string' && ! value.trim() );
	if ( blank ) {
		// Also a value of spaces, which `required` lets through, and a group of checkboxes.
		return rule.required ? [ rule.type === 'acceptance' ? 'accept' : 'required' ] : [];
	}
	if ( typeof value === 'object' && ! Array.isArray( value ) ) {
		const ext = value.name.includes( '.' )
			? value.name.split( '.' ).pop()!.toLowerCase()
			: // Stryker disable next-line StringLiteral: a name without a dot matches no accepted extension, as '' (includes/Forms/Fields.php drops empty entries) or any other made-up text.
				'';
		return [
			...( value.size > rule.maxSize * 1024 ? [ 'fileSize' as const ] : [] ),
			...( rule.accept.includes( ext ) ? [] : [ 'fileType' as const ] ),
		];
	}
	if ( typeof value !== 'string' || typeRules( rule.type )?.choices ) {
		return []; // Choices come from the markup's own options.
	}
	const length = [ ...value ].length; // Characters, as the server counts them.
	// Stryker disable next-line StringLiteral: a type without a format is checked for none, whatever text stands in (only email, url and tel are).
	const format = typeRules( rule.type )?.format ?? '';
	return [
		...( rule.maxLength && length > rule.maxLength ? [ 'tooLong' as const ] : [] ),
		...( rule.minLength && length < rule.minLength ? [ 'tooShort' as const ] : [] ),
		// Number and date: the control holds only valid ones (the browser reports the rest).
		...( [ 'email', 'url', 'tel' ].includes( format ) && ! matchesFormat( format, value )
			? [ format as MessageKey ]
			: [] ),
	];
}

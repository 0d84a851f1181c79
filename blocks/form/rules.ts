/**
 * The form fields' rules in the browser, from includes/rules/form-fields.json, which the server
 * reads too (includes/Forms/Rules.php): the field types, the formats and limits, the order verdicts
 * are tried in, and their words (the same as Vitrine\Forms\Validator::message(); both test suites
 * hold each side to the file). Pure: unit-tested without a page.
 */
import { __, sprintf } from '@vitrine/shared';
import RULES from '../../includes/rules/form-fields.json';

/** A broken rule: the key of its message in the rules file. */
export type MessageKey = keyof typeof RULES.messages;
export type FieldType = keyof typeof RULES.types;

/** What the browser's checks know of a field (the server prints it in data-settings). */
export interface FieldRule {
	name: string;
	type: string;
	label: string;
	required: boolean;
	min: string;
	max: string;
	/** 0: no minimum. */
	minLength: number;
	/** The longest value, its type's limit included; 0: no limit. */
	maxLength: number;
	accept: string[];
	/** Kilobytes. */
	maxSize: number;
	step: number;
}

interface TypeRules {
	control: string;
	constraints: string[];
	maxLength?: number;
	format?: string;
	range?: string;
	choices?: string;
}

/**
 * The rules' keys in the order they are tried: a verdict is the first broken rule. (The file's
 * messages are the English words, which the tests compare with `message()`: not in the bundle.)
 */
export const ORDER = RULES.order as MessageKey[];

export const typeRules = ( type: string ): TypeRules | undefined =>
	( RULES.types as Record< string, TypeRules > )[ type ];

/** The first of these broken rules in the rules file's order, or null. */
export function firstBroken( broken: Iterable< MessageKey > ): MessageKey | null {
	const set = new Set( broken );
	return ORDER.find( ( key ) => set.has( key ) ) ?? null;
}

const FORMATS: Record< string, RegExp > = Object.fromEntries(
	Object.entries( RULES.formats as Record< string, { regex: string; caseless?: boolean } > ).map(
		( [ name, { regex, caseless } ] ) => [ name, new RegExp( regex, caseless ? 'iu' : 'u' ) ]
	)
);

/** Whether a value has the shape of a format of the rules file (email, tel, url); true for others. */
export const matchesFormat = ( format: string, value: string ) => FORMATS[ format ]?.test( value ) ?? true;

/** A size in KB as the messages show it: "900 KB", "1 MB", "1.5 MB" (Rules::size_text() on the server). */
export const sizeText = ( kb: number ) => ( kb < 1024 ? `${ kb } KB` : `${ Math.round( kb / 102.4 ) / 10 } MB` );

/** The words of a broken rule, naming the field. */
export function message( key: MessageKey, rule: FieldRule ): string {
	const label = rule.label;
	// One literal per message, so translations find them; tsc fails when the file adds a key.
	const texts: Record< MessageKey, () => string > = {
		/* translators: %s: field label */
		required: () => sprintf( __( '%s is required.', 'vitrine' ), label ),
		/* translators: %s: field label */
		accept: () => sprintf( __( 'Please accept: %s', 'vitrine' ), label ),
		/* translators: %s: field label */
		choice: () => sprintf( __( '%s: choose one of the listed options.', 'vitrine' ), label ),
		tooLong: () =>
			/* translators: 1: field label, 2: number of characters */
			sprintf( __( '%1$s is too long (at most %2$d characters).', 'vitrine' ), label, rule.maxLength ),
		tooShort: () =>
			/* translators: 1: field label, 2: number of characters */
			sprintf( __( '%1$s is too short (at least %2$d characters).', 'vitrine' ), label, rule.minLength ),
		email: () =>
			/* translators: %s: field label */
			sprintf( __( '%s must be an email address, like name@example.com.', 'vitrine' ), label ),
		url: () =>
			/* translators: %s: field label */
			sprintf( __( '%s must be a web address starting with http:// or https://.', 'vitrine' ), label ),
		/* translators: %s: field label */
		tel: () => sprintf( __( '%s must be a phone number.', 'vitrine' ), label ),
		/* translators: %s: field label */
		number: () => sprintf( __( '%s must be a number.', 'vitrine' ), label ),
		/* translators: %s: field label */
		date: () => sprintf( __( '%s must be a date (YYYY-MM-DD).', 'vitrine' ), label ),
		/* translators: 1: field label, 2: minimum */
		min: () => sprintf( __( '%1$s must be at least %2$s.', 'vitrine' ), label, rule.min ),
		/* translators: 1: field label, 2: maximum */
		max: () => sprintf( __( '%1$s must be at most %2$s.', 'vitrine' ), label, rule.max ),
		/* translators: 1: field label, 2: earliest date */
		dateMin: () => sprintf( __( '%1$s must be %2$s or later.', 'vitrine' ), label, rule.min ),
		/* translators: 1: field label, 2: latest date */
		dateMax: () => sprintf( __( '%1$s must be %2$s or earlier.', 'vitrine' ), label, rule.max ),
		/* translators: %s: field label */
		pattern: () => sprintf( __( '%s is not in the expected format.', 'vitrine' ), label ),
		fileSize: () =>
			/* translators: 1: field label, 2: size such as "2 MB" */
			sprintf( __( '%1$s is too large (at most %2$s).', 'vitrine' ), label, sizeText( rule.maxSize ) ),
		fileType: () =>
			/* translators: 1: field label, 2: list of file types such as "pdf, jpg" */
			sprintf( __( '%1$s must be a file of type: %2$s.', 'vitrine' ), label, rule.accept.join( ', ' ) ),
		/* translators: %s: field label */
		upload: () => sprintf( __( '%s could not be uploaded. Please try again.', 'vitrine' ), label ),
	};
	return texts[ key ]();
}

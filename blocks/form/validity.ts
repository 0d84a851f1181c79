/**
 * The thin DOM side of the form's checks: a field's value as the server will get it, and its
 * verdict on the browser's constraint validation. The control's ValidityState gives what the
 * constraint attributes say; the rules they cannot express (blocks/form/validate.ts) and the
 * server's verdict are set on the control with setCustomValidity(), so `:invalid`, checkValidity()
 * and the form's own validity agree with the messages shown. The first broken rule in the order of
 * includes/rules/form-fields.json is the verdict, as on the server.
 */
import { brokenBeyond, brokenByBrowser, type FieldValue } from './validate';
import { firstBroken, message, type FieldRule } from './rules';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value of a field's controls, as the form will send it. */
export function readValue( rule: FieldRule, controls: Control[] ): FieldValue {
	const inputs = controls as HTMLInputElement[];
	if ( rule.type === 'checkbox' ) {
		return inputs.filter( ( i ) => i.checked ).map( ( i ) => i.value );
	}
	if ( rule.type === 'radio' ) {
		return inputs.find( ( i ) => i.checked )?.value ?? '';
	}
	if ( rule.type === 'acceptance' ) {
		return inputs[ 0 ]?.checked ? '1' : '';
	}
	if ( rule.type === 'file' ) {
		const file = inputs[ 0 ]?.files?.[ 0 ];
		return file ? { name: file.name, size: file.size } : null;
	}
	return controls[ 0 ]?.value ?? '';
}

/**
 * The message for a field, or null when it passes. `server` is the server's verdict on the value
 * sent last, which stands until the visitor changes the field.
 */
export function checkField( rule: FieldRule, controls: Control[], server?: string ): string | null {
	const first = controls[ 0 ];
	controls.forEach( ( control ) => control.setCustomValidity( '' ) );
	const key = firstBroken( [
		...( first ? brokenByBrowser( first.validity, rule ) : [] ),
		...brokenBeyond( rule, readValue( rule, controls ) ),
	] );
	const text = server ?? ( key ? message( key, rule ) : null );
	if ( text && first && first.validity.valid ) {
		first.setCustomValidity( text ); // A rule the constraint attributes cannot express.
	}
	return text;
}

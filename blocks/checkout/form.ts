/**
 * Reading and building parts of the checkout form.
 */
export interface Texts {
	required: string;
	email: string;
	fix: string;
	noRates: string;
	needAddress: string;
	chooseRate: string;
	choosePayment: string;
	placing: string;
	placed: string;
	failed: string;
	empty: string;
	line: string;
}

/** The values of an address group by field name, and which fields it requires. */
export function readGroup( group: HTMLElement ): { values: Record< string, string >; required: string[] } {
	const values: Record< string, string > = {};
	const required: string[] = [];
	group.querySelectorAll< HTMLInputElement | HTMLSelectElement >( '[data-field]' ).forEach( ( field ) => {
		const name = field.dataset.field ?? '';
		values[ name ] = field.value.trim();
		if ( field.required ) {
			required.push( name );
		}
	} );
	return { values, required };
}

/** Replaces a group's radio choices (labels as text), or shows `none` when there is nothing to choose. */
export function choices(
	group: HTMLElement,
	name: string,
	options: Array< { value: string; label: string; checked: boolean } >,
	none: string
): void {
	const box = group.querySelector( '.vitrine-checkout__choices' );
	if ( ! box ) {
		return;
	}
	const doc = group.ownerDocument;
	group.hidden = options.length === 0 && ! none;
	// Same choices as shown: keep the elements (and the keyboard focus on them), update the checks only.
	const shown = Array.from( box.querySelectorAll< HTMLInputElement >( 'input[type="radio"]' ) );
	const same =
		shown.length === options.length &&
		shown.every(
			( input, i ) =>
				input.value === options[ i ]!.value && input.parentElement?.textContent === ` ${ options[ i ]!.label }`
		);
	if ( same && options.length ) {
		shown.forEach( ( input, i ) => ( input.checked = options[ i ]!.checked ) );
		return;
	}
	// New choices (a new address brought other rates): the keyboard focus stays on the same choice.
	const focused = shown.find( ( input ) => input === doc.activeElement )?.value;
	box.replaceChildren(
		...( options.length
			? options.map( ( option ) => {
					const label = doc.createElement( 'label' );
					const input = doc.createElement( 'input' );
					Object.assign( input, { type: 'radio', name, value: option.value, checked: option.checked } );
					label.append( input, ' ', option.label );
					return label;
				} )
			: [ none ] )
	);
	Array.from( box.querySelectorAll< HTMLInputElement >( 'input[type="radio"]' ) )
		.find( ( input ) => focused !== undefined && input.value === focused )
		?.focus();
}

/** The address fields WooCommerce picks shipping rates and taxes by. */
export const DESTINATION_FIELDS = [ 'country', 'state', 'postcode', 'city' ];

/** The destination part of an address (for cart/update-customer), or null before a country is chosen. */
export function destination( values: Record< string, string > ): Record< string, string > | null {
	if ( ! values.country ) {
		return null;
	}
	return Object.fromEntries( DESTINATION_FIELDS.map( ( key ) => [ key, values[ key ] ?? '' ] ) );
}

/**
 * Error display: each message goes into its field's error paragraph, which the control lists in
 * aria-describedby, with aria-invalid on the control; a summary above the form links every
 * problem to its field. Focus moves to the first invalid control (its label and message are read
 * out), or to the summary for a problem that concerns no single field.
 */
export interface FieldError {
	name: string;
	message: string;
}

/** A field's wrapper by name (no selector built from the name, so any name is safe). */
export const fieldElement = ( formEl: HTMLElement, name: string ) =>
	Array.from( formEl.querySelectorAll< HTMLElement >( '[data-field]' ) ).find(
		( el ) => el.dataset.field === name
	) ?? null;

export function createErrors( element: HTMLElement, formEl: HTMLFormElement ) {
	const summary = element.querySelector< HTMLElement >( '.vitrine-form__summary' );
	const list = summary?.querySelector( 'ul' );
	const shown = new Set< string >();

	const fieldEl = ( name: string ) => fieldElement( formEl, name );
	const controls = ( field: HTMLElement ) =>
		Array.from( field.querySelectorAll< HTMLElement >( 'input:not([type="hidden"]), select, textarea' ) );

	const describe = ( control: HTMLElement, id: string, on: boolean ) => {
		const ids = ( control.getAttribute( 'aria-describedby' ) ?? '' )
			.split( /\s+/ )
			.filter( ( x ) => x && x !== id );
		if ( on ) {
			ids.push( id );
		}
		if ( ids.length ) {
			control.setAttribute( 'aria-describedby', ids.join( ' ' ) );
		} else {
			control.removeAttribute( 'aria-describedby' );
		}
	};

	const mark = ( name: string, message: string | null ) => {
		const field = fieldEl( name );
		const text = field?.querySelector< HTMLElement >( '.vitrine-form__error' );
		if ( ! field || ! text ) {
			return;
		}
		text.textContent = message ?? '';
		text.hidden = message === null;
		field.classList.toggle( 'has-error', message !== null );
		for ( const control of controls( field ) ) {
			describe( control, text.id, message !== null );
			if ( message !== null ) {
				control.setAttribute( 'aria-invalid', 'true' );
			} else {
				control.removeAttribute( 'aria-invalid' );
			}
		}
		if ( message === null ) {
			shown.delete( name );
		} else {
			shown.add( name );
		}
	};

	const fillSummary = ( items: Array< { text: string; target?: HTMLElement } > ) => {
		if ( ! summary || ! list ) {
			return;
		}
		list.replaceChildren(
			...items.map( ( { text, target } ) => {
				const li = element.ownerDocument.createElement( 'li' );
				if ( target?.id ) {
					const link = element.ownerDocument.createElement( 'a' );
					link.href = `#${ target.id }`;
					link.textContent = text;
					link.addEventListener( 'click', ( event ) => {
						event.preventDefault();
						target.focus();
					} );
					li.append( link );
				} else {
					li.textContent = text;
				}
				return li;
			} )
		);
		summary.hidden = items.length === 0;
	};

	const api = {
		clear() {
			[ ...shown ].forEach( ( name ) => mark( name, null ) );
			fillSummary( [] );
		},
		show( errors: FieldError[], moveFocus: boolean ) {
			api.clear();
			errors.forEach( ( { name, message } ) => mark( name, message ) );
			fillSummary(
				errors.map( ( { name, message } ) => ( {
					text: message,
					target: controls( fieldEl( name ) ?? formEl )[ 0 ],
				} ) )
			);
			const first = errors[ 0 ] && fieldEl( errors[ 0 ].name );
			if ( moveFocus && first ) {
				controls( first )[ 0 ]?.focus();
			}
		},
		general( message: string ) {
			api.clear();
			fillSummary( [ { text: message } ] );
			summary?.focus();
		},
	};
	return api;
}

import fs from 'fs';
import path from 'path';
import { test, expect, ADMIN_STATE } from './fixtures';
import { asDrafts } from './drafts';

/**
 * The shared cases of the form's rules (tests/fixtures/rules/form-fields.json; the PHP and jest
 * tests run them too) in Chromium, on the markup the server prints: one form holds a field per case
 * a visitor can give, each is filled in as a visitor does, and after "Send" each field's message (or
 * none) is the case's verdict, and its control's own validity agrees.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

interface Case {
	field: Record< string, unknown > & { type: string; label: string };
	value: unknown;
	message: string | null;
	browser?: string;
}

const CASES = (
	JSON.parse( fs.readFileSync( path.resolve( __dirname, '../fixtures/rules/form-fields.json' ), 'utf8' ) ) as {
		cases: Case[];
	}
 ).cases
	.map( ( c, i ) => ( { ...c, name: `c${ i }` } ) )
	.filter( ( c ) => ! c.browser );

test( 'the browser reaches the verdict of every shared case a visitor can give', async ( { page } ) => {
	const attributes = {
		formId: 'rules-cases',
		minSeconds: 0,
		fields: CASES.map( ( { name, field } ) => ( { name, ...field } ) ),
	};
	await asDrafts( page, [ `<!-- wp:vitrine/form ${ JSON.stringify( attributes ) } /-->` ], async ( [ url = '' ] ) => {
		await page.goto( url );
		const form = page.locator( '#rules-cases' );
		await expect( form ).toHaveAttribute( 'data-vitrine', 'form' );
		for ( const { name, field, value } of CASES ) {
			const wrap = form.locator( `[data-field="${ name }"]` );
			if ( field.type === 'file' ) {
				const file = value as { file: string; size: number } | null;
				if ( file ) {
					await wrap.locator( 'input' ).setInputFiles( {
						name: file.file,
						mimeType: 'text/plain',
						buffer: Buffer.alloc( file.size, 'a' ),
					} );
				}
			} else if ( field.type === 'select' ) {
				await wrap.locator( 'select' ).selectOption( String( value ) );
			} else if ( [ 'radio', 'checkbox', 'acceptance' ].includes( field.type ) ) {
				for ( const one of ( Array.isArray( value ) ? value : [ value ] ).filter( ( v ) => v !== '' ) ) {
					await wrap.locator( `input[value="${ one }"]` ).check();
				}
			} else {
				await wrap.locator( 'input, textarea' ).fill( String( value ) );
			}
		}
		await form.getByRole( 'button', { name: 'Send' } ).click();
		await expect( form.locator( '.vitrine-form__summary' ) ).toBeVisible();

		const verdicts = await form.evaluate(
			( element, names: string[] ) =>
				names.map( ( name ) => {
					const field = Array.from( element.querySelectorAll< HTMLElement >( '[data-field]' ) ).find(
						( el ) => el.dataset.field === name
					);
					const error = field?.querySelector< HTMLElement >( '.vitrine-form__error' );
					const control = field?.querySelector< HTMLInputElement >( 'input, select, textarea' );
					return {
						name,
						message: error && ! error.hidden ? error.textContent : null,
						valid: control?.checkValidity() ?? null,
					};
				} ),
			CASES.map( ( c ) => c.name )
		);
		expect( verdicts ).toEqual(
			CASES.map( ( { name, message } ) => ( { name, message, valid: message === null } ) )
		);
	} );
} );

import form from '../view';
import { handlerContext, mount } from '../../../tests/unit/handler-mount';

const origin = window.location.origin;
const settings = {
	endpoint: `${ origin }/wp-json/vitrine/v1/form`,
	steps: 2,
	fields: [
		{ name: 'name', type: 'text', label: 'Name', required: true, step: 0 },
		{ name: 'mail', type: 'email', label: 'Email', required: true, step: 1 },
	],
};

function markup() {
	document.body.innerHTML = `<div id="f" class="vitrine-form">
		<div class="vitrine-form__summary" tabindex="-1" hidden><ul></ul></div>
		<p class="vitrine-form__status" role="status" tabindex="-1"></p>
		<form class="vitrine-form__form">
			<ol class="vitrine-form__progress"><li>One</li><li>Two</li></ol>
			<p class="vitrine-form__progress-text"></p>
			<div class="vitrine-form__step" data-step="0"><h3 class="vitrine-form__step-title" tabindex="-1">One</h3>
				<div class="vitrine-form__field" data-field="name"><label for="f-name">Name</label><input id="f-name" name="fields[name]" aria-describedby="f-name-help"><p id="f-name-help">Help</p><p class="vitrine-form__error" id="f-name-error" hidden></p></div>
			</div>
			<div class="vitrine-form__step" data-step="1"><h3 class="vitrine-form__step-title" tabindex="-1">Two</h3>
				<div class="vitrine-form__field" data-field="mail"><label for="f-mail">Email</label><input id="f-mail" name="fields[mail]"><p class="vitrine-form__error" id="f-mail-error" hidden></p></div>
			</div>
			<button type="button" class="vitrine-form__back" hidden>Back</button>
			<button type="button" class="vitrine-form__next" hidden>Next</button>
			<button type="submit" class="vitrine-form__submit">Send</button>
		</form></div>`;
	const element = document.getElementById( 'f' ) as HTMLElement;
	const $ = < T extends HTMLElement >( selector: string ) => element.querySelector( selector ) as T;
	return { element, $ };
}

const tick = () => new Promise( ( r ) => setTimeout( r, 0 ) );

describe( 'form handler', () => {
	it( 'ties messages to fields, focuses the first and keeps the next step closed', () => {
		const { element, $ } = markup();
		const teardown = mount( form, element, settings );
		expect( $( '[data-step="1"]' ).hidden ).toBe( true );
		expect( $( '.vitrine-form__progress-text' ).textContent ).toBe( 'Step 1 of 2: One' );
		expect( $( '.vitrine-form__submit' ).hidden ).toBe( true );
		$< HTMLButtonElement >( '.vitrine-form__next' ).click();
		const input = $< HTMLInputElement >( '#f-name' );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe( 'f-name-help f-name-error' );
		expect( $( '#f-name-error' ).textContent ).toBe( 'Name is required.' );
		expect( document.activeElement ).toBe( input );
		expect( $( '.vitrine-form__summary' ).hidden ).toBe( false );
		expect( $( '.vitrine-form__summary a' ).getAttribute( 'href' ) ).toBe( '#f-name' );
		input.value = 'Jo';
		$< HTMLButtonElement >( '.vitrine-form__next' ).click();
		expect( input.hasAttribute( 'aria-invalid' ) ).toBe( false );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe( 'f-name-help' );
		expect( $( '[data-step="1"]' ).hidden ).toBe( false );
		expect( document.activeElement ).toBe( $( '[data-step="1"] h3' ) );
		expect( $( '.vitrine-form__progress li:nth-child(2)' ).getAttribute( 'aria-current' ) ).toBe( 'step' );
		teardown?.();
		expect( $( '[data-step="0"]' ).hidden ).toBe( false );
	} );

	it( 'puts the server’s field errors back on their step until the field changes, then shows success', async () => {
		const { element, $ } = markup();
		mount( form, element, settings );
		$< HTMLInputElement >( '#f-name' ).value = 'Jo';
		$< HTMLButtonElement >( '.vitrine-form__next' ).click();
		$< HTMLInputElement >( '#f-mail' ).value = 'jo@example.com';
		global.fetch = jest.fn().mockResolvedValueOnce( {
			ok: false,
			json: async () => ( { message: 'x', data: { status: 400, errors: { name: 'Name is taken.' } } } ),
		} ) as unknown as typeof fetch;
		$< HTMLFormElement >( 'form' ).requestSubmit();
		await tick();
		await tick();
		expect( $( '[data-step="0"]' ).hidden ).toBe( false );
		expect( $( '#f-name-error' ).textContent ).toBe( 'Name is taken.' );
		expect( document.activeElement ).toBe( $( '#f-name' ) );
		// The server's verdict is the field's custom validity, and stands until the field changes.
		const name = $< HTMLInputElement >( '#f-name' );
		expect( name.checkValidity() ).toBe( false );
		$< HTMLButtonElement >( '.vitrine-form__next' ).click();
		expect( $( '[data-step="1"]' ).hidden ).toBe( true );
		expect( $( '#f-name-error' ).textContent ).toBe( 'Name is taken.' );
		name.value = 'Joanna';
		name.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( name.checkValidity() ).toBe( true );

		global.fetch = jest.fn().mockResolvedValueOnce( {
			ok: true,
			json: async () => ( { ok: true, message: 'Thanks!' } ),
		} ) as unknown as typeof fetch;
		$< HTMLButtonElement >( '.vitrine-form__next' ).click();
		expect( $( '[data-step="1"]' ).hidden ).toBe( false );
		$< HTMLFormElement >( 'form' ).requestSubmit();
		await tick();
		await tick();
		expect( $( 'form' ).hidden ).toBe( true );
		expect( $( '.vitrine-form__status' ).textContent ).toBe( 'Thanks!' );
		expect( document.activeElement ).toBe( $( '.vitrine-form__status' ) );
	} );

	it( 'does nothing with broken settings', () => {
		const { element } = markup();
		expect( form( handlerContext( element, { endpoint: 'https://evil.test/', fields: [] } ) ) ).toBeUndefined();
	} );
} );

/**
 * The subscribe variation of the form block: the form's view script registers its handler as `subscribe`
 * too, and that handler, on the sign-up form its render.php prints (captured from the demo page in the teardown
 * test's fixtures), checks the address and the consent box, sends to the subscribe route without a
 * reload, and shows the server's answer.
 */
import markup from '../builder/fixtures/handler-markup.json';
import { parseSettings } from '../../../src/shared/settings';
import type { Handler } from '../../../src/builder/runtime/types';
import { handlersRegisteredBy } from '../blocks';
import { mount as mountHandler } from '../handler-mount';

/** The demo's sign-up form as its render.php prints it, mounted with its own settings. */
function mount( handler: Handler ) {
	document.body.innerHTML = ( markup as Record< string, string[] > ).subscribe![ 0 ]!;
	const element = document.querySelector< HTMLElement >( '[data-vitrine="subscribe"]' )!;
	const settings = parseSettings( element.getAttribute( 'data-settings' ) )!;
	const teardown = mountHandler( handler, element, settings );
	const $ = < T extends HTMLElement >( selector: string ) => element.querySelector< T >( selector )!;
	return { element, settings, teardown, $ };
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/** Stands in for fetch (jsdom has none): every request gets `answer`, or no answer at all (null). */
function serverAnswers( answer: { ok: boolean; json: unknown } | null ): jest.Mock {
	const send = jest.fn( () =>
		answer ? Promise.resolve( { ok: answer.ok, json: async () => answer.json } ) : new Promise( () => {} )
	);
	global.fetch = send as unknown as typeof fetch;
	return send;
}

describe( 'subscribe widget', () => {
	let handler: Handler;
	let registered: Map< string, unknown >;

	beforeAll( () => {
		registered = handlersRegisteredBy( () => ( handler = require( '../../../blocks/form/view' ).default ) );
	} );

	it( 'is the form widget’s own handler, registered under the subscribe variation’s name too', () => {
		expect( registered.get( 'subscribe' ) ).toBe( handler );
		expect( registered.get( 'form' ) ).toBe( handler );
	} );

	it( 'asks for the address and the consent before sending anything', () => {
		const send = serverAnswers( null );
		const { $ } = mount( handler );
		$< HTMLFormElement >( 'form' ).requestSubmit();
		expect( send ).not.toHaveBeenCalled();
		expect( $( '#demo-newsletter-email-error' ).textContent ).toBe( 'Email is required.' );
		expect( $( '#demo-newsletter-consent-error' ).hidden ).toBe( false );
		expect( $( '#demo-newsletter-email' ).getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( document.activeElement ).toBe( $( '#demo-newsletter-email' ) );
		expect( $( '.vitrine-form__summary' ).hidden ).toBe( false );
		expect( $( '#demo-newsletter-name' ).hasAttribute( 'aria-invalid' ) ).toBe( false ); // Optional.
	} );

	it( 'sends the sign-up to the subscribe route and shows the server’s answer in place', async () => {
		const send = serverAnswers( { ok: true, json: { message: 'Check your inbox to confirm.' } } );
		const { $, settings } = mount( handler );
		$< HTMLInputElement >( '#demo-newsletter-email' ).value = 'jo@example.com';
		$< HTMLInputElement >( '#demo-newsletter-consent' ).checked = true;
		$< HTMLFormElement >( 'form' ).requestSubmit();
		await settle();
		await settle();

		expect( send ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = send.mock.calls[ 0 ] as unknown as [ string, RequestInit ];
		expect( url ).toBe( settings.endpoint );
		expect( url ).toBe( 'http://localhost/wp-json/vitrine/v1/subscribe' );
		const body = init.body as FormData;
		expect( body.get( 'fields[email]' ) ).toBe( 'jo@example.com' );
		expect( body.get( 'fields[consent]' ) ).toBe( '1' );
		expect( body.get( 'form_id' ) ).toBe( 'demo-newsletter' );
		expect( body.has( 'redirect' ) ).toBe( false ); // The script reads the answer; no redirect.
		expect( $( '.vitrine-form__status' ).textContent ).toBe( 'Check your inbox to confirm.' );
		expect( $( 'form' ).hidden ).toBe( true );
	} );

	it( 'puts the server’s field error back on its field', async () => {
		serverAnswers( {
			ok: false,
			json: {
				code: 'rest_invalid_param',
				message: 'x',
				data: { status: 400, errors: { email: 'Not a mailbox.' } },
			},
		} );
		const { $ } = mount( handler );
		$< HTMLInputElement >( '#demo-newsletter-email' ).value = 'jo@example.com';
		$< HTMLInputElement >( '#demo-newsletter-consent' ).checked = true;
		$< HTMLFormElement >( 'form' ).requestSubmit();
		await settle();
		await settle();
		expect( $( '#demo-newsletter-email-error' ).textContent ).toBe( 'Not a mailbox.' );
		expect( $( 'form' ).hidden ).toBe( false );
	} );
} );

import codeHighlight, { FEEDBACK_MS } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup( code: string ) {
	const el = document.createElement( 'figure' );
	el.innerHTML = `<figcaption><button class="vitrine-code__copy">Copy</button><span class="vitrine-code__status"></span></figcaption><pre><code class="vitrine-code__code"></code></pre>`;
	el.querySelector( 'code' )!.textContent = code;
	document.body.append( el );
	return el;
}

const flush = () => new Promise( ( r ) => setTimeout( r, 0 ) );

describe( 'code highlight handler', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'highlights the code and restores it on teardown', async () => {
		const el = markup( 'const a = "<b>";' );
		const teardown = mount( codeHighlight, el, { language: 'js' } );
		await flush();
		await flush();
		const code = el.querySelector( 'code' )!;
		expect( code.querySelector( '.token.keyword' )?.textContent ).toBe( 'const' );
		expect( code.textContent ).toBe( 'const a = "<b>";' );
		teardown?.();
		expect( code.querySelector( '.token' ) ).toBeNull();
		expect( code.textContent ).toBe( 'const a = "<b>";' );
	} );

	it( 'copies the original text and gives feedback that fades', async () => {
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( navigator, 'clipboard', { configurable: true, value: { writeText } } );
		const el = markup( 'echo 1' );
		mount( codeHighlight, el, { language: 'bash' } );
		jest.useFakeTimers();
		el.querySelector< HTMLButtonElement >( 'button' )!.click();
		await Promise.resolve();
		await Promise.resolve();
		expect( writeText ).toHaveBeenCalledWith( 'echo 1' );
		expect( el.querySelector( 'button' )!.textContent ).toBe( 'Copied' );
		expect( el.querySelector( '.vitrine-code__status' )!.textContent ).toBe( 'Code copied to the clipboard' );
		jest.advanceTimersByTime( FEEDBACK_MS );
		expect( el.querySelector( 'button' )!.textContent ).toBe( 'Copy' );
	} );

	it( 'says how to copy by hand when the clipboard is refused', async () => {
		Object.defineProperty( navigator, 'clipboard', {
			configurable: true,
			value: { writeText: jest.fn().mockRejectedValue( new Error( 'denied' ) ) },
		} );
		const el = markup( 'x' );
		mount( codeHighlight, el, {} );
		el.querySelector< HTMLButtonElement >( 'button' )!.click();
		await flush();
		expect( el.querySelector( '.vitrine-code__status' )!.textContent ).toBe( 'Press Ctrl+C to copy' );
	} );
} );

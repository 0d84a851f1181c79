import { activate, mayActivate } from '../../../src/consent/core/activation';

const blocked = ( category: string, body: string, extra = '' ) =>
	`<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="${ category }" data-cli-block="true" data-cli-block-if-ccpa-optout="true" data-cli-element-position="body"${ extra }>${ body }</script>`;

describe( 'activating blocked elements', () => {
	beforeEach( () => {
		( window as unknown as { ran: string[] } ).ran = [];
	} );
	const ran = () => ( window as unknown as { ran: string[] } ).ran;

	it( 'runs only allowed scripts, in document order, without the blocking attributes', async () => {
		document.body.innerHTML =
			blocked( 'analytics', 'window.ran.push("a1")', ' id="one" data-x="kept"' ) +
			blocked( 'advertisement', 'window.ran.push("ad")' ) +
			blocked( 'analytics', 'window.ran.push("a2")' );
		const count = await activate( document, ( category ) => category === 'analytics' );
		expect( count ).toBe( 2 );
		expect( ran() ).toEqual( [ 'a1', 'a2' ] );
		const script = document.getElementById( 'one' ) as HTMLScriptElement;
		expect( script.getAttribute( 'type' ) ).toBeNull();
		expect( script.getAttribute( 'data-cli-class' ) ).toBeNull();
		expect( script.dataset.x ).toBe( 'kept' );
		// The refused one stays blocked and does not run on a second pass either.
		expect( await activate( document, () => false ) ).toBe( 0 );
		expect( document.querySelectorAll( 'script[type="text/plain"]' ) ).toHaveLength( 1 );
	} );

	it( 'passes the element’s own CCPA flag, and data-cli-block="false" always runs', () => {
		document.body.innerHTML =
			blocked( 'analytics', '' ).replace(
				'data-cli-block-if-ccpa-optout="true"',
				'data-cli-block-if-ccpa-optout="false"'
			) + blocked( 'analytics', '' ).replace( 'data-cli-block="true"', 'data-cli-block="false"' );
		const [ first, second ] = Array.from( document.querySelectorAll( 'script' ) );
		const allows = jest.fn( () => false );
		expect( mayActivate( first!, allows ) ).toBe( false );
		expect( allows ).toHaveBeenCalledWith( 'analytics', false );
		expect( mayActivate( second!, () => false ) ).toBe( true );
	} );

	it( 'shows an allowed iframe and removes its placeholder', async () => {
		document.body.innerHTML =
			'<div class="vitrine-consent-placeholder"><button data-vitrine-consent-accept="functional">Accept</button></div>' +
			'<iframe data-cli-class="cli-blocker-script" data-cli-script-type="functional" data-cli-block="true" data-cli-src="https://example.com/embed" hidden title="Video"></iframe>';
		await activate( document, () => true );
		const frame = document.querySelector( 'iframe' )!;
		expect( frame.getAttribute( 'src' ) ).toBe( 'https://example.com/embed' );
		expect( frame.hidden ).toBe( false );
		expect( frame.hasAttribute( 'data-cli-src' ) ).toBe( false );
		expect( document.querySelector( '.vitrine-consent-placeholder' ) ).toBeNull();
	} );

	it( 'waits for a script file before running the next script', async () => {
		document.body.innerHTML =
			blocked( 'analytics', '', ' src="https://example.com/tag.js"' ) +
			blocked( 'analytics', 'window.ran.push("after")' );
		const pending = activate( document, () => true );
		await Promise.resolve();
		expect( ran() ).toEqual( [] );
		const file = document.querySelector( 'script[src]' ) as HTMLScriptElement;
		expect( file.getAttribute( 'type' ) ).toBeNull();
		file.dispatchEvent( new Event( 'load' ) );
		await pending;
		expect( ran() ).toEqual( [ 'after' ] );
	} );
} );

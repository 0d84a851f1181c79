import shareButtons, { copyText, parseShareSettings } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup(): HTMLElement {
	document.body.innerHTML = `<div class="vitrine-share" id="s"><ul>
		<li class="is-copy"><button class="vitrine-share__copy" disabled>Copy link</button></li>
		<li class="is-native"><button class="vitrine-share__native" disabled>More</button></li>
	</ul><span class="vitrine-share__status" role="status"></span></div>`;
	return document.getElementById( 's' ) as HTMLElement;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'share buttons settings', () => {
	it( 'keeps only http(s) addresses and falls back to the page', () => {
		expect( parseShareSettings( { url: 'https://a.test/x', title: 'T' }, 'https://page' ).url ).toBe(
			'https://a.test/x'
		);
		expect( parseShareSettings( { url: 'javascript:alert(1)' }, 'https://page' ).url ).toBe( 'https://page' );
		expect( parseShareSettings( { url: 5, title: [] }, 'https://page' ) ).toMatchObject( {
			url: 'https://page',
			title: '',
		} );
		expect( parseShareSettings( { copied: 'Kopiert' }, 'https://page' ).copied ).toBe( 'Kopiert' );
	} );
} );

describe( 'copy link', () => {
	afterEach( () => {
		Object.defineProperty( navigator, 'clipboard', { configurable: true, value: undefined } );
	} );

	it( 'uses the async clipboard when it is there', async () => {
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( navigator, 'clipboard', { configurable: true, value: { writeText } } );
		await expect( copyText( 'https://a.test' ) ).resolves.toBe( true );
		expect( writeText ).toHaveBeenCalledWith( 'https://a.test' );
	} );

	it( 'falls back to execCommand and reports failure honestly', async () => {
		Object.defineProperty( navigator, 'clipboard', {
			configurable: true,
			value: { writeText: jest.fn().mockRejectedValue( new Error( 'denied' ) ) },
		} );
		document.execCommand = jest.fn().mockReturnValue( false );
		await expect( copyText( 'x' ) ).resolves.toBe( false );
		( document.execCommand as jest.Mock ).mockReturnValue( true );
		await expect( copyText( 'x' ) ).resolves.toBe( true );
		expect( document.querySelector( 'textarea' ) ).toBeNull();
	} );

	it( 'enables the copy button and announces the result', async () => {
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( navigator, 'clipboard', { configurable: true, value: { writeText } } );
		const element = markup();
		const teardown = mount( shareButtons, element, { url: 'https://a.test/p' } );
		const copy = element.querySelector( '.vitrine-share__copy' ) as HTMLButtonElement;
		expect( copy.disabled ).toBe( false );
		copy.click();
		await flush();
		expect( writeText ).toHaveBeenCalledWith( 'https://a.test/p' );
		expect( element.querySelector( '[role="status"]' )?.textContent ).toBe( 'Link copied' );
		expect( copy.classList.contains( 'is-copied' ) ).toBe( true );
		teardown?.();
		expect( copy.disabled ).toBe( true );
	} );

	it( 'offers the share sheet only where the browser has one', () => {
		const element = markup();
		mount( shareButtons, element, {} );
		expect( ( element.querySelector( '.vitrine-share__native' ) as HTMLButtonElement ).disabled ).toBe( true );
		const share = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( navigator, 'share', { configurable: true, value: share } );
		const again = markup();
		mount( shareButtons, again, { url: 'https://a.test', title: 'A' } );
		const native = again.querySelector( '.vitrine-share__native' ) as HTMLButtonElement;
		expect( native.disabled ).toBe( false );
		native.click();
		expect( share ).toHaveBeenCalledWith( { url: 'https://a.test', title: 'A' } );
	} );
} );

import { sameOriginUrl, urlOnOrigin, webUrl } from '../../../src/shared/safe-url';
import { readSettingsScript } from '../../../src/shared/settings';

describe( 'safe-url', () => {
	it( 'accepts endpoints on the page’s own origin only', () => {
		expect( sameOriginUrl( '/wp-json/vitrine/v1/' ) ).toBe( 'http://localhost/wp-json/vitrine/v1/' );
		expect( sameOriginUrl( 'http://localhost/wp-json/?rest_route=/' ) ).toBe(
			'http://localhost/wp-json/?rest_route=/'
		);
		for ( const bad of [
			'https://evil.example/wp-json/',
			'//evil.example/wp-json/',
			'http://localhost:8080/',
			'javascript:alert(1)',
			' javascript:alert(1)',
			'data:text/html,<b>x</b>',
			'',
			'   ',
			null,
			42,
			{},
		] ) {
			expect( sameOriginUrl( bad ) ).toBeNull();
		}
	} );

	it( 'accepts any http(s) address for links and redirects, nothing else', () => {
		expect( webUrl( 'https://shop.example/pay' ) ).toBe( 'https://shop.example/pay' );
		expect( webUrl( '/cart/' ) ).toBe( 'http://localhost/cart/' );
		for ( const bad of [
			'javascript:alert(1)',
			'JavaScript:alert(1)',
			'java\nscript:alert(1)',
			'data:,x',
			'vbscript:x',
			'',
		] ) {
			expect( webUrl( bad ) ).toBeNull();
		}
	} );

	it( 'ignores a <base href> pointing elsewhere', () => {
		const base = document.createElement( 'base' );
		base.href = 'https://evil.example/';
		document.head.append( base );
		try {
			expect( sameOriginUrl( '/wp-json/' ) ).toBe( 'http://localhost/wp-json/' );
		} finally {
			base.remove();
		}
	} );
} );

describe( 'readSettingsScript', () => {
	afterEach( () => {
		document.body.replaceChildren();
	} );

	it( 'is not shadowed by an element of post content with the same id', () => {
		// Post content comes first in the body; a Contributor can write a <div>, never a <script>.
		document.body.innerHTML =
			'<div id="vitrine-affiliate-settings">{"geo":{"trackingIds":{"us":"attacker-20"}}}</div>' +
			'<script type="application/json" id="vitrine-affiliate-settings">{"geo":{"trackingIds":{"us":"owner-20"}}}</script>';
		expect( readSettingsScript( 'vitrine-affiliate-settings' ) ).toEqual( {
			geo: { trackingIds: { us: 'owner-20' } },
		} );
	} );

	it( 'reads nothing from an element that is not a JSON script', () => {
		document.body.innerHTML = '<div id="vitrine-runtime">{"mode":"edit"}</div>';
		expect( readSettingsScript( 'vitrine-runtime' ) ).toBeNull();
	} );
} );

describe( 'urlOnOrigin', () => {
	it( 'resolves against the given origin and keeps only that origin', () => {
		expect( urlOnOrigin( '/wp-json/x', 'https://site.example' ) ).toBe( 'https://site.example/wp-json/x' );
		expect( urlOnOrigin( 'https://evil.example/x', 'https://site.example' ) ).toBeNull();
		expect( urlOnOrigin( '', 'https://site.example' ) ).toBeNull();
		expect( urlOnOrigin( '/x', '' ) ).toBeNull();
	} );
} );

import { readConsentSettings } from '../../../src/consent/core/settings';

const page = ( json: string ) => {
	document.head.innerHTML = `<script id="vitrine-consent-settings" type="application/json">${ json }</script>`;
};

describe( 'reading the consent settings', () => {
	it( 'accepts a well-formed object', () => {
		page(
			JSON.stringify( {
				version: '1',
				law: 'gdpr',
				categories: [ { slug: 'necessary', cookies: [], ccpa: false } ],
			} )
		);
		expect( readConsentSettings()?.version ).toBe( '1' );
	} );

	it.each( [
		'{oops',
		'[]',
		'{"version":1,"law":"gdpr","categories":[]}',
		'{"version":"1","law":"x","categories":[]}',
		'{"version":"1","law":"gdpr","categories":[{"slug":1}]}',
	] )( 'ignores %s', ( json ) => {
		page( json );
		expect( readConsentSettings() ).toBeNull();
	} );
} );

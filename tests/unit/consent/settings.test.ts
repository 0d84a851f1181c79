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

	it( 'drops a broken optional part, so the strictest behaviour applies, and keeps the rest', () => {
		const base = { version: '1', law: 'gdpr', categories: [ { slug: 'necessary', cookies: [], ccpa: false } ] };
		const regions = { countries: { us: [ 'US' ] }, modes: { us: 'optout' }, zones: {}, countryUrl: '' };
		const gcm = { mode: 'basic', waitForUpdate: 500, adsDataRedaction: false, urlPassthrough: false };
		page(
			JSON.stringify( {
				...base,
				regions,
				gcm,
				wpConsentApi: { prefix: 'wp_consent' },
				reconsent: { from: '1', categories: [ 'analytics' ] },
			} )
		);
		expect( readConsentSettings() ).toMatchObject( { regions, gcm, wpConsentApi: { prefix: 'wp_consent' } } );
		page(
			JSON.stringify( {
				...base,
				regions: { ...regions, countries: { us: 'US' } },
				gcm: { ...gcm, waitForUpdate: -1 },
				wpConsentApi: { prefix: 'a;b' },
				reconsent: { from: 1 },
			} )
		);
		const read = readConsentSettings();
		expect( read?.version ).toBe( '1' );
		expect( read ).not.toHaveProperty( 'regions' );
		expect( read ).not.toHaveProperty( 'gcm' );
		expect( read ).not.toHaveProperty( 'wpConsentApi' );
		expect( read ).not.toHaveProperty( 'reconsent' );
	} );
} );

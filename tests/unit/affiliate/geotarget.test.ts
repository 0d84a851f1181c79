import { geotarget, isRetailer, rewriteHref, targetStore, type GeoSettings } from '../../../src/affiliate/geotarget';

const settings: GeoSettings = {
	store: 'com',
	mode: 'asin',
	countries: { us: 'com', de: 'de', at: 'de', be: 'com.be', ae: 'ae', eg: 'eg', ie: 'ie', sa: 'sa', fr: 'fr' },
	trackingIds: {
		com: 'site-20',
		de: 'site-de-21',
		'com.be': 'site-be-21',
		ae: 'site-ae-21',
		ie: 'site-ie-21',
		sa: 'site-sa-21',
	},
};

describe( 'targetStore', () => {
	it( 'needs the country', () => {
		expect( targetStore( null, settings, false ) ).toBeNull();
		expect( targetStore( '', settings, false ) ).toBeNull();
	} );
	it( 'does nothing in debug mode', () => {
		expect( targetStore( 'de', settings, true ) ).toBeNull();
	} );
	it( 'needs a store for the country', () => {
		expect( targetStore( 'zz', settings, false ) ).toBeNull();
	} );
	it( 'needs a store other than the page store', () => {
		expect( targetStore( 'us', settings, false ) ).toBeNull();
	} );
	it( 'needs a tracking id for the store', () => {
		expect( targetStore( 'fr', settings, false ) ).toBeNull();
		expect( targetStore( 'eg', settings, false ) ).toBeNull();
	} );
	it( 'maps countries to their stores, upper case too', () => {
		expect( targetStore( 'DE', settings, false ) ).toBe( 'de' );
		expect( targetStore( 'at', settings, false ) ).toBe( 'de' );
		expect( targetStore( 'be', settings, false ) ).toBe( 'com.be' );
		expect( targetStore( 'ae', settings, false ) ).toBe( 'ae' );
		expect( targetStore( 'ie', settings, false ) ).toBe( 'ie' );
		expect( targetStore( 'sa', settings, false ) ).toBe( 'sa' );
	} );
} );

describe( 'isRetailer', () => {
	it.each( [
		[ 'https://www.amazon.com/dp/X', true ],
		[ 'https://amazon.de/dp/X', true ],
		[ 'https://www.amazon.co.uk/dp/X', true ],
		[ 'https://amzn.to/abc', true ],
		[ 'https://www.amzn.eu/abc', true ],
		[ 'https://amazon.evil.example.com/', false ],
		[ 'https://notamazon.com/', false ],
		[ 'https://example.com/?u=amazon.com', false ],
	] )( '%s → %s', ( url, expected ) => {
		expect( isRetailer( new URL( url ) ) ).toBe( expected );
	} );
} );

describe( 'rewriteHref', () => {
	const link = {
		href: 'https://www.amazon.com/dp/B000000001/?tag=site-20&th=1',
		title: 'One Two Three Four Five Six Seven',
		asin: 'B000000001',
		prime: false,
	};

	it( 'asin mode: same path on the target store with its tag', () => {
		expect( rewriteHref( link, 'asin', 'de', 'site-de-21' ) ).toBe(
			'https://www.amazon.de/dp/B000000001/?tag=site-de-21&th=1'
		);
	} );
	it( 'asin mode: no tag parameter, no rewrite', () => {
		expect(
			rewriteHref( { ...link, href: 'https://www.amazon.com/dp/B000000001/' }, 'asin', 'de', 'x-21' )
		).toBeNull();
	} );
	it( 'asin mode: works without www and over http', () => {
		expect( rewriteHref( { ...link, href: 'http://amazon.com/dp/B1?tag=a' }, 'asin', 'com.be', 'b-21' ) ).toBe(
			'https://www.amazon.com.be/dp/B1?tag=b-21'
		);
	} );
	it( 'asin mode: a short link becomes the product page when the asin is known', () => {
		expect( rewriteHref( { ...link, href: 'https://amzn.to/xyz?tag=a' }, 'asin', 'de', 'd-21' ) ).toBe(
			'https://www.amazon.de/dp/B000000001/?tag=d-21'
		);
		expect(
			rewriteHref( { ...link, asin: '', href: 'https://amzn.to/xyz?tag=a' }, 'asin', 'de', 'd-21' )
		).toBeNull();
	} );
	it( 'title mode: a search for the first 5 words of the title', () => {
		const url = new URL( rewriteHref( link, 'title', 'de', 'site-de-21' )! );
		expect( url.origin + url.pathname ).toBe( 'https://www.amazon.de/s/' );
		expect( url.searchParams.get( 'field-keywords' ) ).toBe( 'One Two Three Four Five' );
		expect( url.searchParams.get( 'tag' ) ).toBe( 'site-de-21' );
	} );
	it( 'title mode: runs of spaces, tabs and line breaks between words count as one separator', () => {
		const url = new URL(
			rewriteHref( { ...link, title: 'One   Two\tThree\n Four  Five Six' }, 'title', 'de', 'd-21' )!
		);
		expect( url.searchParams.get( 'field-keywords' ) ).toBe( 'One Two Three Four Five' );
	} );
	it( 'asin mode: a short link with www is still a short link', () => {
		expect( rewriteHref( { ...link, href: 'https://www.amzn.eu/xyz?tag=a' }, 'asin', 'de', 'd-21' ) ).toBe(
			'https://www.amazon.de/dp/B000000001/?tag=d-21'
		);
	} );
	it( 'title mode: works without a tag parameter, needs a title', () => {
		expect( rewriteHref( { ...link, href: 'https://www.amazon.com/dp/B1' }, 'title', 'de', 'd-21' ) ).toContain(
			'field-keywords=One'
		);
		expect( rewriteHref( { ...link, title: '  ' }, 'title', 'de', 'd-21' ) ).toBeNull();
	} );
	it( 'prime links need a tag parameter in every mode and keep their path', () => {
		const prime = { ...link, prime: true, href: 'https://www.amazon.com/gp/prime/?tag=site-20' };
		expect( rewriteHref( prime, 'title', 'de', 'd-21' ) ).toBe( 'https://www.amazon.de/gp/prime/?tag=d-21' );
		expect(
			rewriteHref( { ...prime, href: 'https://www.amazon.com/gp/prime/' }, 'title', 'de', 'd-21' )
		).toBeNull();
		expect(
			rewriteHref( { ...prime, href: 'https://www.amazon.com/gp/prime/' }, 'asin', 'de', 'd-21' )
		).toBeNull();
	} );
	it( 'leaves other sites and unparsable addresses alone', () => {
		expect( rewriteHref( { ...link, href: 'https://example.com/?tag=a' }, 'asin', 'de', 'd' ) ).toBeNull();
		expect( rewriteHref( { ...link, href: 'not a url' }, 'asin', 'de', 'd' ) ).toBeNull();
	} );
} );

describe( 'geotarget', () => {
	const page = `
		<div class="vitrine-product" data-vitrine-product-id="1" data-vitrine-tracking-id="site-20" data-vitrine-product-asin="B000000001" data-vitrine-product-title="Great Headphones With Many Words Here" data-vitrine-geotargeting="1">
			<a id="title" class="vitrine-product__title" href="https://www.amazon.com/dp/B000000001/?tag=site-20">t</a>
			<a id="prime" class="vitrine-product__prime" href="https://www.amazon.com/gp/prime/?tag=site-20">p</a>
			<a id="other" href="https://example.com/?tag=site-20">o</a>
		</div>
		<div class="vitrine-product" data-vitrine-product-id="2"><a id="unmarked-product" href="https://www.amazon.com/dp/B2/?tag=site-20">u</a></div>
		<a id="marked" data-vitrine-geotargeting="1" href="https://www.amazon.com/dp/B3/?tag=site-20">m</a>
		<a id="plain" href="https://www.amazon.com/dp/B3/?tag=site-20">p</a>
		<div data-vitrine-geotargeting="1"><a id="ancestor-not-product" href="https://www.amazon.com/dp/B4/?tag=site-20">a</a></div>`;
	const href = ( id: string ) => document.getElementById( id )!.getAttribute( 'href' );

	beforeEach( () => {
		document.body.innerHTML = page;
	} );

	it( 'rewrites marked links for a visitor from another store', () => {
		expect( geotarget( document, settings, 'de', false ) ).toBe( 3 );
		expect( href( 'title' ) ).toBe( 'https://www.amazon.de/dp/B000000001/?tag=site-de-21' );
		expect( href( 'prime' ) ).toBe( 'https://www.amazon.de/gp/prime/?tag=site-de-21' );
		expect( href( 'marked' ) ).toBe( 'https://www.amazon.de/dp/B3/?tag=site-de-21' );
		expect( document.getElementById( 'title' )!.getAttribute( 'data-vitrine-tracking-id' ) ).toBe( 'site-de-21' );
	} );

	it( 'leaves unmarked links, other sites and non-product ancestors alone', () => {
		geotarget( document, settings, 'de', false );
		expect( href( 'other' ) ).toBe( 'https://example.com/?tag=site-20' );
		expect( href( 'unmarked-product' ) ).toBe( 'https://www.amazon.com/dp/B2/?tag=site-20' );
		expect( href( 'plain' ) ).toBe( 'https://www.amazon.com/dp/B3/?tag=site-20' );
		expect( href( 'ancestor-not-product' ) ).toBe( 'https://www.amazon.com/dp/B4/?tag=site-20' );
	} );

	it( 'changes nothing in debug mode, for the home store or without a country', () => {
		expect( geotarget( document, settings, 'de', true ) ).toBe( 0 );
		expect( geotarget( document, settings, 'us', false ) ).toBe( 0 );
		expect( geotarget( document, settings, null, false ) ).toBe( 0 );
		expect( href( 'title' ) ).toBe( 'https://www.amazon.com/dp/B000000001/?tag=site-20' );
	} );

	it( 'a short link takes the product page from the asin on its product element', () => {
		document.body.innerHTML = `<div data-vitrine-product-id="5" data-vitrine-geotargeting="1" data-vitrine-product-asin="B000000005">
			<a id="short" href="https://amzn.to/abc?tag=site-20">s</a></div>`;
		expect( geotarget( document, settings, 'de', false ) ).toBe( 1 );
		expect( href( 'short' ) ).toBe( 'https://www.amazon.de/dp/B000000005/?tag=site-de-21' );
	} );

	it( 'title mode searches the first five words of the product title', () => {
		geotarget( document, { ...settings, mode: 'title' }, 'be', false );
		const url = new URL( href( 'title' )! );
		expect( url.host ).toBe( 'www.amazon.com.be' );
		expect( url.searchParams.get( 'field-keywords' ) ).toBe( 'Great Headphones With Many Words' );
		expect( href( 'prime' ) ).toBe( 'https://www.amazon.com.be/gp/prime/?tag=site-be-21' );
		// A marked link without a product title cannot be searched for.
		expect( href( 'marked' ) ).toBe( 'https://www.amazon.com/dp/B3/?tag=site-20' );
	} );
} );

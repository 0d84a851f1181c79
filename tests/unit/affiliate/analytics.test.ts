import {
	dispatch,
	label,
	consentBlocks,
	createAnalytics,
	type AnalyticsWindow,
} from '../../../src/affiliate/analytics';

describe( 'dispatch', () => {
	it( 'uses gtag first', () => {
		const gtag = jest.fn();
		const win = { gtag, ga: jest.fn(), dataLayer: [] };
		expect( dispatch( win, 'B000000001' ) ).toBe( 'gtag' );
		expect( gtag ).toHaveBeenCalledWith(
			'event',
			'click',
			expect.objectContaining( { event_category: 'amazon-link', event_label: 'B000000001' } )
		);
		expect( win.ga ).not.toHaveBeenCalled();
		expect( win.dataLayer ).toEqual( [] );
	} );

	it( 'uses ga (analytics.js) next', () => {
		const ga = jest.fn();
		expect( dispatch( { ga, _gaq: [] }, 'Title' ) ).toBe( 'ga' );
		expect( ga ).toHaveBeenCalledWith( 'send', 'event', 'amazon-link', 'click', 'Title', { transport: 'beacon' } );
	} );

	it( 'uses the older ga queue (_gaq) next', () => {
		const _gaq: unknown[] = [];
		expect( dispatch( { _gaq, __gaTracker: jest.fn() }, 'x' ) ).toBe( '_gaq' );
		expect( _gaq ).toEqual( [ [ '_trackEvent', 'amazon-link', 'click', 'x' ] ] );
	} );

	it( 'uses the __gaTracker function', () => {
		const __gaTracker = jest.fn();
		expect( dispatch( { __gaTracker, _paq: [] }, 'x' ) ).toBe( '__gaTracker' );
		expect( __gaTracker ).toHaveBeenCalledWith( 'send', 'event', 'amazon-link', 'click', 'x', {
			transport: 'beacon',
		} );
	} );

	it( 'uses the Matomo queue (_paq)', () => {
		const _paq: unknown[] = [];
		expect( dispatch( { _paq, dataLayer: [] }, 'x' ) ).toBe( '_paq' );
		expect( _paq ).toEqual( [ [ 'trackEvent', 'amazon-link', 'click', 'x' ] ] );
	} );

	it( 'uses dataLayer last', () => {
		const dataLayer: unknown[] = [];
		expect( dispatch( { dataLayer }, 'x' ) ).toBe( 'dataLayer' );
		expect( dataLayer ).toEqual( [
			{ event: 'amazon-link', eventCategory: 'amazon-link', eventAction: 'click', eventLabel: 'x' },
		] );
	} );

	it( 'does nothing without a facility, and ignores look-alikes', () => {
		expect( dispatch( {}, 'x' ) ).toBeNull();
		expect(
			dispatch( { gtag: 'not a function', ga: {}, _gaq: 'nope', _paq: 3, dataLayer: null }, 'x' )
		).toBeNull();
	} );
} );

describe( 'label', () => {
	it( 'is the asin in asin mode and the title in title mode', () => {
		expect( label( 'asin', 'B000000001', 'T' ) ).toBe( 'B000000001' );
		expect( label( 'title', 'B000000001', 'T' ) ).toBe( 'T' );
	} );
	it( 'skips tracking for another mode or an empty value', () => {
		expect( label( '', 'B000000001', 'T' ) ).toBeNull();
		expect( label( 'other', 'B000000001', 'T' ) ).toBeNull();
		expect( label( 'asin', '', 'T' ) ).toBeNull();
		expect( label( 'title', 'B000000001', '' ) ).toBeNull();
	} );
} );

describe( 'consent', () => {
	const decide = ( analytics: boolean ) =>
		document.dispatchEvent(
			new CustomEvent( 'vitrine:consent-change', { detail: { categories: { analytics }, accepted: analytics } } )
		);

	it( 'sends at once without the consent feature', () => {
		const dataLayer: unknown[] = [];
		const track = createAnalytics( { dataLayer }, document );
		expect( consentBlocks( { dataLayer } ) ).toBe( false );
		track( 'a' );
		expect( dataLayer ).toHaveLength( 1 );
	} );

	it( 'waits for analytics consent, then sends in order', () => {
		let allowed = false;
		const dataLayer: unknown[] = [];
		const win: AnalyticsWindow = {
			dataLayer,
			vitrine: { consent: { allows: ( c ) => c === 'analytics' && allowed } },
		};
		const track = createAnalytics( win, document );
		track( 'a' );
		track( 'b' );
		expect( dataLayer ).toHaveLength( 0 );
		decide( false );
		expect( dataLayer ).toHaveLength( 0 );
		allowed = true;
		decide( true );
		expect( dataLayer.map( ( e ) => ( e as { eventLabel: string } ).eventLabel ) ).toEqual( [ 'a', 'b' ] );
		track( 'c' );
		expect( dataLayer ).toHaveLength( 3 );
	} );

	it( 'sends when the consent feature allows analytics already', () => {
		const _paq: unknown[] = [];
		const track = createAnalytics( { _paq, vitrine: { consent: { allows: () => true } } }, document );
		track( 'x' );
		expect( _paq ).toHaveLength( 1 );
	} );
} );

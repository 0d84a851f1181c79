import { scrollCloses, setAll } from '../../../src/consent/core/ui-state';
import { truncate } from '../../../src/consent/core/text';
import { consentSignals, gtagFor } from '../../../src/consent/core/gcm';
import {
	bypassRequested,
	gpcSignal,
	jsonSupported,
	scanRequested,
	SCAN_FRAME_ATTRIBUTE,
} from '../../../src/consent/core/env';

describe( 'consent UI rules', () => {
	it( 'scroll-close fires above 100 px, only when enabled and undecided', () => {
		expect( scrollCloses( true, false, 100 ) ).toBe( false );
		expect( scrollCloses( true, false, 101 ) ).toBe( true );
		expect( scrollCloses( false, false, 500 ) ).toBe( false );
		expect( scrollCloses( true, true, 500 ) ).toBe( false );
	} );

	it( 'enable-all ticks and unticks every category except necessary', () => {
		const toggles = { necessary: true, analytics: false, advertisement: true };
		expect( setAll( toggles, true ) ).toEqual( { necessary: true, analytics: true, advertisement: true } );
		expect( setAll( toggles, false ) ).toEqual( { necessary: true, analytics: false, advertisement: false } );
	} );
} );

describe( 'privacy overview truncation', () => {
	it( 'keeps 250 characters or fewer as they are, with no read-more', () => {
		const text = 'a'.repeat( 250 );
		expect( truncate( text ) ).toEqual( { text, truncated: false } );
	} );

	it( 'cuts longer text to 250 characters with an ellipsis', () => {
		const result = truncate( 'é'.repeat( 251 ) );
		expect( result.truncated ).toBe( true );
		expect( result.text ).toBe( 'é'.repeat( 250 ) + '…' );
	} );
} );

describe( 'Google Consent Mode signals', () => {
	it( 'maps categories to the seven signals, security always granted', () => {
		expect( consentSignals( ( c ) => c === 'analytics' ) ).toEqual( {
			ad_storage: 'denied',
			ad_user_data: 'denied',
			ad_personalization: 'denied',
			analytics_storage: 'granted',
			functionality_storage: 'denied',
			personalization_storage: 'denied',
			security_storage: 'granted',
		} );
		expect( Object.values( consentSignals( () => true ) ).every( ( v ) => v === 'granted' ) ).toBe( true );
	} );

	it( 'grants the three ad signals for advertisement, the two others for functional', () => {
		expect( consentSignals( ( c ) => c === 'advertisement' ) ).toEqual( {
			ad_storage: 'granted',
			ad_user_data: 'granted',
			ad_personalization: 'granted',
			analytics_storage: 'denied',
			functionality_storage: 'denied',
			personalization_storage: 'denied',
			security_storage: 'granted',
		} );
		expect( consentSignals( ( c ) => c === 'functional' ) ).toEqual( {
			ad_storage: 'denied',
			ad_user_data: 'denied',
			ad_personalization: 'denied',
			analytics_storage: 'denied',
			functionality_storage: 'granted',
			personalization_storage: 'granted',
			security_storage: 'granted',
		} );
	} );

	it( 'queues gtag calls as arguments objects on the dataLayer', () => {
		const win = {} as Window & { dataLayer?: unknown[] };
		gtagFor( win )( 'consent', 'default', { ad_storage: 'denied' } );
		const entry = win.dataLayer?.[ 0 ] as IArguments;
		expect( Object.prototype.toString.call( entry ) ).toBe( '[object Arguments]' );
		expect( Array.from( entry ) ).toEqual( [ 'consent', 'default', { ad_storage: 'denied' } ] );
		expect( ( win as { gtag?: unknown } ).gtag ).toBeUndefined();
	} );
} );

describe( 'browser facts', () => {
	it( 'logs the console message when JSON is missing', () => {
		const warn = jest.fn();
		expect( jsonSupported( { JSON: undefined, console: { warn } as unknown as Console } ) ).toBe( false );
		// The warning of docs/consent.md (Behaviour), word for word.
		expect( warn ).toHaveBeenCalledWith(
			'Vitrine consent: this browser cannot read JSON, so consent cannot be stored; blocked scripts stay blocked.'
		);
		expect( jsonSupported( { JSON, console } ) ).toBe( true );
	} );

	it( 'needs both JSON.parse and JSON.stringify', () => {
		const warn = jest.fn();
		const console = { warn } as unknown as Console;
		expect( jsonSupported( { JSON: { stringify: JSON.stringify }, console } ) ).toBe( false );
		expect( jsonSupported( { JSON: { parse: JSON.parse }, console } ) ).toBe( false );
		expect( warn ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'reads no GPC signal without a navigator', () => {
		expect( gpcSignal( undefined ) ).toBe( false );
	} );

	it( 'reads GPC and cli_bypass', () => {
		expect( gpcSignal( { globalPrivacyControl: true } as unknown as Navigator ) ).toBe( true );
		expect( gpcSignal( { globalPrivacyControl: 'true' } as unknown as Navigator ) ).toBe( false );
		expect( bypassRequested( '?a=1&cli_bypass=1' ) ).toBe( true );
		expect( bypassRequested( '?cli_bypass=0' ) ).toBe( false );
	} );

	it( 'is the cookie scan only in a frame the scan marked, never at the top', () => {
		const marked = document.createElement( 'iframe' );
		marked.setAttribute( SCAN_FRAME_ATTRIBUTE, '' );
		const plain = document.createElement( 'iframe' );
		const page = ( search: string, frameElement: Element | null ) => ( { location: { search }, frameElement } );
		expect( scanRequested( page( '?cli_bypass=1', marked ) ) ).toBe( true );
		// A visitor following a link, a frame of another origin (null), an unmarked frame of this site.
		expect( scanRequested( page( '?cli_bypass=1', null ) ) ).toBe( false );
		expect( scanRequested( page( '?cli_bypass=1', plain ) ) ).toBe( false );
		expect( scanRequested( page( '?cli_bypass=0', marked ) ) ).toBe( false );
		expect( scanRequested( page( '', marked ) ) ).toBe( false );
		const throwing = {
			location: { search: '?cli_bypass=1' },
			get frameElement(): Element | null {
				throw new Error( 'SecurityError' );
			},
		};
		expect( scanRequested( throwing ) ).toBe( false );
	} );
} );

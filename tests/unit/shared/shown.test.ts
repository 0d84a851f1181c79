import { whenShown } from '../../../src/shared/shown';

/** A document as a browser prerendering it (speculation rules) reports it. */
function prerendered(): Document {
	const doc = document.implementation.createHTMLDocument( 'prerendered' );
	Object.defineProperty( doc, 'prerendering', { configurable: true, value: true } );
	return doc;
}

describe( 'whenShown', () => {
	it( 'runs at once in a page the visitor sees', () => {
		const run = jest.fn();
		whenShown( document.implementation.createHTMLDocument( 'shown' ), run );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for a prerendered page to be shown, then runs once', () => {
		const doc = prerendered();
		const run = jest.fn();
		whenShown( doc, run );
		expect( run ).not.toHaveBeenCalled();
		doc.dispatchEvent( new Event( 'prerenderingchange' ) );
		doc.dispatchEvent( new Event( 'prerenderingchange' ) );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never runs for a page whose script was torn down before it was shown', () => {
		const doc = prerendered();
		const run = jest.fn();
		const controller = new AbortController();
		whenShown( doc, run, controller.signal );
		controller.abort();
		doc.dispatchEvent( new Event( 'prerenderingchange' ) );
		expect( run ).not.toHaveBeenCalled();
	} );
} );

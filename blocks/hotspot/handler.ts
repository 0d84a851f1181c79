/**
 * The hotspot's handler: each point opens its tooltip by click (or hover, by setting; focus opens
 * it too), Escape or a click elsewhere closes it, and the tooltip is placed to stay on screen.
 * Only one tooltip is open at a time.
 */
import type { Handler } from '@vitrine/runtime';
import { parseHotspotSettings, placeTip } from './logic';

const hotspot: Handler = ( { element, settings, signal } ) => {
	const { trigger } = parseHotspotSettings( settings );
	const spots = Array.from( element.querySelectorAll< HTMLElement >( '.vitrine-hotspot__spot' ) );
	let open: HTMLElement | null = null;
	let leaveTimer = 0;
	// Its own document: in the editor the block sits in the canvas iframe, not in the script's page.
	const doc = element.ownerDocument;

	const close = ( spot: HTMLElement | null = open ) => {
		if ( ! spot ) {
			return;
		}
		spot.classList.remove( 'is-open', 'is-below' );
		spot.querySelector( '.vitrine-hotspot__point' )?.setAttribute( 'aria-expanded', 'false' );
		if ( open === spot ) {
			open = null;
		}
	};
	const show = ( spot: HTMLElement ) => {
		if ( open && open !== spot ) {
			close( open );
		}
		open = spot;
		spot.classList.add( 'is-open' );
		spot.querySelector( '.vitrine-hotspot__point' )?.setAttribute( 'aria-expanded', 'true' );
		const tip = spot.querySelector< HTMLElement >( '.vitrine-hotspot__tip' );
		if ( tip ) {
			const rect = spot.getBoundingClientRect();
			const place = placeTip(
				{ x: rect.left, y: rect.top },
				{ width: tip.offsetWidth, height: tip.offsetHeight },
				{ width: doc.documentElement.clientWidth, height: doc.defaultView?.innerHeight ?? window.innerHeight }
			);
			spot.style.setProperty( '--vitrine-tip-x', `${ place.x }px` );
			spot.classList.toggle( 'is-below', place.below );
		}
	};
	// Not `instanceof Element`: in the editor the canvas's elements belong to the iframe's window, whose
	// Element is another class, and the points did not open there (docs/architecture.md, "Editor previews").
	const spotOf = ( target: EventTarget | null ) =>
		target && typeof ( target as Element ).closest === 'function'
			? ( target as Element ).closest< HTMLElement >( '.vitrine-hotspot__spot' )
			: null;

	const onClick = ( event: MouseEvent ) => {
		const point = ( event.target as Element ).closest( '.vitrine-hotspot__point' );
		const spot = spotOf( point );
		if ( spot ) {
			if ( open === spot && trigger === 'click' ) {
				close( spot );
			} else {
				show( spot );
			}
		}
	};
	const onDocumentPointer = ( event: PointerEvent ) => {
		if ( open && ! open.contains( event.target as Node ) ) {
			close();
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && open ) {
			const point = open.querySelector< HTMLElement >( '.vitrine-hotspot__point' );
			close();
			point?.focus();
		}
	};
	const onFocusIn = ( event: FocusEvent ) => {
		const spot = spotOf( event.target );
		if ( open && spot !== open ) {
			close(); // Tabbing away from an open tooltip closes it.
		}
		if ( spot && trigger === 'hover' ) {
			show( spot );
		}
	};
	const onEnter = ( event: PointerEvent ) => {
		const spot = spotOf( event.target );
		if ( spot && event.pointerType === 'mouse' ) {
			window.clearTimeout( leaveTimer );
			show( spot );
		}
	};
	const onLeave = ( event: PointerEvent ) => {
		const spot = spotOf( event.target );
		if ( spot && event.pointerType === 'mouse' && ! spot.contains( spot.ownerDocument.activeElement ) ) {
			// A short grace period lets the pointer travel from the point into its tooltip.
			leaveTimer = window.setTimeout( () => close( spot ), 200 );
		}
	};

	element.addEventListener( 'click', onClick, { signal } );
	element.addEventListener( 'keydown', onKeyDown, { signal } );
	element.addEventListener( 'focusin', onFocusIn, { signal } );
	doc.addEventListener( 'pointerdown', onDocumentPointer, { signal } );
	if ( trigger === 'hover' ) {
		spots.forEach( ( spot ) => {
			spot.addEventListener( 'pointerenter', onEnter, { signal } );
			spot.addEventListener( 'pointerleave', onLeave, { signal } );
		} );
	}
	element.classList.add( 'is-ready' );

	return () => {
		window.clearTimeout( leaveTimer );
		close();
		spots.forEach( ( spot ) => spot.style.removeProperty( '--vitrine-tip-x' ) );
		element.classList.remove( 'is-ready' );
	};
};

export default hotspot;

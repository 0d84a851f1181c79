/**
 * Sticky elements. With sticky_parent the element uses CSS `position: sticky`, which keeps it within
 * its parent exactly as the setting means, with no script in the scroll path. Without it the element
 * stays for the rest of the page, which CSS cannot do: it becomes `position: fixed` when a sentinel
 * says the page passed its place, and a placeholder of its exact size holds that place (no jump).
 * Classes: `vitrine-sticky--active` while stuck, `vitrine-sticky--effects` once the page has scrolled
 * past sticky_effects_offset. Rebuilt 300 ms after a resize, and only if the configuration changed.
 */
import { currentDevice, readBreakpoints } from '@vitrine/shared';
import { debugWarn } from '../runtime/messages';
import type { Handler } from '@vitrine/runtime';
import { debounce } from '../runtime/debounce';
import { sameConfig, stickyConfig, type StickyConfig } from './config';
import { placeSentinel, type Sentinel } from './sentinel';

export const ACTIVE_CLASS = 'vitrine-sticky--active';
export const EFFECTS_CLASS = 'vitrine-sticky--effects';

const sticky: Handler = ( { element, settings, signal } ) => {
	const doc = element.ownerDocument;
	const win = doc.defaultView;
	if ( ! win ) {
		return;
	}
	if ( ( settings.sticky_parent === 'yes' || settings.sticky_parent === true ) && ! element.parentElement ) {
		debugWarn( 'sticky_parent: the element has no parent; sticky ignored.' );
		return;
	}
	const breakpoints = readBreakpoints( doc );
	// Only the properties sticky writes are restored, so other handlers' styles (motion) survive.
	const written = [ 'position', 'top', 'bottom', 'left', 'width', 'margin', 'boxSizing', 'zIndex' ] as const;
	const saved = Object.fromEntries( written.map( ( name ) => [ name, element.style[ name ] ] ) );
	let config: StickyConfig | null = null;
	let width = win.innerWidth;
	let teardownBuilt: () => void = () => {};

	const adminBarHeight = () => {
		const bar = doc.getElementById( 'wpadminbar' );
		return bar && win.getComputedStyle( bar ).position === 'fixed' ? bar.offsetHeight : 0;
	};
	const compute = () => stickyConfig( settings, currentDevice( breakpoints, win ), adminBarHeight() );

	function build( next: StickyConfig ): () => void {
		// Measure the natural box once, before anything changes (reads, then writes).
		const rect = element.getBoundingClientRect();
		const computed = win!.getComputedStyle( element );
		const scrollY = win!.scrollY;
		const top = rect.top + scrollY;
		const bottom = rect.bottom + scrollY;
		const sentinels: Sentinel[] = [];
		let placeholder: HTMLElement | null = null;

		const setStuck = ( stuck: boolean ) => {
			element.classList.toggle( ACTIVE_CLASS, stuck );
			if ( next.parent || stuck === !! placeholder ) {
				return;
			}
			if ( stuck ) {
				placeholder = doc.createElement( 'div' );
				placeholder.className = 'vitrine-sticky-placeholder';
				placeholder.setAttribute( 'aria-hidden', 'true' );
				placeholder.style.cssText = `display:${
					computed.display === 'inline' ? 'inline-block' : computed.display
				};width:${ rect.width }px;height:${ rect.height }px;margin:${ computed.margin };flex:none;visibility:hidden`;
				element.before( placeholder );
				Object.assign( element.style, {
					position: 'fixed',
					[ next.side ]: `${ next.offset }px`,
					left: `${ rect.left }px`,
					width: `${ rect.width }px`,
					margin: '0',
					boxSizing: 'border-box',
					zIndex: '99',
				} );
			} else {
				placeholder?.remove();
				placeholder = null;
				restoreStyle();
			}
		};

		if ( next.parent ) {
			Object.assign( element.style, { position: 'sticky', [ next.side ]: `${ next.offset }px`, zIndex: '99' } );
		}
		// Where the page passes the element's place: its top minus the offset, or its bottom plus the offset.
		const mark = next.side === 'top' ? top - next.offset : bottom + next.offset;
		const viewportBottom = scrollY + win!.innerHeight;
		setStuck( next.side === 'top' ? scrollY > mark : mark > viewportBottom );
		sentinels.push(
			placeSentinel( doc, mark, ( above, below ) => setStuck( next.side === 'top' ? above : below ) )
		);
		element.classList.toggle( EFFECTS_CLASS, scrollY > next.effectsOffset );
		sentinels.push(
			placeSentinel( doc, next.effectsOffset, ( above ) => element.classList.toggle( EFFECTS_CLASS, above ) )
		);

		return () => {
			sentinels.forEach( ( sentinel ) => sentinel.remove() );
			placeholder?.remove();
			element.classList.remove( ACTIVE_CLASS, EFFECTS_CLASS );
			restoreStyle();
		};
	}

	function restoreStyle(): void {
		Object.assign( element.style, saved );
	}

	function apply( next: StickyConfig | null ): void {
		teardownBuilt();
		teardownBuilt = () => {};
		config = next;
		width = win!.innerWidth;
		if ( next ) {
			teardownBuilt = build( next );
		}
	}

	const resize = debounce( () => {
		const next = compute();
		// The geometry depends on the viewport's width; a height-only resize (a mobile URL bar) changes nothing.
		if ( ! sameConfig( next, config ) || ( next && win.innerWidth !== width ) ) {
			apply( next );
		}
	}, 300 );
	win.addEventListener( 'resize', resize.run, { passive: true, signal } );
	apply( compute() );

	return () => {
		resize.cancel();
		teardownBuilt();
	};
};

export default sticky;

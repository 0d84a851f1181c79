/**
 * Table of contents: smooth scrolling to a heading below sticky headers (the offset), focus moved to
 * the heading for keyboard and screen-reader users, and the current section highlighted with an
 * IntersectionObserver (no scroll listener). When the server could not fill the list (the block is
 * outside the post content), it is built here from the page's headings.
 */
import { prefersReducedMotion } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { nest, parseTocSettings, scrollTarget, slugify, type TocNode, type TocSettings } from './toc';

function renderList( nodes: TocNode[], doc: Document ): HTMLOListElement {
	const list = doc.createElement( 'ol' );
	for ( const node of nodes ) {
		const li = doc.createElement( 'li' );
		const a = doc.createElement( 'a' );
		a.href = `#${ node.id }`;
		a.textContent = node.text;
		li.append( a );
		if ( node.children.length ) {
			li.append( renderList( node.children, doc ) );
		}
		list.append( li );
	}
	return list;
}

/** Builds the list from the headings around the block (its article or main), giving ids as needed. */
export function buildList( element: HTMLElement, config: TocSettings ): HTMLOListElement | null {
	const doc = element.ownerDocument;
	const scope = element.closest( 'article, main' ) ?? doc.body;
	const selector = config.levels.map( ( l ) => `h${ l }` ).join( ',' );
	const used = new Set( Array.from( doc.querySelectorAll( '[id]' ), ( el ) => el.id ) );
	const items = Array.from( scope.querySelectorAll< HTMLElement >( selector ) )
		.filter(
			( h ) => ! element.contains( h ) && ! h.closest( '.vitrine-toc-exclude, dialog' ) && h.textContent?.trim()
		)
		.map( ( h ) => {
			h.id ||= slugify( h.textContent ?? '', used );
			return { id: h.id, text: ( h.textContent ?? '' ).trim(), level: Number( h.tagName.slice( 1 ) ) };
		} );
	if ( ! items.length ) {
		return null;
	}
	const nodes = config.layout === 'flat' ? items.map( ( i ) => ( { ...i, children: [] } ) ) : nest( items );
	const list = renderList( nodes, doc );
	list.className = 'vitrine-toc__list';
	return list;
}

const tableOfContents: Handler = ( { element, settings, mode, signal } ) => {
	const config = parseTocSettings( settings );
	const doc = element.ownerDocument;
	let built: HTMLOListElement | null = null;
	if ( ! element.querySelector( '.vitrine-toc__list' ) ) {
		built = buildList( element, config );
		if ( built ) {
			( element.querySelector( 'details' ) ?? element ).append( built );
		}
	}
	const links = Array.from( element.querySelectorAll< HTMLAnchorElement >( '.vitrine-toc__list a[href^="#"]' ) );
	const targets = new Map< Element, HTMLAnchorElement >();
	for ( const link of links ) {
		const target = doc.getElementById( decodeURIComponent( link.hash.slice( 1 ) ) );
		if ( target ) {
			targets.set( target, link );
		}
	}

	const setActive = ( link: HTMLAnchorElement | undefined ) => {
		for ( const other of links ) {
			other.classList.toggle( 'is-active', other === link );
			if ( other === link ) {
				other.setAttribute( 'aria-current', 'location' );
			} else {
				other.removeAttribute( 'aria-current' );
			}
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest< HTMLAnchorElement >( 'a[href^="#"]' );
		const target = link && doc.getElementById( decodeURIComponent( link.hash.slice( 1 ) ) );
		if ( ! link || ! target ) {
			return;
		}
		event.preventDefault();
		if ( mode === 'edit' ) {
			return; // In the editor a click selects the block; the editor's address and scroll stay.
		}
		const top = scrollTarget( target.getBoundingClientRect().top, window.scrollY, config.offset );
		window.scrollTo( { top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' } );
		window.history.replaceState( null, '', link.hash );
		if ( ! target.hasAttribute( 'tabindex' ) ) {
			target.setAttribute( 'tabindex', '-1' );
		}
		target.focus( { preventScroll: true } );
		setActive( link );
	};
	element.addEventListener( 'click', onClick, { signal } );

	// The active section is the last heading that crossed the line `offset` pixels below the top.
	let observer: IntersectionObserver | null = null;
	if ( typeof IntersectionObserver === 'function' && targets.size ) {
		observer = new IntersectionObserver(
			( entries ) => {
				const crossed = entries.filter( ( e ) => e.isIntersecting ).map( ( e ) => e.target );
				const last = crossed[ crossed.length - 1 ];
				if ( last ) {
					setActive( targets.get( last ) );
				}
			},
			{ rootMargin: `-${ config.offset }px 0px -60% 0px` }
		);
		targets.forEach( ( _link, target ) => observer!.observe( target ) );
	}

	return () => {
		observer?.disconnect();
		setActive( undefined );
		built?.remove();
	};
};

export default tableOfContents;

/**
 * Posts, both variations: "load more" and infinite scrolling over the server's next-page link. The
 * next cards come from vitrine/v1/posts-page (the block's saved settings, chosen by post and block
 * index; an Archive Posts block sends the archive it lists too, blocks/posts/load.ts), are appended
 * after the current ones, announced politely, and keyboard focus moves to the first new card.
 * Infinite mode loads when the link nears the viewport; the link stays as the fallback.
 */
import type { Handler } from '@vitrine/runtime';
import { pageUrl, parsePostsSettings, readPage, reservedHeight } from './load';
import { register } from '@vitrine/runtime';

const posts: Handler = ( { element, settings, signal } ) => {
	const config = parsePostsSettings( settings, window.location.origin );
	const more = element.querySelector< HTMLAnchorElement >( '.vitrine-posts__more' );
	const grid = element.querySelector< HTMLElement >( '.vitrine-posts__grid' );
	if ( ! config || ! more || ! grid ) {
		return;
	}
	const status = element.querySelector< HTMLElement >( '.vitrine-posts__status' );
	let page = config.page;
	let loading = false;
	let observer: IntersectionObserver | null = null;
	let batch = Array.from( grid.children ); // The cards the last load brought (first: the server's).

	// Keeps room for the next batch while it loads (docs/widgets-content.md, "Posts"): returns the
	// min-height to go back to if the load fails.
	const reserve = () => {
		const before = grid.style.minHeight;
		const first = batch[ 0 ]?.getBoundingClientRect();
		if ( first ) {
			const gap = parseFloat( getComputedStyle( grid ).rowGap ) || 0;
			const bottom = Math.max( ...batch.map( ( card ) => card.getBoundingClientRect().bottom ) );
			const height = reservedHeight( grid.getBoundingClientRect(), { top: first.top, bottom }, gap );
			grid.style.minHeight = `${ Math.ceil( height ) }px`;
		}
		return before;
	};

	const load = async ( moveFocus: boolean ) => {
		if ( loading || page >= config.pages ) {
			return;
		}
		loading = true;
		more.setAttribute( 'aria-busy', 'true' );
		const minHeight = reserve();
		try {
			const response = await fetch( pageUrl( config, page + 1 ), { signal } );
			const answer = response.ok ? readPage( await response.json() ) : null;
			if ( ! answer ) {
				throw new Error( 'bad answer' );
			}
			const template = element.ownerDocument.createElement( 'template' );
			template.innerHTML = answer.html;
			const cards = Array.from( template.content.children );
			grid.append( ...cards );
			batch = cards.length ? cards : batch;
			page += 1;
			if ( status ) {
				status.textContent = config.loaded.replace( '%d', String( cards.length ) );
			}
			if ( moveFocus ) {
				cards[ 0 ]?.querySelector< HTMLElement >( 'a' )?.focus();
			}
			if ( page >= Math.min( config.pages, answer.pages ) ) {
				observer?.disconnect();
				more.closest( '.vitrine-posts__more-row' )?.remove();
			} else {
				const next = new URL( more.href );
				const param = Array.from( next.searchParams.keys() ).find( ( key ) => key.startsWith( 'e-page-' ) );
				if ( param ) {
					next.searchParams.set( param, String( page + 1 ) );
					more.href = next.href;
				}
			}
		} catch {
			grid.style.minHeight = minHeight;
			if ( ! signal.aborted && status ) {
				status.textContent = config.failed;
			}
		} finally {
			loading = false;
			more.removeAttribute( 'aria-busy' );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		event.preventDefault();
		void load( event.detail === 0 ); // A keyboard "click" (detail 0) moves focus to the new cards.
	};
	more.setAttribute( 'role', 'button' );
	more.addEventListener( 'click', onClick );
	if ( config.infinite && typeof IntersectionObserver === 'function' ) {
		observer = new IntersectionObserver(
			( entries ) => entries.some( ( e ) => e.isIntersecting ) && void load( false ),
			{ rootMargin: '0px 0px 400px 0px' }
		);
		observer.observe( more );
	}
	return () => {
		observer?.disconnect();
		more.removeEventListener( 'click', onClick );
		more.removeAttribute( 'role' );
		grid.style.minHeight = '';
	};
};

export default posts;

// One handler under the two names the wrapper's data-vitrine keeps (docs/widgets-content.md).
register( 'posts', posts );
register( 'archive-posts', posts );

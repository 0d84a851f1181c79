/**
 * Infinite scroll (docs/theme.md, Behaviour), better than the theme it replaces: one request at a time,
 * loading starts a little before the trigger shows, new posts are announced in a live region, the
 * "Load more" button keeps working (and moves focus to the first new post), the crawlable page links
 * stay in the HTML, and the address shows the page reached. Failures stay silent, as docs/theme.md says.
 * Its one text comes translated from the server (BlogProperties.announce), so the blog loads no
 * WordPress runtime package (docs/architecture.md).
 */
import { announcement, customizerPreview, requestUrl, type BlogProperties } from './properties';

export const INTERSECTION_RATIO = 0.5;
export const RECHECK_MS = 750;
/** How far below the viewport the trigger may be when loading starts. */
export const PREFETCH_MARGIN = '0px 0px 600px 0px';
/** Automatic loading stops after this many failures in a row (the button still retries). */
export const MAX_FAILURES = 3;

export interface InfiniteScrollOptions {
	grid: HTMLElement;
	container: HTMLElement;
	props: BlogProperties;
	/** Called after new cards were appended (masonry lays them out). */
	onAppend?: () => void;
}

/** The new cards in an answer, minus any already on the page. */
export function freshCards( html: string, grid: HTMLElement ): HTMLElement[] {
	const template = grid.ownerDocument.createElement( 'template' );
	template.innerHTML = html;
	return Array.from( template.content.children ).filter(
		( el ): el is HTMLElement =>
			el.tagName === 'ARTICLE' && ! ( el.id && grid.ownerDocument.getElementById( el.id ) )
	);
}

export function initInfiniteScroll( { grid, container, props, onAppend }: InfiniteScrollOptions ): () => void {
	const doc = grid.ownerDocument;
	const win = doc.defaultView as Window;
	const trigger = container.querySelector< HTMLElement >( '.vitrine-infinite-trigger' );
	const button = container.querySelector< HTMLButtonElement >( '.vitrine-load-more' );
	const announcer = doc.querySelector< HTMLElement >( '.vitrine-announcer' );
	// The first extra page is 2 (or the one after the page the visitor landed on).
	let next = ( Number( grid.dataset.page ) || 1 ) + 1;
	let loading = false;
	let inView = false;
	let failures = 0;
	// A button press during an automatic load still moves focus when that load lands.
	let focusNew = false;
	let timer: ReturnType< typeof setInterval > | undefined;
	let observer: IntersectionObserver | undefined;

	// Script present: the button and the automatic loading replace the page links on screen.
	doc.querySelectorAll< HTMLElement >( '.vitrine-pagination' ).forEach( ( nav ) => ( nav.hidden = true ) );
	container.classList.add( 'is-active' );

	const finish = () => {
		clearInterval( timer );
		observer?.disconnect();
		trigger?.remove();
		button?.remove();
		container.classList.remove( 'is-loading' );
	};

	const load = async ( byButton: boolean ) => {
		focusNew ||= byButton;
		if ( loading || next > props.maxPages || ( ! byButton && failures >= MAX_FAILURES ) ) {
			return;
		}
		loading = true;
		container.classList.add( 'is-loading' );
		button?.setAttribute( 'aria-busy', 'true' );
		const page = next;
		try {
			const response = await win.fetch( requestUrl( props, page, customizerPreview( win ), doc.baseURI ), {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify( props.query ),
			} );
			const html: unknown = response.ok ? await response.json() : null;
			if ( typeof html !== 'string' ) {
				throw new Error( 'no posts' );
			}
			const cards = freshCards( html, grid );
			grid.append( ...cards );
			next = page + 1;
			failures = 0;
			onAppend?.();
			if ( announcer ) {
				// Translated by the server (themes/vitrine/inc/blog.php): no wp-i18n on the blog.
				announcer.textContent = announcement( props, cards.length );
			}
			const address = grid.dataset.pageUrl?.replace( '%#%', String( page ) );
			if ( address && new URL( address, doc.baseURI ).origin === win.location.origin ) {
				win.history.replaceState( win.history.state, '', address );
			}
			if ( focusNew ) {
				focusNew = false;
				cards[ 0 ]?.querySelector< HTMLElement >( 'a[href]' )?.focus();
			}
		} catch {
			focusNew = false;
			failures++; // Silent by design; the trigger and the button stay for another try.
		} finally {
			loading = false;
			container.classList.remove( 'is-loading' );
			button?.removeAttribute( 'aria-busy' );
			if ( next > props.maxPages ) {
				finish();
			}
		}
	};

	button?.addEventListener( 'click', () => load( true ) );
	if ( trigger && typeof IntersectionObserver === 'function' ) {
		observer = new IntersectionObserver(
			( entries ) => {
				const entry = entries[ entries.length - 1 ];
				inView = !! entry && entry.isIntersecting && entry.intersectionRatio >= INTERSECTION_RATIO;
				clearInterval( timer );
				if ( inView ) {
					load( false );
					// While the trigger stays in view (short pages), check again every 750 ms.
					timer = setInterval( () => inView && load( false ), RECHECK_MS );
				}
			},
			{ threshold: INTERSECTION_RATIO, rootMargin: PREFETCH_MARGIN }
		);
		observer.observe( trigger );
	}
	if ( next > props.maxPages ) {
		finish();
	}
	return finish;
}

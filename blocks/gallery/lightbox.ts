/**
 * The gallery's lightbox: a modal dialog showing one image at a time with its caption and
 * position, moved by buttons, arrow keys, Home/End and horizontal swipes; Escape, the close button
 * or a click on the backdrop close it, and focus returns to the thumbnail (the shared focus trap).
 */
import { __, sprintf, trapFocus } from '@vitrine/shared';
import { swipeDirection, wrapIndex } from './logic';

export interface LightboxItem {
	src: string;
	width: number;
	height: number;
	alt: string;
	caption: string;
	opener: HTMLElement;
}

export interface Lightbox {
	open: ( items: LightboxItem[], index: number ) => void;
	destroy: () => void;
}

function button( className: string, label: string, symbol: string ): HTMLButtonElement {
	const el = document.createElement( 'button' );
	el.type = 'button';
	el.className = className;
	el.setAttribute( 'aria-label', label );
	el.innerHTML = `<span aria-hidden="true">${ symbol }</span>`;
	return el;
}

export function createLightbox( label: string ): Lightbox {
	const root = document.createElement( 'div' );
	root.className = 'vitrine-lightbox';
	root.hidden = true;
	root.setAttribute( 'role', 'dialog' );
	root.setAttribute( 'aria-modal', 'true' );
	root.setAttribute( 'aria-label', label );
	const bar = document.createElement( 'div' );
	bar.className = 'vitrine-lightbox__bar';
	const counter = document.createElement( 'span' );
	counter.className = 'vitrine-lightbox__counter';
	counter.setAttribute( 'aria-live', 'polite' );
	const close = button( 'vitrine-lightbox__close', __( 'Close', 'vitrine' ), '&times;' );
	bar.append( counter, close );
	const stage = document.createElement( 'div' );
	stage.className = 'vitrine-lightbox__stage';
	const image = document.createElement( 'img' );
	image.className = 'vitrine-lightbox__image';
	image.decoding = 'async';
	const prev = button( 'vitrine-lightbox__prev', __( 'Previous image', 'vitrine' ), '&#8249;' );
	const next = button( 'vitrine-lightbox__next', __( 'Next image', 'vitrine' ), '&#8250;' );
	stage.append( image, prev, next );
	const caption = document.createElement( 'p' );
	caption.className = 'vitrine-lightbox__caption';
	root.append( bar, stage, caption );

	let items: LightboxItem[] = [];
	let index = 0;
	let release: ( () => void ) | null = null;
	let start: { x: number; y: number } | null = null;

	const show = ( to: number ) => {
		index = wrapIndex( to, 0, items.length );
		const item = items[ index ];
		if ( ! item ) {
			return;
		}
		image.src = item.src;
		image.width = item.width;
		image.height = item.height;
		image.alt = item.alt;
		caption.textContent = item.caption;
		/* translators: 1: image number, 2: number of images. */
		counter.textContent = sprintf( __( 'Image %1$d of %2$d', 'vitrine' ), index + 1, items.length );
		prev.hidden = next.hidden = items.length < 2;
	};
	const hide = () => {
		if ( root.hidden ) {
			return;
		}
		root.hidden = true;
		document.documentElement.classList.remove( 'vitrine-lightbox-open' );
		const opener = items[ index ]?.opener;
		release?.();
		release = null;
		opener?.focus();
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		const moves: Record< string, number > = { ArrowRight: 1, ArrowLeft: -1 };
		if ( event.key in moves ) {
			event.preventDefault();
			show( wrapIndex( index, moves[ event.key ] ?? 0, items.length ) );
		} else if ( event.key === 'Home' || event.key === 'End' ) {
			event.preventDefault();
			show( event.key === 'Home' ? 0 : items.length - 1 );
		}
	};
	const onPointerDown = ( event: PointerEvent ) => {
		start = { x: event.clientX, y: event.clientY };
	};
	const onPointerUp = ( event: PointerEvent ) => {
		if ( ! start ) {
			return;
		}
		const direction = swipeDirection( event.clientX - start.x, event.clientY - start.y );
		start = null;
		if ( direction ) {
			show( wrapIndex( index, direction, items.length ) );
		}
	};
	const onStageClick = ( event: MouseEvent ) => {
		if ( event.target === stage ) {
			hide(); // A click on the backdrop around the picture.
		}
	};
	const onPrev = () => show( wrapIndex( index, -1, items.length ) );
	const onNext = () => show( wrapIndex( index, 1, items.length ) );
	// Its listeners live as long as the lightbox: one controller, aborted by destroy().
	const lifetime = new AbortController();
	const on = { signal: lifetime.signal };
	root.addEventListener( 'keydown', onKeyDown, on );
	stage.addEventListener( 'pointerdown', onPointerDown, on );
	stage.addEventListener( 'pointerup', onPointerUp, on );
	stage.addEventListener( 'click', onStageClick, on );
	prev.addEventListener( 'click', onPrev, on );
	next.addEventListener( 'click', onNext, on );
	close.addEventListener( 'click', hide, on );
	image.addEventListener( 'dragstart', ( event ) => event.preventDefault(), on );

	return {
		open( list, at ) {
			items = list;
			if ( ! root.isConnected ) {
				document.body.append( root );
			}
			show( at );
			root.hidden = false;
			document.documentElement.classList.add( 'vitrine-lightbox-open' );
			release?.();
			release = trapFocus( root, {
				onClose: hide,
				initialFocus: close,
				delay: 0,
				closeOnOutsideClick: false,
				returnFocus: items[ at ]?.opener ?? null,
			} );
		},
		destroy() {
			hide();
			lifetime.abort();
			root.remove();
		},
	};
}

/**
 * Mounts Swiper on the server-rendered markup of a slider widget (carousel, slides). Only the
 * modules in use are imported, so this chunk is Swiper's core plus navigation, pagination, a11y
 * and autoplay. Arrow keys move the slider only while focus is inside it (Swiper's keyboard module
 * would move every slider in view). Autoplay pauses while the pointer or the focus is inside, is off
 * for reduced motion, and has a visible pause button (WCAG 2.2.2).
 *
 * Markup contract (render.php of each block):
 *   .vitrine-slider__viewport.swiper > .swiper-wrapper > .swiper-slide
 *   .vitrine-slider__prev / __next / __pagination / __toggle (optional)
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { readBreakpoints, prefersReducedMotion } from '@vitrine/shared';
import type { Teardown } from '../builder/runtime/types';
import { SWIPER_DEFAULTS, autoplayAllowed, swiperBreakpoints, type SliderSettings } from './slider-settings';

export interface SliderOptions {
	/** Extra Swiper options a family adds (e.g. the fade effect is not used; kept for growth). */
	extra?: SwiperOptions;
	/** Called on every slide change with the Swiper instance (slides use it for Ken Burns). */
	onChange?: ( swiper: Swiper ) => void;
}

/** `signal` is the mount's (the handler context's): its abort removes every listener added here. */
export function mountSlider(
	element: HTMLElement,
	settings: SliderSettings,
	signal: AbortSignal,
	options: SliderOptions = {}
): Teardown {
	const viewport = element.querySelector< HTMLElement >( '.vitrine-slider__viewport' );
	if ( ! viewport ) {
		return () => {};
	}
	const q = < T extends HTMLElement >( name: string ) => element.querySelector< T >( `.vitrine-slider__${ name }` );
	const prev = q( 'prev' );
	const next = q( 'next' );
	const pagination = q( 'pagination' );
	const toggle = q< HTMLButtonElement >( 'toggle' );
	const count = viewport.querySelectorAll( '.swiper-slide' ).length;
	// Swiper's destroy() leaves the bullets it added in the pagination element: put back what the server printed.
	const serverPagination = pagination ? Array.from( pagination.childNodes ) : [];
	const autoplay = autoplayAllowed( settings, count, prefersReducedMotion() );

	const swiper = new Swiper( viewport, {
		modules: [ A11y, Autoplay, Navigation, Pagination ],
		...SWIPER_DEFAULTS,
		speed: settings.speed,
		slidesPerView: settings.perView.mobile,
		spaceBetween: settings.gap,
		breakpoints: swiperBreakpoints( settings, readBreakpoints() ),
		loop: settings.loop && count > settings.perView.desktop,
		// A loop slider otherwise ignores keys and clicks while it moves; fast keyboard users notice.
		loopPreventsSliding: false,
		watchOverflow: true,
		navigation: settings.navigation && prev && next ? { prevEl: prev, nextEl: next } : false,
		pagination:
			settings.pagination && pagination
				? { el: pagination, clickable: true, bulletElement: 'button', type: 'bullets' }
				: false,
		autoplay: autoplay ? { delay: settings.delay, disableOnInteraction: false } : false,
		a11y: {
			enabled: true,
			prevSlideMessage: settings.messages.prev,
			nextSlideMessage: settings.messages.next,
			firstSlideMessage: settings.messages.first,
			lastSlideMessage: settings.messages.last,
			paginationBulletMessage: settings.messages.bullet,
			slideLabelMessage: settings.messages.slide,
			itemRoleDescriptionMessage: settings.messages.item,
			containerRoleDescriptionMessage: settings.messages.container,
		},
		...options.extra,
		on: {
			slideChange: ( instance ) => options.onChange?.( instance ),
			init: ( instance ) => options.onChange?.( instance ),
		},
	} );

	// Autoplay holds while the pointer or the focus is inside (Swiper's own pause resumes after
	// the next transition, which is not a hold), and stops for good with the button.
	let stoppedByUser = false;
	const holds = { hover: false, focus: false };
	const sync = () => {
		if ( ! autoplay || ! swiper.autoplay ) {
			return;
		}
		const shouldRun = ! stoppedByUser && ! holds.hover && ! holds.focus;
		if ( shouldRun && ! swiper.autoplay.running ) {
			swiper.autoplay.start();
		} else if ( ! shouldRun && swiper.autoplay.running ) {
			swiper.autoplay.stop();
		}
	};
	const setToggle = () => {
		if ( ! toggle ) {
			return;
		}
		toggle.hidden = ! autoplay; // Styled with visibility, so hiding it moves nothing.
		toggle.setAttribute( 'aria-pressed', stoppedByUser ? 'true' : 'false' );
		toggle.setAttribute( 'aria-label', stoppedByUser ? settings.messages.play : settings.messages.pause );
		toggle.classList.toggle( 'is-paused', stoppedByUser );
	};
	const hold = ( key: keyof typeof holds, value: boolean ) => () => {
		holds[ key ] = value;
		sync();
	};
	const onPointerEnter = hold( 'hover', true );
	const onPointerLeave = hold( 'hover', false );
	const onFocusIn = hold( 'focus', true );
	const onFocusOut = ( event: FocusEvent ) => {
		if ( ! element.contains( event.relatedTarget as Node | null ) ) {
			hold( 'focus', false )();
		}
	};
	const onToggle = () => {
		stoppedByUser = ! stoppedByUser;
		sync();
		setToggle();
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		const target = event.target as HTMLElement;
		if ( target.closest( 'input, textarea, select, [contenteditable]' ) ) {
			return;
		}
		const rtl = getComputedStyle( element ).direction === 'rtl';
		const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
		const back = rtl ? 'ArrowRight' : 'ArrowLeft';
		if ( event.key === forward || event.key === back ) {
			event.preventDefault();
			if ( event.key === forward ) {
				swiper.slideNext();
			} else {
				swiper.slidePrev();
			}
		}
	};
	element.addEventListener( 'focusin', onFocusIn, { signal } );
	element.addEventListener( 'focusout', onFocusOut, { signal } );
	element.addEventListener( 'keydown', onKeyDown, { signal } );
	element.addEventListener( 'pointerenter', onPointerEnter, { signal } );
	element.addEventListener( 'pointerleave', onPointerLeave, { signal } );
	toggle?.addEventListener( 'click', onToggle, { signal } );
	setToggle();
	element.classList.add( 'is-ready' );
	element.dataset.slides = String( count );
	element.setAttribute( 'data-autoplay', autoplay ? 'on' : 'off' );

	// What the signal cannot undo: the classes and attributes set, Swiper's own destroy().
	return () => {
		element.classList.remove( 'is-ready' );
		element.removeAttribute( 'data-autoplay' );
		swiper.destroy( true, true );
		pagination?.replaceChildren( ...serverPagination );
	};
}

/**
 * The Lottie block's handler: lottie-web's light SVG player, loaded only with this chunk. Plays on
 * load (looping or once, at the set speed), follows the scroll position, plays while hovered, or
 * toggles with its button. It pauses off screen and, for reduced motion, only plays when the
 * visitor asks (click); otherwise the fallback image stays.
 */
import lottie from 'lottie-web/build/player/lottie_light';
import type { AnimationItem } from 'lottie-web';
import type { Handler } from '@vitrine/runtime';
import { prefersReducedMotion } from '@vitrine/shared';
import { parseLottieSettings, scrollProgress } from './logic';

const lottieHandler: Handler = ( { element, settings: raw, signal } ) => {
	const settings = parseLottieSettings( raw );
	const container = element.querySelector< HTMLElement >( '.vitrine-lottie__player' );
	if ( ! settings || ! container ) {
		return;
	}
	const reduced = prefersReducedMotion();
	if ( reduced && settings.trigger !== 'click' ) {
		element.classList.add( 'is-static' );
		return; // The fallback image stays; nothing moves.
	}
	const toggle = element.querySelector< HTMLButtonElement >( '.vitrine-lottie__toggle' );
	const anim: AnimationItem = lottie.loadAnimation( {
		container,
		renderer: 'svg',
		path: settings.src,
		loop: settings.trigger === 'scroll' ? false : settings.loop,
		autoplay: false,
		rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
	} );
	anim.setSpeed( settings.speed );

	let visible = true;
	let wanted = settings.trigger === 'load'; // Whether it should be playing when on screen.
	let frame = 0;
	const apply = () => {
		if ( settings.trigger === 'scroll' ) {
			return;
		}
		if ( wanted && visible ) {
			anim.play();
		} else {
			anim.pause();
		}
		element.dataset.playing = wanted && visible ? 'true' : 'false';
	};
	const syncScroll = () => {
		frame = 0;
		const rect = element.getBoundingClientRect();
		const progress = scrollProgress( rect.top, rect.height, window.innerHeight );
		anim.goToAndStop( progress * Math.max( 0, anim.totalFrames - 1 ), true );
		element.dataset.progress = progress.toFixed( 2 );
	};
	const onScroll = () => {
		frame ||= window.requestAnimationFrame( syncScroll );
	};
	const onLoaded = () => {
		element.classList.add( 'is-loaded' );
		if ( settings.trigger === 'scroll' ) {
			syncScroll();
		}
		apply();
	};
	const onFailed = () => element.classList.add( 'is-failed' );
	// Both texts come translated from the server (render.php), so this chunk needs no wp-i18n.
	const playLabel = toggle?.textContent ?? '';
	const pauseLabel = toggle?.dataset.pauseLabel || playLabel;
	const setToggle = () => {
		toggle?.setAttribute( 'aria-pressed', wanted ? 'true' : 'false' );
		if ( toggle ) {
			toggle.textContent = wanted ? pauseLabel : playLabel;
		}
	};
	const onToggle = () => {
		wanted = ! wanted;
		setToggle();
		apply();
	};
	const onEnter = () => {
		wanted = true;
		apply();
	};
	const onLeave = () => {
		wanted = false;
		apply();
	};
	const onComplete = () => {
		if ( settings.trigger === 'click' && ! settings.loop ) {
			wanted = false;
			anim.goToAndStop( 0, true );
			setToggle();
			element.dataset.playing = 'false';
		}
	};
	// Off screen it pauses, so a page full of animations costs nothing while they are not seen.
	const observer = new IntersectionObserver( ( entries ) => {
		visible = entries.some( ( entry ) => entry.isIntersecting );
		apply();
	} );
	observer.observe( element );
	anim.addEventListener( 'DOMLoaded', onLoaded );
	anim.addEventListener( 'data_failed', onFailed );
	anim.addEventListener( 'complete', onComplete );
	if ( settings.trigger === 'scroll' ) {
		window.addEventListener( 'scroll', onScroll, { passive: true, signal } );
		window.addEventListener( 'resize', onScroll, { passive: true, signal } );
	} else if ( settings.trigger === 'hover' ) {
		element.addEventListener( 'pointerenter', onEnter, { signal } );
		element.addEventListener( 'pointerleave', onLeave, { signal } );
	}
	toggle?.addEventListener( 'click', onToggle, { signal } );
	element.classList.add( 'is-ready' );

	return () => {
		observer.disconnect();
		window.cancelAnimationFrame( frame );
		anim.destroy();
		element.classList.remove( 'is-ready', 'is-loaded', 'is-failed' );
		delete element.dataset.playing;
	};
};

export default lottieHandler;

/**
 * Countdown: ticks the server-rendered digits once a second (text only, fixed-width digits, so
 * nothing moves), announces the time left politely at most once a minute, and on expiry hides the
 * block, shows the message in the same box, or redirects.
 */
import type { Handler } from '@vitrine/runtime';
import { announcement, evergreenDue, pad, parseCountdownSettings, shouldAnnounce, split } from './countdown';
import { register } from '@vitrine/runtime';

function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

const countdown: Handler = ( { element, settings } ) => {
	const config = parseCountdownSettings( settings );
	if ( ! config ) {
		return;
	}
	const due = config.mode === 'due' ? config.due : evergreenDue( storage(), config.key, config.duration, Date.now() );
	const digits = {
		days: element.querySelector< HTMLElement >( '[data-unit="days"]' ),
		hours: element.querySelector< HTMLElement >( '[data-unit="hours"]' ),
		minutes: element.querySelector< HTMLElement >( '[data-unit="minutes"]' ),
		seconds: element.querySelector< HTMLElement >( '[data-unit="seconds"]' ),
	};
	const live = element.querySelector< HTMLElement >( '.vitrine-countdown__live' );
	// The server's sentence counts as the first announcement (it is read with the page).
	let lastAt = Date.now();
	let lastText = live?.textContent ?? '';
	let timer = 0;

	const expire = () => {
		window.clearInterval( timer );
		element.classList.add( 'is-expired' );
		if ( config.expiry === 'hide' ) {
			element.hidden = true;
		} else if ( config.expiry === 'redirect' ) {
			window.location.assign( config.redirect );
		} else if ( live ) {
			const message = element.querySelector( '.vitrine-countdown__message' )?.textContent ?? '';
			live.textContent = lastText = message;
		}
	};
	const tick = () => {
		const now = Date.now();
		const left = due - now;
		const parts = split( left );
		( Object.keys( digits ) as Array< keyof typeof digits > ).forEach( ( unit ) => {
			const el = digits[ unit ];
			const text = unit === 'days' ? String( parts.days ) : pad( parts[ unit ] );
			if ( el && el.textContent !== text ) {
				el.textContent = text;
			}
		} );
		if ( left <= 0 ) {
			expire();
			return;
		}
		const text = announcement( parts, config );
		if ( live && shouldAnnounce( lastAt, lastText, text, now ) ) {
			live.textContent = text;
			lastAt = now;
			lastText = text;
		}
	};
	if ( live && config.mode === 'evergreen' ) {
		// The server could only print the full duration; say the visitor's own time left instead.
		live.textContent = lastText = announcement( split( due - Date.now() ), config );
	}
	element.classList.add( 'is-running' );
	tick();
	if ( ! element.classList.contains( 'is-expired' ) ) {
		timer = window.setInterval( tick, 1000 );
	}
	return () => {
		window.clearInterval( timer );
		element.classList.remove( 'is-running' );
	};
};

export default countdown;

register( 'countdown', countdown );

/**
 * The social embed's handler. The placeholder stays until the visitor allows the block's cookie
 * category (now or later: the consent change event) or presses "Load content"; only then the
 * provider's script or iframe is requested. A script that cannot load (or never arrives) leaves the
 * placeholder with a message; the link to the post always works.
 */
import { __, sprintf } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { CHANGE_EVENT, consentApi } from '../../src/consent/core/gate-api';
import { loadProviderScript } from '../../src/media/provider-script';
import { embedPlan, parseSocialSettings } from './logic';
import { register } from '@vitrine/runtime';

/** How long a provider script may take before the visitor is told it is not coming. */
export const SCRIPT_TIMEOUT = 15_000;

type State = 'idle' | 'loading' | 'loaded' | 'failed';

const socialHandler: Handler = ( { element, settings: raw, mode, signal } ) => {
	const settings = parseSocialSettings( raw );
	const button = element.querySelector< HTMLButtonElement >( '.vitrine-social__load' );
	const status = element.querySelector< HTMLElement >( '.vitrine-social__status' );
	const target = element.querySelector< HTMLElement >( '.vitrine-social__embed' );
	const card = element.querySelector< HTMLElement >( '.vitrine-social__card' );
	if ( ! settings || ! button || ! status || ! target || ! card || mode === 'edit' ) {
		return; // The placeholder and its link stay as the server printed them.
	}
	// Without the consent feature on the page, only the explicit "Load content" remains.
	const always = element.querySelector< HTMLButtonElement >( '.vitrine-social__always' );
	if ( always && ! consentApi() ) {
		always.hidden = true;
	}
	let state: State = 'idle';
	let timer = 0;
	const set = ( next: State, message = '' ) => {
		state = next;
		element.classList.toggle( 'is-loading', next === 'loading' );
		element.classList.toggle( 'is-loaded', next === 'loaded' );
		element.classList.toggle( 'is-failed', next === 'failed' );
		status.textContent = message;
	};
	const fail = () => {
		window.clearTimeout( timer );
		if ( state !== 'loading' ) {
			return;
		}
		target.replaceChildren();
		button.textContent = __( 'Try again', 'vitrine' );
		set(
			'failed',
			sprintf(
				/* translators: %s: network name. */
				__( '%s could not be reached. The link below opens the post there.', 'vitrine' ),
				settings.label
			)
		);
	};
	const done = () => {
		window.clearTimeout( timer );
		const hadFocus = element.contains( element.ownerDocument.activeElement );
		set( 'loaded' );
		if ( hadFocus ) {
			// The button the visitor pressed is gone; the post takes its place.
			target.focus();
		}
	};
	const load = () => {
		if ( state === 'loading' || state === 'loaded' ) {
			return;
		}
		// The card keeps at least its height from here on, so the text it swaps for the post (or
		// the message) never pulls the page up; only a post taller than the card moves what follows.
		card.style.minHeight = `${ card.getBoundingClientRect().height }px`;
		set( 'loading', __( 'Loading the post…', 'vitrine' ) );
		const plan = embedPlan( settings );
		const node = plan.build( element.ownerDocument );
		if ( node instanceof HTMLIFrameElement ) {
			node.title = sprintf( /* translators: %s: network name. */ __( 'Post on %s', 'vitrine' ), settings.label );
		}
		target.replaceChildren( node );
		if ( ! plan.script ) {
			done();
			return;
		}
		timer = window.setTimeout( fail, SCRIPT_TIMEOUT );
		loadProviderScript( plan.script, element.ownerDocument ).then( () => {
			if ( state === 'loading' ) {
				( ( plan.process?.( window, target ) ?? true ) ? done : fail )();
			}
		}, fail );
	};
	const onChange = () => {
		if ( consentApi()?.allows( settings.category ) ) {
			load();
		}
	};
	target.tabIndex = -1;
	button.addEventListener( 'click', load, { signal } );
	element.ownerDocument.addEventListener( CHANGE_EVENT, onChange, { signal } );
	element.classList.add( 'is-ready' );
	onChange(); // A returning visitor who allowed the category sees the post at once.

	return () => {
		window.clearTimeout( timer );
		target.replaceChildren();
		target.removeAttribute( 'tabindex' );
		if ( always ) {
			always.hidden = false;
		}
		status.textContent = '';
		card.style.minHeight = '';
		button.textContent = __( 'Load content', 'vitrine' );
		element.classList.remove( 'is-ready', 'is-loading', 'is-loaded', 'is-failed' );
	};
};

export default socialHandler;

register( 'social-embeds', socialHandler );

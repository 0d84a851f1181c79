/**
 * Share buttons: enables the copy-link button (clipboard, with a visible and announced result) and
 * the device share sheet (Web Share API, only where the browser has it). The network links are
 * plain links and need nothing here.
 */
import type { Handler } from '@vitrine/runtime';
import type { Settings } from '@vitrine/shared';
import { register } from '@vitrine/runtime';

export interface ShareSettings {
	url: string;
	title: string;
	/** Messages, translated by the server (no i18n script on the visitor's page). */
	copied: string;
	failed: string;
}

const textOr = ( value: unknown, fallback: string ) => ( typeof value === 'string' && value !== '' ? value : fallback );

/** The page to share: the saved http(s) URL, else the current address. */
export function parseShareSettings( settings: Settings, fallbackUrl: string ): ShareSettings {
	const url = typeof settings.url === 'string' && /^https?:\/\//i.test( settings.url ) ? settings.url : fallbackUrl;
	return {
		url,
		title: textOr( settings.title, '' ),
		copied: textOr( settings.copied, 'Link copied' ),
		failed: textOr( settings.failed, 'The link could not be copied.' ),
	};
}

/** Copies text with the async clipboard, falling back to a selected textarea; true when it worked. */
export async function copyText( text: string, doc: Document = document ): Promise< boolean > {
	const clipboard = doc.defaultView?.navigator.clipboard;
	if ( clipboard && typeof clipboard.writeText === 'function' ) {
		try {
			await clipboard.writeText( text );
			return true;
		} catch {
			// Permission refused or an insecure context: try the old way below.
		}
	}
	const area = doc.createElement( 'textarea' );
	area.value = text;
	area.setAttribute( 'readonly', '' );
	area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
	doc.body.append( area );
	area.select();
	let done = false;
	try {
		done = typeof doc.execCommand === 'function' && doc.execCommand( 'copy' );
	} catch {
		done = false;
	}
	area.remove();
	return done;
}

const shareButtons: Handler = ( { element, settings, signal } ) => {
	const config = parseShareSettings( settings, window.location.href );
	const copy = element.querySelector< HTMLButtonElement >( '.vitrine-share__copy' );
	const native = element.querySelector< HTMLButtonElement >( '.vitrine-share__native' );
	const status = element.querySelector< HTMLElement >( '.vitrine-share__status' );
	const canShare = typeof navigator.share === 'function';
	let timer = 0;

	const feedback = ( message: string, ok: boolean ) => {
		if ( status ) {
			status.textContent = message;
		}
		copy?.classList.toggle( 'is-copied', ok );
		copy?.classList.toggle( 'is-failed', ! ok );
		window.clearTimeout( timer );
		timer = window.setTimeout( () => {
			copy?.classList.remove( 'is-copied', 'is-failed' );
			if ( status ) {
				status.textContent = '';
			}
		}, 2500 );
	};
	const onCopy = async () => {
		const ok = await copyText( config.url, element.ownerDocument );
		feedback( ok ? config.copied : config.failed, ok );
	};
	const onShare = () => {
		navigator.share( { url: config.url, title: config.title } ).catch( () => {
			// Closing the share sheet rejects with AbortError: nothing to report.
		} );
	};

	element.classList.add( 'is-enhanced' );
	if ( copy ) {
		copy.disabled = false;
		copy.addEventListener( 'click', onCopy, { signal } );
	}
	if ( native && canShare ) {
		native.disabled = false;
		native.closest( 'li' )?.classList.add( 'is-supported' );
		native.addEventListener( 'click', onShare, { signal } );
	}
	return () => {
		window.clearTimeout( timer );
		if ( copy ) {
			copy.disabled = true;
		}
		if ( native ) {
			native.disabled = true;
		}
		element.classList.remove( 'is-enhanced' );
	};
};

export default shareButtons;

register( 'share-buttons', shareButtons );

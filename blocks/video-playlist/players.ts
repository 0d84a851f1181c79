/**
 * One interface over the three kinds of player: play, pause, destroy, and a callback when the video
 * ends. Hosted videos use the <video> the server printed; YouTube and Vimeo players are created
 * from the providers' interfaces once they exist (see waitFor: polled every 350 ms).
 */
import { loadProviderScript, waitFor, type Waiting } from '../../src/media/provider-script';
import { API_TIMEOUT, PLAYER_API } from './logic';

export interface Player {
	play: () => void;
	pause: () => void;
	destroy: () => void;
}

type Api = Record< string, any >;

/** NETWORK_NO_SOURCE: no source chosen yet, or every <source> failed. */
const NO_SOURCE = 3;

export function hostedPlayer(
	video: HTMLVideoElement,
	onEnded: () => void,
	onPlay: () => void,
	onError: () => void
): Player {
	// A missing or unplayable file fires `error` on its <source>, not on the video.
	const sources = Array.from( video.querySelectorAll( 'source' ) );
	const last = sources[ sources.length - 1 ];
	const lifetime = new AbortController();
	video.addEventListener( 'ended', onEnded, { signal: lifetime.signal } );
	video.addEventListener( 'play', onPlay, { signal: lifetime.signal } );
	last?.addEventListener( 'error', onError, { signal: lifetime.signal } );
	// NETWORK_NO_SOURCE here does not prove the sources failed: the browser also reports it from the
	// moment it starts choosing a source until its first fetch begins (Chromium starts that fetch from
	// a zero-delay timer, which this deferred script can run before). Choosing again settles it either
	// way: a playable file loads (with preload="none", nothing is fetched), a failed one fires `error`
	// on its last <source> again, which the listener above reports.
	if ( video.networkState === NO_SOURCE ) {
		video.load();
	}
	return {
		play: () => void video.play().catch( () => {} ),
		pause: () => video.pause(),
		destroy: () => lifetime.abort(),
	};
}

function interfaceOf( provider: 'youtube' | 'vimeo', win: Window ): Api | null {
	const api = ( win as unknown as Record< string, Api | undefined > )[ PLAYER_API[ provider ].global ];
	return typeof api?.Player === 'function' ? api : null;
}

/**
 * Loads the provider's interface and creates its player in `mount`, playing at once. `cancel`
 * stops waiting (teardown); the promise rejects when the interface cannot be loaded.
 */
export function providerPlayer(
	provider: 'youtube' | 'vimeo',
	id: string,
	mount: HTMLElement,
	onEnded: () => void,
	win: Window = window
): { promise: Promise< Player >; cancel: () => void } {
	let waiting: Waiting< Api > | null = null;
	let cancelled = false;
	const promise = loadProviderScript( PLAYER_API[ provider ].src, mount.ownerDocument )
		.then( () => {
			if ( cancelled ) {
				throw new Error( 'cancelled' );
			}
			waiting = waitFor( () => interfaceOf( provider, win ), API_TIMEOUT );
			return waiting.promise;
		} )
		.then( ( api ) =>
			provider === 'youtube' ? youtube( api, id, mount, onEnded ) : vimeo( api, id, mount, onEnded )
		);
	return {
		promise,
		cancel: () => {
			cancelled = true;
			waiting?.cancel();
		},
	};
}

function youtube( YT: Api, id: string, mount: HTMLElement, onEnded: () => void ): Player {
	const target = mount.ownerDocument.createElement( 'div' );
	mount.replaceChildren( target );
	const player = new YT.Player( target, {
		videoId: id,
		host: 'https://www.youtube-nocookie.com',
		width: '100%',
		height: '100%',
		playerVars: { autoplay: 1, playsinline: 1, rel: 0 },
		events: {
			// 0 is YT.PlayerState.ENDED.
			onStateChange: ( event: { data: number } ) => event.data === 0 && onEnded(),
		},
	} );
	return {
		play: () => player.playVideo?.(),
		pause: () => player.pauseVideo?.(),
		destroy: () => {
			player.destroy?.();
			mount.replaceChildren();
		},
	};
}

function vimeo( Vimeo: Api, id: string, mount: HTMLElement, onEnded: () => void ): Player {
	const player = new Vimeo.Player( mount, { id: Number( id ), autoplay: true, dnt: true, responsive: true } );
	player.on?.( 'ended', onEnded );
	const quiet = ( result: unknown ) => ( result as Promise< unknown > | undefined )?.catch?.( () => {} );
	return {
		play: () => quiet( player.play?.() ),
		pause: () => quiet( player.pause?.() ),
		destroy: () => {
			quiet( player.destroy?.() );
			mount.replaceChildren();
		},
	};
}

/**
 * The video playlist's handler: ARIA tabs over the server's panels (arrow keys, Home, End; the
 * selection follows focus), players created only when a video plays, the next video after one
 * ends, and watched marks (kept on the device when the visitor allowed functional cookies).
 * YouTube and Vimeo interfaces come from their hosts on the first play; when they cannot load,
 * the panel says so and the link to watch on the provider's site takes the focus.
 */
import { __, sprintf } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { consentApi } from '../../src/consent/core/gate-api';
import { nextVideo, parsePlaylistSettings, parseWatched, STORAGE_PREFIX, tabForKey } from './logic';
import { hostedPlayer, providerPlayer, type Player } from './players';
import { register } from '@vitrine/runtime';

const LABELS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

const playlistHandler: Handler = ( { element, settings: raw, mode, signal } ) => {
	const settings = parsePlaylistSettings( raw );
	const tabs = Array.from( element.querySelectorAll< HTMLAnchorElement >( '.vitrine-playlist__tab' ) );
	const panels = Array.from( element.querySelectorAll< HTMLElement >( '.vitrine-playlist__panel' ) );
	const list = element.querySelector< HTMLElement >( '[role="tablist"]' );
	const count = tabs.length;
	if ( mode === 'edit' || ! list || ! count || panels.length !== count || settings.videos.length !== count ) {
		return; // The server's links and native players keep working.
	}
	const live = element.querySelector< HTMLElement >( '.vitrine-playlist__live' );
	const rtl = getComputedStyle( element ).direction === 'rtl';
	const players = new Map< number, Player >();
	const cancels = new Map< number, () => void >();
	const key = STORAGE_PREFIX + settings.key;
	const consent = consentApi();
	const mayStore = () => settings.remember && settings.key && ( ! consent || consent.allows( 'functional' ) );
	const watched =
		settings.remember && settings.key
			? parseWatched( storage()?.getItem( key ) ?? null, count )
			: new Set< number >();
	let current = Math.max(
		0,
		tabs.findIndex( ( tab ) => tab.getAttribute( 'aria-selected' ) === 'true' )
	);

	const showWatched = () => tabs.forEach( ( tab, i ) => tab.classList.toggle( 'is-watched', watched.has( i ) ) );
	const markWatched = ( index: number ) => {
		watched.add( index );
		showWatched();
		if ( mayStore() ) {
			try {
				storage()?.setItem( key, JSON.stringify( [ ...watched ] ) );
			} catch {
				// Storage refused: the marks last for this page view.
			}
		}
	};
	const select = ( index: number ) => {
		if ( index !== current ) {
			players.get( current )?.pause();
		}
		current = index;
		tabs.forEach( ( tab, i ) => {
			tab.setAttribute( 'aria-selected', i === index ? 'true' : 'false' );
			tab.tabIndex = i === index ? 0 : -1;
		} );
		panels.forEach( ( panel, i ) => ( panel.hidden = i !== index ) );
	};
	const setPlaying = ( index: number ) => {
		tabs.forEach( ( tab, i ) => tab.classList.toggle( 'is-playing', i === index ) );
		players.forEach( ( player, i ) => i !== index && player.pause() );
	};
	const status = ( index: number, text: string ) => {
		const region = panels[ index ]!.querySelector( '.vitrine-playlist__status' );
		if ( region ) {
			region.textContent = text;
		}
	};

	const ended = ( index: number ) => {
		markWatched( index );
		tabs[ index ]!.classList.remove( 'is-playing' );
		const next = settings.autoNext ? nextVideo( index, count, watched ) : null;
		if ( next === null ) {
			return;
		}
		select( next );
		if ( live ) {
			live.textContent = sprintf(
				/* translators: %s: video title. */ __( 'Now playing: %s', 'vitrine' ),
				settings.videos[ next ]!.title
			);
		}
		play( next );
	};

	const play = ( index: number ) => {
		const known = players.get( index );
		if ( known ) {
			known.play();
			setPlaying( index );
			return;
		}
		const video = settings.videos[ index ]!;
		const panel = panels[ index ]!;
		const mount = panel.querySelector< HTMLElement >( '.vitrine-playlist__player' );
		if ( video.provider === 'hosted' || ! mount || cancels.has( index ) ) {
			return;
		}
		const label = LABELS[ video.provider ];
		panel.classList.remove( 'is-failed' );
		panel.classList.add( 'is-loading' );
		/* translators: %s: provider name. */
		status( index, sprintf( __( 'Loading the %s player…', 'vitrine' ), label ) );
		const started = providerPlayer( video.provider, video.id, mount, () => ended( index ) );
		cancels.set( index, started.cancel );
		started.promise.then(
			( player ) => {
				cancels.delete( index );
				players.set( index, player );
				panel.classList.replace( 'is-loading', 'is-playing' );
				status( index, '' );
				setPlaying( index );
			},
			( error: Error ) => {
				cancels.delete( index );
				if ( error.message === 'cancelled' ) {
					return;
				}
				const hadFocus = panel.contains( panel.ownerDocument.activeElement );
				panel.classList.replace( 'is-loading', 'is-failed' );
				status(
					index,
					sprintf(
						/* translators: %s: provider name. */
						__(
							'The %s player could not load here. Use the link below to watch the video there.',
							'vitrine'
						),
						label
					)
				);
				if ( hadFocus ) {
					panel.querySelector< HTMLElement >( '.vitrine-playlist__fallback' )?.focus();
				}
			}
		);
	};

	const hostedFailed = ( index: number ) => {
		panels[ index ]!.classList.add( 'is-failed' );
		status( index, __( 'This video cannot be played here. Use the link below to open the file.', 'vitrine' ) );
	};
	// Hosted videos: the native player is already there; follow its play, end and failure.
	panels.forEach( ( panel, index ) => {
		const video = panel.querySelector( 'video' );
		if ( video ) {
			players.set(
				index,
				hostedPlayer(
					video,
					() => ended( index ),
					() => setPlaying( index ),
					() => hostedFailed( index )
				)
			);
		}
	} );

	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element;
		const tab = target.closest< HTMLAnchorElement >( '.vitrine-playlist__tab' );
		if ( tab && tabs.includes( tab ) ) {
			event.preventDefault(); // The panel switches here; no jump, no history entry.
			select( tabs.indexOf( tab ) );
			return;
		}
		const button = target.closest( '.vitrine-playlist__play' );
		const panel = button?.closest< HTMLElement >( '.vitrine-playlist__panel' );
		if ( panel && panels.includes( panel ) ) {
			play( panels.indexOf( panel ) );
		}
	};
	const onKeydown = ( event: KeyboardEvent ) => {
		const from = tabs.indexOf( event.target as HTMLAnchorElement );
		const to = from < 0 ? null : tabForKey( event.key, from, count, rtl );
		if ( to === null ) {
			if ( from >= 0 && event.key === ' ' ) {
				event.preventDefault(); // Space selects a tab, as on a button, instead of scrolling.
				select( from );
			}
			return;
		}
		event.preventDefault();
		select( to );
		tabs[ to ]!.focus();
	};

	// A bookmarked or no-JavaScript #panel address opens that video.
	const fromHash = panels.findIndex( ( panel ) => `#${ panel.id }` === window.location.hash );
	select( fromHash >= 0 ? fromHash : current );
	showWatched();
	element.addEventListener( 'click', onClick, { signal } );
	list.addEventListener( 'keydown', onKeydown, { signal } );
	element.classList.add( 'is-ready' );

	return () => {
		cancels.forEach( ( cancel ) => cancel() );
		players.forEach( ( player ) => player.destroy() );
		tabs.forEach( ( tab ) => {
			tab.removeAttribute( 'tabindex' );
			tab.classList.remove( 'is-watched', 'is-playing' );
		} );
		panels.forEach( ( panel ) => panel.classList.remove( 'is-loading', 'is-playing', 'is-failed' ) );
		element.classList.remove( 'is-ready' );
	};
};

export default playlistHandler;

register( 'video-playlist', playlistHandler );

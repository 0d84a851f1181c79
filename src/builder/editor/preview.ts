/**
 * Previews motion effects on the block in the editor canvas (the iframe, or the editor document when
 * the editor is not iframed), with the same handler the visitor's page runs, in 'edit' mode.
 */
import motion from '../motion/handler';
import type { Settings } from '@vitrine/shared';

export function blockElement( clientId: string ): HTMLElement | null {
	const iframe = document.querySelector< HTMLIFrameElement >( 'iframe[name="editor-canvas"]' );
	const doc = iframe?.contentDocument ?? document;
	return doc.getElementById( `block-${ clientId }` );
}

/** Starts the preview once the block's element exists; returns the stop function. */
export function previewMotion( clientId: string, settings: Settings ): () => void {
	let stop: ( () => void ) | void;
	const lifetime = new AbortController(); // The preview's mount, as the runtime gives one (docs/builder.md).
	let tries = 0;
	let frame = 0;
	const start = () => {
		const element = blockElement( clientId );
		if ( element ) {
			stop = motion( { element, settings, mode: 'edit', signal: lifetime.signal } );
		} else if ( tries++ < 30 ) {
			frame = window.requestAnimationFrame( start );
		}
	};
	start();
	return () => {
		window.cancelAnimationFrame( frame );
		lifetime.abort();
		stop?.();
	};
}

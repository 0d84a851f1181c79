/**
 * The code block's handler: highlights the code with Prism (core plus only the grammar this block
 * names, loaded on demand) and wires the copy button with visible and announced feedback.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
import { __ } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { copyText } from './copy';
import { loadLanguage, resolveLanguage } from './languages';
import { register } from '@vitrine/runtime';

// Grammars are plain scripts that extend the global Prism.
( window as unknown as { Prism: typeof Prism } ).Prism = Prism;

export const FEEDBACK_MS = 2000;

const codeHighlight: Handler = ( { element, settings, signal } ) => {
	const code = element.querySelector< HTMLElement >( '.vitrine-code__code' );
	if ( ! code ) {
		return;
	}
	const button = element.querySelector< HTMLButtonElement >( '.vitrine-code__copy' );
	const status = element.querySelector< HTMLElement >( '.vitrine-code__status' );
	const source = code.textContent ?? '';
	const language = resolveLanguage( settings.language );
	let timer = 0;

	loadLanguage( language )
		.then( () => {
			const grammar = Prism.languages[ language ];
			if ( ! signal.aborted && grammar ) {
				code.innerHTML = Prism.highlight( source, grammar, language );
				element.classList.add( 'is-highlighted' );
			}
		} )
		.catch( () => {
			// A grammar that fails to load leaves the plain code, which is still readable.
		} );

	const label = button?.textContent ?? '';
	const onCopy = async () => {
		if ( ! button ) {
			return;
		}
		const ok = await copyText( source, code );
		// Each text in its own statement: the minifier would merge `ok ? __( a ) : __( b )` into one
		// call, and the string extraction reads the built file (docs/architecture.md).
		const copied = __( 'Copied', 'vitrine' );
		const manual = __( 'Press Ctrl+C to copy', 'vitrine' );
		const message = ok ? copied : manual;
		button.textContent = ok ? message : __( 'Selected', 'vitrine' );
		button.classList.toggle( 'is-copied', ok );
		if ( status ) {
			status.textContent = ok ? __( 'Code copied to the clipboard', 'vitrine' ) : message;
		}
		window.clearTimeout( timer );
		timer = window.setTimeout( () => {
			button.textContent = label;
			button.classList.remove( 'is-copied' );
			if ( status ) {
				status.textContent = '';
			}
		}, FEEDBACK_MS );
	};
	button?.addEventListener( 'click', onCopy, { signal } );
	element.classList.add( 'is-ready' );

	return () => {
		window.clearTimeout( timer );
		if ( button ) {
			button.textContent = label;
		}
		code.textContent = source;
		element.classList.remove( 'is-ready', 'is-highlighted' );
	};
};

export default codeHighlight;

register( 'code-highlight', codeHighlight );

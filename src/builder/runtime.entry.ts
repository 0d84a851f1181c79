/**
 * The builder runtime's boot module: loaded (deferred) only on pages with an element that needs
 * behaviour, before the scripts of those elements (block view scripts, the builder's features), which
 * register their handlers with it. It attaches what is registered, and exposes the runtime for code
 * that replaces markup (loop filters, infinite scroll) or extends it (register, hooks). It holds no
 * widget code of its own, so its size does not grow with the blocks (docs/builder.md).
 */
import { readConfig } from './runtime/config';
import { setDebug } from './runtime/messages';
import { createRuntime } from './runtime/runtime';
import { scrollToTemplate } from './runtime/template-scroll';

const config = readConfig();
setDebug( config.debug );
const runtime = createRuntime( new Map(), config.mode );

window.vitrine = { ...window.vitrine, runtime };
void runtime.attach();
// After the deferred scripts that follow this one have registered (and attached) their handlers.
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => scrollToTemplate(), { once: true } );
} else {
	scrollToTemplate();
}

/**
 * The builder runtime's boot module: loaded (deferred) only on pages with an element that needs
 * behaviour, it attaches the handlers those elements name and exposes the runtime for code that
 * replaces markup (loop filters, infinite scroll) or extends it (register, hooks).
 */
import { readConfig } from './runtime/config';
import { builtInLoaders } from './runtime/loaders';
import { setDebug } from './runtime/messages';
import { createRuntime } from './runtime/runtime';
import { scrollToTemplate } from './runtime/template-scroll';

const config = readConfig();
setDebug( config.debug );
const runtime = createRuntime( builtInLoaders(), config.mode );

window.vitrine = { ...window.vitrine, runtime };
void runtime.attach().then( () => scrollToTemplate() );

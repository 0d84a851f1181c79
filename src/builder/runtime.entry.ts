/**
 * The builder runtime's boot module: loaded (deferred) only on pages with an element that needs
 * behaviour, it attaches the handlers those elements name and exposes attach/detach for code that
 * replaces markup (loop filters, infinite scroll).
 */
import { attach, detach } from './runtime/attach';
import { builtInLoaders } from './runtime/loaders';

const loaders = builtInLoaders();
const run = ( root: ParentNode = document ) => attach( root, { loaders } );

window.vitrine = { ...window.vitrine, runtime: { attach: run, detach } };
run();

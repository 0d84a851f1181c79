/**
 * The view script: registers the handler (handler.ts, which the editor's preview also runs on the
 * block's server render, so it stays free of the runtime import that makes a script depend on it).
 */
import { register } from '@vitrine/runtime';
import tableOfContents from './handler';

export { default, buildList } from './handler';

register( 'table-of-contents', tableOfContents );

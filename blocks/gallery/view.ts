/**
 * The view script: registers the handler (handler.ts, which the editor's preview also runs on the
 * block's server render, so it stays free of the runtime import that makes a script depend on it).
 */
import { register } from '@vitrine/runtime';
import gallery from './handler';

export { default } from './handler';

register( 'gallery', gallery );

/**
 * The handler map, derived from the source tree at build time: every blocks/<name>/view.ts(x) is the
 * handler `<name>`, every src/builder/<feature>/handler.ts(x) is the handler `<feature>`. Each
 * becomes its own lazy chunk, so a page loads only the handlers its elements name.
 */
import type { HandlerLoader, HandlerModule } from './types';

const blocks = require.context( '../../../blocks', true, /^\.\/[a-z0-9-]+\/view\.tsx?$/, 'lazy' );
const features = require.context( '..', true, /^\.\/[a-z0-9-]+\/handler\.tsx?$/, 'lazy' );

function collect( context: __WebpackModuleApi.RequireContext, into: Map< string, HandlerLoader > ): void {
	for ( const key of context.keys() ) {
		const name = key.split( '/' )[ 1 ];
		if ( name ) {
			into.set( name, () => context( key ) as Promise< HandlerModule > );
		}
	}
}

export function builtInLoaders(): Map< string, HandlerLoader > {
	const loaders = new Map< string, HandlerLoader >();
	collect( blocks, loaders );
	collect( features, loaders );
	return loaders;
}

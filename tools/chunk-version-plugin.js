/**
 * Lazy chunks are cache-busted with ONE version per build instead of one hash per chunk.
 *
 * With `chunks/[name].js?ver=[chunkhash]` webpack writes a map of every chunk's hash into the boot
 * module of each entry, and the builder runtime can reach about forty chunks: the map alone cost
 * ~300 B gzip of a 4 KB budget, and it grows with every widget family. Here the file names carry no
 * hash, and the chunk loader appends the build's full hash, which changes whenever any module
 * changes. The boot module's own version (from its content) changes with it, so a stale boot module
 * never asks for a new chunk or the reverse.
 */
const { RuntimeGlobals, RuntimeModule } = require( 'webpack' );

class ChunkVersionRuntimeModule extends RuntimeModule {
	constructor() {
		// After the module that defines the chunk file name function, which this one wraps.
		super( 'vitrine chunk version', RuntimeModule.STAGE_TRIGGER );
		// Generated once the compilation hash is known.
		this.fullHash = true;
	}

	generate() {
		const fn = RuntimeGlobals.getChunkScriptFilename;
		const version = JSON.stringify( ( this.compilation.hash || '' ).slice( 0, 12 ) );
		return `var vitrineChunkName = ${ fn };\n${ fn } = function ( id ) { return vitrineChunkName( id ) + "?ver=" + ${ version }; };`;
	}
}

class ChunkVersionPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap( 'VitrineChunkVersion', ( compilation ) => {
			compilation.hooks.runtimeRequirementInTree
				.for( RuntimeGlobals.getChunkScriptFilename )
				.tap( 'VitrineChunkVersion', ( chunk ) => {
					compilation.addRuntimeModule( chunk, new ChunkVersionRuntimeModule() );
				} );
		} );
	}
}

module.exports = ChunkVersionPlugin;

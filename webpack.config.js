/**
 * One build for the plugin and the theme, extending @wordpress/scripts.
 *
 * Entries are derived, never listed: every `file:` script or style named by a blocks/<name>/block.json,
 * and every `*.entry.ts(x)` file under src/ (plugin) and themes/vitrine/src/ (theme). Adding a block folder or
 * an entry file needs no edit here.
 */
const path = require( 'path' );
const CopyPlugin = require( 'copy-webpack-plugin' );
const ChunkVersionPlugin = require( './tools/chunk-version-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { blockEntries, fileEntries } = require( './tools/build-entries' );

const sharedOutput = {
	...defaultConfig.output,
	// Lazy chunks load from the folder of the script that asked for them, so a CDN that rewrites
	// script URLs serves the chunks too.
	publicPath: 'auto',
	chunkLoadTimeout: 120000,
	// No per-chunk hash: ChunkVersionPlugin appends one build version (see there why).
	chunkFilename: 'chunks/[name].js',
};

// Our own copies of block.json and render.php replace the default ones, which look in src/.
const basePlugins = [
	...defaultConfig.plugins.filter(
		( plugin ) => ! [ 'CopyPlugin', 'PhpFilePathsPlugin' ].includes( plugin.constructor.name )
	),
	new ChunkVersionPlugin(),
];

const pluginConfig = {
	...defaultConfig,
	name: 'plugin',
	entry: {
		...blockEntries( path.resolve( __dirname, 'blocks' ) ),
		...fileEntries( path.resolve( __dirname, 'src' ) ),
	},
	output: { ...sharedOutput, path: path.resolve( __dirname, 'build' ), uniqueName: 'vitrine' },
	plugins: [
		...basePlugins,
		new CopyPlugin( {
			patterns: [
				{ from: 'blocks/*/block.json', to: '[path][name][ext]', noErrorOnMissing: true },
				{ from: 'blocks/**/*.php', to: '[path][name][ext]', noErrorOnMissing: true },
			],
		} ),
	],
};

const themeConfig = {
	...defaultConfig,
	name: 'theme',
	entry: fileEntries( path.resolve( __dirname, 'themes/vitrine/src' ) ),
	output: { ...sharedOutput, path: path.resolve( __dirname, 'themes/vitrine/build' ), uniqueName: 'vitrineTheme' },
	plugins: basePlugins,
};

module.exports = Object.keys( themeConfig.entry ).length ? [ pluginConfig, themeConfig ] : pluginConfig;

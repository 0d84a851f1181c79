/**
 * One build for the plugin and the theme, extending @wordpress/scripts.
 *
 * Entries are derived, never listed: every `file:` script or style named by a blocks/<name>/block.json,
 * and every `*.entry.ts(x)` file under src/ (plugin) and themes/vitrine/src/ (theme). Adding a block folder or
 * an entry file needs no edit here.
 */
const path = require( 'path' );
const CopyPlugin = require( 'copy-webpack-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { blockEntries, fileEntries } = require( './tools/build-entries' );

const sharedOutput = {
	...defaultConfig.output,
	// Lazy chunks load from the folder of the script that asked for them, so a CDN that rewrites
	// script URLs serves the chunks too.
	publicPath: 'auto',
	chunkLoadTimeout: 120000,
	// A few heavy parts only (the slider, lottie, code grammars): each script's map of them stays small.
	chunkFilename: 'chunks/[name].js?ver=[contenthash:8]',
};

/**
 * Block view scripts register their handler with the builder runtime through `@vitrine/runtime`, which
 * is the runtime's public object (`window.vitrine.runtime`, see src/builder/runtime/public.ts) and makes
 * the script depend on the runtime's handle, as `@wordpress/*` imports do on WordPress's.
 */
const RUNTIME_REQUEST = '@vitrine/runtime';

/**
 * WordPress packages bundled although WordPress ships them: the supported floor, 6.8, lacks them or
 * refuses them. The admin lists bundle `@wordpress/dataviews`, which bundles `@wordpress/ui`, which
 * imports `@wordpress/theme` (the `wp-theme` handle, WordPress 7.0+ only: on 6.8 WordPress drops any
 * script depending on it) and opts in to `@wordpress/private-apis` under names 6.8's copy refuses
 * (`@wordpress/ui`, `@wordpress/theme`: a throw at load). Bundled, they share one private-apis copy
 * of their own and need no handle 6.8 lacks (docs/admin.md, "Lists on WordPress 6.8";
 * tests/php/ScriptHandlesTest.php). Our own code never imports these two, so nothing else changes.
 */
const BUNDLED_WORDPRESS = [ '@wordpress/theme', '@wordpress/private-apis' ];

const dependencies = new DependencyExtractionWebpackPlugin( {
	requestToExternal: ( request ) => {
		if ( request === RUNTIME_REQUEST ) {
			return [ 'vitrine', 'runtime' ];
		}
		// `false`, not `undefined`: undefined falls back to the default mapping, which externalizes them.
		return BUNDLED_WORDPRESS.includes( request ) ? false : undefined;
	},
	requestToHandle: ( request ) => ( request === RUNTIME_REQUEST ? 'vitrine-builder-runtime' : undefined ),
} );

/**
 * `@vitrine/shared` is the code the theme and the plugin's scripts share (src/shared/index.ts). It is
 * bundled into each script that imports it, keeping only what that script uses: measured per page, a
 * shared script handle cost more than the copies it saved (docs/architecture.md, "Shared code").
 */
const resolve = {
	...defaultConfig.resolve,
	alias: { ...defaultConfig.resolve?.alias, '@vitrine/shared': path.resolve( __dirname, 'src/shared/index.ts' ) },
};
// Its modules only define things, so a script gets none of the modules it does not use.
const sharedModule = {
	...defaultConfig.module,
	rules: [ ...defaultConfig.module.rules, { test: /[\\/]src[\\/]shared[\\/][^/\\]+\.ts$/, sideEffects: false } ],
};

// Our own copies of block.json and render.php replace the default ones, which look in src/.
const basePlugins = [
	...defaultConfig.plugins.filter(
		( plugin ) =>
			! [ 'CopyPlugin', 'PhpFilePathsPlugin', 'DependencyExtractionWebpackPlugin' ].includes(
				plugin.constructor.name
			)
	),
	dependencies,
];

const pluginConfig = {
	...defaultConfig,
	name: 'plugin',
	resolve,
	module: sharedModule,
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				// A heavy part is ONE chunk with its library (the slider chunk is Swiper's core and the four
				// modules it uses): no second request for a vendors chunk.
				defaultVendors: false,
			},
		},
	},
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
	resolve,
	module: sharedModule,
	entry: fileEntries( path.resolve( __dirname, 'themes/vitrine/src' ) ),
	output: { ...sharedOutput, path: path.resolve( __dirname, 'themes/vitrine/build' ), uniqueName: 'vitrineTheme' },
	plugins: basePlugins,
};

module.exports = Object.keys( themeConfig.entry ).length ? [ pluginConfig, themeConfig ] : pluginConfig;

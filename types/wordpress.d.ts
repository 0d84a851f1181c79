// @wordpress/block-editor publishes no type declarations that resolve under "Bundler" resolution.
declare module '@wordpress/block-editor';

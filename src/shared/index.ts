/**
 * What `@vitrine/shared` means: the browser code the theme and the plugin's scripts share, imported
 * under one name (webpack.config.js resolves it here; tsconfig.json and jest.config.js say the same).
 * Each script bundles what it uses of it: with modules this small, one shared script handle cost
 * every page more bytes than the copies it saved (docs/architecture.md, "Shared code").
 *
 * Scripts that must stay on their own even if this becomes a handle import the modules directly
 * (tests/unit/shared/imports.test.ts lists them and why).
 */
export * from './settings';
export * from './device';
export * from './focus-trap';
export * from './safe-url';
export * from './cart-store';
export * from './cart-format';
export * from './shown';
export * from './i18n';
export * from './insights';

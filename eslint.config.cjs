/**
 * The @wordpress/scripts defaults, plus what a TypeScript code base needs: types document the
 * parameters (no JSDoc @param duplicates), and the test runners' globals.
 */
const base = require( '@wordpress/scripts/config/eslint.config.cjs' );
const globals = require( 'globals' );

module.exports = [
	...base,
	{ ignores: [ '.wp/**', 'themes/vitrine/build/**', 'test-results/**', 'bench/**' ] },
	{
		rules: {
			'jsdoc/require-param': 'off',
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-type': 'off',
			'@wordpress/no-global-event-listener': 'off',
			'no-console': [ 'error', { allow: [ 'warn', 'error', 'info' ] } ],
			// Every string belongs to Vitrine's text domain (languages/vitrine.pot, npm run i18n:pot).
			'@wordpress/i18n-text-domain': [ 'error', { allowedTextDomain: 'vitrine' } ],
		},
	},
	{
		files: [ 'tests/unit/**', '**/test/**' ],
		languageOptions: { globals: { ...globals.jest } },
		rules: { '@wordpress/no-global-active-element': 'off' },
	},
	{
		files: [
			'tests/e2e/**',
			'tests/bench/**',
			'tests/browsers/**',
			'tests/php-versions/**',
			'*.config.*',
			'tools/**',
		],
		languageOptions: { globals: { ...globals.node } },
		rules: { 'no-console': 'off', 'import/no-extraneous-dependencies': 'off', 'react-hooks/rules-of-hooks': 'off' },
	},
	{
		// The Firefox and WebKit runner: its checks pass functions that run in the page.
		files: [ 'tests/browsers/**' ],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		rules: { '@wordpress/no-global-active-element': 'off' },
	},
];

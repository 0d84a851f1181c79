const base = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...base,
	rootDir: __dirname,
	testEnvironment: 'jsdom',
	testMatch: [
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
		'<rootDir>/blocks/*/test/*.test.[jt]s?(x)',
		'<rootDir>/themes/vitrine/src/**/test/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [ '/node_modules/', '/.wp/', '<rootDir>/build/', '<rootDir>/themes/vitrine/build/' ],
	modulePathIgnorePatterns: [ '<rootDir>/.wp/', '<rootDir>/build/', '<rootDir>/themes/vitrine/build/' ],
	// Swiper ships ES modules only: compiled like our sources, so the handlers' tests run the real one.
	transformIgnorePatterns: [ '/node_modules/(?!swiper/)' ],
	transform: { ...base.transform, '\\.mjs$': base.transform?.[ '\\.[jt]sx?$' ] ?? 'babel-jest' },
	moduleNameMapper: {
		'\\.(s?css)$': '<rootDir>/tests/unit/style-stub.js',
		// The build makes the runtime external and resolves the shared code (webpack.config.js); these
		// files say what they are.
		'^@vitrine/runtime$': '<rootDir>/src/builder/runtime/public.ts',
		'^@vitrine/shared$': '<rootDir>/src/shared/index.ts',
	},
};

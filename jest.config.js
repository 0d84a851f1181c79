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
	moduleNameMapper: { '\\.(s?css)$': '<rootDir>/tests/unit/style-stub.js' },
};

const base = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...base,
	rootDir: __dirname,
	testEnvironment: 'jsdom',
	testMatch: [
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
		'<rootDir>/blocks/*/test/*.test.[jt]s?(x)',
		'<rootDir>/theme/src/**/test/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [ '/node_modules/', '/.wp/', '<rootDir>/build/', '<rootDir>/theme/build/' ],
	modulePathIgnorePatterns: [ '<rootDir>/.wp/', '<rootDir>/build/', '<rootDir>/theme/build/' ],
	moduleNameMapper: { '\\.(s?css)$': '<rootDir>/tests/unit/style-stub.js' },
};

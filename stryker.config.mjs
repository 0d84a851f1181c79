// @ts-check
/**
 * StrykerJS mutation testing of the pure TypeScript cores (docs/quality.md, Mutation testing).
 * `npm run test:mutation` runs every module below; `npm run test:mutation -- --mutate 'src/x.ts'`
 * one file while iterating. Reports go to reports/mutation/ (git-ignored).
 *
 * The globs name pure files only: where a feature mixes rules and DOM code, the rules live in their
 * own file and only that file is listed. A glob that matches nothing (a file moved on another
 * branch) is harmless: Stryker mutates what it finds, so update the path when a module moves.
 */

/** Module name (the report groups scores by these) to the pure files it covers. */
export const modules = {
	'consent state and cookie codec': [
		'src/consent/core/state.ts',
		'src/consent/core/encoding.ts',
		'src/consent/core/cookies.ts',
	],
	'GPC and Consent Mode mapping': [
		'src/consent/core/gcm.ts',
		'src/consent/core/env.ts',
		'src/consent/core/wp-consent-api.ts',
	],
	'popup conditions and triggers': [
		'src/**/popup*/conditions.ts',
		'src/**/popup*/triggers.ts',
		'src/**/popup*/trigger-context.ts',
	],
	'motion and sticky math': [
		'src/builder/motion/formulas.ts',
		'src/builder/motion/compute.ts',
		'src/builder/sticky/config.ts',
	],
	'loop filter URL state': [ 'blocks/loop-grid/url-state.ts' ],
	geotargeting: [ 'src/affiliate/geotarget.ts' ],
	'slider settings': [ 'src/media/slider-settings.ts' ],
	'form validation': [ 'blocks/form/validate.ts', 'blocks/checkout/validate.ts' ],
	'cart formatting': [ 'src/shared/cart-format.ts' ],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
	testRunner: 'jest',
	jest: {
		projectType: 'custom',
		configFile: 'jest.config.js',
		// Each mutant runs only the test files that import the mutated file (directly or through
		// other modules), filtered to the tests that reached the mutant in the initial run. Without
		// it every mutant loaded every test file of the project (a jsdom environment each) only to
		// skip most of their tests: about 20 s per mutant on this machine instead of about 2 s.
		// A test that reaches a file only through a dynamic import() of a computed path is not
		// related, so its tests never count as killing a mutant there (the score can only be lower).
		enableFindRelatedTests: true,
		config: {
			// The build, dist and style suites read build/, which the sandbox does not copy; they
			// import none of the cores. The shared-imports suite asks git which files import what (the
			// sandbox has no .git): it checks import paths, not what the cart code does.
			testPathIgnorePatterns: [
				'/node_modules/',
				'/.wp/',
				'<rootDir>/tests/unit/(build|dist|styles)/',
				'<rootDir>/tests/unit/shared/imports\\.test\\.ts$',
				'<rootDir>/build/',
				'<rootDir>/themes/vitrine/build/',
			],
		},
	},
	mutate: Object.values( modules ).flat(),
	coverageAnalysis: 'perTest',
	// A mutant in a module-level constant (a regular expression, a lookup table) is "static": it takes
	// effect when the file loads, so Stryker reloads the related test files and runs all their tests
	// for it (cheap now that only related files load). With `ignoreStatic` on, a constant that a test
	// also reaches at run time was tested only by that test's file with the mutant switched on after
	// the load, i.e. never: such mutants survived whatever the tests asserted.
	ignoreStatic: false,
	// The machine (and CI's) has two cores shared with other work.
	concurrency: 2,
	timeoutMS: 10000,
	incremental: true,
	incrementalFile: 'reports/mutation/stryker-incremental.json',
	tempDirName: '.stryker-tmp',
	cleanTempDir: 'always',
	// Copy only what the unit tests read; the local site, builds and reports stay out of the sandbox.
	ignorePatterns: [
		'/.wp',
		'/build',
		'/themes/vitrine/build',
		'/test-results',
		'/playwright-report',
		'/reports',
		'/bench',
		'/dist',
		'/vendor',
		'/tests/e2e',
		'/tests/php',
		'/tests/bench',
	],
	reporters: [ 'clear-text', 'progress', 'html', 'json' ],
	htmlReporter: { fileName: 'reports/mutation/index.html' },
	jsonReporter: { fileName: 'reports/mutation/mutation.json' },
	thresholds: { high: 90, low: 80, break: null },
};

import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the local site (tools/test-e2e.sh starts it), in Debian's Chromium:
 * downloaded browsers cannot work on these machines.
 */
/**
 * The editor's specs (every block inserted, the sidebars, saved content of older versions, the server
 * previews): CI runs them on SQLite on the newest WordPress and on the floor, and leaves them out of
 * the production stack's leg (VITRINE_SKIP_EDITOR_SPECS=1 in .ci/run), which is about what a page
 * cache, an object cache and MariaDB change for visitors and admin screens (docs/quality.md, "What
 * each CI leg runs").
 */
const EDITOR_SPECS = /(?:-editor|editor-previews|saved-blocks)\.spec\.ts$/;
const skipEditorSpecs = Boolean( process.env.VITRINE_SKIP_EDITOR_SPECS );

export default defineConfig( {
	testDir: 'tests/e2e',
	testMatch: '**/*.spec.ts',
	outputDir: 'test-results',
	fullyParallel: true,
	workers: 2,
	// A test passes the first time or fails: a retry would let an intermittent bug land green
	// (docs/quality.md, "Tests that cannot lie").
	retries: 0,
	failOnFlakyTests: Boolean( process.env.CI ),
	// Through the cluster (VITRINE_STACK=cluster npm run test:e2e, docs/scaling.md "Tests") every
	// uncached request crosses Varnish, HAProxy and LudicrousDB on the same two cores: twice the time.
	timeout: process.env.VITRINE_STACK === 'cluster' ? 90_000 : 45_000,
	expect: { timeout: 7_000 },
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
	globalSetup: './tests/e2e/global-setup.ts',
	globalTeardown: './tests/e2e/global-teardown.ts',
	projects: [
		{
			name: 'site',
			testIgnore: [
				/page-cache\.spec\.ts$/,
				/consent-bar-abtest\.spec\.ts$/,
				/screenshots\//,
				...( skipEditorSpecs ? [ EDITOR_SPECS ] : [] ),
			],
		},
		// The page-cache tests assert that nginx answers from its cache, and any other test that saves
		// content or settings purges it meanwhile (the dev site's purge mu-plugin, as a purge plugin
		// does): they run alone, after the rest (docs/caching.md).
		{ name: 'cache', testMatch: /page-cache\.spec\.ts$/, dependencies: [ 'site' ] },
		// The A/B test of the consent bar is a site-wide setting, and it reads exact counts of the bar's
		// showings: any other test opening a page meanwhile would be drawn a version and counted. It
		// runs alone, last, its tests one after the other: its second test's visitors are counted too
		// (docs/insights.md).
		{ name: 'alone', testMatch: /consent-bar-abtest\.spec\.ts$/, dependencies: [ 'cache' ], fullyParallel: false },
		// The screenshot tests have their own configuration (playwright.screenshots.config.ts).
	],
	use: {
		baseURL: process.env.VITRINE_URL ?? `http://localhost:${ process.env.VITRINE_PORT ?? 8888 }`,
		browserName: 'chromium',
		launchOptions: {
			executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
	},
} );

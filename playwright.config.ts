import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the local site (tools/test-e2e.sh starts it), in Debian's Chromium:
 * downloaded browsers cannot work on these machines.
 */
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
	timeout: 45_000,
	expect: { timeout: 7_000 },
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
	globalSetup: './tests/e2e/global-setup.ts',
	globalTeardown: './tests/e2e/global-teardown.ts',
	projects: [
		{ name: 'site', testIgnore: /page-cache\.spec\.ts$/ },
		// The page-cache tests assert that nginx answers from its cache, and any other test that saves
		// content or settings purges it meanwhile (the dev site's purge mu-plugin, as a purge plugin
		// does): they run alone, after the rest (docs/caching.md).
		{ name: 'cache', testMatch: /page-cache\.spec\.ts$/, dependencies: [ 'site' ] },
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

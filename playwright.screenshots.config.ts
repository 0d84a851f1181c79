import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The screenshot tests (docs/quality.md, "Screenshot tests"): every demo page and every Vitrine admin
 * screen at phone and desktop widths, compared with the baselines committed beside the specs. Run by
 * `npm run test:screenshots` (tools/test-screenshots.sh, on a fresh site); `-- --update-snapshots`
 * rewrites the baselines that changed.
 * Chromium draws with the fonts of tests/e2e/screenshots/fonts.conf only, so a clean machine of the
 * same kind renders the same pixels.
 */
const launch = base.use?.launchOptions ?? {};
export default defineConfig( {
	...base,
	testDir: 'tests/e2e/screenshots',
	testMatch: '**/*.spec.ts',
	outputDir: 'test-results/screenshots',
	// Two at a time on CI's own machine; one locally, where other work shares the cores.
	workers: process.env.CI ? 2 : 1,
	fullyParallel: false,
	timeout: 60_000,
	// The admin screens first: the demo pages' first visit stores a consent record (Reject) and the
	// pages' beacons count views, which the dashboard and Insights screens would otherwise show in
	// some runs and not in others.
	projects: [
		{ name: 'admin', testMatch: /admin-screens\.spec\.ts$/ },
		{ name: 'demo', testMatch: /demo-pages\.spec\.ts$/, dependencies: [ 'admin' ] },
	],
	snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
	expect: {
		timeout: 15_000,
		toHaveScreenshot: {
			animations: 'disabled',
			caret: 'hide',
			scale: 'css',
			// Any change of the page's size fails by itself. Within the same size: pixelmatch's colour
			// threshold (0.2, the default) and anti-aliasing detection leave out the resampling noise of
			// photos (0.05 did not: the portfolio's images differed between fresh runs), and 100 pixels,
			// less than a 1 px line across a phone screen, makes a moved or resized block fail (proved by
			// demo-pages.spec.ts, "a layout regression fails…"). Faint changes (a light grey line on
			// white) pass: docs/quality.md, "Screenshot tests".
			maxDiffPixels: 100,
		},
	},
	use: {
		...base.use,
		launchOptions: {
			...launch,
			args: [
				...( launch.args ?? [] ),
				'--font-render-hinting=none',
				'--force-color-profile=srgb',
				'--hide-scrollbars',
			],
			env: { ...process.env, FONTCONFIG_FILE: resolve( 'tests/e2e/screenshots/fonts.conf' ) },
		},
		trace: 'off',
	},
} );

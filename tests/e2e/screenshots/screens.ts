/**
 * What the screenshot tests photograph (docs/quality.md, "Screenshot tests"). Change a list here and
 * run `npm run test:screenshots -- --update-snapshots` to write the new baselines.
 */

/** The demo pages of docs/lifecycle.md (Demo content) a visitor sees, by address. */
export const DEMO_SCREENS = [
	'/',
	'/blog/',
	'/affiliate/',
	'/affiliate/core-blocks/',
	'/motion/',
	'/sticky/',
	'/popups/',
	'/loop/',
	'/widgets/',
	...[
		'carousel',
		'slides',
		'gallery',
		'lottie',
		'video-playlist',
		'hotspot',
		'social-embeds',
		'code-highlight',
		'menu',
		'table-of-contents',
		'posts',
		'portfolio',
		'archive-posts',
		'search',
		'share-buttons',
		'off-canvas',
		'contact-buttons',
		'floating-bar',
		'progress-tracker',
		'countdown',
		'form',
		'subscribe',
		'payment-buttons',
		'cart',
		'checkout',
		'account',
		'add-to-cart',
	].map( ( family ) => `/widgets/${ family }/` ),
	// A demo post (docs/theme.md, Single post) and the 404 page.
	'/small-kitchens-one-year-later/',
	'/this-page-does-not-exist/',
];

/**
 * Demo pages that exist to be scrolled (motion effects, sticky elements, the reading progress bar, a
 * long article for the table of contents): photographed as the visitor first sees them, one viewport,
 * since a full-page picture shows their scroll effects at scroll 0 anyway and their long filler
 * would make up a quarter of the baselines' size (docs/quality.md, "Screenshot tests").
 */
export const VIEWPORT_SCREENS = [ '/motion/', '/sticky/', '/widgets/progress-tracker/', '/widgets/table-of-contents/' ];

/** Demo pages whose sliders play by themselves: photographed with reduced motion, which stops them. */
export const AUTOPLAY_SCREENS = [ '/widgets/carousel/', '/widgets/slides/' ];

/**
 * The WordPress release the admin baselines were taken on (its admin styles and version are in every
 * admin picture): the admin screens are skipped, with this reason, on a site that runs another one.
 * Change it when the baselines are regenerated on a new release.
 */
export const BASELINE_WORDPRESS = '7.1.4';

/**
 * Every screen of the Vitrine menu, by address under /wp-admin/, in the menu's order (docs/admin.md):
 * photographed here and checked with axe at both widths by admin.spec.ts.
 */
export const ADMIN_SCREENS = [
	'admin.php?page=vitrine',
	'admin.php?page=vitrine-insights',
	'admin.php?page=vitrine-consent',
	'admin.php?page=vitrine-affiliate',
	'admin.php?page=vitrine-products',
	'edit.php?post_type=vitrine_table',
	'admin.php?page=vitrine-affiliate-import',
	'admin.php?page=vitrine-affiliate-settings',
	'edit.php?post_type=vitrine_popup',
	'admin.php?page=vitrine-form-entries',
	'admin.php?page=vitrine-subscribers',
	'admin.php?page=vitrine-payments',
	'admin.php?page=vitrine-tools',
];

/** The two widths of issue #38: a common phone and a common laptop. */
export const WIDTHS = [
	{ name: 'phone', width: 412, height: 915 },
	{ name: 'desktop', width: 1366, height: 768 },
];

/** A file-name-safe name for an address: '/widgets/form/' → 'widgets-form', '/' → 'front-page'. */
export function screenName( address: string ): string {
	const name = address
		.replace( /^\/+|\/+$/g, '' )
		.replace( /[^a-z0-9]+/gi, '-' )
		.replace( /^-|-$/g, '' );
	return name || 'front-page';
}

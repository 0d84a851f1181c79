/**
 * What tests/browsers/run.mjs checks in Firefox and WebKit (docs/quality.md, "Firefox and WebKit"):
 * every demo and widget page loads without a page error, and the behaviours a visitor relies on
 * work, each as a fresh visitor, through real clicks and key presses. Written against the small
 * driver of firefox.mjs and webkit.mjs: goto, eval (a function run in the page), click (a CSS
 * selector), press (a key), back, errors. The Chromium suite (tests/e2e) checks the same behaviours
 * in depth; these are the parts that depend on the engine (events, focus, history, layout).
 */

export const DEMO_PAGES = [
	'/',
	'/blog/',
	'/affiliate/',
	'/motion/',
	'/sticky/',
	'/popups/',
	'/loop/',
	'/widgets/',
	'/consent/',
];

/** Polls $fn in the page until it returns something truthy; throws with $what after $ms. */
export async function waitFor( visitor, what, fn, args = [], ms = 15_000 ) {
	const until = Date.now() + ms;
	let last;
	for (;;) {
		last = await visitor.eval( fn, ...args );
		if ( last ) {
			return last;
		}
		if ( Date.now() > until ) {
			throw new Error( `timed out after ${ ms / 1000 } s waiting for ${ what }` );
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
}

/**
 * In the page: the visible element matching $selector (inside $root) whose accessible name (its
 * aria-label, else the text of its aria-labelledby, else its text) is $name, tagged so the driver can
 * click it; answers its selector, or null. Runs in the browser: no closure over this module.
 */
function tag( root, selector, name ) {
	const label = ( el ) => {
		if ( el.getAttribute( 'aria-label' ) ) {
			return el.getAttribute( 'aria-label' ).trim();
		}
		const by = el.getAttribute( 'aria-labelledby' );
		if ( by ) {
			return by
				.split( /\s+/ )
				.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
				.join( ' ' )
				.trim();
		}
		return ( el.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
	};
	const shown = ( el ) => el.getClientRects().length > 0 && getComputedStyle( el ).visibility !== 'hidden';
	const scope = root ? document.querySelector( root ) : document;
	const found =
		scope &&
		Array.from( scope.querySelectorAll( selector ) ).find(
			( el ) => shown( el ) && ( name === null || label( el ) === name )
		);
	if ( ! found ) {
		return null;
	}
	if ( ! found.dataset.browsersTarget ) {
		found.dataset.browsersTarget = String( Math.random() ).slice( 2 );
	}
	return `[data-browsers-target="${ found.dataset.browsersTarget }"]`;
}

/** Waits for the element ($root, $selector, accessible $name) to show, then clicks it like a visitor. */
async function clickOn( visitor, what, root, selector, name = null ) {
	const target = await waitFor( visitor, what, tag, [ root, selector, name ] );
	await visitor.click( target );
	return target;
}

/** In the page: is the element shown (laid out and not visibility:hidden)? */
function isShown( selector ) {
	const el = document.querySelector( selector );
	return !! el && el.getClientRects().length > 0 && getComputedStyle( el ).visibility !== 'hidden';
}
const isHidden = ( selector ) => {
	const el = document.querySelector( selector );
	return ! el || el.getClientRects().length === 0 || getComputedStyle( el ).visibility === 'hidden';
};
/** In the page: is the trimmed text of $selector exactly $want? */
const textIs = ( selector, want ) => document.querySelector( selector )?.textContent.trim() === want;
const focusInside = ( selector ) => !! document.activeElement?.closest( selector );
const cookieValue = ( name ) =>
	document.cookie
		.split( '; ' )
		.find( ( c ) => c.startsWith( name + '=' ) )
		?.slice( name.length + 1 ) ?? null;

/** Waits until the page stops fetching for a moment (lazily loaded widget code), up to 5 s. */
async function settle( visitor ) {
	let last = -1;
	let stable = 0;
	const until = Date.now() + 5000;
	while ( stable < 2 && Date.now() < until ) {
		const count = await visitor.eval(
			() => document.readyState === 'complete' && performance.getEntriesByType( 'resource' ).length
		);
		stable = count !== false && count === last ? stable + 1 : 0;
		last = count;
		await new Promise( ( r ) => setTimeout( r, 250 ) );
	}
}

const BAR = '#cookie-law-info-bar';

/** Accepts the consent bar, for checks about something else the bar could cover. */
async function acceptConsent( visitor ) {
	await clickOn( visitor, 'the consent bar’s Accept all', BAR, 'button', 'Accept all' );
	await waitFor( visitor, 'the consent bar to close', isHidden, [ BAR ] );
}

/** Presses Tab (Shift+Tab every third time) $times times; throws when focus leaves $selector. */
async function tabsStayIn( visitor, selector, times = 8 ) {
	for ( let i = 0; i < times; i++ ) {
		await visitor.press( 'Tab', { shift: i % 3 === 2 } );
		if ( ! ( await visitor.eval( focusInside, selector ) ) ) {
			const where = await visitor.eval( () => document.activeElement?.outerHTML.slice( 0, 120 ) ?? 'nothing' );
			throw new Error( `focus left ${ selector } after ${ i + 1 } presses (on ${ where })` );
		}
	}
}

function expectEqual( actual, expected, what ) {
	if ( JSON.stringify( actual ) !== JSON.stringify( expected ) ) {
		throw new Error( `${ what }: expected ${ JSON.stringify( expected ) }, got ${ JSON.stringify( actual ) }` );
	}
}

/** Every demo page and widget family page, as one check each: it renders and raises no page error. */
export async function pageChecks( base, visitorOf ) {
	const index = await ( await fetch( base + '/widgets/' ) ).text();
	const widgets = [
		...new Set(
			[ ...index.matchAll( /href="(?:https?:\/\/[^"/]+)?(\/widgets\/[a-z0-9-]+\/)"/g ) ].map( ( m ) => m[ 1 ] )
		),
	];
	if ( widgets.length < 27 ) {
		throw new Error( `the widgets index links ${ widgets.length } family pages, expected at least 27` );
	}
	let visitor;
	return [ ...DEMO_PAGES, ...widgets ].map( ( path, i, all ) => ( {
		name: `${ path } renders without page errors`,
		run: async () => {
			visitor ??= await visitorOf();
			try {
				await visitor.goto( base + path );
				await waitFor( visitor, 'the page’s main content', isShown, [ 'main' ] );
				await settle( visitor );
			} finally {
				if ( i === all.length - 1 ) {
					await visitor.close();
				}
			}
			return visitor;
		},
	} ) );
}

/** The behaviours, each as its own fresh visitor. */
export const BEHAVIOURS = [
	{
		// Proves this runner can fail: an uncaught error and a console.error raised in the page reach it.
		name: 'the runner sees an uncaught error and a console.error in the page',
		run: async ( base, visitor ) => {
			await visitor.goto( base + '/widgets/' );
			await visitor.eval( () => {
				setTimeout( () => {
					throw new Error( 'browsers self-check' );
				} );

				console.error( 'browsers self-check console' );
			} );
			await waitFor(
				visitor,
				'the timer',
				() => new Promise( ( resolve ) => setTimeout( () => resolve( true ), 50 ) )
			);
			const seen = ( await visitor.errors() ).join( '\n' );
			if (
				! /uncaught: .*browsers self-check/.test( seen ) ||
				! /console\.error: browsers self-check console/.test( seen )
			) {
				throw new Error( `the page's errors did not reach the runner; it saw: ${ seen || 'nothing' }` );
			}
		},
	},
	{
		name: 'consent: Accept all stores the choice and runs the analytics demo script',
		run: async ( base, visitor ) => {
			await visitor.goto( base + '/consent/' );
			await acceptConsent( visitor );
			expectEqual( await visitor.eval( cookieValue, 'viewed_cookie_policy' ), 'yes', 'viewed_cookie_policy' );
			await waitFor( visitor, 'the analytics demo script to run', () =>
				/ran: analytics cookies are accepted/.test(
					document.querySelector( '#vitrine-demo-analytics-status' )?.textContent ?? ''
				)
			);
		},
	},
	{
		name: 'consent: Reject stores the refusal and nothing blocked runs after a reload',
		run: async ( base, visitor ) => {
			await visitor.goto( base + '/consent/' );
			await clickOn( visitor, 'the consent bar’s Reject', BAR, 'button', 'Reject' );
			await waitFor( visitor, 'the consent bar to close', isHidden, [ BAR ] );
			expectEqual( await visitor.eval( cookieValue, 'viewed_cookie_policy' ), 'no', 'viewed_cookie_policy' );
			await visitor.goto( base + '/consent/' );
			await waitFor( visitor, 'the page', isShown, [ 'main' ] );
			expectEqual( await visitor.eval( isHidden, BAR ), true, 'the bar stays closed after the reload' );
			expectEqual(
				await visitor.eval( () =>
					document.querySelector( '#vitrine-demo-analytics-status' )?.textContent.trim()
				),
				'The analytics demo script has not run: analytics cookies are not accepted.',
				'the analytics demo status'
			);
		},
	},
	{
		name: 'consent: the settings dialog traps focus, closes on Escape and gives focus back',
		run: async ( base, visitor ) => {
			await visitor.goto( base + '/consent/' );
			const settings = await clickOn( visitor, 'the consent bar’s Settings', BAR, 'button', 'Settings' );
			const dialog = await waitFor( visitor, 'the settings dialog', tag, [
				null,
				'[role="dialog"]',
				'Privacy and cookie settings',
			] );
			await waitFor( visitor, 'focus inside the dialog', focusInside, [ dialog ] );
			await tabsStayIn( visitor, dialog, 10 );
			await visitor.press( 'Escape' );
			await waitFor( visitor, 'the dialog to close', isHidden, [ dialog ] );
			await waitFor( visitor, 'focus back on Settings', ( s ) => document.activeElement?.matches( s ), [
				settings,
			] );
		},
	},
	{
		name: 'mobile menu: the toggle opens the sidebar, focus stays in it, Escape closes it',
		size: { width: 800, height: 900 },
		run: async ( base, visitor ) => {
			await visitor.goto( base + '/' );
			await acceptConsent( visitor );
			await clickOn( visitor, 'the menu toggle', null, '.vitrine-menu-toggle' );
			await waitFor( visitor, 'the sidebar', isShown, [ '#vitrine-sidebar' ] );
			expectEqual(
				await visitor.eval( () =>
					document.querySelector( '.vitrine-menu-toggle' ).getAttribute( 'aria-expanded' )
				),
				'true',
				'aria-expanded'
			);
			await waitFor( visitor, 'focus in the sidebar', focusInside, [ '#vitrine-sidebar' ] );
			await tabsStayIn( visitor, '#vitrine-sidebar', 9 );
			await visitor.press( 'Escape' );
			await waitFor( visitor, 'the sidebar to close', isHidden, [ '#vitrine-sidebar' ] );
			await waitFor( visitor, 'focus back on the toggle', () =>
				document.activeElement?.matches( '.vitrine-menu-toggle' )
			);
		},
	},
	{
		name: 'popup: a click trigger opens it with focus inside; Escape closes it and focus returns',
		run: async ( base, visitor ) => {
			// Only the Newsletter popup stays active for this visitor (the others would open on their own
			// triggers meanwhile), through the visitor's own storage, as tests/e2e/popup-helpers.ts does.
			const html = await ( await fetch( base + '/popups/' ) ).text();
			const bag = {};
			for ( const [ , id, title ] of html.matchAll( /id="vitrine-popup-(\d+)"[\s\S]*?aria-label="([^"]+)"/g ) ) {
				if ( title !== 'Newsletter' ) {
					bag[ `popup_${ id }_disable` ] = true;
				}
			}
			await visitor.goto( base + '/consent/' );
			await visitor.eval( ( value ) => window.localStorage.setItem( 'vitrine', value ), JSON.stringify( bag ) );
			await visitor.goto( base + '/popups/' );
			await acceptConsent( visitor );
			await waitFor(
				visitor,
				'the popup handlers',
				() => !! document.querySelector( '.vitrine-popup.is-close-inside, .vitrine-popup.is-close-outside' )
			);
			const opener = await clickOn(
				visitor,
				'the newsletter button',
				null,
				'button',
				'Subscribe to the newsletter'
			);
			const dialog = await waitFor( visitor, 'the Newsletter popup', tag, [
				null,
				'[role="dialog"]',
				'Newsletter',
			] );
			await waitFor( visitor, 'focus in the popup', focusInside, [ dialog ] );
			await tabsStayIn( visitor, dialog, 6 );
			await visitor.press( 'Escape' );
			await waitFor( visitor, 'the popup to close', isHidden, [ dialog ] );
			await waitFor( visitor, 'focus back on the button', ( s ) => document.activeElement?.matches( s ), [
				opener,
			] );
		},
	},
	{
		name: 'loop filter: a filter refreshes the grid in place, Back restores the previous filter',
		run: async ( base, visitor ) => {
			const count = '.vitrine-loop-grid .vitrine-loop-grid__count';
			await visitor.goto( base + '/loop/' );
			await acceptConsent( visitor );
			await visitor.eval( () => ( window.browsersMarker = 42 ) );
			await clickOn( visitor, 'the Reviews filter', null, '[role="group"] [role="button"]', 'Reviews' );
			await waitFor( visitor, '5 reviews', textIs, [ count, '5 posts, page 1 of 1' ] );
			await clickOn( visitor, 'the News filter', null, '[role="group"] [role="button"]', 'News' );
			await waitFor( visitor, '9 reviews and news posts', textIs, [ count, '9 posts, page 1 of 2' ] );
			await visitor.back();
			await waitFor( visitor, 'the reviews again after Back', textIs, [ count, '5 posts, page 1 of 1' ] );
			expectEqual(
				new URL( await visitor.url() ).search,
				'?e-filter-loopdemo-category=loop-demo-reviews',
				'the URL after Back'
			);
			expectEqual( await visitor.eval( () => window.browsersMarker ), 42, 'the page was not reloaded' );
		},
	},
	{
		name: 'carousel: Next and the pagination move the slides',
		run: async ( base, visitor ) => {
			const active = ( want ) => {
				const slide = document.querySelector( '.vitrine-carousel .swiper-slide-active' );
				return ( slide ? Array.from( slide.parentElement.children ).indexOf( slide ) : -1 ) === want;
			};
			await visitor.goto( base + '/widgets/carousel/' );
			await acceptConsent( visitor );
			await waitFor( visitor, 'the carousel', () =>
				document.querySelector( '.vitrine-carousel' )?.classList.contains( 'is-ready' )
			);
			expectEqual( await visitor.eval( active, 0 ), true, 'the first slide is active' );
			await clickOn( visitor, 'Next slide', '.vitrine-carousel', 'button, [role="button"]', 'Next slide' );
			await waitFor( visitor, 'slide 2', active, [ 1 ] );
			await clickOn( visitor, 'Go to slide 4', '.vitrine-carousel', 'button, [role="button"]', 'Go to slide 4' );
			await waitFor( visitor, 'slide 4', active, [ 3 ] );
		},
	},
	{
		name: 'gallery: a thumbnail opens the lightbox, ArrowRight moves, Escape closes and focus returns',
		run: async ( base, visitor ) => {
			const counter = '.vitrine-lightbox .vitrine-lightbox__counter';
			await visitor.goto( base + '/widgets/gallery/' );
			await acceptConsent( visitor );
			await waitFor( visitor, 'the gallery', () =>
				document.querySelector( '.vitrine-gallery' )?.classList.contains( 'is-ready' )
			);
			await clickOn(
				visitor,
				'the first thumbnail',
				'.vitrine-gallery',
				'.vitrine-gallery__item a, .vitrine-gallery__item button'
			);
			await waitFor( visitor, 'the lightbox', isShown, [ '.vitrine-lightbox' ] );
			const first = await waitFor(
				visitor,
				'the counter',
				( sel ) => document.querySelector( sel )?.textContent.trim(),
				[ counter ]
			);
			const total = /of (\d+)/.exec( first )?.[ 1 ];
			expectEqual( first, `Image 1 of ${ total }`, 'the counter' );
			await visitor.press( 'ArrowRight' );
			await waitFor( visitor, 'image 2', textIs, [ counter, `Image 2 of ${ total }` ] );
			await tabsStayIn( visitor, '.vitrine-lightbox', 4 );
			await visitor.press( 'Escape' );
			await waitFor( visitor, 'the lightbox to close', isHidden, [ '.vitrine-lightbox' ] );
			await waitFor(
				visitor,
				'focus back in the gallery',
				() => !! document.activeElement?.closest( '.vitrine-gallery' )
			);
		},
	},
	{
		name: 'blog: Load more adds the next ten posts, moves focus to the first new one and the URL on',
		run: async ( base, visitor ) => {
			await visitor.goto( base + '/blog/' );
			await acceptConsent( visitor );
			const before = await visitor.eval( () => document.querySelectorAll( '#vitrine-posts > article' ).length );
			await clickOn( visitor, 'Load more', null, '.vitrine-load-more' );
			await waitFor(
				visitor,
				'more posts',
				( n ) => document.querySelectorAll( '#vitrine-posts > article' ).length > n,
				[ before ]
			);
			const after = await visitor.eval( () => document.querySelectorAll( '#vitrine-posts > article' ).length );
			expectEqual( after - before, 10, `posts added by one Load more (${ before } before)` );
			await waitFor(
				visitor,
				'focus on a new post',
				( n ) => {
					const card = document.activeElement?.closest( 'article' );
					return (
						!! card &&
						Array.from( document.querySelectorAll( '#vitrine-posts > article' ) ).indexOf( card ) === n
					);
				},
				[ before ]
			);
			await waitFor( visitor, 'the URL of page 2', () => /\/blog\/page\/2\/$/.test( location.pathname ) );
		},
	},
];

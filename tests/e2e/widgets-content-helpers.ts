/**
 * Helpers shared by the content-widget specs: layout-shift measurement and waiting for a handler.
 */
import type { Page } from '@playwright/test';

/**
 * Sum of the layout-shift scores seen so far (buffered), as CLS counts them: shifts within 500 ms of
 * a click or key press (hadRecentInput) are expected by the visitor and left out.
 */
export async function layoutShift( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			new Promise< number >( ( resolve ) => {
				let total = 0;
				const observer = new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() as Array<
						PerformanceEntry & { value: number; hadRecentInput: boolean }
					> ) {
						total += entry.hadRecentInput ? 0 : entry.value;
					}
				} );
				observer.observe( { type: 'layout-shift', buffered: true } );
				setTimeout( () => {
					observer.disconnect();
					resolve( total );
				}, 300 );
			} )
	);
}

/** Opens a demo page and waits until the runtime attached the named handler (its marker class). */
export async function openDemo( page: Page, family: string, ready: string ): Promise< void > {
	await page.goto( `/widgets/${ family }/` );
	await page.locator( ready ).first().waitFor( { state: 'attached' } );
}

/**
 * Whether the element ends above the top of the other one (both shown): a widget fixed at the bottom
 * must not sit under the consent bar, where a visitor cannot reach it.
 */
export async function endsAbove( page: Page, element: string, cover: string ): Promise< boolean > {
	return page.evaluate(
		( { a, b } ) => {
			const el = document.querySelector( a );
			const over = document.querySelector( b );
			if ( ! el || ! over || over.getClientRects().length === 0 ) {
				return false;
			}
			return el.getBoundingClientRect().bottom <= over.getBoundingClientRect().top + 1;
		},
		{ a: element, b: cover }
	);
}

/**
 * Helpers shared by the content-widget specs: opening a demo and where a fixed widget ends.
 */
import type { Page } from '@playwright/test';

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

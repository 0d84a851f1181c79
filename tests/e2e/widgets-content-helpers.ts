/**
 * Helpers shared by the content-widget specs: layout-shift measurement and waiting for a handler.
 */
import type { Page } from '@playwright/test';

/** Sum of the layout-shift scores seen so far (buffered), without recent-input exclusions. */
export async function layoutShift( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			new Promise< number >( ( resolve ) => {
				let total = 0;
				const observer = new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() ) {
						total += ( entry as PerformanceEntry & { value: number } ).value;
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

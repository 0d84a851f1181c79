/**
 * Draft pages for a test, as the logged-in editor of the page's storage state makes them through
 * the REST API, viewed as previews (drafts are in no list, search or widget of other pages), and
 * deleted afterwards.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A REST nonce for the logged-in user (WordPress's own rest-nonce action). */
export async function restNonce( page: Page ): Promise< string > {
	return ( await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
}

/** Makes a draft page of each content, hands their preview addresses to `view`, then deletes them. */
export async function asDrafts( page: Page, contents: string[], view: ( urls: string[] ) => Promise< void > ) {
	const headers = { 'X-WP-Nonce': await restNonce( page ) };
	const ids: number[] = [];
	try {
		for ( const content of contents ) {
			const created = await page.request.post( '/wp-json/wp/v2/pages', {
				headers,
				data: { title: 'Test draft', content, status: 'draft' },
			} );
			expect( created.ok() ).toBe( true );
			ids.push( ( await created.json() ).id as number );
		}
		await view( ids.map( ( id ) => `/?page_id=${ id }&preview=true` ) );
	} finally {
		for ( const id of ids ) {
			await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, { headers } );
		}
	}
}

/**
 * The CSV exports of Tools → Form entries and Tools → Subscribers (the lists' Export CSV, GET
 * vitrine/v1/lists/{list}/export), over real HTTP as the owner's browser gets them: headers a
 * command-line PHP test cannot read. A download named after the list and the day, UTF-8 with a
 * byte-order mark (so spreadsheets read accents), never cached, never sniffed as a page, and
 * refused without the REST nonce.
 */
import { readFileSync } from 'node:fs';
import { test, expect, ADMIN_STATE } from './fixtures';

// The admin's own screens ask for avatars from a host this machine cannot reach.
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

for ( const [ screen, list, file, columns ] of [
	[
		'vitrine-form-entries',
		'form-entries',
		/^form-entries-\d{4}-\d{2}-\d{2}\.csv$/,
		'"id","date_utc","form","mail"',
	],
	[
		'vitrine-subscribers',
		'subscribers',
		/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
		'"email","name","list_id","status","consent_text"',
	],
] as const ) {
	test( `${ screen }: Export CSV downloads a file spreadsheets read as UTF-8`, async ( { page } ) => {
		await page.goto( `/wp-admin/admin.php?page=${ screen }` );
		const button = page.getByRole( 'button', { name: 'Export CSV' } );
		await expect( button ).toBeEnabled();
		const download = page.waitForEvent( 'download' );
		await button.click();
		expect( ( await download ).suggestedFilename() ).toMatch( file );
		const text = readFileSync( ( await ( await download ).path() )! ).toString( 'utf8' );
		expect( text.startsWith( `\uFEFF${ columns }` ), text.slice( 0, 80 ) ).toBe( true );

		const url = `/wp-json/vitrine/v1/lists/${ list }/export`;
		expect( ( await page.request.get( url ) ).status(), 'no nonce, no personal data' ).toBe( 401 );
		// The nonce apiFetch sends (WordPress prints it for the admin's scripts).
		const nonce = await page.evaluate(
			() =>
				( window as unknown as { wp: { apiFetch: { nonceMiddleware: { nonce: string } } } } ).wp.apiFetch
					.nonceMiddleware.nonce
		);
		const response = await page.request.get( url, { headers: { 'X-WP-Nonce': nonce } } );
		expect( response.status() ).toBe( 200 );
		const headers = response.headers();
		expect( headers[ 'content-type' ] ).toBe( 'text/csv; charset=utf-8' );
		expect( headers[ 'content-disposition' ] ).toMatch( /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/ );
		expect( headers[ 'x-content-type-options' ] ).toBe( 'nosniff' );
		expect( headers[ 'cache-control' ] ).toContain( 'no-store' );
	} );
}
